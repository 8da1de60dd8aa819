import { LRUCache } from "lru-cache";
import { anyOfPlaceholder } from "../../../db/any-of";
import type { Database } from "../../../db/client";
import { products } from "../../../db/schema/index";
import { preparedPerDatabase } from "../prepared-statements";
import type { SearchExpression } from "../search";
import { type Bitset, hasBit, popcount, withoutBits } from "./bitset";
import type { CatalogIndex, Relevance } from "./catalog-index";

/** The products a search matches, as the index holds them. */
export interface SearchMatches extends Relevance {
  /** Positions of the matches. */
  set: Bitset;
}

// Shoppers repeat searches and every keystroke of a word shares its prefix with others': the
// matches of recent searches are kept, per index's `matchesKey` (a price change keeps them; new
// words, categories or removals, and a rebuild, start afresh), by the app's catalog index store
// (`catalog.keptSearchMatches(index)`), bounded by bytes (a search matching every product of
// 100 000 holds 412 KB).
const KEPT_BYTES = 16 * 1024 * 1024;

/** The matches of recent searches over one index (`keptSearchMatches`). */
export type KeptSearchMatches = LRUCache<string, SearchMatches>;

/**
 * An empty list of kept matches, bounded by bytes.
 * @example
 *   const kept = keptSearchMatches();
 */
export const keptSearchMatches = (): KeptSearchMatches =>
  new LRUCache<string, SearchMatches>({
    maxSize: KEPT_BYTES,
    sizeCalculation: (matches) =>
      matches.set.byteLength + matches.candidates.byteLength + matches.ranked.byteLength + 64,
  });

/**
 * The matches of a search over the catalog of `index`, ranked: the catalog's search index
 * (search-index.ts) decides what matches; filters, totals and facets then come from the catalog
 * index. Only a word of digits asks the database (which product has that number). With `first`,
 * only that many of the best are ranked (`ranked` is theirs alone): a page of `first` from the
 * start, as the suggestions under the search box ask. A search `kept` holds (the index's, from its
 * store) is answered from it, and a new one kept there.
 * @example
 *   const { set, ranked } = await searchMatches(db, index, expression, catalog.keptSearchMatches(index));
 *   await searchMatches(db, index, expression, kept, { first: 8 });
 */
export async function searchMatches(
  db: Database,
  index: CatalogIndex,
  expression: SearchExpression,
  cache: KeptSearchMatches,
  { first }: { first?: number } = {},
): Promise<SearchMatches> {
  const key = JSON.stringify([expression.terms, expression.numbers]);
  // The best few of a search are kept apart: a later page of it needs the whole ranking.
  const firstKey = first === undefined ? undefined : `${first}:${key}`;
  const kept = cache.get(key) ?? (firstKey === undefined ? undefined : cache.get(firstKey));
  if (kept) return kept;
  const numbered = expression.numbers.length
    ? index.bitsOfIds(
        (await numberedProducts(db).execute({ numbers: expression.numbers })).map((row) => row.id),
      )
    : undefined;
  const matches =
    first === undefined ? rank(index, expression, numbered) : rankFirst(index, expression, numbered, first);
  cache.set(firstKey ?? key, matches);
  return matches;
}

/**
 * Relevance (docs/contract.md, "Search"): first the products with every word in the title or
 * number, among them a typed product number first, then more words as typed (not only by prefix or
 * correction), then fewer title words (the closer the title is to what was typed), then number;
 * next the products with every word in the title or in their category's (a category word names
 * them: "пуэр", "зелёный чай"), by number; the others (a word only in the description) follow by
 * number. Only the candidates are ranked: a common word's other matches are most of the catalog,
 * and are taken from the set when a page reaches them.
 */
function rank(
  index: CatalogIndex,
  expression: SearchExpression,
  numbered: Bitset | undefined,
): SearchMatches {
  const { set, inTitle, named, typedInTitle } = index.matchSearch(expression.terms);
  const keyOf = relevanceKey(index, typedInTitle, numbered);
  const terms = typedInTitle.length;
  // A candidate's key is a small integer (lower is better): the candidates are bucketed by key in
  // number order and the buckets laid out one after the other (a counting sort, so ties stay in
  // number order), without comparing them.
  const titled = popcount(inTitle);
  const namedOnly = withoutBits(named, inTitle);
  const keys = new Uint16Array(titled);
  const counts = new Uint32Array(2 * (terms + 1) * 256 + 1);
  let candidate = 0;
  index.forEachByNumber(inTitle, (position) => {
    const key = keyOf(position);
    keys[candidate++] = key;
    counts[key + 1] = (counts[key + 1] ?? 0) + 1;
  });
  for (let key = 1; key < counts.length; key++) counts[key] = (counts[key] ?? 0) + (counts[key - 1] ?? 0);
  const ranked = new Uint32Array(titled + popcount(namedOnly));
  candidate = 0;
  index.forEachByNumber(inTitle, (position) => {
    const key = keys[candidate++] ?? 0;
    ranked[counts[key] ?? 0] = position;
    counts[key] = (counts[key] ?? 0) + 1;
  });
  index.forEachByNumber(namedOnly, (position) => {
    ranked[candidate++] = position;
  });
  // The others (a word only in a description) follow by number: the page takes them from the set.
  return { set, candidates: named, ranked };
}

/**
 * A title candidate's place in `rank`'s order as a small integer, lower first: a typed product
 * number, then more of the words typed as typed, then fewer title words.
 */
function relevanceKey(index: CatalogIndex, typedInTitle: readonly Bitset[], numbered: Bitset | undefined) {
  const { titleWords } = index.words;
  const terms = typedInTitle.length;
  return (position: number) => {
    let typed = 0;
    for (const bits of typedInTitle) if (hasBit(bits, position)) typed++;
    const number = numbered && hasBit(numbered, position) ? 0 : 1;
    return (number * (terms + 1) + (terms - typed)) * 256 + (titleWords[position] ?? 0);
  };
}

/**
 * `rank`'s first `limit` alone, in one pass that allocates nothing per match: the best keys seen so
 * far are kept in order, a later position entering only with a lower key (so ties stay in number
 * order). A two-letter prefix matches a good share of the catalog, and its suggestions show 8.
 * Title candidates short of `limit` are followed by the category-named ones, by number, as in `rank`.
 */
function rankFirst(
  index: CatalogIndex,
  expression: SearchExpression,
  numbered: Bitset | undefined,
  limit: number,
): SearchMatches {
  const { set, inTitle, named, typedInTitle } = index.matchSearch(expression.terms);
  const keyOf = relevanceKey(index, typedInTitle, numbered);
  const bestKeys: number[] = [];
  const best: number[] = [];
  index.forEachByNumber(inTitle, (position) => {
    const key = keyOf(position);
    if (best.length === limit && key >= (bestKeys[limit - 1] ?? 0)) return;
    let at = best.length;
    while (at > 0 && (bestKeys[at - 1] ?? 0) > key) at--;
    bestKeys.splice(at, 0, key);
    best.splice(at, 0, position);
    if (best.length > limit) {
      bestKeys.pop();
      best.pop();
    }
  });
  if (best.length < limit) {
    index.forEachByNumber(named, (position) => {
      if (best.length < limit && !hasBit(inTitle, position)) best.push(position);
    });
  }
  return { set, candidates: named, ranked: Uint32Array.from(best) };
}

// The products whose number is a word of digits typed whole: they come first.
const numberedProducts = preparedPerDatabase((db) =>
  db
    .select({ id: products.id })
    .from(products)
    .where(anyOfPlaceholder(products.number, "numbers"))
    .prepare("search_numbered_products"),
);
