import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { enqueueMail } from "../mail/outbox";
import { openTestDatabase } from "../testing/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await enqueueMail(database.db, { to: "anna@example.com", subject: "Первое", text: "1" });
  await enqueueMail(database.db, { to: "boris@example.com", subject: "Второе", text: "2" });
  await enqueueMail(database.db, { to: "anna@example.com", subject: "Третье", text: "3" });
});
afterAll(() => database.close());

describe("GET /api/dev/mailbox", () => {
  it("lists the outbox newest first, filtered by recipient", async () => {
    const app = createApp({ database, version: "test", production: false });
    const response = await app.request("/api/dev/mailbox?to=Anna@Example.com");
    expect(response.status).toBe(200);
    const { member } = (await response.json()) as {
      member: { to: string; subject: string; createdAt: string }[];
    };
    expect(member.map((mail) => mail.subject)).toEqual(["Третье", "Первое"]);
    expect(member[0]).toMatchObject({ to: "anna@example.com", text: "3" });
    expect(Date.parse(member[0]?.createdAt ?? "")).not.toBeNaN();
    const all = (await (await app.request("/api/dev/mailbox")).json()) as { member: unknown[] };
    expect(all.member).toHaveLength(3);
  });

  it("does not exist in production", async () => {
    const app = createApp({ database, version: "test", production: true });
    expect((await app.request("/api/dev/mailbox")).status).toBe(404);
    const document = (await (await app.request("/api/openapi.json")).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths)).not.toContain("/api/dev/mailbox");
  });
});
