import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { rateLimits } from "../../db/schema/index";
import { openTestDatabase } from "../../testing/test-database";
import { clientAddresses, clientOf } from "../client-address/client-address";
import type { AppEnv } from "../env";
import { problemErrorHandler } from "../errors";
import { createRateLimiter, rateLimit } from "./rate-limit";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

function limitedApp(bucket: string, limit: number, windowMs = 60_000) {
  const app = new Hono<AppEnv>();
  app.onError(problemErrorHandler({ error: () => {} }));
  app.use(clientAddresses());
  app.use(rateLimit(createRateLimiter(database.db), { bucket, limit, windowMs }, clientOf));
  app.get("/", (c) => c.text("ok"));
  return app;
}

const from = (ip: string) => ({ headers: { "X-Forwarded-For": ip } });

describe("rateLimit()", () => {
  it("answers 429 with Retry-After once the limit is used up", async () => {
    const app = limitedApp("test-a", 3);
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await app.request("/", from("10.0.0.1"))).status).toBe(200);
    const refused = await app.request("/", from("10.0.0.1"));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(await refused.json()).toMatchObject({ status: 429, type: "/api/problems/too-many-requests" });
  });

  it("counts each subject apart", async () => {
    const app = limitedApp("test-b", 1);
    expect((await app.request("/", from("10.0.0.2"))).status).toBe(200);
    expect((await app.request("/", from("10.0.0.3"))).status).toBe(200);
    expect((await app.request("/", from("10.0.0.2"))).status).toBe(429);
  });

  it("shares counters through the database, as separate replicas would", async () => {
    const replicaA = limitedApp("test-c", 2);
    const replicaB = limitedApp("test-c", 2);
    await replicaA.request("/", from("10.0.0.4"));
    await replicaB.request("/", from("10.0.0.4"));
    expect((await replicaA.request("/", from("10.0.0.4"))).status).toBe(429);
  });

  it("starts a new window when the old one has passed", async () => {
    // The window is the database's clock: rather than a window short enough to sleep through
    // (50 ms, which two requests on a loaded machine outlast), the test moves the window's end
    // into the past, as time would.
    const app = limitedApp("test-d", 1);
    expect((await app.request("/", from("10.0.0.5"))).status).toBe(200);
    expect((await app.request("/", from("10.0.0.5"))).status).toBe(429);
    await database.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 millisecond'` })
      .where(eq(rateLimits.key, "test-d:10.0.0.5"));
    expect((await app.request("/", from("10.0.0.5"))).status).toBe(200);
    expect((await app.request("/", from("10.0.0.5"))).status).toBe(429);
  });

  it("counts concurrent hits exactly", async () => {
    const limiter = createRateLimiter(database.db);
    const rule = { bucket: "test-e", limit: 100, windowMs: 60_000 };
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.hit(rule, "same")));
    expect(results.map((result) => result.remaining).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => 80 + index),
    );
    const rows = await database.db.select().from(rateLimits);
    expect(rows.find((row) => row.key === "test-e:same")?.hits).toBe(20);
  });

  it("gives back a hit within the window, never below zero, and resets a counter", async () => {
    const limiter = createRateLimiter(database.db);
    const rule = { bucket: "test-g", limit: 2, windowMs: 60_000 };
    const hits = async () =>
      (await database.db.select().from(rateLimits)).find((row) => row.key === "test-g:x")?.hits;
    await limiter.hit(rule, "x");
    await limiter.hit(rule, "x");
    await limiter.refund(rule, "x");
    expect(await hits()).toBe(1);
    expect((await limiter.hit(rule, "x")).allowed).toBe(true);
    const blocked = await limiter.hit(rule, "x");
    expect(blocked.allowed).toBe(false);
    expect(blocked.retryAfterSeconds).toBeGreaterThan(0);
    await limiter.refund(rule, "x");
    await limiter.refund(rule, "x");
    await limiter.refund(rule, "x");
    await limiter.refund(rule, "x");
    expect(await hits()).toBe(0);
    await limiter.reset(rule, "x");
    expect(await hits()).toBeUndefined();
    await limiter.refund(rule, "x"); // nothing to give back
    expect(await hits()).toBeUndefined();
  });

  it("trusts only the last X-Forwarded-For hop", async () => {
    const app = limitedApp("test-f", 1);
    expect((await app.request("/", from("1.1.1.1, 10.0.0.6"))).status).toBe(200);
    expect((await app.request("/", from("2.2.2.2, 10.0.0.6"))).status).toBe(429);
  });
});
