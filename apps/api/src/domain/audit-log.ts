import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { contains } from "../db/contains";
import type { DatabaseTransaction } from "../db/executor";
import { auditLog, users } from "../db/schema/index";

/** The kinds of record the admin API changes, as the audit log names them. */
export const AUDITED_RESOURCES = [
  "cart",
  "catalog-import",
  "category",
  "order",
  "order-status",
  "product",
  "product-bulk",
  "sales-channel",
  "trading-contract",
  "user",
] as const;
export type AuditedResource = (typeof AUDITED_RESOURCES)[number];

/** What was done: `translate` is a change of an item's texts, `move` of a status's place, `undo` of an import as a whole. */
export const AUDIT_OPERATIONS = ["create", "update", "delete", "move", "translate", "undo"] as const;
export type AuditOperation = (typeof AUDIT_OPERATIONS)[number];

/** One change made through the admin API. */
export interface AuditedChange {
  /** The account that made it. */
  actorId: number;
  resource: AuditedResource;
  resourceId: string | number;
  operation: AuditOperation;
  /** The record as it was (null for a creation), as the admin API shows it. */
  before: unknown;
  /** The record as the change left it (null for a deletion). */
  after: unknown;
  /** The YML import (`catalog_imports.id`) whose batch made the change, if one did. */
  importId?: number | undefined;
}

/** Who makes a change: the account, and the YML import when the change is one of its batch's. */
export type ChangeAuthor = Pick<AuditedChange, "actorId" | "importId">;

/** The values of an entry, or undefined for a change that left the record as it was. */
function entryValues(change: AuditedChange): typeof auditLog.$inferInsert | undefined {
  const before = change.before === undefined ? null : change.before;
  const after = change.after === undefined ? null : change.after;
  if (before !== null && after !== null && JSON.stringify(before) === JSON.stringify(after)) return undefined;
  return {
    actorId: change.actorId,
    resource: change.resource,
    resourceId: String(change.resourceId),
    operation: change.operation,
    before,
    after,
    importId: change.importId ?? null,
  };
}

/**
 * Records a change in the audit log, inside the transaction that makes it (the type asks for a
 * transaction), so the entry is committed with the change or not at all. A change that left the
 * record as it was (the same JSON before and after) is not one, and is not recorded.
 * @example
 *   await db.transaction(async (tx) => {
 *     const [after] = await tx.update(salesChannels).set(changes).where(eq(salesChannels.id, id)).returning();
 *     await recordChange(tx, { actorId: user.id, resource: "sales-channel", resourceId: id, operation: "update", before, after });
 *   });
 */
export async function recordChange(tx: DatabaseTransaction, change: AuditedChange): Promise<void> {
  const values = entryValues(change);
  if (values) await tx.insert(auditLog).values(values);
}

/**
 * Records many changes (an import's batch) in one statement, by the rules of {@link recordChange}:
 * one entry per change that changed something, in the order given.
 * @example
 *   await recordChanges(tx, products.map((product) => ({ actorId, resource: "product", resourceId: product.id, operation: "update", before: product.before, after: product.after, importId: 7 })));
 */
export async function recordChanges(tx: DatabaseTransaction, changes: AuditedChange[]): Promise<void> {
  const values = changes.flatMap((change) => entryValues(change) ?? []);
  if (values.length) await tx.insert(auditLog).values(values);
}

/** Which entries to read: a page of them, newest first by default, optionally of one resource or actor. */
export interface AuditLogQuery {
  page: number;
  itemsPerPage: number;
  order?: "asc" | "desc";
  resource?: AuditedResource | undefined;
  resourceId?: string | undefined;
  actorId?: number | undefined;
  /** A part of the actor's (current) email, case-insensitive. */
  actorEmail?: string | undefined;
  /** Only the changes of this YML import. */
  importId?: number | undefined;
}

/** An entry with its actor's account as it is now (null when the account is gone). */
export interface AuditEntry {
  id: number;
  at: Date;
  actor: { id: number; email: string; name: string; lastName: string } | null;
  actorId: number;
  resource: string;
  resourceId: string;
  operation: string;
  before: unknown;
  after: unknown;
  /** The YML import whose batch made the change, or null. */
  importId: number | null;
}

// Entries with their actor's account, which may be gone (a left join).
const selectEntries = (db: Database) =>
  db
    .select({
      entry: auditLog,
      actor: { id: users.id, email: users.email, name: users.name, lastName: users.lastName },
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId));
type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>["execute"]>>[number];
const entryOf = ({ entry, actor }: EntryRow): AuditEntry => ({ ...entry, actor });

function conditions(query: Omit<AuditLogQuery, "page" | "itemsPerPage">): SQL | undefined {
  const where: SQL[] = [];
  if (query.resource) where.push(eq(auditLog.resource, query.resource));
  if (query.resourceId) where.push(eq(auditLog.resourceId, query.resourceId));
  if (query.actorId !== undefined) where.push(eq(auditLog.actorId, query.actorId));
  if (query.importId !== undefined) where.push(eq(auditLog.importId, query.importId));
  const email = query.actorEmail?.trim();
  if (email) where.push(contains(users.email, email));
  return where.length ? and(...where) : undefined;
}

/**
 * A page of the audit log (newest first unless `order: "asc"`), and how many entries match.
 * @example
 *   const { entries, total } = await readAuditLog(db, { page: 1, itemsPerPage: 20, resource: "order" });
 */
export async function readAuditLog(
  db: Database,
  { page, itemsPerPage, order = "desc", ...filters }: AuditLogQuery,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const where = conditions(filters);
  const [rows, [matching]] = await Promise.all([
    selectEntries(db)
      .where(where)
      .orderBy(order === "asc" ? asc(auditLog.id) : desc(auditLog.id))
      .limit(itemsPerPage)
      .offset((page - 1) * itemsPerPage),
    db.select({ total: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(where),
  ]);
  return { entries: rows.map(entryOf), total: matching?.total ?? 0 };
}

/**
 * One entry of the audit log, or undefined.
 * @example
 *   const entry = await readAuditEntry(db, 41);
 */
export async function readAuditEntry(db: Database, id: number): Promise<AuditEntry | undefined> {
  const [row] = await selectEntries(db).where(eq(auditLog.id, id));
  return row ? entryOf(row) : undefined;
}
