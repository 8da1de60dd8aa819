import { sql } from "drizzle-orm";
import { anyOf } from "../../../db/any-of";
import type { Database } from "../../../db/client";
import { catalogVersion, products } from "../../../db/schema/index";
import type { CatalogIndex } from "./catalog-index";
import type { IndexUpdate } from "./catalog-index-store";

// The catalog's change log (drizzle/0018_catalog_changes.sql, README.md): triggers in each writing
// transaction note which product changed and how, under the catalog version the statement made.
// A replica reads the entries after its index's version and patches the index when it can; it
// reads the whole index anew when it cannot (every case is a `reason` below and in README.md).

/** How old a log entry gets before it is pruned: a replica further behind rebuilds. */
export const KEEP_CHANGES_MS = 10 * 60_000;
/** How often a replica prunes the log (each replica does, a delete of nothing when another did). */
export const PRUNE_EVERY_MS = 60_000;
/**
 * More log entries than this in one update are read anew rather than patched: an import's batch
 * or a bulk update changes a good part of the catalog, and a rebuild reads it in one pass.
 */
export const MAX_PATCHED_ENTRIES = 1_000;

/** The kinds of change a patch applies; any other makes a rebuild. */
const PATCHED_KINDS = new Set(["price"]);

interface LogEntry {
  productId: number | undefined;
  kind: string;
}

interface LogState {
  /** The catalog's version now. */
  version: number;
  /** Entries up to this version may be gone. */
  prunedVersion: number;
  /** The entries after the index's version up to `version` (at most one more than a patch takes). */
  entries: LogEntry[];
}

/**
 * The index brought up to the database's version: the same index when nothing changed, a
 * patched one when the log's entries can be applied, else `rebuild()`'s.
 * @example
 *   const { index: next, update } = await applyCatalogChanges(db, index, () => loadCatalogIndex(db));
 */
export async function applyCatalogChanges(
  db: Database,
  index: CatalogIndex,
  rebuild: () => Promise<CatalogIndex>,
): Promise<{ index: CatalogIndex; update: Omit<IndexUpdate, "milliseconds"> }> {
  const log = await readLog(db, index.version);
  const entries = log.entries.length;
  const rebuilt = async (reason: string) => ({
    index: await rebuild(),
    update: { kind: "rebuild" as const, reason, entries },
  });
  if (log.version === index.version) return { index, update: { kind: "none", entries } };
  if (log.prunedVersion > index.version) return rebuilt("log pruned past the index's version");
  if (entries > MAX_PATCHED_ENTRIES) return rebuilt("more changes than a patch takes");
  const unpatched = log.entries.find((entry) => !PATCHED_KINDS.has(entry.kind));
  if (unpatched) return rebuilt(`a change of kind ${unpatched.kind}`);
  const priced = new Set<number>();
  for (const { productId, kind } of log.entries) if (kind === "price" && productId) priced.add(productId);
  // No entry at all: the version moved by a statement that changed nothing the index holds.
  const prices = priced.size ? await readPrices(db, [...priced]) : [];
  return { index: index.withPrices(log.version, prices), update: { kind: "patch", entries } };
}

/**
 * The version, how far the log was pruned and the entries after `after`, in one statement (one
 * snapshot: entries pruned between two reads cannot go unnoticed).
 */
async function readLog(db: Database, after: number): Promise<LogState> {
  const [row] = await db
    .select({
      version: catalogVersion.version,
      prunedVersion: catalogVersion.prunedVersion,
      entries: sql<string | null>`(
        select string_agg(coalesce(change.product_id::text, '') || ':' || change.kind, ',')
        from (
          select product_id, kind from catalog_changes
          where version > ${after} and version <= ${catalogVersion.version}
          limit ${MAX_PATCHED_ENTRIES + 1}
        ) as change)`,
    })
    .from(catalogVersion);
  return {
    version: Number(row?.version ?? 0),
    prunedVersion: Number(row?.prunedVersion ?? 0),
    entries: (row?.entries ? row.entries.split(",") : []).map((entry) => {
      const [productId = "", kind = ""] = entry.split(":");
      return { productId: productId ? Number(productId) : undefined, kind };
    }),
  };
}

/** The list prices of products in kopecks (NaN without one), as the index reads them. */
async function readPrices(db: Database, ids: number[]): Promise<{ id: number; price: number }[]> {
  const rows = await db
    .select({ id: products.id, price: sql<string | null>`round(${products.listPrice} * 100)::bigint::text` })
    .from(products)
    .where(anyOf(products.id, ids));
  return rows.map((row) => ({ id: row.id, price: row.price === null ? Number.NaN : Number(row.price) }));
}

/**
 * Deletes the log's entries older than `olderThanMs`, noting the newest version deleted: a
 * replica whose index is older than that rebuilds rather than miss them.
 * @example
 *   await pruneCatalogChanges(db, KEEP_CHANGES_MS);
 */
export async function pruneCatalogChanges(db: Database, olderThanMs: number): Promise<void> {
  await db.execute(sql`
    with gone as (
      delete from catalog_changes
      where changed_at < now() - make_interval(secs => ${olderThanMs / 1000})
      returning version
    )
    update catalog_version set pruned_version = greatest(pruned_version, (select max(version) from gone))
    where id = 1 and exists (select 1 from gone)`);
}
