import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProcessDatabase, type ProcessDatabase } from "../testing/test-database";
import { type DatabaseHandle, openDatabase } from "./client";

let location: ProcessDatabase;
let database: DatabaseHandle;

beforeAll(async () => {
  location = await createProcessDatabase();
  database = await openDatabase({ databaseUrl: location.env.DATABASE_URL ?? "", poolSize: 2 });
});
afterAll(async () => {
  await database.close();
  await location.remove();
});

describe("openDatabase() on PostgreSQL", () => {
  it("runs transactions on connections of their own, never behind the queries of a busy pool", async () => {
    const finished: string[] = [];
    // Both query connections open, then busy for a second; a transaction must not queue behind them.
    await Promise.all([1, 2].map(() => database.db.execute(sql`select pg_sleep(0.01)`)));
    const sleeps = [1, 2].map(() =>
      database.db.execute(sql`select pg_sleep(1)`).then(() => finished.push("query")),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });
    finished.push("transaction");
    await Promise.all(sleeps);
    expect(finished).toEqual(["transaction", "query", "query"]);
  });

  it("reads values the same way inside and outside transactions", async () => {
    const query = sql`select now() as at, current_date as day`;
    type Row = { at: unknown; day: unknown };
    // postgres.js answers an array of rows.
    const [outside] = (await database.db.execute(query)) as unknown as Row[];
    const [inside] = (await database.db.transaction(
      async (tx) => (await tx.execute(query)) as unknown,
    )) as Row[];
    expect([typeof inside?.at, typeof inside?.day]).toEqual([typeof outside?.at, typeof outside?.day]);
    expect(typeof outside?.at).toBe("string");
  });
});
