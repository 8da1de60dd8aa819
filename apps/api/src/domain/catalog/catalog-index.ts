import {
  addBit,
  type Bitset,
  emptyBitset,
  forEachPosition,
  fullBitset,
  hasBit,
  intersectInto,
  popcount,
  popcountAnd,
  positionsInOrder,
  uniteInto,
  withoutBits,
} from "./bitset";
import {
  type CreatedAtBounds,
  createdAtRange,
  narrowToRange,
  type PriceBounds,
  priceRange,
  type RangeColumn,
  rangeColumn,
} from "./range-column";
import {
  lexemesMatch,
  SearchIndex,
  type SearchIndexSource,
  type SearchTerm,
  type TermMatches,
} from "./search-index";

// The combinatorial part of a product list, answered from memory: which products match the
// category, price, date and attribute filters and a search's words (search-index.ts),
// how many they are, the facet counts and which of them make up the page, in the order asked.
// Products sit at positions 0..n-1 in the order of their numbers (the list's default order and its
// tie-break); the database stays the source of truth and loads the page's rows by id.

export type SortField = "number" | "price" | "title" | "createdAt";
export type SortDirection = "asc" | "desc";
export type Sort = { field: SortField; direction: SortDirection }[];

/** The columns the index is built from, one entry per product, in the order of product numbers. */
export interface CatalogColumns {
  ids: Int32Array;
  categoryIds: Int32Array;
  /** The default measure's retail price (`products.list_price`) in kopecks; NaN without one. */
  prices: Float64Array;
  /** `created_at` in microseconds since the epoch (PostgreSQL's precision). */
  createdAt: Float64Array;
  /** Dense ranks by the database's own ordering (its collation, nulls last), so ties stay ties. */
  priceRanks: Uint32Array;
  titleRanks: Uint32Array;
  createdAtRanks: Uint32Array;
}

export interface CatalogIndexSource extends CatalogColumns {
  /** The `catalog_version` the data was read at (or after). */
  version: number;
  /** Every category's id, slug path and title lexemes (as `to_tsvector('russian', title)`). */
  categories: { id: number; path: string; lexemes: string[] }[];
  /** Product ids by attribute value id. */
  valueProducts: Map<number, Int32Array>;
  /**
   * Positions ordered by each ranked field (`price:asc`, `title:desc`, …), ties by number, as the
   * database orders them (nulls last ascending, first descending).
   */
  orders: Map<string, Uint32Array>;
  /** The lexemes of the products' search vectors with their postings. */
  words: SearchIndexSource;
}

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

/** A search's order: its candidates (a word in the title or category) by relevance, then its other matches by number. */
export interface Relevance {
  /** Positions of the candidates, best first. */
  ranked: Uint32Array;
  /** The same positions, as a set. */
  candidates: Bitset;
}

export interface IndexPage {
  /** Product ids of the page, in order. */
  ids: number[];
  totalItems: number;
}

const RANK_FIELDS = ["price", "title", "createdAt"] as const;
// A value-by-value table is values² counts per category, 256 KB at 256 values; with more values
// none is kept and such lists are counted.
const MAX_PAIRED_VALUES = 256;

/** The catalog's products in memory: typed columns, bitsets and one permutation per sort. */
export class CatalogIndex {
  readonly version: number;
  readonly size: number;
  /** The search's words. */
  readonly words: SearchIndex;
  private readonly columns: CatalogColumns;
  private readonly positionById: Int32Array;
  private readonly categoryBits = new Map<string, Bitset>();
  /** Categories with products, the most products (their subtree's) first, for suggestions. */
  private readonly categoriesBySize: { id: number; path: string; lexemes: string[] }[];
  private readonly everything: Bitset;
  private readonly nothing: Bitset;
  /**
   * Attribute value counts (by value number) of the index's own sets, a category or the whole
   * catalog, computed with the index: a list filtered by category alone needs no counting.
   */
  private readonly storedCounts = new Map<Bitset, { counts: Uint32Array; size: number }>();
  /**
   * For each of those sets, how many of its products carry both of two values (row a, column b,
   * by value number): the counts of a category's products with one value (the most common list,
   * and each facet's own of a list filtered by two attributes). Kept while values are few.
   */
  private readonly pairCounts = new Map<Bitset, Uint32Array>();
  /** Counts (by value number) of sets that `match` made and whose counts were kept. */
  private readonly knownCounts = new WeakMap<Bitset, Uint32Array>();
  private readonly valueBits = new Map<number, Bitset>();
  /** Attribute value ids numbered 0..v-1, so that counts can sit in an array. */
  private readonly valueIndexById = new Map<number, number>();
  /**
   * Each product's attribute values by number, in compressed rows: those of position p are
   * `productValues[valueOffsets[p] .. valueOffsets[p + 1])`. Counting a small set's values by its
   * products is cheaper than a pass over every value's bitset.
   */
  private readonly valueOffsets: Uint32Array;
  private readonly productValues: Uint32Array;
  /** Positions ordered by each ranked field ascending and descending, ties by number. */
  private readonly orders: Map<string, Uint32Array>;
  /** The inverse of each order: where each position stands in it. */
  private readonly places = new Map<string, Uint32Array>();
  private readonly priceColumn: RangeColumn;
  private readonly createdAtColumn: RangeColumn;

  constructor(source: CatalogIndexSource) {
    this.version = source.version;
    const {
      version: _version,
      categories: _categories,
      valueProducts: _values,
      orders,
      words,
      ...columns
    } = source;
    this.columns = columns;
    this.size = source.ids.length;
    this.words = new SearchIndex(this.size, words);
    this.everything = fullBitset(this.size);
    this.nothing = emptyBitset(this.size);
    let maxId = 0;
    for (const id of source.ids) maxId = Math.max(maxId, id);
    this.positionById = new Int32Array(maxId + 1).fill(-1);
    source.ids.forEach((id, position) => {
      this.positionById[id] = position;
    });

    const ownBits = new Map<number, Bitset>();
    source.categoryIds.forEach((categoryId, position) => {
      const bits = ownBits.get(categoryId) ?? emptyBitset(this.size);
      ownBits.set(categoryId, bits);
      addBit(bits, position);
    });
    for (const { path } of source.categories) {
      const subtree = emptyBitset(this.size);
      for (const category of source.categories) {
        if (category.path !== path && !category.path.startsWith(`${path}/`)) continue;
        const own = ownBits.get(category.id);
        if (own) uniteInto(subtree, own);
      }
      this.categoryBits.set(path, subtree);
    }
    this.categoriesBySize = source.categories
      .map((category) => ({
        ...category,
        size: popcount(this.categoryBits.get(category.path) ?? this.nothing),
      }))
      .filter((category) => category.size > 0)
      .sort((a, b) => b.size - a.size || a.id - b.id)
      .map(({ id, path, lexemes }) => ({ id, path, lexemes }));
    for (const [valueId, productIds] of source.valueProducts) {
      this.valueBits.set(valueId, this.bitsOfIds(productIds));
      this.valueIndexById.set(valueId, this.valueIndexById.size);
    }
    [this.valueOffsets, this.productValues] = this.productValueRows(source.valueProducts);
    for (const set of [this.everything, this.nothing, ...this.categoryBits.values()]) {
      this.storedCounts.set(set, { counts: this.countByProducts(set), size: popcount(set) });
      if (this.valueIndexById.size <= MAX_PAIRED_VALUES) this.pairCounts.set(set, this.countPairs(set));
    }

    this.orders = orders;
    for (const [key, order] of this.orders) {
      const places = new Uint32Array(this.size);
      order.forEach((position, at) => {
        places[position] = at;
      });
      this.places.set(key, places);
    }
    this.priceColumn = rangeColumn(source.prices, this.orderOf("price:asc"));
    this.createdAtColumn = rangeColumn(source.createdAt, this.orderOf("createdAt:asc"));
  }

  /**
   * The set of positions of the given product ids (ids unknown to the index are left out).
   * @example
   *   index.bitsOfIds(Int32Array.of(12, 40));
   */
  bitsOfIds(ids: ArrayLike<number>): Bitset {
    const bits = emptyBitset(this.size);
    for (let at = 0; at < ids.length; at++) {
      const position = this.positionById[ids[at] ?? -1] ?? -1;
      if (position >= 0) addBit(bits, position);
    }
    return bits;
  }

  /**
   * Positions of the given product ids, in their order (ids unknown to the index are left out).
   * @example
   *   index.positionsOfIds([40, 12]);
   */
  positionsOfIds(ids: ArrayLike<number>): Uint32Array {
    const positions: number[] = [];
    for (let at = 0; at < ids.length; at++) {
      const position = this.positionById[ids[at] ?? -1] ?? -1;
      if (position >= 0) positions.push(position);
    }
    return Uint32Array.from(positions);
  }

  /**
   * The product ids at the given positions.
   * @example
   *   index.idsOf(ranked.subarray(0, 8));
   */
  idsOf(positions: ArrayLike<number>): number[] {
    return Array.from(positions, (position) => this.columns.ids[position] ?? 0);
  }

  /**
   * The products matching every filter, and those matching every filter but one attribute's (for
   * that attribute's facet): the filters other than attributes are applied once for both.
   * @example
   *   const { set } = index.match({ categoryPath: "tea", price: { lte: 100000 } });
   */
  match(filter: IndexFilter): Matches {
    const stored =
      filter.categoryPath === undefined
        ? this.everything
        : (this.categoryBits.get(filter.categoryPath) ?? this.nothing);
    const narrowed = (filter.matches?.length ?? 0) > 0 || filter.price || filter.createdAt;
    // Without other filters the category's own set is the answer, and its counts are kept.
    const base = narrowed ? Uint32Array.from(stored) : stored;
    for (const matches of filter.matches ?? []) intersectInto(base, matches);
    if (filter.price) narrowToRange(base, this.priceColumn, priceRange(filter.price));
    if (filter.createdAt) narrowToRange(base, this.createdAtColumn, createdAtRange(filter.createdAt));
    const attributeSets = [...(filter.attributes ?? [])].map(
      ([code, valueIds]) => [code, this.anyValueSet(valueIds), valueIds] as const,
    );
    if (attributeSets.length === 0) return { set: base, skipping: () => base, within: stored };
    const pairs = narrowed ? undefined : this.pairCounts.get(stored);
    const allBut = (skipped: string | undefined) => {
      const kept = attributeSets.filter(([code]) => code !== skipped);
      if (kept.length === 0) return base;
      const set = Uint32Array.from(base);
      for (const [, anyValue] of kept) intersectInto(set, anyValue);
      // A category's products with one attribute value: their counts were taken with the index.
      const [only, ...others] = kept;
      const valueIndex =
        others.length === 0 && only?.[2].length === 1 ? this.valueIndexById.get(only[2][0] ?? -1) : undefined;
      if (pairs && valueIndex !== undefined) {
        const values = this.valueIndexById.size;
        this.knownCounts.set(set, pairs.subarray(valueIndex * values, (valueIndex + 1) * values));
      }
      return set;
    };
    const set = allBut(undefined);
    return { set, skipping: (code) => (filter.attributes?.has(code) ? allBut(code) : set), within: stored };
  }

  /**
   * What a search's terms match (search-index.ts), a term also naming the products of every
   * category whose title has it, with their subcategories' ("пуэр": every product under «Пуэр»).
   * @example
   *   const { set, inTitle, named } = index.matchSearch(search.terms);
   */
  matchSearch(terms: readonly SearchTerm[]): TermMatches {
    return this.words.match(terms, (term) => this.inCategoriesNamed(term));
  }

  /** The products of the categories whose title has the term; undefined when none has it. */
  private inCategoriesNamed(term: SearchTerm): Bitset | undefined {
    let named: Bitset | undefined;
    for (const category of this.categoriesBySize) {
      if (!lexemesMatch([term], category.lexemes)) continue;
      named = uniteInto(
        named ?? emptyBitset(this.size),
        this.categoryBits.get(category.path) ?? this.nothing,
      );
    }
    return named;
  }

  /**
   * Ids of up to `limit` categories whose title has every term, those with the most products
   * (their subtree's) first.
   * @example
   *   index.categoriesMatching(search.terms, 4);
   */
  categoriesMatching(terms: readonly SearchTerm[], limit: number): number[] {
    const found: number[] = [];
    for (const category of this.categoriesBySize) {
      if (found.length === limit) break;
      if (lexemesMatch(terms, category.lexemes)) found.push(category.id);
    }
    return found;
  }

  /**
   * How many of a set carry each of the given attribute values. `count` is the set's popcount
   * when the caller has it, `within` a set of the index holding it (`Matches.within`).
   * @example
   *   index.countValues(matches.set, [japanId, chinaId], { within: matches.within }); // Map { japanId => 120, chinaId => 340 }
   */
  countValues(
    set: Bitset,
    valueIds: readonly number[],
    { count = popcount(set), within }: { count?: number; within?: Bitset | undefined } = {},
  ): Map<number, number> {
    const counts = new Map<number, number>();
    const answer = (byIndex: Uint32Array) => {
      for (const valueId of valueIds) counts.set(valueId, this.countIn(byIndex, valueId));
      return counts;
    };
    const known = this.storedCounts.get(set)?.counts ?? this.knownCounts.get(set);
    if (known) return answer(known);
    // A pass over a set's products costs about its links to values; so does a pass over the rest
    // of a kept set holding it, whose counts are then taken from the kept ones; a pass over the
    // values' bitsets costs a word of each per 32 products, matched or not.
    const linksPerProduct = this.productValues.length / Math.max(1, this.size);
    const holder = within && this.storedCounts.get(within);
    const [byProducts, byRest, byValues] = [
      count * linksPerProduct,
      holder ? (holder.size - count) * linksPerProduct + set.length : Number.POSITIVE_INFINITY,
      valueIds.length * set.length,
    ];
    if (holder && within && byRest < Math.min(byProducts, byValues)) {
      const rest = Uint32Array.from(within);
      for (let word = 0; word < rest.length; word++) rest[word] = (rest[word] ?? 0) & ~(set[word] ?? 0);
      const byIndex = this.countByProducts(rest);
      for (let valueIndex = 0; valueIndex < byIndex.length; valueIndex++) {
        byIndex[valueIndex] = (holder.counts[valueIndex] ?? 0) - (byIndex[valueIndex] ?? 0);
      }
      return answer(byIndex);
    }
    if (byProducts < byValues) return answer(this.countByProducts(set));
    for (const valueId of valueIds) {
      const bits = this.valueBits.get(valueId);
      counts.set(valueId, bits ? popcountAnd(set, bits) : 0);
    }
    return counts;
  }

  /**
   * A page of a set in the order asked: by `sort` (ties by number), else by a search's relevance
   * (its title candidates in their ranked order, then the set's other products by number), else
   * by number.
   * @example
   *   index.page(matches, { sort: [{ field: "price", direction: "asc" }], offset: 0, limit: 20 });
   */
  page(
    set: Bitset,
    {
      sort,
      relevance,
      offset,
      limit,
    }: { sort: Sort; relevance?: Relevance | undefined; offset: number; limit: number },
  ): IndexPage {
    const totalItems = popcount(set);
    const ids = (positions: ArrayLike<number>) => this.idsOf(positions);
    if (offset >= totalItems || limit <= 0) return { ids: [], totalItems };
    const [first, ...rest] = sort;
    if (!first && relevance) return { ids: ids(byRelevance(set, relevance, offset, limit)), totalItems };
    if (!first) return { ids: ids(positionsInOrder(set, offset, limit, "asc")), totalItems };
    if (first?.field === "number") {
      return { ids: ids(positionsInOrder(set, offset, limit, first.direction)), totalItems };
    }
    const order = rest.length === 0 ? this.orders.get(`${first.field}:${first.direction}`) : undefined;
    if (order) {
      const places = this.places.get(`${first.field}:${first.direction}`);
      if (!places) return { ids: ids(walk(order, set, offset, limit) ?? []), totalItems };
      // Walking the order tests about (offset + limit) / share-of-matches of its positions, each a
      // cache miss, and more when the matches sit late in it (a price range sorted by price);
      // moving the matches to their places in the order costs a few times less per match (and a
      // pass over the words). The walk gives up once it has cost what the move would, so either
      // way costs at most about twice the cheaper one (measured: ~10 ns a step, ~2 ns a match).
      const moveSteps = totalItems / 4 + set.length / 2;
      const walkSteps = Math.min(this.size, ((offset + limit) * this.size) / totalItems);
      const walked = walkSteps < moveSteps ? walk(order, set, offset, limit, moveSteps) : undefined;
      return {
        ids: ids(
          walked ??
            Array.from(positionsInOrder(reorder(set, places), offset, limit, "asc"), (at) => order[at] ?? 0),
        ),
        totalItems,
      };
    }
    // Several sort fields: order the matches by their ranks (rare; the shop sorts by one field).
    const positions = positionsInOrder(set, 0, totalItems, "asc");
    const keys = sort.map(({ field, direction }) => ({
      ranks: field === "number" ? undefined : this.ranksOf(field),
      sign: direction === "asc" ? 1 : -1,
    }));
    positions.sort((a, b) => {
      for (const { ranks, sign } of keys) {
        const difference = ranks ? (ranks[a] ?? 0) - (ranks[b] ?? 0) : a - b;
        if (difference !== 0) return sign * difference;
      }
      return a - b;
    });
    return { ids: ids(positions.slice(offset, offset + limit)), totalItems };
  }

  private ranksOf(field: (typeof RANK_FIELDS)[number]): Uint32Array {
    if (field === "price") return this.columns.priceRanks;
    if (field === "title") return this.columns.titleRanks;
    return this.columns.createdAtRanks;
  }

  private orderOf(key: string): Uint32Array {
    const order = this.orders.get(key);
    if (!order) throw new Error(`The catalog index needs the order ${key} of its source.`);
    return order;
  }

  private countIn(byIndex: Uint32Array, valueId: number): number {
    const valueIndex = this.valueIndexById.get(valueId);
    return valueIndex === undefined ? 0 : (byIndex[valueIndex] ?? 0);
  }

  /** Products of a set by pair of attribute values, row a and column b of a value-by-value table. */
  private countPairs(set: Bitset): Uint32Array {
    const values = this.valueIndexById.size;
    const pairs = new Uint32Array(values * values);
    const { valueOffsets: offsets, productValues } = this;
    forEachPosition(set, (position) => {
      const [start, end] = [offsets[position] ?? 0, offsets[position + 1] ?? 0];
      for (let a = start; a < end; a++) {
        const row = (productValues[a] ?? 0) * values;
        for (let b = start; b < end; b++) {
          const at = row + (productValues[b] ?? 0);
          pairs[at] = (pairs[at] ?? 0) + 1;
        }
      }
    });
    return pairs;
  }

  /** Counts of every attribute value (by number) among a set, product by product. */
  private countByProducts(set: Bitset): Uint32Array {
    const counts = new Uint32Array(this.valueIndexById.size);
    const { valueOffsets: offsets, productValues: values } = this;
    forEachPosition(set, (position) => {
      const end = offsets[position + 1] ?? 0;
      for (let at = offsets[position] ?? 0; at < end; at++) {
        const valueIndex = values[at] ?? 0;
        counts[valueIndex] = (counts[valueIndex] ?? 0) + 1;
      }
    });
    return counts;
  }

  /** The products carrying any of the given attribute values. */
  private anyValueSet(valueIds: readonly number[]): Bitset {
    const anyValue = emptyBitset(this.size);
    for (const valueId of valueIds) {
      const bits = this.valueBits.get(valueId);
      if (bits) uniteInto(anyValue, bits);
    }
    return anyValue;
  }

  /** Each product's attribute value numbers as compressed rows: offsets per position, values. */
  private productValueRows(valueProducts: Map<number, Int32Array>): [Uint32Array, Uint32Array] {
    const offsets = new Uint32Array(this.size + 1);
    const positionsOf = (productIds: Int32Array) =>
      Array.from(productIds, (id) => this.positionById[id] ?? -1).filter((position) => position >= 0);
    for (const productIds of valueProducts.values()) {
      for (const position of positionsOf(productIds))
        offsets[position + 1] = (offsets[position + 1] ?? 0) + 1;
    }
    for (let position = 0; position < this.size; position++) {
      offsets[position + 1] = (offsets[position + 1] ?? 0) + (offsets[position] ?? 0);
    }
    const values = new Uint32Array(offsets[this.size] ?? 0);
    const next = offsets.slice(0, this.size);
    for (const [valueId, productIds] of valueProducts) {
      const valueIndex = this.valueIndexById.get(valueId) ?? 0;
      for (const position of positionsOf(productIds)) {
        const at = next[position] ?? 0;
        values[at] = valueIndex;
        next[position] = at + 1;
      }
    }
    return [offsets, values];
  }
}

/** A set moved to other places: position p of `set` is `places[p]` of the answer. */
function reorder(set: Bitset, places: Uint32Array): Bitset {
  const moved = emptyBitset(places.length);
  forEachPosition(set, (position) => addBit(moved, places[position] ?? 0));
  return moved;
}

/** A page of `set` by relevance: the ranked candidates in it, then its others by number. */
function byRelevance(
  set: Bitset,
  { ranked, candidates }: Relevance,
  offset: number,
  limit: number,
): number[] {
  const first = walk(ranked, set, offset, limit) ?? [];
  if (first.length === limit) return first;
  const skip = Math.max(0, offset - popcountAnd(set, candidates));
  return [...first, ...positionsInOrder(withoutBits(set, candidates), skip, limit - first.length, "asc")];
}

/**
 * Up to `limit` positions of `order` that are in `set`, after skipping `offset` of them; undefined
 * when that takes more than `maxSteps` positions of the order.
 */
function walk(
  order: Uint32Array,
  set: Bitset,
  offset: number,
  limit: number,
  maxSteps = order.length,
): number[] | undefined {
  const found: number[] = [];
  let skip = offset;
  const end = Math.min(order.length, Math.ceil(maxSteps));
  for (let at = 0; at < end; at++) {
    const position = order[at] ?? 0;
    if (!hasBit(set, position)) continue;
    if (skip > 0) skip--;
    else if (found.push(position) === limit) return found;
  }
  return end === order.length ? found : undefined;
}
