import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * What staff and admins changed through the admin API: who (`actor_id`), when, what (`resource`,
 * `resource_id`, `operation`) and the resource before and after, as JSON (null before a creation and
 * after a deletion). A row is written in the transaction of the change it records, so there is a row
 * exactly when the change was committed. Rows are only ever added: a trigger refuses updates and
 * deletions (migration 0012_audit_log). `actor_id` has no foreign key, like orders' `user_id`: the log outlives
 * accounts.
 * `import_id` names the YML import (`catalog_imports`) whose batch made a change: each product an
 * import creates or changes has its own entry, the import's starter as its actor.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: integer("actor_id").notNull(),
    /** The kind of record changed: `order`, `sales-channel`, `product`… (see domain/audit-log.ts). */
    resource: text("resource").notNull(),
    resourceId: text("resource_id").notNull(),
    /** `create`, `update`, `delete`, `move` or `translate`. */
    operation: text("operation").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    /** The YML import that made the change (no foreign key either: imports are kept as long as the log). */
    importId: integer("import_id"),
  },
  (table) => [
    index("audit_log_resource_idx").on(table.resource, table.resourceId, table.id),
    index("audit_log_actor_idx").on(table.actorId, table.id),
    index("audit_log_import_idx").on(table.importId, table.id).where(sql`${table.importId} is not null`),
  ],
);
