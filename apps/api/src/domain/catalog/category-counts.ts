import { sql } from "drizzle-orm";
import type { DatabaseExecutor } from "../../db/executor";

// How many published products each category holds, with its descendants': what the category tree
// shows (an unpublished product is out of the shop's lists).
const COUNTS = sql`
  select parent.id, count(p.id)::int as total
  from categories parent
  join categories child on child.path = parent.path or child.path like parent.path || '/%'
  left join products p on p.category_id = child.id and p.published
  group by parent.id`;

/**
 * Recounts `categories.product_count` (published products of the category and its descendants) after a
 * catalog write that may have moved products. Writes only when a count changed: an update of no
 * row would still move the catalog's version (its triggers are per statement), and a write that
 * changed nothing must leave the catalog as it was. Facet counts are the catalog index's, in memory.
 * @example
 *   await refreshCategoryCounts(tx);
 */
export async function refreshCategoryCounts(db: DatabaseExecutor): Promise<void> {
  const stale = await db.execute(
    sql`select 1 from (${COUNTS}) counts join categories on categories.id = counts.id where categories.product_count <> counts.total limit 1`,
  );
  if (rowsOf(stale).length === 0) return;
  await db.execute(sql`
    update categories set product_count = counts.total
    from (${COUNTS}) counts
    where counts.id = categories.id and categories.product_count <> counts.total`);
}

// The drivers answer `execute` differently: PGlite and postgres.js with `rows`, or as the array.
const rowsOf = (result: unknown): unknown[] =>
  Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
