import { createServer } from "node:net";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { users } from "../db/schema/index";
import { openTestDatabase } from "../testing/test-database";
import type { AppEnv } from "./env";
import { problemErrorHandler } from "./errors";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

function appRunning(query: () => Promise<unknown>) {
  const errors: unknown[] = [];
  const app = new Hono<AppEnv>();
  app.onError(problemErrorHandler({ error: (fields: unknown) => void errors.push(fields) }));
  app.get("/", async (c) => {
    await query();
    return c.text("ok");
  });
  return { app, errors };
}

describe("problemErrorHandler() with database errors", () => {
  it("answers 422 to a value the database cannot store, and still logs it", async () => {
    const { app, errors } = appRunning(() => database.db.execute(sql`select '1e400'::numeric(5, 2)`));
    const response = await app.request("/");
    expect(response.status).toBe(422);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
    expect(errors).toHaveLength(1);
    const { app: badNumber } = appRunning(() => database.db.execute(sql`select 'abc'::integer`));
    expect((await badNumber.request("/")).status).toBe(422);
  });

  it("answers 409 to a unique clash", async () => {
    const insert = () =>
      database.db.insert(users).values({ email: "twice@example.com", name: "А", lastName: "Б" });
    await insert();
    const { app } = appRunning(insert);
    expect((await app.request("/")).status).toBe(409);
  });

  it("keeps other failures a 500 without internals", async () => {
    const { app, errors } = appRunning(() => database.db.execute(sql`select * from no_such_table`));
    const response = await app.request("/");
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain("no_such_table");
    expect(errors).toHaveLength(1);
  });

  it("answers 503 with Retry-After when the database cannot be reached, and logs a warning", async () => {
    // A port that was free a moment ago: the driver's connection is refused at once.
    const probe = createServer().listen(0, "127.0.0.1");
    await new Promise((resolve) => probe.once("listening", resolve));
    const address = probe.address();
    const port = typeof address === "object" && address ? address.port : 0;
    await new Promise((resolve) => probe.close(resolve));
    const unreachable = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/shop` });
    try {
      const warnings: unknown[] = [];
      const errors: unknown[] = [];
      const app = new Hono<AppEnv>();
      app.onError(
        problemErrorHandler({
          error: (fields: unknown) => void errors.push(fields),
          warn: (fields: unknown) => void warnings.push(fields),
        }),
      );
      app.get("/", async (c) => {
        await unreachable.db.select().from(users);
        return c.text("ok");
      });
      const response = await app.request("/");
      expect(response.status).toBe(503);
      expect(response.headers.get("content-type")).toContain("application/problem+json");
      expect(response.headers.get("retry-after")).toBe("2");
      expect(await response.json()).toMatchObject({
        status: 503,
        type: "/api/problems/database-unavailable",
      });
      expect([warnings.length, errors.length]).toEqual([1, 0]);
    } finally {
      await unreachable.close();
    }
  });
});
