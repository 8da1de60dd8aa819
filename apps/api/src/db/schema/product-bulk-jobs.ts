import { sql } from "drizzle-orm";
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Staff's bulk actions on products (`POST /catalog/admin/product-bulk-jobs`): move to a category,
 * publish, unpublish, change prices by a percentage, delete. A job is kept in a table, as the YML
 * import's (`catalog_imports`), so that any replica answers its progress and result and one runs at
 * a time across replicas (the partial unique index on `running`). The action itself is one
 * transaction (all or nothing: domain/catalog/product-bulk-jobs.ts); its one audit log entry names
 * the job (`resource` `product-bulk`, `resource_id` the job's id).
 */
export const productBulkJobs = pgTable(
  "product_bulk_jobs",
  {
    id: serial("id").primaryKey(),
    /** `running`, `finished` or `failed`. */
    status: text("status").notNull().default("running"),
    /** `move`, `publish`, `unpublish`, `change-prices` or `delete`. */
    action: text("action").notNull(),
    /** What was chosen: `{ ids }` or `{ filter: { search, category, published } }`, as staff sent it. */
    selection: jsonb("selection").notNull(),
    /** The action's parameters: `{ category }` of a move, `{ percent }` of a price change. */
    parameters: jsonb("parameters").notNull().default({}),
    startedBy: integer("started_by").notNull(),
    /** How many products the selection held when the job read it (null until then). */
    total: integer("total"),
    /** How many of them the job has gone through (the transaction commits them all at once). */
    done: integer("done").notNull().default(0),
    /** How many of them the action changed (the others were already so), once it finished. */
    changed: integer("changed"),
    /** Why a failed job failed, as a problem document's fields (`violations` among them). */
    problem: jsonb("problem"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("product_bulk_jobs_one_running_idx").on(table.status).where(sql`${table.status} = 'running'`),
  ],
);
