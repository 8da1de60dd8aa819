import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { mailOutbox, settings, userCodes, users } from "../db/schema/index";
import { jsonRequest, mailedCode } from "../testing/http";
import { openTestDatabase } from "../testing/test-database";
import { createTestUser } from "../testing/users";

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(settings).values({ key: "registrationEnabled", value: true, isPublic: "public" });
  app = createApp({ database, version: "test", production: false });
});
afterAll(() => database.close());

let address = 0;
const from = () => ({ "X-Forwarded-For": `192.0.2.${++address}` });
const registration = (email: string) => ({
  name: "Анна",
  lastName: "Петрова",
  email,
  phone: "8 (912) 345-67-89",
  plainPassword: "зелёный-чай-1",
});
const register = (body: unknown) => app.request("/api/user/users", jsonRequest("POST", body, from()));
const byEmail = (email: string, action: string, body?: unknown) =>
  app.request(
    `/api/user/users-by-email/${encodeURIComponent(email)}/${action}`,
    body === undefined ? { method: "PATCH", headers: from() } : jsonRequest("PATCH", body, from()),
  );
const signIn = (username: string, password: string) =>
  app.request("/api/auth", jsonRequest("POST", { username, password }, from()));

describe("registration", () => {
  it("registers, mails a code, confirms it, and then the customer can sign in", async () => {
    const response = await register(registration("Anna@Example.com"));
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ "@type": "MessageResponse" });
    const [user] = await database.db.select().from(users).where(eq(users.email, "anna@example.com"));
    expect(user).toMatchObject({ status: "pending", phone: "+79123456789", name: "Анна" });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);

    expect((await signIn("anna@example.com", "зелёный-чай-1")).status).toBe(403);
    const code = await mailedCode(app, "anna@example.com");
    const [stored] = await database.db.select().from(userCodes);
    expect(stored?.codeHash).not.toContain(code);

    const confirmed = await byEmail("anna@example.com", "confirm-registration", { confirmationCode: code });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ "@type": "MessageResponse" });
    expect((await signIn("anna@example.com", "зелёный-чай-1")).status).toBe(200);
    // The code is used up.
    expect(
      (await byEmail("anna@example.com", "confirm-registration", { confirmationCode: code })).status,
    ).toBe(422);
  });

  it("answers an existing email exactly like a new one, and mails a notice instead of a code", async () => {
    const existing = await createTestUser(database, { email: "taken@example.com" });
    const fresh = await register(registration("fresh@example.com"));
    const taken = await register(registration(existing.email));
    expect(taken.status).toBe(fresh.status);
    const freshBody = (await fresh.json()) as { message: string };
    const takenBody = (await taken.json()) as { message: string };
    expect(takenBody.message.replace(existing.email, "X")).toBe(
      freshBody.message.replace("fresh@example.com", "X"),
    );
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, existing.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).not.toMatch(/\b\d{6}\b/);
    const [account] = await database.db.select().from(users).where(eq(users.email, existing.email));
    expect(account?.name).toBe("Тест");
  });

  it("takes a look-alike of an address for the address, and refuses one that mixes alphabets", async () => {
    const existing = await createTestUser(database, { email: "vera@example.com", password: "улун-2026" });
    for (const lookAlike of ["VERA@Example.com.", "ｖｅｒａ@ｅｘａｍｐｌｅ.ｃｏｍ", " vera@EXAMPLE.com "]) {
      expect((await register(registration(lookAlike))).status, lookAlike).toBe(202);
    }
    const accounts = await database.db.select().from(users).where(eq(users.email, existing.email));
    expect(accounts).toHaveLength(1);
    // Each registration under the address mailed its owner a notice, not a new account's code.
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, existing.email));
    expect(mails).toHaveLength(3);

    const mixed = await register(registration("vera@exаmple.com"));
    expect(mixed.status).toBe(422);
    expect(await mixed.json()).toMatchObject({
      violations: [{ propertyPath: "email", message: "В адресе смешаны буквы разных алфавитов." }],
    });
    // Signing in with a look-alike is signing in to the account.
    expect((await signIn("ＶＥＲＡ@example.com.", "wrong-password-1")).status).toBe(401);
    expect((await signIn("ＶＥＲＡ@example.com.", "улун-2026")).status).toBe(200);
  });

  it("validates the fields with Russian messages (422)", async () => {
    const response = await register({
      name: "",
      lastName: "x".repeat(101),
      email: "nope",
      phone: "123",
      plainPassword: "short",
    });
    expect(response.status).toBe(422);
    const problem = (await response.json()) as { violations: { propertyPath: string; message: string }[] };
    expect([...new Set(problem.violations.map((violation) => violation.propertyPath))].sort()).toEqual([
      "email",
      "lastName",
      "name",
      "phone",
      "plainPassword",
    ]);
    expect(problem.violations.every((violation) => /[а-яё]/i.test(violation.message))).toBe(true);
  });

  it("refuses passwords without a digit or a letter", async () => {
    expect((await register({ ...registration("p1@example.com"), plainPassword: "onlyletters" })).status).toBe(
      422,
    );
    expect((await register({ ...registration("p2@example.com"), plainPassword: "1234567890" })).status).toBe(
      422,
    );
  });

  it("answers 403 when registration is disabled", async () => {
    await database.db.update(settings).set({ value: false }).where(eq(settings.key, "registrationEnabled"));
    const response = await register(registration("closed@example.com"));
    await database.db.update(settings).set({ value: true }).where(eq(settings.key, "registrationEnabled"));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ type: "/api/problems/registration-disabled" });
  });

  it("allows 5 attempts per code, then the code is gone", async () => {
    await register(registration("guesser@example.com"));
    const code = await mailedCode(app, "guesser@example.com");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await byEmail("guesser@example.com", "confirm-registration", {
        confirmationCode: wrong,
      });
      expect(response.status).toBe(422);
    }
    const right = await byEmail("guesser@example.com", "confirm-registration", { confirmationCode: code });
    expect(right.status).toBe(422);
  });

  it("refuses an expired code", async () => {
    await register(registration("late@example.com"));
    const code = await mailedCode(app, "late@example.com");
    await database.db.update(userCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(
      (await byEmail("late@example.com", "confirm-registration", { confirmationCode: code })).status,
    ).toBe(422);
  });

  it("answers an unknown email like a wrong code", async () => {
    const response = await byEmail("ghost@example.com", "confirm-registration", {
      confirmationCode: "123456",
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ violations: [{ propertyPath: "confirmationCode" }] });
  });
});

describe("password recovery and first password", () => {
  it("mails a code, sets the new password with it, and signs out other devices", async () => {
    const user = await createTestUser(database, {
      email: "forgetful@example.com",
      password: "old-password-1",
    });
    const recovery = await byEmail(user.email, "password-recovery");
    expect(recovery.status).toBe(202);
    expect(await recovery.json()).toMatchObject({ "@type": "MessageResponse" });
    const code = await mailedCode(app, user.email);
    await new Promise((resume) => setTimeout(resume, 1100)); // tokens carry whole seconds
    const confirmed = await byEmail(user.email, "password-recovery/confirm", {
      confirmationCode: code,
      plainPassword: "new-password-2",
    });
    expect(confirmed.status).toBe(200);
    expect((await signIn(user.email, "old-password-1")).status).toBe(401);
    expect((await signIn(user.email, "new-password-2")).status).toBe(200);
    const oldSession = await app.request("/api/user/profile", {
      headers: { Authorization: user.authorization },
    });
    expect(oldSession.status).toBe(401);
  });

  it("creates a first password for an account without one", async () => {
    const user = await createTestUser(database, { email: "no-password@example.com" });
    await byEmail(user.email, "password-recovery");
    const code = await mailedCode(app, user.email);
    const created = await byEmail(user.email, "create-password", {
      confirmationCode: code,
      plainPassword: "first-pass-1",
    });
    expect(created.status).toBe(200);
    expect((await signIn(user.email, "first-pass-1")).status).toBe(200);
  });

  it("limits recovery mails per address: 429", async () => {
    await createTestUser(database, { email: "flooded@example.com" });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      statuses.push((await byEmail("flooded@example.com", "password-recovery")).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
