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

  it("lives through PostgreSQL ending a transaction's session mid-query: the transaction fails as unavailable, nothing escapes, the pools serve again", async () => {
    // postgres.js 3.4.9 answers a failed query in a transaction with its own ROLLBACK, written on
    // the connection whose socket is already gone: unpatched, that write throws from a
    // setImmediate callback and takes the whole process down (porsager/postgres#1208; the API died
    // this way while PostgreSQL restarted under load). patches/postgres@3.4.9.patch guards it.
    const escaped: unknown[] = [];
    const record = (error: unknown) => escaped.push(error);
    process.on("uncaughtExceptionMonitor", record);
    try {
      for (let round = 0; round < 3; round += 1) {
        let pid: number | undefined;
        const outcome = database.db
          .transaction(async (tx) => {
            const [row] = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
              pid: number;
            }[];
            pid = row?.pid;
            await tx.execute(sql`select pg_sleep(10)`);
          })
          .then(
            () => "committed",
            (error: unknown) => error,
          );
        while (pid === undefined) await new Promise((resolve) => setTimeout(resolve, 10));
        await database.db.execute(sql`select pg_terminate_backend(${pid})`);
        const error = await outcome;
        // Lost, not failed: the driver's CONNECTION_CLOSED, or PostgreSQL's 57P01 (terminated by
        // an administrator) when its goodbye arrived first; http/errors.ts answers both with 503.
        expect(causeCodes(error).filter((code) => ["CONNECTION_CLOSED", "57P01"].includes(code))).not.toEqual(
          [],
        );
        // The driver's deferred writes run on the next turns of the event loop.
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(escaped).toEqual([]);
        // Neither pool is wedged: a new transaction and a plain query both answer.
        const inside = await database.db.transaction(async (tx) => tx.execute(sql`select 1 as one`));
        expect(inside).toEqual([{ one: 1 }]);
        expect(await database.db.execute(sql`select 2 as two`)).toEqual([{ two: 2 }]);
      }
    } finally {
      process.off("uncaughtExceptionMonitor", record);
    }
  });
});

/** The `code` of an error and of each error in its `cause` chain (Drizzle wraps the driver's). */
function causeCodes(error: unknown): string[] {
  const codes: string[] = [];
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === "string") codes.push(code);
  }
  return codes;
}
