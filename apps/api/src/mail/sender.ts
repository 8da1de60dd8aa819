import { and, asc, eq, inArray, isNull, lt } from "drizzle-orm";
import { createTransport } from "nodemailer";
import type { Logger } from "pino";
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema/index";
import type { OutgoingMail } from "./outbox";

const MAX_ATTEMPTS = 5;
const BATCH = 10;

export interface MailSenderOptions {
  db: Database;
  log: Pick<Logger, "info" | "warn">;
  /** `smtp://user:pass@host:587` or `smtps://…`; without it messages are only logged. */
  smtpUrl?: string;
  /** The From header (`MAIL_FROM`). */
  from?: string;
  /** How often the outbox is polled. */
  intervalMs?: number;
}

export interface MailSender {
  /** Delivers what is queued now; resolves to the number of messages handled. */
  flush(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Delivers the mail outbox in the background: by SMTP (nodemailer) when `smtpUrl` is set, else by
 * writing each message to the log, which is how a developer reads codes without a mail server
 * (besides `GET /api/dev/mailbox`). Rows are claimed with `FOR UPDATE SKIP LOCKED`, so several
 * replicas never send one message twice; a failed send is retried up to 5 times.
 * @example
 *   const sender = startMailSender({ db, log, smtpUrl: process.env.SMTP_URL });
 *   process.on("SIGTERM", () => sender.stop());
 */
export function startMailSender({
  db,
  log,
  smtpUrl,
  from = "Чайная лавка <shop@localhost>",
  intervalMs = 2_000,
}: MailSenderOptions): MailSender {
  const transport = smtpUrl ? createTransport(smtpUrl) : undefined;
  const deliver = async (mail: OutgoingMail) => {
    if (transport) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      log.info({ to: mail.to, subject: mail.subject }, "mail sent");
    } else {
      log.info(
        { to: mail.to, subject: mail.subject, text: mail.text },
        "mail (SMTP_URL is not set: logged, not sent)",
      );
    }
  };

  let running: Promise<number> = Promise.resolve(0);
  let stopped = false;

  async function sendBatch(): Promise<number> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(mailOutbox.id))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    const claimed = await db
      .update(mailOutbox)
      .set({ sentAt: new Date() })
      .where(inArray(mailOutbox.id, due))
      .returning();
    for (const row of claimed) {
      try {
        await deliver(row);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.warn({ to: row.to, attempt: row.attempts + 1, error: message }, "mail delivery failed");
        await db
          .update(mailOutbox)
          .set({ sentAt: null, attempts: row.attempts + 1, lastError: message.slice(0, 1000) })
          .where(eq(mailOutbox.id, row.id));
      }
    }
    return claimed.length;
  }

  const flush = () => {
    running = running.then(sendBatch, sendBatch);
    return running;
  };
  const timer = setInterval(() => {
    if (!stopped)
      flush().catch((error: unknown) => log.warn({ error: String(error) }, "mail outbox poll failed"));
  }, intervalMs);
  timer.unref();

  return {
    flush,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running.catch(() => 0);
      transport?.close();
    },
  };
}
