import { and, asc, eq, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import { createTransport } from "nodemailer";
import type { Logger } from "pino";
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema/index";
import type { OutgoingMail } from "./outbox";

const BATCH = 10;

/** When and how often a message that could not be delivered is tried again. */
export interface RetryPolicy {
  /** Delivery attempts before the sender gives up on a message (it stays in the outbox, unsent). */
  maxAttempts: number;
  /** Wait after the first failure; each further failure doubles it. */
  firstDelayMs: number;
  /** The longest wait between two attempts. */
  maxDelayMs: number;
  /**
   * How long a claimed message is left to its sender: a replica that stops while sending does not
   * lose the message, it is tried again after this.
   */
  leaseMs: number;
}

/** 8 attempts over about an hour: 30 s, 1, 2, 4, 8, 16 and 32 min apart. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 8,
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  leaseMs: 5 * 60_000,
};

/**
 * The wait before the next attempt after `attempts` failed ones: exponential back-off, capped.
 * @example
 *   retryDelay(1); // 30_000
 *   retryDelay(3); // 120_000
 */
export function retryDelay(attempts: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY): number {
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.max(0, attempts - 1));
}

export interface MailSenderOptions {
  db: Database;
  log: Pick<Logger, "info" | "warn" | "error">;
  /** `smtp://user:pass@host:587` or `smtps://…`; without it messages are only logged. */
  smtpUrl?: string;
  /** The From header (`MAIL_FROM`). */
  from?: string;
  /** How often the outbox is polled. */
  intervalMs?: number;
  retry?: Partial<RetryPolicy>;
}

export interface MailSender {
  /** Delivers what is due now; resolves to the number of messages tried. */
  flush(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Delivers the mail outbox in the background: by SMTP (nodemailer) when `smtpUrl` is set, else by
 * writing each message to the log, which is how a developer reads codes without a mail server
 * (besides `GET /api/dev/mailbox`). Due rows are claimed with `FOR UPDATE SKIP LOCKED`, so several
 * replicas never send one message at the same time. A failed attempt is tried again with
 * exponential back-off (`next_attempt_at`); after `maxAttempts` the sender gives up and logs an
 * error, and the message stays in the outbox with its last error for a person to look at.
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
  retry,
}: MailSenderOptions): MailSender {
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...retry };
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

  // Due times are computed and compared by the database's clock, the one clock every replica shares.
  const fromNow = (ms: number) => sql`now() + (${ms}::bigint * interval '1 millisecond')`;

  async function sendBatch(): Promise<number> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          lt(mailOutbox.attempts, policy.maxAttempts),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    // Claiming counts the attempt and moves the next one past the lease, in one statement: should
    // this process stop while sending, the message is due again once the lease is over.
    const claimed = await db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: fromNow(policy.leaseMs),
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
    for (const row of claimed) {
      try {
        await deliver(row);
        await db
          .update(mailOutbox)
          .set({ sentAt: sql`now()`, lastError: null })
          .where(eq(mailOutbox.id, row.id));
      } catch (error) {
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
        const givingUp = row.attempts >= policy.maxAttempts;
        const delayMs = retryDelay(row.attempts, policy);
        await db
          .update(mailOutbox)
          .set({ lastError: message, nextAttemptAt: fromNow(delayMs) })
          .where(eq(mailOutbox.id, row.id));
        if (givingUp) {
          log.error(
            { mailId: row.id, to: row.to, attempts: row.attempts, error: message },
            "mail delivery failed for the last time: giving up",
          );
        } else {
          log.warn(
            { mailId: row.id, to: row.to, attempt: row.attempts, retryInMs: delayMs, error: message },
            "mail delivery failed, will retry",
          );
        }
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
