import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import type { DatabaseHandle } from "../../db/client";
import { seed } from "../../seed";
import { jsonRequest } from "../../testing/http";
import { openTestDatabase } from "../../testing/test-database";
import { createTestUser, type TestUser } from "../../testing/users";

interface Problem {
  title: string;
  detail?: string;
  violations: { propertyPath: string; message: string }[];
}

const messagesByPath = (problem: Problem) =>
  Object.fromEntries(problem.violations.map((violation) => [violation.propertyPath, violation.message]));

// Problems and messages in the caller's language (Accept-Language; Russian by default), against the
// real app and database.
let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let customer: TestUser;

beforeAll(async () => {
  database = await openTestDatabase();
  await seed(database.db);
  app = createApp({ database, version: "locale" });
  customer = await createTestUser(database);
});

afterAll(() => database.close());

const english = { "Accept-Language": "en-US,en;q=0.9" };

describe("answers in the request's language", () => {
  it("a 403 of the admin panel: Russian by default, English when asked", async () => {
    const path = "/api/sales/admin/order-statuses";
    const headers = { Authorization: customer.authorization };
    const russian = await app.request(path, { headers });
    expect(russian.status).toBe(403);
    expect(russian.headers.get("content-language")).toBe("ru");
    expect(await russian.json()).toMatchObject({ title: "Доступ запрещён", detail: "Операция запрещена." });
    const inEnglish = await app.request(path, { headers: { ...headers, ...english } });
    expect(inEnglish.headers.get("content-language")).toBe("en-US");
    expect(await inEnglish.json()).toMatchObject({ title: "Forbidden", detail: "Operation denied." });
  });

  it("a 500: a title and a detail in the caller's language, no internals", async () => {
    const failing = createApp({
      database: { ...database, ping: async () => Promise.reject(new Error("pool exploded")) },
      version: "locale",
    });
    const russian = await failing.request("/api/health");
    expect(russian.status).toBe(500);
    expect(await russian.json()).toEqual({
      type: "about:blank",
      title: "Ошибка сервера",
      status: 500,
      detail: "Что-то пошло не так на нашей стороне.",
    });
    const inEnglish = await failing.request("/api/health", { headers: english });
    expect(await inEnglish.json()).toMatchObject({
      title: "Internal Server Error",
      detail: "Something went wrong on our side.",
    });
  });

  it("violations: the schema's own messages and Zod's, in either language", async () => {
    const body = { username: "", password: "x", rememberMe: "yes" };
    const russian = (await (await app.request("/api/auth", jsonRequest("POST", body))).json()) as Problem;
    expect(russian).toMatchObject({ title: "Некорректные данные", detail: "Запрос некорректен." });
    const inRussian = messagesByPath(russian);
    expect(inRussian.username).toBe("Укажите email.");
    expect(inRussian.rememberMe).toMatch(/^Неверный ввод: ожидалось boolean/);

    const answer = await app.request("/api/auth", jsonRequest("POST", body, english));
    const translated = (await answer.json()) as Problem;
    expect(translated).toMatchObject({ title: "Unprocessable Content", detail: "The request is not valid." });
    const inEnglish = Object.fromEntries(
      translated.violations.map((v: { propertyPath: string; message: string }) => [
        v.propertyPath,
        v.message,
      ]),
    );
    expect(inEnglish.username).toBe("Enter an email.");
    expect(inEnglish.rememberMe).toMatch(/^Invalid input: expected boolean/);
  });

  it("a message answer and a value inside a text", async () => {
    const email = `locale-${Date.now()}@example.com`;
    const path = `/api/user/users-by-email/${encodeURIComponent(email)}/password-recovery`;
    const russian = await app.request(path, jsonRequest("PATCH", {}));
    expect(russian.status).toBe(202);
    expect(((await russian.json()) as { message: string }).message).toBe(
      `Если адрес ${email} зарегистрирован, мы отправили на него код для установки пароля.`,
    );
    const inEnglish = await app.request(path, jsonRequest("PATCH", {}, english));
    expect(((await inEnglish.json()) as { message: string }).message).toBe(
      `If ${email} is registered, we sent it a code to set the password.`,
    );
  });

  it("keeps the languages of concurrent requests apart", async () => {
    const ask = async (headers: Record<string, string>) => {
      const body = { username: "", password: "x", rememberMe: "yes" };
      const problem = (await (
        await app.request("/api/auth", jsonRequest("POST", body, headers))
      ).json()) as Problem;
      return messagesByPath(problem).rememberMe ?? "";
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => ask(index % 2 ? english : {})),
    );
    for (const [index, message] of answers.entries()) {
      expect(message).toMatch(index % 2 ? /^Invalid input/ : /^Неверный ввод/);
    }
  });
});
