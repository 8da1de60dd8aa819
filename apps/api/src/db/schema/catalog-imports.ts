import { sql } from "drizzle-orm";
import { bigint, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The YML imports staff started from the admin panel (`POST /catalog/admin/imports`), with their
 * progress and result. Kept in a table rather than in the memory of the process that runs them:
 * any replica answers `GET /catalog/admin/imports/{id}`, an answer survives a restart, and the
 * partial unique index lets one import run at a time across replicas (a second insert of a
 * `running` row fails: 409). The running process writes its progress about once a second, so a row
 * that has not moved for minutes belongs to a process that died (`domain/catalog/yml-import-jobs.ts`).
 * A job is the trail of what its import changed (the audit log names it on each product's entry):
 * its file's SHA-256 and size and its report stay as long as the log's entries, that is for ever (a
 * trigger of migration 0021 refuses deletions, as 0012's does for the log).
 */
export const catalogImports = pgTable(
  "catalog_imports",
  {
    id: serial("id").primaryKey(),
    /**
     * `running`, `previewed` (a dry run ended: waiting for staff to apply or cancel it), `finished`
     * (applied), `failed` or `cancelled` (a preview not applied).
     */
    status: text("status").notNull().default("running"),
    /**
     * `checking` (the first pass reads the whole file), `previewing` (the second computes what it
     * would write, writing nothing) or `importing` (the second writes it).
     */
    phase: text("phase").notNull().default("checking"),
    fileName: text("file_name").notNull(),
    startedBy: integer("started_by").notNull(),
    bytesTotal: bigint("bytes_total", { mode: "number" }).notNull(),
    /** The file's SHA-256, hex (null for jobs of before migration 0021). The file itself is not kept. */
    sha256: text("sha256"),
    bytesRead: bigint("bytes_read", { mode: "number" }).notNull().default(0),
    offersRead: integer("offers_read").notNull().default(0),
    /** Known once the first pass has read the whole file. */
    offersTotal: integer("offers_total"),
    /** The counts of `YmlImportSummary` (without its refusals) so far. */
    counts: jsonb("counts"),
    /** The first refusals (line, id, reason), at most `MAX_KEPT_REFUSALS`; the counts have them all. */
    refusals: jsonb("refusals").notNull().default([]),
    /** Why a failed import failed, as a problem document's fields. */
    problem: jsonb("problem"),
    /**
     * The upload kept between a preview and its apply (migration 0024); null once applied, cancelled
     * or failed (the file is deleted then).
     */
    uploadPath: text("upload_path"),
    /** What the import was asked with, the same for its preview and its apply: `{ rates, parentCategoryId }`. */
    options: jsonb("options").notNull().default({}),
    /** Who confirmed a preview (the apply's actor), and when. */
    appliedBy: integer("applied_by"),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
    /** Who undid an applied import, when, and what the undo did (`ImportUndoReport`). */
    undoneBy: integer("undone_by"),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
    undoReport: jsonb("undo_report"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("catalog_imports_one_running_idx").on(table.status).where(sql`${table.status} = 'running'`),
  ],
);
