import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { mailOutbox, users } from "../db/schema/index";
import { jsonRequest, mailedCode } from "../testing/http";
import { openTestDatabase } from "../testing/test-database";
import { createTestUser, type TestUser } from "../testing/users";

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
const password = "old-secret-1";

beforeAll(async () => {
  database = await openTestDatabase();
  app = createApp({ database, version: "test", production: false });
});
afterAll(() => database.close());

const as = (user: TestUser) => ({ Authorization: user.authorization });

describe("GET and PATCH /api/user/profile", () => {
  it("answers 401 without a token", async () => {
    const response = await app.request("/api/user/profile");
    expect(response.status).toBe(401);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
  });

  it("reads the signed-in customer's own profile", async () => {
    const user = await createTestUser(database, { email: "reader@example.com" });
    const response = await app.request("/api/user/profile", { headers: as(user) });
    expect(await response.json()).toMatchObject({
      "@id": "/api/user/profile",
      "@type": "UserProfile",
      id: user.id,
      email: "reader@example.com",
      name: "Тест",
      phone: null,
      roles: ["ROLE_USER"],
    });
  });

  it("edits name, last name and phone by merge patch, ignoring email and roles", async () => {
    const user = await createTestUser(database, { email: "editor@example.com" });
    const response = await app.request(
      "/api/user/profile",
      jsonRequest(
        "PATCH",
        { name: "Борис", phone: "+7 912 000-11-22", email: "hijack@example.com", roles: ["ROLE_ADMIN"] },
        as(user),
      ),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      name: "Борис",
      lastName: "Пользователь",
      phone: "+79120001122",
      email: "editor@example.com",
      roles: ["ROLE_USER"],
    });
    const cleared = await app.request("/api/user/profile", jsonRequest("PATCH", { phone: null }, as(user)));
    expect(await cleared.json()).toMatchObject({ phone: null, name: "Борис" });
  });

  it("validates the patch (422)", async () => {
    const user = await createTestUser(database);
    const response = await app.request("/api/user/profile", jsonRequest("PATCH", { name: "" }, as(user)));
    expect(response.status).toBe(422);
  });
});

describe("changing the email", () => {
  it("mails a code to the new address and switches the email once it is confirmed", async () => {
    const user = await createTestUser(database, { email: "mover@example.com", password });
    const started = await app.request(
      "/api/user/profile/change-email",
      jsonRequest("POST", { email: "New.Home@example.com", password }, as(user)),
    );
    expect(started.status).toBe(202);
    const code = await mailedCode(app, "new.home@example.com");
    const confirmed = await app.request(
      "/api/user/profile/change-email/confirm",
      jsonRequest("PATCH", { confirmationCode: code }, as(user)),
    );
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ email: "new.home@example.com" });
    const signIn = await app.request(
      "/api/auth",
      jsonRequest("POST", { username: "new.home@example.com", password }),
    );
    expect(signIn.status).toBe(200);
  });

  it("needs the current password: a wrong one is 422 on `password`, not 401", async () => {
    const user = await createTestUser(database, { email: "careful@example.com", password });
    const response = await app.request(
      "/api/user/profile/change-email",
      jsonRequest("POST", { email: "other@example.com", password: "not-it-123" }, as(user)),
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ violations: [{ propertyPath: "password" }] });
  });

  it("answers the same when the address is taken, but mails its owner a notice instead of a code", async () => {
    const owner = await createTestUser(database, { email: "owner@example.com" });
    const user = await createTestUser(database, { email: "squatter@example.com", password });
    const response = await app.request(
      "/api/user/profile/change-email",
      jsonRequest("POST", { email: owner.email, password }, as(user)),
    );
    expect(response.status).toBe(202);
    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, owner.email));
    expect(mail?.text).not.toMatch(/\b\d{6}\b/);
    const guess = await app.request(
      "/api/user/profile/change-email/confirm",
      jsonRequest("PATCH", { confirmationCode: "123456" }, as(user)),
    );
    expect(guess.status).toBe(422);
  });
});

describe("mails of codes to one address", () => {
  it("are limited per recipient, however many accounts ask and however they spell it", async () => {
    const askers = await Promise.all(Array.from({ length: 6 }, () => createTestUser(database, { password })));
    const statuses: number[] = [];
    for (const [index, asker] of askers.entries()) {
      // Five mails an hour to one mailbox (MAIL_LIMITS.perEmail), each spelling counted as the address.
      const spelling = index % 2 === 0 ? "target@example.com" : "TARGET@Example.com.";
      const response = await app.request(
        "/api/user/profile/change-email",
        jsonRequest("POST", { email: spelling, password }, as(asker)),
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, "target@example.com"));
    expect(mails).toHaveLength(5);
  });
});

describe("PATCH /api/user/profile/change-password", () => {
  it("needs the current password (422 on currentPassword when wrong)", async () => {
    const user = await createTestUser(database, { password });
    const response = await app.request(
      "/api/user/profile/change-password",
      jsonRequest("PATCH", { currentPassword: "wrong-one-1", plainPassword: "brand-new-2" }, as(user)),
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ violations: [{ propertyPath: "currentPassword" }] });
  });

  it("hands out a token as lasting as the one it replaces when rememberMe is left out", async () => {
    const lifetime = (token: string) => {
      const { iat, exp } = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()) as {
        iat: number;
        exp: number;
      };
      return exp - iat;
    };
    for (const rememberMe of [true, false]) {
      const user = await createTestUser(database, { password });
      const signIn = await app.request(
        "/api/auth",
        jsonRequest("POST", { username: user.email, password, rememberMe }),
      );
      const { token } = (await signIn.json()) as { token: string };
      const changed = await app.request(
        "/api/user/profile/change-password",
        jsonRequest(
          "PATCH",
          { currentPassword: password, plainPassword: "brand-new-2" },
          { Authorization: `Bearer ${token}` },
        ),
      );
      const fresh = (await changed.json()) as { token: string };
      expect(lifetime(fresh.token), `rememberMe ${rememberMe}`).toBe(lifetime(token));
      expect(lifetime(fresh.token) > 24 * 60 * 60).toBe(rememberMe);
    }
  });

  it("changes it, signs out older tokens, returns a fresh token and mails the owner", async () => {
    const user = await createTestUser(database, { email: "changer@example.com", password });
    const response = await app.request(
      "/api/user/profile/change-password",
      jsonRequest("PATCH", { currentPassword: password, plainPassword: "brand-new-2" }, as(user)),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { "@type": string; token: string };
    expect(body["@type"]).toBe("MessageResponse");
    expect((await app.request("/api/user/profile", { headers: as(user) })).status).toBe(401);
    const fresh = await app.request("/api/user/profile", {
      headers: { Authorization: `Bearer ${body.token}` },
    });
    expect(fresh.status).toBe(200);
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, "changer@example.com"));
    expect(mails).toHaveLength(1);
  });
});
