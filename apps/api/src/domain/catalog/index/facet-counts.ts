import {
  addBit,
  type Bitset,
  emptyBitset,
  forEachPosition,
  hasBit,
  popcount,
  popcountAnd,
  removeBit,
  uniteInto,
} from "./bitset";
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

/** A product's attribute values now, for `FacetCounts.withChanges`. */
export interface ValuesChange {
  position: number;
  valueIds: readonly number[];
}

/** What a patch changes of a facet count's parts. */
interface FacetParts {
  valueBits: Map<number, Bitset>;
  valueIndexById: Map<number, number>;
  valueOffsets: Uint32Array;
  productValues: Uint32Array;
  storedCounts: Map<Bitset, { counts: Uint32Array; size: number }>;
  pairCounts: Map<Bitset, Uint32Array>;
}

/** The products of each attribute value, and the counts of values among sets of products. */
export class FacetCounts {
  private readonly size: number;
  private readonly valueBits: Map<number, Bitset> = new Map();
  /** Attribute value ids numbered 0..v-1, so that counts can sit in an array. */
  private readonly valueIndexById: Map<number, number> = new Map();
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
  private readonly storedCounts: Map<Bitset, { counts: Uint32Array; size: number }> = new Map();
  /**
   * For each of those sets, how many of its products carry both of two values (row a, column b,
   * by value number): the counts of a category's products with one value (the most common list,
   * and each facet's own of a list filtered by two attributes). Kept while values are few.
   */
  private readonly pairCounts: Map<Bitset, Uint32Array> = new Map();
  /** Counts (by value number) of sets made by filter matching whose counts were kept. */
  private readonly knownCounts = new WeakMap<Bitset, Uint32Array>();

  /**
   * The values' products (`valueProducts`: product ids by attribute value id), and the counts of
   * the sets to keep counts of (`keptSets`, the index's own), taken now.
   * @example
   *   const facets = new FacetCounts(positions, source.valueProducts, categories.all());
   */
  constructor(
    positions: ProductPositions,
    valueProducts: Map<number, Int32Array>,
    keptSets: Bitset[],
    parts?: FacetParts,
  ) {
    this.size = positions.size;
    if (parts) {
      ({
        valueBits: this.valueBits,
        valueIndexById: this.valueIndexById,
        valueOffsets: this.valueOffsets,
        productValues: this.productValues,
        storedCounts: this.storedCounts,
        pairCounts: this.pairCounts,
      } = parts);
      return;
    }
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
   * These counts after products changed attribute values (`changes`, every value a product has
   * now) or moved between kept sets (`replaced`: each kept set that changed, to its new copy; the
   * changed products' membership is read from both): the values' bitsets and each kept set's
   * counts and pair table are copied where a changed product touches them and adjusted by its
   * old and new values, the rest shared. Undefined when a value is new to the index (its number
   * would change every table's shape): the caller rebuilds.
   * @example
   *   facets.withChanges(positions, [{ position: 12, valueIds: [3, 9] }], replaced);
   */
  withChanges(
    positions: ProductPositions,
    changes: readonly ValuesChange[],
    replaced: ReadonlyMap<Bitset, Bitset>,
  ): FacetCounts | undefined {
    const values = this.valueIndexById.size;
    const oldRow = (position: number) =>
      this.productValues.subarray(this.valueOffsets[position] ?? 0, this.valueOffsets[position + 1] ?? 0);
    const newRows = new Map<number, Uint32Array>();
    for (const { position, valueIds } of changes) {
      const row: number[] = [];
      for (const valueId of new Set(valueIds)) {
        const valueIndex = this.valueIndexById.get(valueId);
        if (valueIndex === undefined) return undefined;
        row.push(valueIndex);
      }
      newRows.set(position, Uint32Array.from(row.sort((a, b) => a - b)));
    }
    const valueIds = [...this.valueIndexById.keys()];
    const valueBits = new Map(this.valueBits);
    const copied = new Set<number>();
    const bitsOf = (valueIndex: number) => {
      const valueId = valueIds[valueIndex] ?? -1;
      if (!copied.has(valueId)) valueBits.set(valueId, Uint32Array.from(this.valueBits.get(valueId) ?? []));
      copied.add(valueId);
      return valueBits.get(valueId) ?? emptyBitset(this.size);
    };
    for (const [position, row] of newRows) {
      const old = oldRow(position);
      for (const valueIndex of old) if (!row.includes(valueIndex)) removeBit(bitsOf(valueIndex), position);
      for (const valueIndex of row) if (!old.includes(valueIndex)) addBit(bitsOf(valueIndex), position);
    }
    const [valueOffsets, productValues] = this.rowsWith(newRows);
    const storedCounts = new Map<Bitset, { counts: Uint32Array; size: number }>();
    const pairCounts = new Map<Bitset, Uint32Array>();
    for (const [before, stored] of this.storedCounts) {
      const after = replaced.get(before) ?? before;
      const pairs = this.pairCounts.get(before);
      const touched = changes.filter(({ position }) => hasBit(before, position) || hasBit(after, position));
      if (touched.length === 0) {
        storedCounts.set(after, stored);
        if (pairs) pairCounts.set(after, pairs);
        continue;
      }
      const counts = Uint32Array.from(stored.counts);
      const newPairs = pairs ? Uint32Array.from(pairs) : undefined;
      let size = stored.size;
      const count = (row: ArrayLike<number>, step: number) => {
        size += step;
        for (let a = 0; a < row.length; a++) {
          const valueIndex = row[a] ?? 0;
          counts[valueIndex] = (counts[valueIndex] ?? 0) + step;
          if (!newPairs) continue;
          for (let b = 0; b < row.length; b++) {
            const at = valueIndex * values + (row[b] ?? 0);
            newPairs[at] = (newPairs[at] ?? 0) + step;
          }
        }
      };
      for (const { position } of touched) {
        if (hasBit(before, position)) count(oldRow(position), -1);
        if (hasBit(after, position)) count(newRows.get(position) ?? oldRow(position), 1);
      }
      storedCounts.set(after, { counts, size });
      if (newPairs) pairCounts.set(after, newPairs);
    }
    return new FacetCounts(positions, new Map(), [], {
      valueBits,
      valueIndexById: this.valueIndexById,
      valueOffsets,
      productValues,
      storedCounts,
      pairCounts,
    });
  }

  /**
   * These counts over the positions of `positions`, the new ones with no values; `replaced` maps
   * each kept set that was copied longer to its copy (`CategorySets.grown`), whose counts are the
   * same. A value's bitset is copied only when its words cannot hold the new positions.
   * @example
   *   facets.grown(positions.withAppended([41]), replaced);
   */
  grown(positions: ProductPositions, replaced: ReadonlyMap<Bitset, Bitset>): FacetCounts {
    const words = emptyBitset(positions.size).length;
    const valueBits = new Map(
      [...this.valueBits].map(([valueId, bits]) => {
        if (bits.length >= words) return [valueId, bits] as const;
        const longer = new Uint32Array(words);
        longer.set(bits);
        return [valueId, longer] as const;
      }),
    );
    const valueOffsets = new Uint32Array(positions.size + 1).fill(this.productValues.length);
    valueOffsets.set(this.valueOffsets);
    const rekeyed = <T>(kept: Map<Bitset, T>) =>
      new Map([...kept].map(([set, value]) => [replaced.get(set) ?? set, value] as const));
    return new FacetCounts(positions, new Map(), [], {
      valueBits,
      valueIndexById: this.valueIndexById,
      valueOffsets,
      productValues: this.productValues,
      storedCounts: rekeyed(this.storedCounts),
      pairCounts: rekeyed(this.pairCounts),
    });
  }

  /** The compressed rows with some positions' rows replaced. */
  private rowsWith(newRows: ReadonlyMap<number, Uint32Array>): [Uint32Array, Uint32Array] {
    const offsets = new Uint32Array(this.size + 1);
    let length = 0;
    for (let position = 0; position < this.size; position++) {
      const row = newRows.get(position);
      length += row
        ? row.length
        : (this.valueOffsets[position + 1] ?? 0) - (this.valueOffsets[position] ?? 0);
      offsets[position + 1] = length;
    }
    const values = new Uint32Array(length);
    let at = 0;
    let start = 0;
    // Unchanged stretches are copied whole; a changed row is written in its place.
    const changed = [...newRows.keys()].sort((a, b) => a - b);
    for (const position of changed) {
      const end = this.valueOffsets[position] ?? 0;
      values.set(this.productValues.subarray(start, end), at);
      at += end - start;
      const row = newRows.get(position) ?? new Uint32Array();
      values.set(row, at);
      at += row.length;
      start = this.valueOffsets[position + 1] ?? 0;
    }
    values.set(this.productValues.subarray(start), at);
    return [offsets, values];
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
