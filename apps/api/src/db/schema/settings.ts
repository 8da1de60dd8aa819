import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Shop-wide settings; the `public` ones are readable by anyone (e.g. `registrationEnabled`). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  isPublic: text("visibility", { enum: ["public", "private"] })
    .notNull()
    .default("private"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
