import { type Bitset, intersectInto } from "./bitset";
import type { CategorySets } from "./category-sets";
import type { FacetCounts } from "./facet-counts";
import {
  type CreatedAtBounds,
  createdAtRange,
  narrowToRange,
  type PriceBounds,
  priceRange,
  type RangeColumn,
} from "./range-column";

// Which products of the catalog index (catalog-index.ts) a list's filters let through, as bitsets:
// the category's own set narrowed by the sets the database decided (a search's matches, number
// lists, title filters), the price and date ranges (range-column.ts) and the attribute values
// (facet-counts.ts). A filtered attribute's facet counts its values under every filter but its
// own, so the matches also answer for the set without each attribute's filter.

/** The filters the index answers itself; `matches` are sets decided by the database (search). */
export interface IndexFilter {
  categoryPath?: string | undefined;
  price?: PriceBounds | undefined;
  createdAt?: CreatedAtBounds | undefined;
  /** Attribute code -> the value ids wanted (any of them); an empty list matches nothing. */
  attributes?: Map<string, number[]> | undefined;
  /** Sets of positions the product must be in (search matches, number lists, title filters). */
  matches?: Bitset[] | undefined;
}

/** The products matching a filter, and what facet counts need besides. */
export interface Matches {
  /** The products matching every filter (may be a set of the index itself: read, never change it). */
  set: Bitset;
  /**
   * The products matching every filter but the given attribute's (a filtered attribute's facet
   * counts its values among them); the matches themselves for an attribute not filtered.
   */
  skipping(code: string): Bitset;
  /** The index's own set (a category's, or the whole catalog) that holds all of these. */
  within: Bitset;
}

/** The parts of the index a filter is matched against. */
export interface FilterSources {
  categories: CategorySets;
  price: RangeColumn;
  createdAt: RangeColumn;
  facets: FacetCounts;
}

/**
 * The products matching every filter, and those matching every filter but one attribute's (for
 * that attribute's facet): the filters other than attributes are applied once for both.
 * @example
 *   const { set } = matchFilter({ categoryPath: "tea", price: { lte: 100000 } }, sources);
 */
export function matchFilter(
  filter: IndexFilter,
  { categories, price, createdAt, facets }: FilterSources,
): Matches {
  const stored = categories.productsOf(filter.categoryPath);
  const narrowed = (filter.matches?.length ?? 0) > 0 || filter.price || filter.createdAt;
  // Without other filters the category's own set is the answer, and its counts are kept.
  const base = narrowed ? Uint32Array.from(stored) : stored;
  for (const matches of filter.matches ?? []) intersectInto(base, matches);
  if (filter.price) narrowToRange(base, price, priceRange(filter.price));
  if (filter.createdAt) narrowToRange(base, createdAt, createdAtRange(filter.createdAt));
  const attributeSets = [...(filter.attributes ?? [])].map(
    ([code, valueIds]) => [code, facets.anyValueSet(valueIds), valueIds] as const,
  );
  if (attributeSets.length === 0) return { set: base, skipping: () => base, within: stored };
  const allBut = (skipped: string | undefined) => {
    const kept = attributeSets.filter(([code]) => code !== skipped);
    if (kept.length === 0) return base;
    const set = Uint32Array.from(base);
    for (const [, anyValue] of kept) intersectInto(set, anyValue);
    // A category's products with one attribute value: their counts were taken with the index.
    const [only, ...others] = kept;
    if (!narrowed && others.length === 0 && only?.[2].length === 1) {
      facets.noteOneValueOf(set, stored, only[2][0] ?? -1);
    }
    return set;
  };
  const set = allBut(undefined);
  return { set, skipping: (code) => (filter.attributes?.has(code) ? allBut(code) : set), within: stored };
}
