import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Fixed-window rate-limit counters. They live in the database, not in process memory, so a limit
 * holds across several API replicas behind a load balancer.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    /** `<bucket>:<subject>`, e.g. `login-account:customer@example.com`. */
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("rate_limits_reset_at_idx").on(table.resetAt)],
);

/**
 * Idempotency keys of unsafe requests: the first request with a key runs, later ones with the same
 * key, caller and body get the stored response. `state` is `processing` while the first one runs.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    key: text("key").notNull(),
    /** `user:<id>` or `anonymous`: a key is only ever replayed to the caller who made it. */
    owner: text("owner").notNull(),
    /** sha-256 of method, path, query and body: the same key with another request is refused. */
    fingerprint: text("fingerprint").notNull(),
    state: text("state", { enum: ["processing", "completed"] }).notNull(),
    responseStatus: integer("response_status"),
    responseHeaders: jsonb("response_headers").$type<Record<string, string>>(),
    responseBody: text("response_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** A `processing` row older than its lease belongs to a crashed request and may be taken over. */
    leaseUntil: timestamp("lease_until", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.owner, table.key] }),
    index("idempotency_keys_created_at_idx").on(table.createdAt),
  ],
);

/**
 * Outgoing mail. Routes only insert here (inside their transaction); the mail sender delivers by
 * SMTP when configured, else logs the message. The development mailbox reads this table.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Delivery attempts so far (a message is given up after the sender's `maxAttempts`). */
    attempts: integer("attempts").notNull().default(0),
    /** When the sender may try it (again): now for a new message, later after a failure (back-off). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
  },
  (table) => [
    index("mail_outbox_to_idx").on(table.to),
    index("mail_outbox_sent_at_idx").on(table.sentAt),
    // What the sender polls for: unsent messages by due time.
    index("mail_outbox_due_idx").on(table.nextAttemptAt).where(sql`${table.sentAt} is null`),
  ],
);
