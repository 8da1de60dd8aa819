import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { mailOutbox } from "../db/schema/index";
import { captureLog } from "../testing/capture-log";
import { openTestDatabase } from "../testing/test-database";
import { enqueueMail } from "./outbox";
import { startMailSender } from "./sender";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("startMailSender() without SMTP", () => {
  it("logs each queued message once, with its text, and marks it sent", async () => {
    const { log, lines } = captureLog();
    await enqueueMail(database.db, { to: "anna@example.com", subject: "Код", text: "Ваш код: 123456" });
    const sender = startMailSender({ db: database.db, log, intervalMs: 60_000 });
    expect(await sender.flush()).toBe(1);
    expect(await sender.flush()).toBe(0);
    await sender.stop();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ to: "anna@example.com", text: "Ваш код: 123456" });
    const [row] = await database.db.select().from(mailOutbox);
    expect(row?.sentAt).toBeInstanceOf(Date);
  });
});

describe("startMailSender() with an unreachable SMTP server", () => {
  it("keeps the message queued, counts the attempt and records the error", async () => {
    const { log, lines } = captureLog();
    await database.db.delete(mailOutbox);
    await enqueueMail(database.db, { to: "boris@example.com", subject: "Код", text: "Ваш код: 654321" });
    const sender = startMailSender({
      db: database.db,
      log,
      smtpUrl: "smtp://127.0.0.1:1/?connectionTimeout=500",
      intervalMs: 60_000,
    });
    await sender.flush();
    await sender.stop();
    const [row] = await database.db.select().from(mailOutbox);
    expect(row).toMatchObject({ sentAt: null, attempts: 1 });
    expect(row?.lastError).toBeTruthy();
    expect(lines.some((line) => line.msg === "mail delivery failed")).toBe(true);
  });
});
