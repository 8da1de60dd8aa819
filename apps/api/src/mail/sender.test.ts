import { createServer, type Server } from "node:net";
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
    expect(row).toMatchObject({ attempts: 0, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });
});
