import {
  addBit,
  type Bitset,
  emptyBitset,
  fullBitset,
  hasBit,
  intersectInto,
  popcount,
  popcountAnd,
  positionsInOrder,
  uniteInto,
} from "./bitset";
import { lexemesMatch, SearchIndex, type SearchIndexSource, type SearchTerm } from "./search-index";

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
  price?: { lt?: number; lte?: number; gt?: number; gte?: number } | undefined;
  createdAt?: { before?: Date; after?: Date; strictlyBefore?: Date; strictlyAfter?: Date } | undefined;
  /** Attribute code -> the value ids wanted (any of them); an empty list matches nothing. */
  attributes?: Map<string, number[]> | undefined;
  /** Sets of positions the product must be in (search matches, number lists, title filters). */
  matches?: Bitset[] | undefined;
}

export interface IndexPage {
  /** Product ids of the page, in order. */
  ids: number[];
  totalItems: number;
}

const RANK_FIELDS = ["price", "title", "createdAt"] as const;

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
  private readonly categoriesBySize: { id: number; lexemes: string[] }[];
  private readonly valueBits = new Map<number, Bitset>();
  /** Positions ordered by each ranked field ascending and descending, ties by number. */
  private readonly orders: Map<string, Uint32Array>;

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
      .map((category) => ({ ...category, size: popcount(this.categorySet(category.path)) }))
      .filter((category) => category.size > 0)
      .sort((a, b) => b.size - a.size || a.id - b.id)
      .map(({ id, lexemes }) => ({ id, lexemes }));
    for (const [valueId, productIds] of source.valueProducts) {
      this.valueBits.set(valueId, this.bitsOfIds(productIds));
    }

    this.orders = orders;
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
   * The products matching every filter, as a set.
   * @example
   *   const matches = index.match({ categoryPath: "tea", price: { lte: 100000 } });
   */
  match(filter: IndexFilter, { skipAttribute }: { skipAttribute?: string } = {}): Bitset {
    const set =
      filter.categoryPath === undefined ? fullBitset(this.size) : this.categorySet(filter.categoryPath);
    for (const matches of filter.matches ?? []) intersectInto(set, matches);
    if (filter.price || filter.createdAt) intersectInto(set, this.rangeSet(filter));
    for (const [code, valueIds] of filter.attributes ?? []) {
      if (code === skipAttribute) continue;
      const anyValue = emptyBitset(this.size);
      for (const valueId of valueIds) {
        const bits = this.valueBits.get(valueId);
        if (bits) uniteInto(anyValue, bits);
      }
      intersectInto(set, anyValue);
    }
    return set;
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
   * How many of a set carry each of the given attribute values.
   * @example
   *   index.countValues(matches, [japanId, chinaId]); // Map { japanId => 120, chinaId => 340 }
   */
  countValues(set: Bitset, valueIds: readonly number[]): Map<number, number> {
    const counts = new Map<number, number>();
    for (const valueId of valueIds) {
      const bits = this.valueBits.get(valueId);
      counts.set(valueId, bits ? popcountAnd(set, bits) : 0);
    }
    return counts;
  }

  /**
   * A page of a set in the order asked: by `sort` (ties by number), else by `ranked` (positions
   * in the order the database ranked a search's matches), else by number.
   * @example
   *   index.page(matches, { sort: [{ field: "price", direction: "asc" }], offset: 0, limit: 20 });
   */
  page(
    set: Bitset,
    { sort, ranked, offset, limit }: { sort: Sort; ranked?: Uint32Array; offset: number; limit: number },
  ): IndexPage {
    const totalItems = popcount(set);
    const ids = (positions: ArrayLike<number>) => this.idsOf(positions);
    if (offset >= totalItems || limit <= 0) return { ids: [], totalItems };
    const [first, ...rest] = sort;
    if (!first && !ranked) return { ids: ids(positionsInOrder(set, offset, limit, "asc")), totalItems };
    if (first?.field === "number") {
      return { ids: ids(positionsInOrder(set, offset, limit, first.direction)), totalItems };
    }
    const order = first && rest.length === 0 ? this.orders.get(`${first.field}:${first.direction}`) : ranked;
    if (order && (!first || rest.length === 0)) {
      return { ids: ids(walk(order, set, offset, limit)), totalItems };
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

  private categorySet(path: string): Bitset {
    const bits = this.categoryBits.get(path);
    return bits ? Uint32Array.from(bits) : emptyBitset(this.size);
  }

  private rangeSet({ price, createdAt }: IndexFilter): Bitset {
    const set = emptyBitset(this.size);
    const { prices, createdAt: created } = this.columns;
    const micros = (date: Date | undefined) => (date === undefined ? undefined : date.getTime() * 1000);
    const [before, strictlyBefore, after, strictlyAfter] = [
      micros(createdAt?.before),
      micros(createdAt?.strictlyBefore),
      micros(createdAt?.after),
      micros(createdAt?.strictlyAfter),
    ];
    for (let position = 0; position < this.size; position++) {
      if (price) {
        // A product without a list price matches no price bound, as NULL does in SQL.
        const value = prices[position] ?? Number.NaN;
        if (Number.isNaN(value)) continue;
        if (price.lt !== undefined && !(value < price.lt)) continue;
        if (price.lte !== undefined && !(value <= price.lte)) continue;
        if (price.gt !== undefined && !(value > price.gt)) continue;
        if (price.gte !== undefined && !(value >= price.gte)) continue;
      }
      if (createdAt) {
        const value = created[position] ?? 0;
        if (before !== undefined && !(value <= before)) continue;
        if (strictlyBefore !== undefined && !(value < strictlyBefore)) continue;
        if (after !== undefined && !(value >= after)) continue;
        if (strictlyAfter !== undefined && !(value > strictlyAfter)) continue;
      }
      addBit(set, position);
    }
    return set;
  }
}

/** Up to `limit` positions of `order` that are in `set`, after skipping `offset` of them. */
function walk(order: Uint32Array, set: Bitset, offset: number, limit: number): number[] {
  const found: number[] = [];
  let skip = offset;
  for (const position of order) {
    if (!hasBit(set, position)) continue;
    if (skip > 0) skip--;
    else if (found.push(position) === limit) break;
  }
  return found;
}
