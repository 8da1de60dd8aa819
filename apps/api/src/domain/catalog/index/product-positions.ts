import { addBit, type Bitset, emptyBitset } from "./bitset";

// Where each product stands in the catalog index (catalog-index.ts): at positions 0..n-1, in the
// order of product numbers when the index is read, products that entered it since appended after
// them (sort-orders.ts keeps number order). The database speaks of product ids and the index of
// positions; this is the one place that turns one into the other.

/** The products' ids by position, and each id's position. */
export class ProductPositions {
  readonly size: number;
  private readonly ids: Int32Array;
  /**
   * The position of each product id; -1 for an id the index does not hold. An id appended again
   * (published again, or a new number) is at its last position; the earlier one is a hole.
   */
  private readonly positionById: Int32Array;

  /**
   * Positions of `ids`, the product ids by position (in the order of their numbers when read).
   * @example
   *   const positions = new ProductPositions(Int32Array.of(12, 40, 7));
   */
  constructor(ids: Int32Array) {
    this.ids = ids;
    this.size = ids.length;
    let maxId = 0;
    for (const id of ids) maxId = Math.max(maxId, id);
    this.positionById = new Int32Array(maxId + 1).fill(-1);
    ids.forEach((id, position) => {
      this.positionById[id] = position;
    });
  }

  /**
   * These positions with `ids` appended at `size`, `size + 1`, …: an id already held moves to
   * its new position.
   * @example
   *   positions.withAppended([41]);
   */
  withAppended(ids: readonly number[]): ProductPositions {
    const all = new Int32Array(this.size + ids.length);
    all.set(this.ids);
    all.set(ids, this.size);
    return new ProductPositions(all);
  }

  /**
   * The set of positions of the given product ids (ids unknown to the index are left out).
   * @example
   *   positions.bitsOfIds(Int32Array.of(12, 40));
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
   *   positions.positionsOfIds([40, 12]);
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
   *   positions.idsOf([0, 2]); // [12, 7]
   */
  idsOf(positions: ArrayLike<number>): number[] {
    return Array.from(positions, (position) => this.ids[position] ?? 0);
  }
}
