import { type Bitset, hasBit, popcount } from "./bitset";
import { CategorySets, type IndexedCategory } from "./category-sets";
import { FacetCounts } from "./facet-counts";
import { type FilterSources, type IndexFilter, type Matches, matchFilter } from "./filter-matching";
import { ProductPositions } from "./product-positions";
import { rangeColumn } from "./range-column";
import { SearchIndex, type SearchIndexSource, type SearchTerm, type TermMatches } from "./search-index";
import { type FieldOrdering, type PageRequest, SortOrders, type SortRanks } from "./sort-orders";

// The combinatorial part of a product list, answered from memory: which products match the
// category, price, date and attribute filters and a search's words (search-index.ts),
// how many they are, the facet counts and which of them make up the page, in the order asked.
// Products sit at positions 0..n-1 in the order of their numbers as read, those that entered since
// appended after them (number order, the list's default order and its tie-break, is then a
// permutation like the other sorts); the database stays the source of truth and loads the page's
// rows by id.
//
// This class is the index's face; its parts sit beside it: product ids and positions
// (product-positions.ts), the category sets (category-sets.ts), the facet counts
// (facet-counts.ts), filter matching (filter-matching.ts) and the sort orders and pages
// (sort-orders.ts).

export type { IndexFilter, Matches } from "./filter-matching";
export type { Relevance, SortField } from "./sort-orders";

/** The columns the index is built from, one entry per product, in the order of product numbers. */
export interface CatalogColumns extends SortRanks {
  ids: Int32Array;
  categoryIds: Int32Array;
  /** The default measure's retail price (`products.list_price`) in kopecks; NaN without one. */
  prices: Float64Array;
  /** `created_at` in microseconds since the epoch (PostgreSQL's precision). */
  createdAt: Float64Array;
}

export interface CatalogIndexSource extends CatalogColumns {
  /** The `catalog_version` the data was read at (or after). */
  version: number;
  /** The version the words (titles, descriptions, category titles) were read at; `version` by default. */
  textsVersion?: number;
  /** Every category's id, slug path and title lexemes (as `to_tsvector('russian', title)`). */
  categories: IndexedCategory[];
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

export interface IndexPage {
  /** Product ids of the page, in order. */
  ids: number[];
  totalItems: number;
}

/** A product's new list price (kopecks, NaN without one), for `CatalogIndex.withPrices`. */
export interface PriceChange {
  id: number;
  price: number;
}

/**
 * Where a product whose title changed now goes in the title orders, as the database placed it
 * among the products whose title did not change (`CatalogIndex.withTexts`).
 */
export interface TitlePlacement {
  id: number;
  title: string;
  /** How many unchanged products sort before it ascending, and descending (ties by number). */
  before: { asc: number; desc: number };
  /** Its place among the changed products ascending and descending (ties by number). */
  among: { asc: number; desc: number };
  /** Whether an unchanged product with an equal title (a tie) sorts just before / after it ascending. */
  tiesBefore: boolean;
  tiesAfter: boolean;
}

/** A product's new lexemes (`inTitle`: weight A, in the title or number), for `CatalogIndex.withTexts`. */
export interface WordsChange {
  id: number;
  lexemes: { lexeme: string; inTitle: boolean }[];
}

/**
 * A product entering the index (`CatalogIndex.withAppended`): where the database puts its number
 * among the products the index holds, its category, attribute values and creation time.
 */
export interface AppendedProduct extends PlacementChange {
  /** How many products the index holds (published, not entering) have a smaller number. */
  before: number;
  /** Its place by number among the products entering with it. */
  among: number;
  /** `created_at` in microseconds since the epoch. */
  createdAt: number;
}

/** A product's category and attribute values now, for `CatalogIndex.withPlacements`. */
export interface PlacementChange {
  id: number;
  categoryId: number;
  valueIds: number[];
}

/** The parts an index is made of; a patched index shares those a change leaves alone. */
interface IndexParts {
  version: number;
  textsVersion: number;
  matchesKey: object;
  words: SearchIndex;
  positions: ProductPositions;
  categories: CategorySets;
  facets: FacetCounts;
  orders: SortOrders;
  filterSources: FilterSources;
}

/** The catalog's products in memory: typed columns, bitsets and one permutation per sort. */
export class CatalogIndex {
  readonly version: number;
  /**
   * The version the search's words were last read at: caches of what a word matches (corrections
   * are title words) stay good while it stays, through price changes.
   */
  readonly textsVersion: number;
  /**
   * What a search's matches are kept under (search-matches.ts): the same object while the words
   * and categories stay (through price changes), a new one when they change.
   */
  readonly matchesKey: object;
  readonly size: number;
  /** The search's words. */
  readonly words: SearchIndex;
  private readonly positions: ProductPositions;
  private readonly categories: CategorySets;
  private readonly facets: FacetCounts;
  private readonly orders: SortOrders;
  private readonly filterSources: FilterSources;

  /** An index built from its source, or (`{ parts }`) one made of another's parts and new ones. */
  constructor(source: CatalogIndexSource | { parts: IndexParts }) {
    const parts = "parts" in source ? source.parts : partsOf(source);
    this.version = parts.version;
    this.textsVersion = parts.textsVersion;
    this.matchesKey = parts.matchesKey;
    this.size = parts.positions.size;
    this.words = parts.words;
    this.positions = parts.positions;
    this.categories = parts.categories;
    this.facets = parts.facets;
    this.orders = parts.orders;
    this.filterSources = parts.filterSources;
  }

  /**
   * This index at `version` with new list prices: the changed products move in the two price
   * orders, their prices and price ranks change and the price range column follows; every other
   * part is shared. Costs a pass over the price orders (milliseconds at 100 000 products), not a
   * rebuild. Ids the index does not hold are left out.
   * @example
   *   const next = index.withPrices(version, [{ id: 12, price: 45000 }]);
   */
  withPrices(version: number, changes: readonly PriceChange[]): CatalogIndex {
    const prices = Float64Array.from(this.filterSources.price.column);
    const moved: number[] = [];
    for (const { id, price } of changes) {
      const [position] = this.positions.positionsOfIds([id]);
      if (position === undefined) continue;
      prices[position] = price;
      moved.push(position);
    }
    if (moved.length === 0) return this.withParts(version);
    const orders = this.orders.withField(
      "price",
      moved,
      columnOrdering(prices, this.orders.byNumber),
      this.present,
    );
    return this.withParts(version, {
      orders,
      filterSources: { ...this.filterSources, price: rangeColumn(prices, orders.orderOf("price:asc")) },
    });
  }

  /**
   * This index at `version` with new search words for some products (their postings replaced)
   * and new titles for some (moved in the two title orders where the database placed them, the
   * title ranks renumbered). The search's word caches follow `textsVersion`, which moves.
   * @example
   *   const next = index.withTexts(version, { words: [{ id: 12, lexemes }], titles: [placement] });
   */
  withTexts(
    version: number,
    { words, titles }: { words: readonly WordsChange[]; titles: readonly TitlePlacement[] },
  ): CatalogIndex {
    const positionOf = (id: number) => this.positions.positionsOfIds([id])[0];
    const lexemes = words.flatMap(({ id, lexemes: own }) => {
      const position = positionOf(id);
      return position === undefined ? [] : [{ position, lexemes: own }];
    });
    let orders = this.orders;
    const placed = titles.flatMap((placement) => {
      const position = positionOf(placement.id);
      return position === undefined ? [] : [{ ...placement, position }];
    });
    if (placed.length > 0) {
      const byPosition = new Map(placed.map((placement) => [placement.position, placement]));
      const ranks = this.orders.ranksOf("title");
      // a just before b ascending: unchanged ones tie as their ranks did; a moved one ties with an
      // unchanged neighbour as the database said, with a moved one when the titles are equal
      // (PostgreSQL's deterministic collations call only equal strings equal).
      const tie = (a: number, b: number) => {
        const [moved, next] = [byPosition.get(a), byPosition.get(b)];
        if (moved && next) return moved.title === next.title;
        if (next) return next.tiesBefore;
        if (moved) return moved.tiesAfter;
        return ranks[a] === ranks[b];
      };
      const inOrder = (direction: "asc" | "desc") =>
        [...placed]
          .sort((a, b) => a.among[direction] - b.among[direction])
          .map(({ position, before }) => ({ position, before: before[direction] }));
      orders = this.orders.withPlaced(
        "title",
        { asc: inOrder("asc"), desc: inOrder("desc") },
        tie,
        this.present,
      );
    }
    return this.withParts(version, {
      textsVersion: version,
      matchesKey: {},
      words: lexemes.length > 0 ? this.words.withProducts(lexemes) : this.words,
      orders,
    });
  }

  /**
   * This index at `version` with products in other categories or with other attribute values:
   * the category sets and value bitsets they touch are copied and changed, and the kept counts
   * of the sets holding them adjusted (facet-counts.ts); the rest is shared. Undefined when a
   * category or value is new to the index: the caller rebuilds.
   * @example
   *   const next = index.withPlacements(version, [{ id: 12, categoryId: 7, valueIds: [3, 9] }]);
   */
  withPlacements(version: number, changes: readonly PlacementChange[]): CatalogIndex | undefined {
    // Only products in the catalog: one entering it is placed by `withAppended`.
    const placed = changes.flatMap((change) => {
      const position = this.heldPosition(change.id);
      return position === undefined ? [] : [{ ...change, position }];
    });
    return this.withPlaced(version, placed);
  }

  /**
   * This index at `version` with products that entered the catalog (inserted, published again,
   * or under a new number: `withRemoved` took their old position out first) at new positions
   * after the others: every array and bitset one longer each (a bitset is copied only when its
   * words cannot hold them), number order a permutation when a number sorts before a held one's,
   * their category, values and creation time placed. Their prices, titles and words are the
   * caller's `withPrices` and `withTexts` after this. Undefined when a category or value is new
   * to the index: the caller rebuilds.
   * @example
   *   const next = index.withAppended(version, [{ id: 41, before: 12, among: 0, categoryId: 7, valueIds: [3], createdAt }]);
   */
  withAppended(version: number, products: readonly AppendedProduct[]): CatalogIndex | undefined {
    if (products.length === 0) return this.withParts(version);
    const arriving = [...products].sort((a, b) => a.among - b.among);
    const size = this.size + arriving.length;
    const positions = this.positions.withAppended(arriving.map(({ id }) => id));
    const { sets: categories, replaced } = this.categories.grown(size);
    const facets = this.facets.grown(positions, replaced);
    const orders = this.orders.withAppended(
      size,
      arriving.map(({ before }, at) => ({ position: this.size + at, before })),
      this.present,
    );
    const longer = (column: Float64Array) => {
      const grown = new Float64Array(size).fill(Number.NaN);
      grown.set(column);
      return grown;
    };
    const grown = new CatalogIndex({
      parts: {
        ...this.parts(),
        version,
        textsVersion: version,
        matchesKey: {},
        words: this.words.grown(size),
        positions,
        categories,
        facets,
        orders,
        filterSources: {
          categories,
          facets,
          price: rangeColumn(longer(this.filterSources.price.column), orders.orderOf("price:asc")),
          createdAt: rangeColumn(
            longer(this.filterSources.createdAt.column),
            orders.orderOf("createdAt:asc"),
          ),
        },
      },
    });
    const placed = grown.withPlaced(
      version,
      arriving.map((product, at) => ({ ...product, position: this.size + at })),
    );
    return placed?.withCreatedAt(
      arriving.map(({ createdAt }, at) => ({ position: this.size + at, createdAt })),
    );
  }

  /** This index with new creation times (microseconds) at positions in the catalog. */
  private withCreatedAt(changes: readonly { position: number; createdAt: number }[]): CatalogIndex {
    const createdAt = Float64Array.from(this.filterSources.createdAt.column);
    for (const change of changes) createdAt[change.position] = change.createdAt;
    const orders = this.orders.withField(
      "createdAt",
      changes.map(({ position }) => position),
      columnOrdering(createdAt, this.orders.byNumber),
      this.present,
    );
    return this.withParts(this.version, {
      orders,
      filterSources: {
        ...this.filterSources,
        createdAt: rangeColumn(createdAt, orders.orderOf("createdAt:asc")),
      },
    });
  }

  /**
   * How many positions hold no product of the catalog (removed, or left behind by one appended
   * again): what a rebuild would give back.
   * @example
   *   if (index.holes > index.size / 4) rebuild();
   */
  get holes(): number {
    return this.size - popcount(this.categories.everything);
  }

  /**
   * Calls `visit` with every position of a set in the order of the products' numbers.
   * @example
   *   index.forEachByNumber(inTitle, (position) => candidates.push(position));
   */
  forEachByNumber(set: Bitset, visit: (position: number) => void): void {
    this.orders.forEachByNumber(set, visit);
  }

  /**
   * This index at `version` without the given products (unpublished or deleted): their positions
   * stay, in no set (the whole catalog's, a category's, a value's) and with no search words, so
   * that no list, count, search or page can reach them; the orders keep them, and a page only
   * takes positions of its set. Undefined when a part cannot follow: the caller rebuilds.
   * @example
   *   const next = index.withRemoved(version, [12]);
   */
  withRemoved(version: number, ids: readonly number[]): CatalogIndex | undefined {
    const positions = [...this.positions.positionsOfIds(ids)].filter((position) =>
      hasBit(this.categories.everything, position),
    );
    if (positions.length === 0) return this.withParts(version);
    return this.withPlaced(
      version,
      positions.map((position) => ({ position, categoryId: undefined, valueIds: [] })),
      {
        textsVersion: version,
        words: this.words.withProducts(positions.map((position) => ({ position, lexemes: [] }))),
      },
    );
  }

  /**
   * Whether the index holds a product in its catalog (not one removed by `withRemoved`).
   * @example
   *   index.holds(12);
   */
  holds(id: number): boolean {
    return this.heldPosition(id) !== undefined;
  }

  /**
   * The category of a product the index holds (its own, not an ancestor); undefined for a product
   * it does not hold or one without a category.
   * @example
   *   index.categoryOf(12); // 7
   */
  categoryOf(id: number): number | undefined {
    const position = this.heldPosition(id);
    return position === undefined ? undefined : this.categories.categoryAt(position);
  }

  /** Whether a position is in the catalog (not removed by `withRemoved`). */
  private readonly present = (position: number) => hasBit(this.categories.everything, position);

  /** The position of a product the index holds in its catalog; undefined for any other. */
  private heldPosition(id: number): number | undefined {
    const [position] = this.positions.positionsOfIds([id]);
    return position !== undefined && this.present(position) ? position : undefined;
  }

  /** This index's parts with `version` and the given new ones, as a new index. */
  private withParts(version: number, changed: Partial<IndexParts> = {}): CatalogIndex {
    return new CatalogIndex({ parts: { ...this.parts(), version, ...changed } });
  }

  /**
   * This index with products placed anew (in another category or none, with other attribute
   * values): the category sets and value bitsets they touch are copied and changed, the kept counts
   * adjusted, the search's matches start afresh. Undefined when a category or value is new.
   */
  private withPlaced(
    version: number,
    placed: readonly { position: number; categoryId: number | undefined; valueIds: number[] }[],
    changed: Partial<IndexParts> = {},
  ): CatalogIndex | undefined {
    const moved = this.categories.withMoves(placed);
    if (!moved) return undefined;
    const facets = this.facets.withChanges(this.positions, placed, moved.replaced);
    if (!facets) return undefined;
    return this.withParts(version, {
      matchesKey: {},
      categories: moved.sets,
      facets,
      filterSources: { ...this.filterSources, categories: moved.sets, facets },
      ...changed,
    });
  }

  private parts(): IndexParts {
    const { version, textsVersion, matchesKey, words, positions, categories, facets, orders, filterSources } =
      this;
    return { version, textsVersion, matchesKey, words, positions, categories, facets, orders, filterSources };
  }

  /**
   * The set of positions of the given product ids (ids unknown to the index are left out).
   * @example
   *   index.bitsOfIds(Int32Array.of(12, 40));
   */
  bitsOfIds(ids: ArrayLike<number>): Bitset {
    return this.positions.bitsOfIds(ids);
  }

  /**
   * Positions of the given product ids, in their order (ids unknown to the index are left out).
   * @example
   *   index.positionsOfIds([40, 12]);
   */
  positionsOfIds(ids: ArrayLike<number>): Uint32Array {
    return this.positions.positionsOfIds(ids);
  }

  /**
   * The product ids at the given positions.
   * @example
   *   index.idsOf(ranked.subarray(0, 8));
   */
  idsOf(positions: ArrayLike<number>): number[] {
    return this.positions.idsOf(positions);
  }

  /**
   * The products matching every filter, and those matching every filter but one attribute's (for
   * that attribute's facet): the filters other than attributes are applied once for both.
   * @example
   *   const { set } = index.match({ categoryPath: "tea", price: { lte: 100000 } });
   */
  match(filter: IndexFilter): Matches {
    return matchFilter(filter, this.filterSources);
  }

  /**
   * What a search's terms match (search-index.ts), a term also naming the products of every
   * category whose title has it, with their subcategories' ("пуэр": every product under «Пуэр»).
   * @example
   *   const { set, inTitle, named } = index.matchSearch(search.terms);
   */
  matchSearch(terms: readonly SearchTerm[]): TermMatches {
    return this.words.match(terms, (term) => this.categories.named(term));
  }

  /**
   * Ids of up to `limit` categories whose title has every term, those with the most products
   * (their subtree's) first.
   * @example
   *   index.categoriesMatching(search.terms, 4);
   */
  categoriesMatching(terms: readonly SearchTerm[], limit: number): number[] {
    return this.categories.matching(terms, limit);
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
    options?: { count?: number; within?: Bitset | undefined },
  ): Map<number, number> {
    return this.facets.countValues(set, valueIds, options);
  }

  /**
   * A page of a set in the order asked: by `sort` (ties by number), else by a search's relevance
   * (its title candidates in their ranked order, then the set's other products by number), else
   * by number.
   * @example
   *   index.page(matches, { sort: [{ field: "price", direction: "asc" }], offset: 0, limit: 20 });
   */
  page(set: Bitset, request: PageRequest): IndexPage {
    const totalItems = popcount(set);
    return { ids: this.idsOf(this.orders.page(set, totalItems, request)), totalItems };
  }
}

function partsOf(source: CatalogIndexSource): IndexParts {
  const size = source.ids.length;
  const positions = new ProductPositions(source.ids);
  const categories = new CategorySets(source.categoryIds, source.categories);
  const facets = new FacetCounts(positions, source.valueProducts, categories.all());
  // The ranks alone: the source's other parts are not kept once the index is built.
  const { priceRanks, titleRanks, createdAtRanks } = source;
  const orders = new SortOrders(source.orders, { priceRanks, titleRanks, createdAtRanks }, size);
  const filterSources: FilterSources = {
    categories,
    price: rangeColumn(source.prices, orders.orderOf("price:asc")),
    createdAt: rangeColumn(source.createdAt, orders.orderOf("createdAt:asc")),
    facets,
  };
  return {
    version: source.version,
    textsVersion: source.textsVersion ?? source.version,
    matchesKey: {},
    words: new SearchIndex(size, source.words),
    positions,
    categories,
    facets,
    orders,
    filterSources,
  };
}

/**
 * The database's orders over a column of exact values (prices in kopecks, times in microseconds),
 * compared in JS: ascending with NULLs (NaN) last, descending with them first, ties by number.
 */
function columnOrdering(column: Float64Array, byNumber: (a: number, b: number) => number): FieldOrdering {
  const value = (position: number) => column[position] ?? Number.NaN;
  const ascending = (a: number, b: number) => {
    const [x, y] = [value(a), value(b)];
    if (Number.isNaN(x) || Number.isNaN(y)) return Number(Number.isNaN(x)) - Number(Number.isNaN(y));
    return x - y;
  };
  return {
    asc: (a, b) => ascending(a, b) || byNumber(a, b),
    desc: (a, b) => -ascending(a, b) || byNumber(a, b),
    tie: (a, b) => ascending(a, b) === 0,
  };
}
