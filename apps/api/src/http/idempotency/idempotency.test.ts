import { OpenAPIHono } from "@hono/zod-openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { openTestDatabase } from "../../testing/test-database";
import { createTestUser, type TestUser } from "../../testing/users";
import { authentication } from "../auth/auth";
import { createTokenService } from "../auth/tokens";
import type { AppEnv } from "../env";
import { problemErrorHandler } from "../errors";
import { HttpProblem } from "../problem";
import { type IdempotencyOptions, idempotency } from "./idempotency";

let database: DatabaseHandle;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  database = await openTestDatabase();
  alice = await createTestUser(database);
  bob = await createTestUser(database);
});
afterAll(() => database.close());

/** An "orders" endpoint that counts how often it really ran. */
function ordersApp(options: Partial<IdempotencyOptions> = {}, delayMs = 0) {
  let created = 0;
  const app = new OpenAPIHono<AppEnv>();
  app.onError(problemErrorHandler({ error: () => {} }));
  app.use(authentication({ db: database.db, tokens: createTokenService(database.db) }));
  app.use("/orders", idempotency({ db: database.db, ...options }));
  app.post("/orders", async (c) => {
    const body = (await c.req.json()) as { fail?: boolean };
    if (delayMs) await new Promise((resume) => setTimeout(resume, delayMs));
    if (body.fail) throw new HttpProblem(409, { detail: "Цена изменилась." });
    created += 1;
    return c.json({ order: created }, 201, { Location: `/orders/${created}` });
  });
  return { app, created: () => created };
}

const post = (user: TestUser, key: string | undefined, body: unknown = { cart: 1 }) => ({
  method: "POST",
  headers: {
    Authorization: user.authorization,
    "Content-Type": "application/json",
    ...(key === undefined ? {} : { "Idempotency-Key": key }),
  },
  body: JSON.stringify(body),
});

describe("idempotency()", () => {
  it("replays the first response to a retry with the same key, running the handler once", async () => {
    const { app, created } = ordersApp();
    const first = await app.request("/orders", post(alice, "key-replay"));
    const retry = await app.request("/orders", post(alice, "key-replay"));
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual(await first.json());
    expect(retry.headers.get("location")).toBe("/orders/1");
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(created()).toBe(1);
  });

  it("runs again for another key", async () => {
    const { app, created } = ordersApp();
    await app.request("/orders", post(alice, "key-a"));
    await app.request("/orders", post(alice, "key-b"));
    expect(created()).toBe(2);
  });

  it("scopes keys to their caller", async () => {
    const { app, created } = ordersApp();
    await app.request("/orders", post(alice, "key-shared"));
    const other = await app.request("/orders", post(bob, "key-shared"));
    expect(other.headers.get("idempotent-replayed")).toBeNull();
    expect(created()).toBe(2);
  });

  it("refuses the same key with another body (422 problem)", async () => {
    const { app } = ordersApp();
    await app.request("/orders", post(alice, "key-reused", { cart: 1 }));
    const response = await app.request("/orders", post(alice, "key-reused", { cart: 2 }));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ type: "/api/problems/idempotency-key-reused" });
  });

  it("makes a concurrent duplicate wait for the first and get its response", async () => {
    const { app, created } = ordersApp({}, 300);
    const [a, b] = await Promise.all([
      app.request("/orders", post(alice, "key-concurrent")),
      app.request("/orders", post(alice, "key-concurrent")),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await a.json()).toEqual(await b.json());
    expect(created()).toBe(1);
  });

  it("answers 409 with Retry-After when the first is still running after the wait", async () => {
    const { app, created } = ordersApp({ waitMs: 50 }, 400);
    const [a, b] = await Promise.all([
      app.request("/orders", post(alice, "key-busy")),
      app.request("/orders", post(alice, "key-busy")),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([201, 409]);
    const busy = a.status === 409 ? a : b;
    expect(busy.headers.get("retry-after")).toBe("1");
    expect(busy.headers.get("content-type")).toContain("application/problem+json");
    expect(created()).toBe(1);
  });

  it("releases the key after an error, so the corrected request may reuse it", async () => {
    const { app, created } = ordersApp();
    const failed = await app.request("/orders", post(alice, "key-error", { fail: true }));
    expect(failed.status).toBe(409);
    const corrected = await app.request("/orders", post(alice, "key-error", { cart: 3 }));
    expect(corrected.status).toBe(201);
    expect(corrected.headers.get("idempotent-replayed")).toBeNull();
    expect(created()).toBe(1);
  });

  it("takes over a key whose first request died (lease expired)", async () => {
    const stuck = ordersApp({ leaseMs: 1, waitMs: 2_000 }, 200);
    const crashed = stuck.app.request("/orders", post(alice, "key-lease"));
    await new Promise((resume) => setTimeout(resume, 50));
    const { app, created } = ordersApp({ leaseMs: 1 });
    const retry = await app.request("/orders", post(alice, "key-lease"));
    expect(retry.status).toBe(201);
    expect(created()).toBe(1);
    await crashed;
  });

  it("keeps an answer the handler committed with its change, even when it fails after the commit", async () => {
    let runs = 0;
    const app = new OpenAPIHono<AppEnv>();
    app.onError(problemErrorHandler({ error: () => {} }));
    app.use(authentication({ db: database.db, tokens: createTokenService(database.db) }));
    app.use("/orders", idempotency({ db: database.db }));
    app.post("/orders", async (c) => {
      runs += 1;
      const body = JSON.stringify({ order: runs });
      await database.db.transaction(async (tx) => {
        await c.get("idempotency")?.complete(tx, {
          status: 201,
          headers: { "content-type": "application/json", location: `/orders/${runs}` },
          body,
        });
      });
      // The order is committed; the process then fails before answering (as a crash would).
      throw new Error("lost after the commit");
    });
    const first = await app.request("/orders", post(alice, "key-committed"));
    expect(first.status).toBe(500);
    const retry = await app.request("/orders", post(alice, "key-committed"));
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.headers.get("location")).toBe("/orders/1");
    expect(await retry.json()).toEqual({ order: 1 });
    expect(runs).toBe(1);
  });

  it("requires the header when configured (400 problem) and checks its form", async () => {
    const { app } = ordersApp({ required: true });
    const missing = await app.request("/orders", post(alice, undefined));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ type: "/api/problems/idempotency-key-missing" });
    const invalid = await app.request("/orders", post(alice, "x".repeat(256)));
    expect(invalid.status).toBe(400);
  });

  it("lets requests without the header run every time when not required", async () => {
    const { app, created } = ordersApp();
    await app.request("/orders", post(alice, undefined));
    await app.request("/orders", post(alice, undefined));
    expect(created()).toBe(2);
  });
});
