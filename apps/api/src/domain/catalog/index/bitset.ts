// Sets of catalog positions (0..n-1) as bit arrays of 32-bit words: a set of 100 000 products is
// 12.5 KB, and intersecting two of them or counting one is a pass over 3 125 words.

export type Bitset = Uint32Array;

/**
 * An empty set for `size` positions.
 * @example
 *   const set = emptyBitset(100_000);
 */
export const emptyBitset = (size: number): Bitset => new Uint32Array((size + 31) >>> 5);

/**
 * The set of every position below `size`.
 * @example
 *   popcount(fullBitset(40)); // 40
 */
export function fullBitset(size: number): Bitset {
  const set = emptyBitset(size).fill(0xffffffff);
  const tail = size & 31;
  if (tail !== 0) set[set.length - 1] = (1 << tail) - 1;
  return set;
}

/**
 * Adds a position to a set.
 * @example
 *   addBit(set, 17);
 */
export function addBit(set: Bitset, position: number): void {
  set[position >>> 5] = (set[position >>> 5] ?? 0) | (1 << (position & 31));
}

/**
 * Takes a position out of a set.
 * @example
 *   removeBit(set, 17);
 */
export function removeBit(set: Bitset, position: number): void {
  set[position >>> 5] = (set[position >>> 5] ?? 0) & ~(1 << (position & 31));
}

/**
 * Whether a position is in a set.
 * @example
 *   if (hasBit(set, position)) page.push(position);
 */
export const hasBit = (set: Bitset, position: number): boolean =>
  ((set[position >>> 5] ?? 0) & (1 << (position & 31))) !== 0;

/**
 * `target` becomes its intersection with `other`.
 * @example
 *   intersectInto(matches, categoryBits);
 */
export function intersectInto(target: Bitset, other: Bitset): Bitset {
  for (let word = 0; word < target.length; word++) target[word] = (target[word] ?? 0) & (other[word] ?? 0);
  return target;
}

/**
 * `target` becomes its union with `other`.
 * @example
 *   uniteInto(anyOfValues, valueBits);
 */
export function uniteInto(target: Bitset, other: Bitset): Bitset {
  for (let word = 0; word < target.length; word++) target[word] = (target[word] ?? 0) | (other[word] ?? 0);
  return target;
}

/**
 * The positions of `a` that are not in `b`, as a new set.
 * @example
 *   const others = withoutBits(matches, inTitle);
 */
export function withoutBits(a: Bitset, b: Bitset): Bitset {
  const set = new Uint32Array(a.length);
  for (let word = 0; word < a.length; word++) set[word] = (a[word] ?? 0) & ~(b[word] ?? 0);
  return set;
}

function bitsOf(word: number): number {
  let bits = word - ((word >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * How many positions a set holds.
 * @example
 *   const totalItems = popcount(matches);
 */
export function popcount(set: Bitset): number {
  let count = 0;
  for (let word = 0; word < set.length; word++) count += bitsOf(set[word] ?? 0);
  return count;
}

/**
 * How many positions two sets share, without building their intersection (a facet count).
 * @example
 *   const japan = popcountAnd(matches, valueBits);
 */
export function popcountAnd(a: Bitset, b: Bitset): number {
  let count = 0;
  for (let word = 0; word < a.length; word++) count += bitsOf((a[word] ?? 0) & (b[word] ?? 0));
  return count;
}

/**
 * Up to `limit` positions of a set in ascending (or descending) order after skipping `offset` of
 * them; whole words are skipped by their counts.
 * @example
 *   positionsInOrder(matches, 40, 20, "asc"); // the third page of 20, by position
 */
export function positionsInOrder(
  set: Bitset,
  offset: number,
  limit: number,
  direction: "asc" | "desc",
): number[] {
  const found: number[] = [];
  let skip = offset;
  const step = direction === "asc" ? 1 : -1;
  for (let word = direction === "asc" ? 0 : set.length - 1; word >= 0 && word < set.length; word += step) {
    const bits = set[word] ?? 0;
    if (bits === 0) continue;
    const count = bitsOf(bits);
    if (skip >= count) {
      skip -= count;
      continue;
    }
    for (let bit = direction === "asc" ? 0 : 31; bit >= 0 && bit < 32; bit += step) {
      if ((bits & (1 << bit)) === 0) continue;
      if (skip > 0) skip--;
      else {
        found.push(word * 32 + bit);
        if (found.length === limit) return found;
      }
    }
  }
  return found;
}

/**
 * Calls `visit` with every position of a set, in ascending order, word by word and bit by bit
 * (no array of positions is made).
 * @example
 *   forEachPosition(matches, (position) => counts[valueOf[position]]++);
 */
export function forEachPosition(set: Bitset, visit: (position: number) => void): void {
  for (let word = 0; word < set.length; word++) {
    let bits = set[word] ?? 0;
    while (bits !== 0) {
      const lowest = bits & -bits;
      visit(word * 32 + 31 - Math.clz32(lowest));
      bits ^= lowest;
    }
  }
}
