import { type Bitset, emptyBitset, forEachPosition, popcount, popcountAnd, uniteInto } from "./bitset";
import type { ProductPositions } from "./product-positions";

// The facet counts of the catalog index (catalog-index.ts): how many products of a set carry each
// attribute value. Each value's products are a bitset (the attribute filters, and counting a few
// values of a large set); each product's values are compressed rows (counting every value of a
// small set). The counts of the index's own sets (category-sets.ts) are taken once when it is built,
// with a value-by-value table while values are few, so that neither a list filtered by category
// alone nor one filtered by category and a single value needs counting.

// A value-by-value table is values² counts per category, 256 KB at 256 values; with more values
// none is kept and such lists are counted.
const MAX_PAIRED_VALUES = 256;

/** The products of each attribute value, and the counts of values among sets of products. */
export class FacetCounts {
  private readonly size: number;
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
  /** Counts (by value number) of sets made by filter matching whose counts were kept. */
  private readonly knownCounts = new WeakMap<Bitset, Uint32Array>();

  /**
   * The values' products (`valueProducts`: product ids by attribute value id), and the counts of
   * the sets to keep counts of (`keptSets`, the index's own), taken now.
   * @example
   *   const facets = new FacetCounts(positions, source.valueProducts, categories.all());
   */
  constructor(positions: ProductPositions, valueProducts: Map<number, Int32Array>, keptSets: Bitset[]) {
    this.size = positions.size;
    for (const [valueId, productIds] of valueProducts) {
      this.valueBits.set(valueId, positions.bitsOfIds(productIds));
      this.valueIndexById.set(valueId, this.valueIndexById.size);
    }
    [this.valueOffsets, this.productValues] = this.productValueRows(positions, valueProducts);
    for (const set of keptSets) {
      this.storedCounts.set(set, { counts: this.countByProducts(set), size: popcount(set) });
      if (this.valueIndexById.size <= MAX_PAIRED_VALUES) this.pairCounts.set(set, this.countPairs(set));
    }
  }

  /**
   * The products carrying any of the given attribute values (an attribute's filter).
   * @example
   *   facets.anyValueSet([japanId, chinaId]);
   */
  anyValueSet(valueIds: readonly number[]): Bitset {
    const anyValue = emptyBitset(this.size);
    for (const valueId of valueIds) {
      const bits = this.valueBits.get(valueId);
      if (bits) uniteInto(anyValue, bits);
    }
    return anyValue;
  }

  /**
   * Takes note that `set` holds the products of `within` (a kept set) that carry `valueId`: its
   * counts are then a row of `within`'s value-by-value table, when one is kept.
   * @example
   *   facets.noteOneValueOf(set, categories.productsOf("tea"), japanId);
   */
  noteOneValueOf(set: Bitset, within: Bitset, valueId: number): void {
    const pairs = this.pairCounts.get(within);
    const valueIndex = this.valueIndexById.get(valueId);
    if (!pairs || valueIndex === undefined) return;
    const values = this.valueIndexById.size;
    this.knownCounts.set(set, pairs.subarray(valueIndex * values, (valueIndex + 1) * values));
  }

  /**
   * How many of a set carry each of the given attribute values. `count` is the set's popcount
   * when the caller has it, `within` a kept set holding it (`Matches.within`).
   * @example
   *   facets.countValues(matches.set, [japanId, chinaId], { within: matches.within }); // Map { japanId => 120, chinaId => 340 }
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

  /** Each product's attribute value numbers as compressed rows: offsets per position, values. */
  private productValueRows(
    positions: ProductPositions,
    valueProducts: Map<number, Int32Array>,
  ): [Uint32Array, Uint32Array] {
    const offsets = new Uint32Array(this.size + 1);
    for (const productIds of valueProducts.values()) {
      for (const position of positions.positionsOfIds(productIds))
        offsets[position + 1] = (offsets[position + 1] ?? 0) + 1;
    }
    for (let position = 0; position < this.size; position++) {
      offsets[position + 1] = (offsets[position + 1] ?? 0) + (offsets[position] ?? 0);
    }
    const values = new Uint32Array(offsets[this.size] ?? 0);
    const next = offsets.slice(0, this.size);
    for (const [valueId, productIds] of valueProducts) {
      const valueIndex = this.valueIndexById.get(valueId) ?? 0;
      for (const position of positions.positionsOfIds(productIds)) {
        const at = next[position] ?? 0;
        values[at] = valueIndex;
        next[position] = at + 1;
      }
    }
    return [offsets, values];
  }
}
