import {
  addBit,
  type Bitset,
  emptyBitset,
  forEachPosition,
  hasBit,
  popcount,
  popcountAnd,
  positionsInOrder,
  withoutBits,
} from "./bitset";

// Which positions of a set make up a page of the catalog index (catalog-index.ts), in the order
// asked: by number, by a sort field (one permutation of the positions per field and direction,
// ordered by the database), by several fields (their ranks), or by a search's relevance. Number
// order is the positions' own while the index is as built; a product appended at the end
// (`withAppended`) whose number sorts before others' makes it a permutation like the others.

export type SortField = "number" | "price" | "title" | "createdAt";
export type SortDirection = "asc" | "desc";
export type Sort = { field: SortField; direction: SortDirection }[];

/** A search's order: its candidates (a word in the title or category) by relevance, then its other matches by number. */
export interface Relevance {
  /** Positions of the candidates, best first. */
  ranked: Uint32Array;
  /** The same positions, as a set. */
  candidates: Bitset;
}

/** Which page of a set, in which order. */
export interface PageRequest {
  sort: Sort;
  relevance?: Relevance | undefined;
  offset: number;
  limit: number;
}

/**
 * Each product's rank (by position) by the fields a list sorts by besides number: equal for ties,
 * growing along the field's ascending order (dense when built; a patch may leave gaps).
 */
export interface SortRanks {
  /** Ranks by the database's own ordering (its collation, nulls last), so ties stay ties. */
  priceRanks: Uint32Array;
  titleRanks: Uint32Array;
  createdAtRanks: Uint32Array;
}

/**
 * How a field orders positions, for moving changed ones (`SortOrders.withField`): its ascending
 * and descending comparisons (ties by position) as the database orders them, and whether two
 * positions tie.
 */
export interface FieldOrdering {
  asc(a: number, b: number): number;
  desc(a: number, b: number): number;
  tie(a: number, b: number): boolean;
}

type RankedField = Exclude<SortField, "number">;

/** A moved position and how many present positions that did not move sort before it. */
export interface Placed {
  position: number;
  before: number;
}
const RANKS_OF = { price: "priceRanks", title: "titleRanks", createdAt: "createdAtRanks" } as const;

/** The catalog's positions in each order a list is sorted by, and pages of sets in them. */
export class SortOrders {
  private readonly size: number;
  /** Positions ordered by each ranked field ascending and descending (`price:asc`), ties by number. */
  private readonly orders: Map<string, Uint32Array>;
  /** The inverse of each order: where each position stands in it. */
  private readonly places = new Map<string, Uint32Array>();
  private readonly ranks: SortRanks;

  /**
   * The orders of `size` positions (`price:asc`, `title:desc`, … as the database ordered them;
   * `number:asc` and `number:desc` only when number order is not the positions' own) and their
   * ranks, for a sort by several fields.
   * @example
   *   const orders = new SortOrders(source.orders, source, source.ids.length);
   */
  constructor(
    orders: Map<string, Uint32Array>,
    ranks: SortRanks,
    size: number,
    knownPlaces?: ReadonlyMap<string, Uint32Array>,
  ) {
    this.size = size;
    this.ranks = ranks;
    this.orders = orders;
    for (const [key, order] of this.orders) {
      const known = knownPlaces?.get(key);
      if (known) {
        this.places.set(key, known);
        continue;
      }
      const places = new Uint32Array(this.size);
      order.forEach((position, at) => {
        places[position] = at;
      });
      this.places.set(key, places);
    }
  }

  /**
   * These orders with the `moved` positions of one field put where `ordering` now places them,
   * in both directions, and the field's ranks renumbered; the other fields' orders are shared.
   * A pass over the field's two orders and ranks: linear, not a sort.
   * @example
   *   orders.withField("price", [12], priceOrdering(prices));
   */
  withField(
    field: RankedField,
    moved: readonly number[],
    ordering: FieldOrdering,
    present: (position: number) => boolean = () => true,
  ): SortOrders {
    const orders = new Map(this.orders);
    const places = new Map(this.places);
    for (const direction of ["asc", "desc"] as const) {
      const key = `${field}:${direction}`;
      orders.set(key, moveInOrder(this.orderOf(key), moved, ordering[direction]));
      places.delete(key);
    }
    const ranks = {
      ...this.ranks,
      [RANKS_OF[field]]: ranksAlong(orders.get(`${field}:asc`) ?? [], ordering.tie, present),
    };
    return new SortOrders(orders, ranks, this.size, places);
  }

  /**
   * The positions ordered by a field and direction; throws when the source had no such order.
   * @example
   *   rangeColumn(prices, orders.orderOf("price:asc"));
   */
  orderOf(key: string): Uint32Array {
    const order = this.orders.get(key);
    if (!order) throw new Error(`The catalog index needs the order ${key} of its source.`);
    return order;
  }

  /**
   * Where a position stands in number order (the position itself while that order is the
   * positions' own): the tie-break of every sort.
   * @example
   *   orders.numberPlace(12);
   */
  numberPlace(position: number): number {
    const places = this.places.get("number:asc");
    return places ? (places[position] ?? 0) : position;
  }

  /**
   * Compares two positions by number (ascending), as the database's `order by number` does.
   * @example
   *   positions.sort(orders.byNumber);
   */
  readonly byNumber = (a: number, b: number): number => this.numberPlace(a) - this.numberPlace(b);

  /**
   * Calls `visit` with every position of a set in number order.
   * @example
   *   orders.forEachByNumber(matches, (position) => ranked.push(position));
   */
  forEachByNumber(set: Bitset, visit: (position: number) => void): void {
    const [order, places] = [this.orders.get("number:asc"), this.places.get("number:asc")];
    if (order && places) forEachPosition(reorder(set, places), (at) => visit(order[at] ?? 0));
    else forEachPosition(set, visit);
  }

  /**
   * These orders with `size - this.size` positions appended (absent from every set yet): last in
   * every field's order (as a product without a value; the patches that follow move them), and
   * in number order where the database places their numbers (`numbers`: each appended position,
   * in number order among themselves, with how many `present` positions sort before it). Number
   * order stays the positions' own while every appended number sorts after the present ones.
   * @example
   *   orders.withAppended(size + 1, [{ position: size, before: 40 }], present);
   */
  withAppended(size: number, numbers: readonly Placed[], present: (position: number) => boolean): SortOrders {
    const grow = (array: Uint32Array, fill: (at: number) => number) => {
      const grown = new Uint32Array(size);
      grown.set(array);
      for (let at = array.length; at < size; at++) grown[at] = fill(at);
      return grown;
    };
    const orders = new Map<string, Uint32Array>();
    const places = new Map<string, Uint32Array>();
    for (const [key, order] of this.orders) {
      if (key.startsWith("number:")) continue;
      // The appended positions go last, each at its own place (the order grows by the same count).
      orders.set(
        key,
        grow(order, (at) => at),
      );
      places.set(
        key,
        grow(this.places.get(key) ?? new Uint32Array(), (at) => at),
      );
    }
    const ranks = {
      priceRanks: grow(this.ranks.priceRanks, () => 0),
      titleRanks: grow(this.ranks.titleRanks, () => 0),
      createdAtRanks: grow(this.ranks.createdAtRanks, () => 0),
    };
    const ascending = placeInOrder(
      grow(this.orders.get("number:asc") ?? identity(this.size), (at) => at),
      numbers,
      present,
    );
    if (!inPositionOrder(ascending)) {
      orders.set("number:asc", ascending);
      orders.set("number:desc", ascending.slice().reverse());
    }
    return new SortOrders(orders, ranks, size, places);
  }

  /**
   * The positions of a page of `set` (of `totalItems` products) in the order asked: by `sort`
   * (ties by number), else by a search's relevance (its title candidates in their ranked order,
   * then the set's other products by number), else by number.
   * @example
   *   orders.page(set, popcount(set), { sort: [{ field: "price", direction: "asc" }], offset: 0, limit: 20 });
   */
  page(set: Bitset, totalItems: number, { sort, relevance, offset, limit }: PageRequest): number[] {
    if (offset >= totalItems || limit <= 0) return [];
    const [first, ...rest] = sort;
    if (!first && relevance) {
      const byNumber = (others: Bitset, skip: number, count: number) =>
        this.page(others, popcount(others), { sort: [], offset: skip, limit: count });
      return byRelevance(set, relevance, offset, limit, byNumber);
    }
    const { field, direction } = first ?? { field: "number", direction: "asc" };
    const order = rest.length === 0 ? this.orders.get(`${field}:${direction}`) : undefined;
    if (!order && field === "number" && rest.length === 0)
      return positionsInOrder(set, offset, limit, direction);
    if (order) {
      const places = this.places.get(`${field}:${direction}`);
      if (!places) return walk(order, set, offset, limit) ?? [];
      // Walking the order tests about (offset + limit) / share-of-matches of its positions, each a
      // cache miss, and more when the matches sit late in it (a price range sorted by price);
      // moving the matches to their places in the order costs a few times less per match (and a
      // pass over the words). The walk gives up once it has cost what the move would, so either
      // way costs at most about twice the cheaper one (measured: ~10 ns a step, ~2 ns a match).
      const moveSteps = totalItems / 4 + set.length / 2;
      const walkSteps = Math.min(this.size, ((offset + limit) * this.size) / totalItems);
      const walked = walkSteps < moveSteps ? walk(order, set, offset, limit, moveSteps) : undefined;
      return (
        walked ??
        Array.from(positionsInOrder(reorder(set, places), offset, limit, "asc"), (at) => order[at] ?? 0)
      );
    }
    // Several sort fields: order the matches by their ranks (rare; the shop sorts by one field).
    const positions = positionsInOrder(set, 0, totalItems, "asc");
    const keys = sort.map(({ field: key, direction: way }) => ({
      ranks: key === "number" ? undefined : this.ranksOf(key),
      sign: way === "asc" ? 1 : -1,
    }));
    positions.sort((a, b) => {
      for (const { ranks, sign } of keys) {
        const difference = ranks ? (ranks[a] ?? 0) - (ranks[b] ?? 0) : this.byNumber(a, b);
        if (difference !== 0) return sign * difference;
      }
      return this.byNumber(a, b);
    });
    return positions.slice(offset, offset + limit);
  }

  /**
   * These orders with one field's moved positions put where the database placed them (for each
   * direction, the moved ones in their order among themselves, each with how many `present`
   * positions that did not move sort before it), the others keeping their relative order, and the
   * field's ranks renumbered by `tie` along the ascending order (`tie(a, b)`: a just before b,
   * both present). For a text field, whose order is the database's collation: the database says
   * where a product goes, JS does not compare.
   * @example
   *   orders.withPlaced("title", { asc: [{ position: 12, before: 40 }], desc: [{ position: 12, before: 59 }] }, tie);
   */
  withPlaced(
    field: RankedField,
    places: { asc: readonly Placed[]; desc: readonly Placed[] },
    tie: (a: number, b: number) => boolean,
    present: (position: number) => boolean = () => true,
  ): SortOrders {
    const orders = new Map(this.orders);
    const known = new Map(this.places);
    for (const direction of ["asc", "desc"] as const) {
      const key = `${field}:${direction}`;
      orders.set(key, placeInOrder(this.orderOf(key), places[direction], present));
      known.delete(key);
    }
    const ranks = {
      ...this.ranks,
      [RANKS_OF[field]]: ranksAlong(orders.get(`${field}:asc`) ?? [], tie, present),
    };
    return new SortOrders(orders, ranks, this.size, known);
  }

  /**
   * Each position's rank by a field (equal for ties, growing along its ascending order).
   * @example
   *   orders.ranksOf("title")[position];
   */
  ranksOf(field: Exclude<SortField, "number">): Uint32Array {
    if (field === "price") return this.ranks.priceRanks;
    if (field === "title") return this.ranks.titleRanks;
    return this.ranks.createdAtRanks;
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
  byNumber: (others: Bitset, skip: number, count: number) => number[],
): number[] {
  const first = walk(ranked, set, offset, limit) ?? [];
  if (first.length === limit) return first;
  const skip = Math.max(0, offset - popcountAnd(set, candidates));
  return [...first, ...byNumber(withoutBits(set, candidates), skip, limit - first.length)];
}

/** The positions 0..size-1 in their own order. */
function identity(size: number): Uint32Array {
  const order = new Uint32Array(size);
  for (let at = 0; at < size; at++) order[at] = at;
  return order;
}

/** Whether an order is the positions' own (0, 1, 2, …). */
function inPositionOrder(order: Uint32Array): boolean {
  for (let at = 0; at < order.length; at++) if (order[at] !== at) return false;
  return true;
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

/**
 * `order` with the `moved` positions taken out and put back where `compare` places them among
 * the others (whose relative order holds, their keys unchanged): one merge.
 */
function moveInOrder(
  order: Uint32Array,
  moved: readonly number[],
  compare: (a: number, b: number) => number,
): Uint32Array {
  const staying = without(order, moved);
  const arriving = [...new Set(moved)].sort(compare);
  const merged = new Uint32Array(order.length);
  let [from, to] = [0, 0];
  for (const position of arriving) {
    // The first staying position that sorts after the arriving one (binary search).
    let [low, high] = [from, staying.length];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(staying[middle] ?? 0, position) < 0) low = middle + 1;
      else high = middle;
    }
    merged.set(staying.subarray(from, low), to);
    to += low - from;
    from = low;
    merged[to++] = position;
  }
  merged.set(staying.subarray(from), to);
  return merged;
}

/**
 * Ranks along an ascending order: a position's place in it, shared with the present one before
 * it on a tie (positions not present, removed from the catalog, are passed over).
 */
function ranksAlong(
  ascending: ArrayLike<number>,
  tie: (a: number, b: number) => boolean,
  present: (position: number) => boolean = () => true,
): Uint32Array {
  const ranks = new Uint32Array(ascending.length);
  let previous: number | undefined;
  for (let at = 0; at < ascending.length; at++) {
    const position = ascending[at] ?? 0;
    if (!present(position)) continue;
    ranks[position] = previous !== undefined && tie(previous, position) ? (ranks[previous] ?? 0) : at;
    previous = position;
  }
  return ranks;
}

/**
 * `order` with the `arriving` positions (in their order among themselves) taken out and put back
 * each after the `before`-th present position that stays and the positions not present that follow
 * it (so that a product appended after every other keeps number order the positions' own), the
 * others keeping their relative order (clamped: a count past the others puts it after them).
 */
function placeInOrder(
  order: Uint32Array,
  arriving: readonly Placed[],
  present: (position: number) => boolean,
): Uint32Array {
  const staying = without(
    order,
    arriving.map(({ position }) => position),
  );
  const merged = new Uint32Array(order.length);
  let [from, to, counted] = [0, 0, 0];
  for (const { position, before } of arriving) {
    while (from < staying.length && (counted < before || !present(staying[from] ?? 0))) {
      const next = staying[from++] ?? 0;
      merged[to++] = next;
      if (present(next)) counted++;
    }
    merged[to++] = position;
  }
  merged.set(staying.subarray(from), to);
  return merged;
}

/** `order` without the given positions (a mask and one loop: this runs on every patch). */
function without(order: Uint32Array, leaving: readonly number[]): Uint32Array {
  const mask = new Uint8Array(order.length);
  for (const position of leaving) mask[position] = 1;
  const staying = new Uint32Array(order.length);
  let kept = 0;
  for (let at = 0; at < order.length; at++) {
    const position = order[at] ?? 0;
    if (mask[position] === 0) staying[kept++] = position;
  }
  return staying.subarray(0, kept);
}
