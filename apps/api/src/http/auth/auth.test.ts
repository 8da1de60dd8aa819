import { OpenAPIHono } from "@hono/zod-openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { openTestDatabase } from "../../testing/test-database";
import { createTestUser, type TestUser } from "../../testing/users";
import type { AppEnv } from "../env";
import { problemErrorHandler } from "../errors";
import { authentication, hasRole, requireRole, requireUser } from "./auth";
import { createTokenService } from "./tokens";

let database: DatabaseHandle;
let customer: TestUser;
let staff: TestUser;

beforeAll(async () => {
  database = await openTestDatabase();
  customer = await createTestUser(database);
  staff = await createTestUser(database, { roles: ["ROLE_STAFF"] });
});
afterAll(() => database.close());

function appWith(tokens = createTokenService(database.db)) {
  const app = new OpenAPIHono<AppEnv>();
  app.onError(problemErrorHandler({ error: () => {} }));
  app.use(authentication({ db: database.db, tokens }));
  app.get("/whoami", (c) => c.json({ user: c.get("user") }));
  app.get("/mine", requireUser(), (c) => c.json({ id: c.get("user")?.id }));
  app.get("/staff", requireRole("ROLE_STAFF"), (c) => c.text("staff only"));
  return app;
}

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

async function expectProblem(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toContain("application/problem+json");
  expect(await response.json()).toMatchObject({ status });
}

describe("authentication()", () => {
  it("leaves anonymous requests anonymous", async () => {
    const response = await appWith().request("/whoami");
    expect(await response.json()).toEqual({ user: null });
  });

  it("sets the user from a valid token", async () => {
    const response = await appWith().request("/whoami", {
      headers: { Authorization: customer.authorization },
    });
    expect(await response.json()).toEqual({
      user: { id: customer.id, email: customer.email, roles: ["ROLE_USER"] },
    });
  });

  it("refuses a token it cannot verify with 401 and WWW-Authenticate", async () => {
    const response = await appWith().request("/whoami", bearer("not.a.token"));
    expect(response.headers.get("www-authenticate")).toContain("Bearer");
    await expectProblem(response, 401);
  });

  // Every other refusal (tampered, foreign-key, unsigned, expired and garbled tokens, deleted or
  // inactive accounts, a password changed since) is checked through the real routes in
  // src/security.test.ts.

  it("keeps tokens valid across restarts: the generated secret is stored once", async () => {
    const first = createTokenService(database.db);
    const second = createTokenService(database.db);
    const token = await first.sign({ id: customer.id });
    expect(await second.verify(token)).toMatchObject({ userId: customer.id });
  });

  it("uses JWT_SECRET when given, so such tokens do not verify with the stored key", async () => {
    const configured = createTokenService(database.db, { secret: "configured-secret-configured-secret" });
    const token = await configured.sign({ id: customer.id });
    expect(await configured.verify(token)).toMatchObject({ userId: customer.id });
    expect(await createTokenService(database.db).verify(token)).toBe("invalid");
  });
});

describe("requireUser() and requireRole()", () => {
  it("answers 401 to anonymous callers", async () => {
    await expectProblem(await appWith().request("/mine"), 401);
    await expectProblem(await appWith().request("/staff"), 401);
  });

  it("lets a signed-in customer through requireUser but not requireRole(ROLE_STAFF)", async () => {
    const mine = await appWith().request("/mine", { headers: { Authorization: customer.authorization } });
    expect(await mine.json()).toEqual({ id: customer.id });
    const response = await appWith().request("/staff", {
      headers: { Authorization: customer.authorization },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ type: "/api/problems/operation-denied" });
  });

  it("lets staff through requireRole(ROLE_STAFF)", async () => {
    const response = await appWith().request("/staff", { headers: { Authorization: staff.authorization } });
    expect(response.status).toBe(200);
  });

  it("treats higher roles as including lower ones", () => {
    expect(hasRole({ id: 1, email: "a@b.c", roles: ["ROLE_ADMIN"] }, "ROLE_STAFF")).toBe(true);
    expect(hasRole({ id: 1, email: "a@b.c", roles: ["ROLE_STAFF"] }, "ROLE_ADMIN")).toBe(false);
    expect(hasRole(null, "ROLE_USER")).toBe(false);
  });
});
