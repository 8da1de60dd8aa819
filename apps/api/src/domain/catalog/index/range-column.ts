import {
  addBit,
  type Bitset,
  emptyBitset,
  forEachPosition,
  intersectInto,
  popcount,
  removeBit,
} from "./bitset";

// The catalog index's price and date filters: a numeric column per product position, kept with
// its positions in ascending order, so that a range is a stretch of that order found by binary
// search (catalog-index.ts).

/** A price filter, kopecks; every bound given must hold. */
export interface PriceBounds {
  lt?: number;
  lte?: number;
  gt?: number;
  gte?: number;
}

/** A creation date filter; every bound given must hold. */
export interface CreatedAtBounds {
  before?: Date;
  after?: Date;
  strictlyBefore?: Date;
  strictlyAfter?: Date;
}

/** A numeric column with its positions in ascending order, those without a value (NaN) last. */
export interface RangeColumn {
  column: Float64Array;
  ascending: Uint32Array;
  /** How many positions have a value: the NaN ones are `ascending[valued..]`. */
  valued: number;
}

/**
 * The bounds of a filter as two tests, each false for NaN (no value matches a bound, as NULL in
 * SQL): along an ascending order, `atLeast` turns true once and `atMost` turns false once.
 */
interface Range {
  atLeast(value: number): boolean;
  atMost(value: number): boolean;
}

/**
 * A range column over `column` (a value per position, NaN for none) and its `ascending` order of
 * positions, NaN ones last.
 */
export function rangeColumn(column: Float64Array, ascending: Uint32Array): RangeColumn {
  return {
    column,
    ascending,
    valued: firstFailing(ascending, column, ascending.length, (value) => !Number.isNaN(value)),
  };
}

/**
 * `set` keeps only the products whose `column` value is in `range`. The products in range are
 * a stretch of the column's ascending order, found by binary search: added one by one when they
 * are fewer than the set, else the set's own products are tested.
 */
export function narrowToRange(set: Bitset, { column, ascending, valued }: RangeColumn, range: Range): void {
  const size = ascending.length;
  const start = firstFailing(ascending, column, valued, (value) => !range.atLeast(value));
  const end = firstFailing(ascending, column, valued, range.atMost);
  if (start === 0 && end === size) return;
  if (end - start < popcount(set)) {
    const inRange = emptyBitset(size);
    for (let at = start; at < end; at++) addBit(inRange, ascending[at] ?? 0);
    intersectInto(set, inRange);
    return;
  }
  forEachPosition(set, (position) => {
    const value = column[position] ?? Number.NaN;
    if (!(range.atLeast(value) && range.atMost(value))) removeBit(set, position);
  });
}

export function priceRange({ lt, lte, gt, gte }: PriceBounds): Range {
  return {
    atLeast: (value) =>
      !Number.isNaN(value) && (gt === undefined || value > gt) && (gte === undefined || value >= gte),
    atMost: (value) =>
      !Number.isNaN(value) && (lt === undefined || value < lt) && (lte === undefined || value <= lte),
  };
}

export function createdAtRange(createdAt: CreatedAtBounds): Range {
  // The column holds microseconds since the epoch, PostgreSQL's precision.
  const micros = (date: Date | undefined) => (date === undefined ? undefined : date.getTime() * 1000);
  const [before, strictlyBefore, after, strictlyAfter] = [
    micros(createdAt.before),
    micros(createdAt.strictlyBefore),
    micros(createdAt.after),
    micros(createdAt.strictlyAfter),
  ];
  return {
    atLeast: (value) =>
      !Number.isNaN(value) &&
      (after === undefined || value >= after) &&
      (strictlyAfter === undefined || value > strictlyAfter),
    atMost: (value) =>
      !Number.isNaN(value) &&
      (before === undefined || value <= before) &&
      (strictlyBefore === undefined || value < strictlyBefore),
  };
}

/**
 * The first index of `order[0..end)` whose value fails `holds`, which holds for a prefix of it
 * (binary search).
 */
function firstFailing(
  order: Uint32Array,
  column: Float64Array,
  end: number,
  holds: (value: number) => boolean,
): number {
  let [low, high] = [0, end];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (holds(column[order[middle] ?? 0] ?? Number.NaN)) low = middle + 1;
    else high = middle;
  }
  return low;
}
