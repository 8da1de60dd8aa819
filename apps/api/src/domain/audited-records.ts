import { asc, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import type { DatabaseExecutor, DatabaseTransaction } from "../db/executor";
import { type AuditedResource, recordChange } from "./audit-log";
import { DomainError, notFound } from "./errors";

/** A table whose records are known by a numeric `id`. */
export type RecordTable = PgTable & { id: PgColumn; $inferSelect: { id: number } };

/** Who changes a record: the staff member's id and roles (a kind may keep a change to some roles). */
export interface RecordActor {
  id: number;
  roles: readonly string[];
}

/** What `auditedRecords` needs to know about one kind of record that staff keep. */
export interface AuditedRecordKind<Table extends RecordTable, View, Input extends Table["$inferInsert"]> {
  table: Table;
  /** What the audit log calls this kind of record. */
  auditResource: AuditedResource;
  /** The 404 sentence for an unknown id. */
  notFoundDetail: string;
  /** The record as the API answers it; the audit log keeps the same shape. */
  view(row: Table["$inferSelect"]): View;
  /** Refuses (throws) a creation the actor may not make; runs inside the creation's transaction. */
  checkCreate?(tx: DatabaseTransaction, input: Input, actor: RecordActor): Promise<void> | void;
  /**
   * Refuses (throws) a change the actor may not make; runs inside the change's transaction, once the
   * record is found and locked (an unknown id is a 404 first).
   */
  checkChange?(
    tx: DatabaseTransaction,
    change: { id: number; before: Table["$inferSelect"]; input: Partial<Input>; actor: RecordActor },
  ): Promise<void> | void;
  /** What may still refer to a record: deleting it is then refused with a 409 that says `detail`. */
  stillUsed?: { detail: string; by(tx: DatabaseTransaction, id: number): Promise<boolean> };
}

/** The operations on one kind of record; each change is recorded in the audit log with it. */
export interface AuditedRecords<View, Input> {
  /** All records by id. */
  list(db: Database): Promise<View[]>;
  /** One record (404 when there is none). */
  get(db: Database, id: number): Promise<View>;
  /** Creates a record (403 when the kind's `checkCreate` refuses it). */
  create(db: Database, input: Input, actor: RecordActor): Promise<View>;
  /** Changes the fields `input` names (403 when `checkChange` refuses it; 404 for an unknown id). */
  change(db: Database, id: number, input: Partial<Input>, actor: RecordActor): Promise<View>;
  /** Deletes a record nothing uses (409 otherwise; 404 for an unknown id). */
  delete(db: Database, id: number, actorId: number): Promise<void>;
}

/**
 * List, read, create, change and delete for one kind of record staff keep in a table by id. Each
 * change runs in one transaction with its audit log entry (the views before and after); the kind
 * adds its own rules (who may create or change what, what keeps a record from being deleted).
 * @example
 *   export const salesChannelRecords = auditedRecords({
 *     table: salesChannels,
 *     auditResource: "sales-channel",
 *     notFoundDetail: "Канал продаж не найден.",
 *     view: (row) => ({ "@id": `/api/sales/admin/sales-channels/${row.id}`, ...row }),
 *   });
 *   await salesChannelRecords.change(db, 1, { title: "Чайная лавка" }, staff);
 */
export function auditedRecords<
  Table extends RecordTable,
  View,
  Input extends Table["$inferInsert"] = Table["$inferInsert"],
>(kind: AuditedRecordKind<Table, View, Input>): AuditedRecords<View, Input> {
  type Row = Table["$inferSelect"];
  const { view, auditResource, notFoundDetail } = kind;
  // Drizzle types the queries of a table it knows, not those of a generic one: they run on the
  // table as a plain PgTable, and what they return is this kind's rows again, here in one place.
  const table: PgTable = kind.table;
  const idColumn: PgColumn = kind.table.id;
  const rows = (found: unknown[]) => found as Row[];

  async function rowOf(executor: DatabaseExecutor, id: number, { lock = false } = {}): Promise<Row> {
    const query = executor.select().from(table).where(eq(idColumn, id));
    const [row] = rows(lock ? await query.for("update") : await query);
    if (!row) throw notFound(notFoundDetail);
    return row;
  }

  return {
    async list(db) {
      return rows(await db.select().from(table).orderBy(asc(idColumn))).map(view);
    },

    async get(db, id) {
      return view(await rowOf(db, id));
    },

    create(db, input, actor) {
      return db.transaction(async (tx) => {
        await kind.checkCreate?.(tx, input, actor);
        const [created] = rows(await tx.insert(table).values(input).returning());
        if (!created) throw new Error("insert returned no row");
        await recordChange(tx, {
          actorId: actor.id,
          resource: auditResource,
          resourceId: created.id,
          operation: "create",
          before: null,
          after: view(created),
        });
        return view(created);
      });
    },

    async change(db, id, input, actor) {
      const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
      const row = await db.transaction(async (tx) => {
        const before = await rowOf(tx, id, { lock: true });
        await kind.checkChange?.(tx, { id, before, input, actor });
        if (Object.keys(changes).length === 0) return before;
        const [after] = rows(await tx.update(table).set(changes).where(eq(idColumn, id)).returning());
        if (!after) throw notFound(notFoundDetail);
        await recordChange(tx, {
          actorId: actor.id,
          resource: auditResource,
          resourceId: id,
          operation: "update",
          before: view(before),
          after: view(after),
        });
        return after;
      });
      return view(row);
    },

    async delete(db, id, actorId) {
      await db.transaction(async (tx) => {
        const before = await rowOf(tx, id, { lock: true });
        if (kind.stillUsed && (await kind.stillUsed.by(tx, id))) {
          throw new DomainError("conflict", { detail: kind.stillUsed.detail });
        }
        await tx.delete(table).where(eq(idColumn, id));
        await recordChange(tx, {
          actorId,
          resource: auditResource,
          resourceId: id,
          operation: "delete",
          before: view(before),
          after: null,
        });
      });
    },
  };
}
