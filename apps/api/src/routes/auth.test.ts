import { decodeJwt } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { users } from "../db/schema/index";
import { jsonRequest } from "../testing/http";
import { openTestDatabase } from "../testing/test-database";
import { createTestUser, type TestUser } from "../testing/users";
import { LOGIN_LIMITS } from "./auth";

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let customer: TestUser;
const password = "чай-и-кофе-2026";

beforeAll(async () => {
  database = await openTestDatabase();
  app = createApp({ database, version: "test" });
  customer = await createTestUser(database, { email: "login@example.com", password });
});
afterAll(() => database.close());

let address = 0;
/** A fresh client address per test keeps the per-IP counters apart. */
const login = (body: unknown, ip = `198.51.100.${++address}`) =>
  app.request("/api/auth", jsonRequest("POST", body, { "X-Forwarded-For": ip }));

describe("POST /api/auth", () => {
  it("returns a 24-hour token for the right email and password, accepted as Bearer", async () => {
    const response = await login({ username: " Login@Example.com ", password });
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };
    const claims = decodeJwt(token);
    expect(claims.sub).toBe(String(customer.id));
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(24 * 60 * 60);
    const profile = await app.request("/api/user/profile", { headers: { Authorization: `Bearer ${token}` } });
    expect(profile.status).toBe(200);
  });

  it("returns a one-year token with rememberMe", async () => {
    const response = await login({ username: "login@example.com", password, rememberMe: true });
    const claims = decodeJwt(((await response.json()) as { token: string }).token);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(365 * 24 * 60 * 60);
  });

  describe("the next day", () => {
    afterEach(() => vi.useRealTimers());

    it("still accepts a remembered login's token, and no longer one without remember-me", async () => {
      const tokenOf = async (rememberMe: boolean) =>
        (
          (await (await login({ username: "login@example.com", password, rememberMe })).json()) as {
            token: string;
          }
        ).token;
      const remembered = await tokenOf(true);
      const forTheSession = await tokenOf(false);
      // Only the clock moves: 25 hours later.
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 25 * 60 * 60 * 1000 });
      const profile = (token: string) =>
        app.request("/api/user/profile", { headers: { Authorization: `Bearer ${token}` } });
      expect((await profile(remembered)).status).toBe(200);
      expect((await profile(forTheSession)).status).toBe(401);
    });
  });

  it("refuses an account whose registration is not confirmed (403) only with the right password", async () => {
    const pending = await createTestUser(database, { email: "pending-login@example.com", password });
    const { eq } = await import("drizzle-orm");
    await database.db.update(users).set({ status: "pending" }).where(eq(users.id, pending.id));
    const response = await login({ username: pending.email, password });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ type: "/api/problems/account-not-confirmed" });
    expect((await login({ username: pending.email, password: "wrong-password-1" })).status).toBe(401);
  });

  it("answers 422 with violations to a body without the fields", async () => {
    const response = await login({ username: "" });
    expect(response.status).toBe(422);
    const problem = (await response.json()) as { violations: { propertyPath: string }[] };
    expect(problem.violations.map((violation) => violation.propertyPath).sort()).toEqual([
      "password",
      "username",
    ]);
  });

  it("never limits successful sign-ins, and a success clears the account's failures", async () => {
    const ip = "203.0.113.50";
    for (let attempt = 0; attempt < LOGIN_LIMITS.perAccount + 5; attempt += 1) {
      expect((await login({ username: "login@example.com", password }, ip)).status).toBe(200);
    }
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < LOGIN_LIMITS.perAccount - 1; attempt += 1) {
        expect((await login({ username: "login@example.com", password: "wrong-password-1" })).status).toBe(
          401,
        );
      }
      expect((await login({ username: "login@example.com", password })).status).toBe(200);
    }
  });
});
