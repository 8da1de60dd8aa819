import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Accounts. `email` is stored lower-cased (the login name). `passwordHash` is null until the owner
 * sets a password (accounts created for them, e.g. by staff). `status` is `pending` until the
 * registration code is confirmed.
 */
export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone"),
    passwordHash: text("password_hash"),
    roles: text("roles").array().notNull().default(sql`ARRAY['ROLE_USER']::text[]`),
    status: text("status", { enum: ["pending", "active"] })
      .notNull()
      .default("pending"),
    /** Tokens issued before this instant are refused: a password change signs out other devices. */
    credentialsChangedAt: timestamp("credentials_changed_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("users_email_unique").on(table.email)],
);

export type UserRow = typeof users.$inferSelect;

/**
 * One-time confirmation codes mailed to a user: 6 digits, only their hash is kept, valid 30
 * minutes, 5 attempts. One live code per user and purpose: issuing a new one replaces the old.
 */
export const userCodes = pgTable(
  "user_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["registration", "password-recovery", "change-email"] }).notNull(),
    codeHash: text("code_hash").notNull(),
    /** The address being confirmed by a change-email code. */
    newEmail: text("new_email"),
    attemptsLeft: integer("attempts_left").notNull().default(5),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("user_codes_user_purpose_unique").on(table.userId, table.purpose),
    index("user_codes_expires_at_idx").on(table.expiresAt),
  ],
);

/**
 * The tokens that are signed in: one row per token the API issued (its `jti`), until it expires.
 * A token whose row is gone is refused, so a logout deletes one row, "log out on all devices" and
 * a password change delete the account's rows, and nothing depends on the token's issue time in
 * whole seconds.
 */
export const authSessions = pgTable(
  "auth_sessions",
  {
    tokenId: text("token_id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("auth_sessions_user_id_idx").on(table.userId),
    index("auth_sessions_expires_at_idx").on(table.expiresAt),
  ],
);
