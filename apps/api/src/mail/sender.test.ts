import { createServer, type Server } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { mailOutbox } from "../db/schema/index";
import { captureLog } from "../testing/capture-log";
import { openTestDatabase } from "../testing/test-database";
import { enqueueMail } from "./outbox";
import { DEFAULT_RETRY_POLICY, retryDelay, startMailSender } from "./sender";

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
    expect(lines.some((line) => line.msg === "mail delivery failed, will retry")).toBe(true);
  });
});

/** Just enough of an SMTP server to accept messages: records each DATA section. */
function fakeSmtpServer(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let data = "";
    let buffer = "";
    socket.write("220 fake ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (let end = buffer.indexOf("\r\n"); end >= 0; end = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            messages.push(data);
            data = "";
            socket.write("250 queued\r\n");
          } else {
            data += `${line}\n`;
          }
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write("250 fake\r\n");
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (/^QUIT/i.test(line)) socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({ server, port: typeof address === "object" && address ? address.port : 0, messages });
    }),
  );
}

describe("startMailSender() with SMTP", () => {
  it("delivers the queued message to the SMTP server and marks it sent", async () => {
    const smtp = await fakeSmtpServer();
    const { log } = captureLog();
    await database.db.delete(mailOutbox);
    await enqueueMail(database.db, {
      to: "vera@example.com",
      subject: "Код подтверждения",
      text: "Ваш код: 246810",
    });
    const sender = startMailSender({
      db: database.db,
      log,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true`,
      from: "Чайная лавка <shop@example.com>",
      intervalMs: 60_000,
    });
    await sender.flush();
    await sender.stop();
    smtp.server.close();
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain("vera@example.com");
    expect(smtp.messages[0]).toContain("shop@example.com");
    const [row] = await database.db.select().from(mailOutbox);
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });
});

describe("retryDelay()", () => {
  it("doubles the wait after each failure, from 30 s, up to an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((attempts) => retryDelay(attempts) / 1000)).toEqual([
      30, 60, 120, 240, 480, 960, 1920,
    ]);
    expect(retryDelay(20)).toBe(60 * 60_000);
  });
});

describe("startMailSender() retries", () => {
  const unreachable = "smtp://127.0.0.1:1/?connectionTimeout=500";
  const onlyRow = async () => {
    const [row] = await database.db.select().from(mailOutbox);
    if (!row) throw new Error("the outbox is empty");
    return row;
  };
  /** Seconds until the message is due, by the database's clock (the sender's clock). */
  const dueIn = async () => {
    const [row] = await database.db
      .select({ seconds: sql<number>`extract(epoch from ${mailOutbox.nextAttemptAt} - now())::float8` })
      .from(mailOutbox);
    return row?.seconds ?? Number.NaN;
  };
  /** Lets `ms` pass for the outbox: every due time moves that much closer. */
  const elapse = (ms: number) =>
    database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`${mailOutbox.nextAttemptAt} - (${ms}::bigint * interval '1 millisecond')` });

  it("tries a failing message again only when its back-off is over, and gives up after maxAttempts", async () => {
    const { log, lines } = captureLog();
    await database.db.delete(mailOutbox);
    await enqueueMail(database.db, { to: "gleb@example.com", subject: "Код", text: "Ваш код: 111222" });
    const sender = startMailSender({
      db: database.db,
      log,
      smtpUrl: unreachable,
      intervalMs: 60_000,
      retry: { maxAttempts: 3, firstDelayMs: 10_000 },
    });

    expect(await sender.flush()).toBe(1);
    expect(await onlyRow()).toMatchObject({ attempts: 1, sentAt: null });
    expect(await dueIn()).toBeGreaterThan(5);
    expect(await dueIn()).toBeLessThanOrEqual(10);
    // Not due yet: nothing is tried.
    await elapse(5_000);
    expect(await sender.flush()).toBe(0);
    await elapse(5_000);
    expect(await sender.flush()).toBe(1);
    expect((await onlyRow()).attempts).toBe(2);
    // The second failure waits twice as long.
    expect(await dueIn()).toBeGreaterThan(15);
    expect(await dueIn()).toBeLessThanOrEqual(20);
    await elapse(20_000);
    expect(await sender.flush()).toBe(1);
    expect(await onlyRow()).toMatchObject({ attempts: 3, sentAt: null, lastError: expect.any(String) });
    // Three attempts were all it had: however long one waits, it is not tried again.
    await elapse(24 * 60 * 60_000);
    expect(await sender.flush()).toBe(0);
    await sender.stop();
    expect(lines.filter((line) => line.msg === "mail delivery failed, will retry")).toHaveLength(2);
    expect(
      lines.find((line) => line.msg === "mail delivery failed for the last time: giving up"),
    ).toMatchObject({ to: "gleb@example.com", attempts: 3, level: 50 });
  });

  it("delivers a message on a later attempt, once the server answers", async () => {
    const { log } = captureLog();
    await database.db.delete(mailOutbox);
    await enqueueMail(database.db, { to: "dina@example.com", subject: "Код", text: "Ваш код: 333444" });
    const failing = startMailSender({ db: database.db, log, smtpUrl: unreachable, intervalMs: 60_000 });
    await failing.flush();
    await failing.stop();
    const smtp = await fakeSmtpServer();
    const working = startMailSender({
      db: database.db,
      log,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true`,
      intervalMs: 60_000,
    });
    expect(await working.flush()).toBe(0);
    await elapse(retryDelay(1));
    expect(await working.flush()).toBe(1);
    await working.stop();
    smtp.server.close();
    expect(smtp.messages).toHaveLength(1);
    const row = await onlyRow();
    expect(row).toMatchObject({ attempts: 2, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it("tries a message again when the replica that claimed it stopped while sending (lease)", async () => {
    const { log, lines } = captureLog();
    await database.db.delete(mailOutbox);
    await enqueueMail(database.db, { to: "ilya@example.com", subject: "Код", text: "Ваш код: 555666" });
    // A claim without a result: what a replica leaves behind when it stops mid-delivery.
    await database.db.update(mailOutbox).set({
      attempts: 1,
      nextAttemptAt: sql`now() + (${DEFAULT_RETRY_POLICY.leaseMs}::bigint * interval '1 millisecond')`,
    });
    const sender = startMailSender({ db: database.db, log, intervalMs: 60_000 });
    expect(await sender.flush()).toBe(0);
    await elapse(DEFAULT_RETRY_POLICY.leaseMs);
    expect(await sender.flush()).toBe(1);
    await sender.stop();
    expect(lines.filter((line) => line.to === "ilya@example.com")).toHaveLength(1);
    const row = await onlyRow();
    expect(row.attempts).toBe(2);
    expect(row.sentAt).toBeInstanceOf(Date);
  });
});
