import {
  addBit,
  type Bitset,
  emptyBitset,
  fullBitset,
  hasBit,
  popcount,
  removeBit,
  uniteInto,
} from "./bitset";
import { lexemesMatch, type SearchTerm } from "./search-index";

// The catalog index's own sets (catalog-index.ts): the whole catalog, each category's products
// with its subcategories', and the empty set (a category unknown to it). A list filtered by
// category alone is one of them, so their facet counts are taken once with the index
// (facet-counts.ts). Categories are also found here by the words of their titles: a search word
// naming a category, and the categories a suggestion offers.

/** A category as the index is built from it. */
export interface IndexedCategory {
  id: number;
  /** The slug path (`tea/green`). */
  path: string;
  /** The title's lexemes (as `to_tsvector('russian', title)`). */
  lexemes: string[];
}

/**
 * A product's new category (none: it left the catalog), for `CategorySets.withMoves`; a position
 * not in the catalog that gets a category enters it (an appended product).
 */
export interface CategoryMove {
  position: number;
  categoryId: number | undefined;
}

/** The whole catalog's, each category's and no products, as sets of positions. */
export class CategorySets {
  readonly everything: Bitset;
  readonly nothing: Bitset;
  private readonly size: number;
  /** Each category's products with its subcategories', by slug path. */
  private readonly byPath = new Map<string, Bitset>();
  /** Categories with products, the most products (their subtree's) first. */
  private readonly bySize: IndexedCategory[];
  /** Each position's own category, and every category: what a move needs. */
  private readonly categoryIds: Int32Array;
  private readonly categories: readonly IndexedCategory[];

  /**
   * The sets of `categories`, from each product's category id (`categoryIds`, by position).
   * @example
   *   const sets = new CategorySets(Int32Array.of(3, 3, 4), [{ id: 3, path: "tea", lexemes: ["ча"] }]);
   */
  constructor(
    categoryIds: Int32Array,
    categories: readonly IndexedCategory[],
    kept?: { everything: Bitset; nothing: Bitset; byPath: Map<string, Bitset> },
  ) {
    this.size = categoryIds.length;
    this.categoryIds = categoryIds;
    this.categories = categories;
    this.everything = kept?.everything ?? fullBitset(this.size);
    this.nothing = kept?.nothing ?? emptyBitset(this.size);
    if (kept) {
      this.byPath = kept.byPath;
      this.bySize = this.bySizeOf(categories);
      return;
    }
    const ownBits = new Map<number, Bitset>();
    categoryIds.forEach((categoryId, position) => {
      const bits = ownBits.get(categoryId) ?? emptyBitset(this.size);
      ownBits.set(categoryId, bits);
      addBit(bits, position);
    });
    for (const { path } of categories) {
      const subtree = emptyBitset(this.size);
      for (const category of categories) {
        if (category.path !== path && !category.path.startsWith(`${path}/`)) continue;
        const own = ownBits.get(category.id);
        if (own) uniteInto(subtree, own);
      }
      this.byPath.set(path, subtree);
    }
    this.bySize = this.bySizeOf(categories);
  }

  private bySizeOf(categories: readonly IndexedCategory[]): IndexedCategory[] {
    return categories
      .map((category) => ({ ...category, size: popcount(this.byPath.get(category.path) ?? this.nothing) }))
      .filter((category) => category.size > 0)
      .sort((a, b) => b.size - a.size || a.id - b.id)
      .map(({ id, path, lexemes }) => ({ id, path, lexemes }));
  }

  /**
   * These sets with products moved to other categories: each subtree set that gains or loses one
   * is copied and changed, the others shared; a product without a category now leaves the whole
   * catalog's set too (its position stays, in no set). `replaced` maps each set that changed to
   * its copy.
   * Undefined when a category is unknown to the index (it was built before the category existed).
   * @example
   *   const moved = sets.withMoves([{ position: 12, categoryId: 7 }]);
   */
  withMoves(
    moves: readonly CategoryMove[],
  ): { sets: CategorySets; replaced: Map<Bitset, Bitset> } | undefined {
    const pathById = new Map(this.categories.map((category) => [category.id, category.path]));
    const categoryIds = Int32Array.from(this.categoryIds);
    const byPath = new Map(this.byPath);
    const replaced = new Map<Bitset, Bitset>();
    const copyOf = (path: string) => {
      const set = this.byPath.get(path) ?? this.nothing;
      const copy = replaced.get(set) ?? Uint32Array.from(set);
      replaced.set(set, copy);
      byPath.set(path, copy);
      return copy;
    };
    // The paths of a category's subtree sets: its own and every ancestor's.
    const chainOf = (path: string) =>
      path.split("/").map((_, depth, parts) => parts.slice(0, depth + 1).join("/"));
    let everything = this.everything;
    for (const { position, categoryId } of moves) {
      const from = pathById.get(categoryIds[position] ?? -1);
      const to = categoryId === undefined ? undefined : pathById.get(categoryId);
      if (categoryId !== undefined && to === undefined) return undefined;
      categoryIds[position] = categoryId ?? -1;
      for (const path of from === undefined ? [] : chainOf(from))
        if (this.byPath.has(path)) removeBit(copyOf(path), position);
      for (const path of to === undefined ? [] : chainOf(to))
        if (this.byPath.has(path)) addBit(copyOf(path), position);
      if (to !== undefined && hasBit(everything, position)) continue;
      if (everything === this.everything) everything = Uint32Array.from(this.everything);
      replaced.set(this.everything, everything);
      if (to === undefined) removeBit(everything, position);
      else addBit(everything, position);
    }
    const { nothing } = this;
    return {
      sets: new CategorySets(categoryIds, this.categories, { everything, nothing, byPath }),
      replaced,
    };
  }

  /**
   * These sets over `size` positions, the new ones in none (not even the whole catalog's) until
   * `withMoves` places them. A set whose words hold the new positions already is shared; the
   * others are copied longer, and `replaced` maps each to its copy (the facet counts kept under
   * them follow).
   * @example
   *   const { sets, replaced } = categories.grown(size + 1);
   */
  grown(size: number): { sets: CategorySets; replaced: Map<Bitset, Bitset> } {
    const replaced = new Map<Bitset, Bitset>();
    const grow = (set: Bitset) => {
      const words = emptyBitset(size);
      if (set.length >= words.length) return set;
      words.set(set);
      replaced.set(set, words);
      return words;
    };
    const categoryIds = new Int32Array(size).fill(-1);
    categoryIds.set(this.categoryIds);
    const byPath = new Map([...this.byPath].map(([path, set]) => [path, grow(set)]));
    const kept = { everything: grow(this.everything), nothing: grow(this.nothing), byPath };
    return { sets: new CategorySets(categoryIds, this.categories, kept), replaced };
  }

  /**
   * The products of the category at `path` with its subcategories' (none for a path unknown to
   * the index), or the whole catalog without a path. Read it, never change it.
   * @example
   *   sets.productsOf("tea/green");
   */
  productsOf(path: string | undefined): Bitset {
    return path === undefined ? this.everything : (this.byPath.get(path) ?? this.nothing);
  }

  /**
   * The category a position's product is in (its own, not an ancestor); undefined for none.
   * @example
   *   sets.categoryAt(12); // 7
   */
  categoryAt(position: number): number | undefined {
    const categoryId = this.categoryIds[position] ?? -1;
    return categoryId >= 0 ? categoryId : undefined;
  }

  /**
   * Every set of the index: the whole catalog, no products, each category's.
   * @example
   *   new FacetCounts(positions, source.valueProducts, sets.all());
   */
  all(): Bitset[] {
    return [this.everything, this.nothing, ...this.byPath.values()];
  }

  /**
   * The products of the categories whose title has the term, with their subcategories'
   * ("пуэр": every product under «Пуэр»); undefined when no title has it.
   * @example
   *   sets.named(term);
   */
  named(term: SearchTerm): Bitset | undefined {
    let named: Bitset | undefined;
    for (const category of this.bySize) {
      if (!lexemesMatch([term], category.lexemes)) continue;
      named = uniteInto(named ?? emptyBitset(this.size), this.byPath.get(category.path) ?? this.nothing);
    }
    return named;
  }

  /**
   * Ids of up to `limit` categories whose title has every term, those with the most products
   * (their subtree's) first.
   * @example
   *   sets.matching(search.terms, 4);
   */
  matching(terms: readonly SearchTerm[], limit: number): number[] {
    const found: number[] = [];
    for (const category of this.bySize) {
      if (found.length === limit) break;
      if (lexemesMatch(terms, category.lexemes)) found.push(category.id);
    }
    return found;
  }
}
