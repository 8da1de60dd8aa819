import type { Database } from "../../db/client";
import { categoryFacetCounts } from "../../db/schema/index";

/** Products per attribute value id, for each category's own products (not its descendants'). */
export type FacetCounts = Map<number, Map<number, number>>;

/**
 * Products per attribute value id under a set of categories (a category and its descendants).
 * @example
 *   sumFacetCounts(counts, tree.subtreeIds("tea")).get(japanValueId);
 */
export function sumFacetCounts(counts: FacetCounts, categoryIds: Iterable<number>): Map<number, number> {
  const sum = new Map<number, number>();
  for (const categoryId of categoryIds) {
    for (const [valueId, count] of counts.get(categoryId) ?? []) {
      sum.set(valueId, (sum.get(valueId) ?? 0) + count);
    }
  }
  return sum;
}

// A few hundred rows (categories × attribute values) that change only with the products: read
// once per interval, as the category tree is.
const TTL_MS = 30_000;
const cache = new WeakMap<object, { counts: Promise<FacetCounts>; loadedAt: number }>();

/**
 * The stored facet counts of every category (`category_facet_counts`), cached for 30 seconds.
 * @example
 *   const counts = await loadFacetCounts(db);
 */
export function loadFacetCounts(db: Database): Promise<FacetCounts> {
  const cached = cache.get(db);
  if (cached && Date.now() - cached.loadedAt < TTL_MS) return cached.counts;
  const counts = db
    .select()
    .from(categoryFacetCounts)
    .then((rows) => {
      const byCategory: FacetCounts = new Map();
      for (const row of rows) {
        const values = byCategory.get(row.categoryId) ?? new Map<number, number>();
        values.set(row.attributeValueId, row.productCount);
        byCategory.set(row.categoryId, values);
      }
      return byCategory;
    });
  cache.set(db, { counts, loadedAt: Date.now() });
  counts.catch(() => cache.delete(db));
  return counts;
}
