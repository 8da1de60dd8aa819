// The catalog index's set operations against plain loops over a synthetic catalog, at sizes that
// take each of its ways: facet counts product by product (small sets) and value by value (large
// ones). The SQL oracle test (routes/catalog-index.test.ts) compares whole lists with PostgreSQL.
import { describe, expect, it } from "vitest";
import { createRandom } from "../../../seed/random";
import { addBit, type Bitset, emptyBitset, hasBit, popcount } from "./bitset";
import { CatalogIndex, type CatalogIndexSource, type IndexFilter } from "./catalog-index";

// Seeded (the seed's mulberry32): the same catalog on every run.
const random = (seed: number) => createRandom(seed).next;

const SIZE = 3_000;
// Three attributes of 4, 5 and 6 values (ids 100.., 200.., 300..); a product has at most one
// value of each.
const ATTRIBUTES = [4, 5, 6].map((count, attribute) =>
  Array.from({ length: count }, (_, value) => (attribute + 1) * 100 + value),
);
const VALUE_IDS = ATTRIBUTES.flat();

interface Product {
  id: number;
  categoryId: number;
  price: number;
  createdAt: number;
  values: number[];
}

function syntheticCatalog(): { products: Product[]; source: CatalogIndexSource } {
  const next = random(7);
  const products: Product[] = Array.from({ length: SIZE }, (_, position) => ({
    // Ids out of the order of positions, as products created and renumbered are.
    id: 10 + ((position * 7919) % SIZE),
    categoryId: 1 + Math.floor(next() * 3),
    // Few distinct prices and dates, so that bounds fall on ties; a tenth without a price.
    price: next() < 0.1 ? Number.NaN : 100 * Math.floor(next() * 50),
    createdAt: 1_700_000_000_000_000 + 1_000_000 * Math.floor(next() * 40),
    values: ATTRIBUTES.flatMap((values) =>
      next() < 0.7 ? [values[Math.floor(next() * values.length)] ?? 0] : [],
    ),
  }));
  // Dense ranks and orders as the database makes them: nulls last ascending, ties by number.
  const ranksOf = (key: (product: Product) => number) => {
    const distinct = [...new Set(products.map(key).filter((value) => !Number.isNaN(value)))].sort(
      (a, b) => a - b,
    );
    return Uint32Array.from(products, (product) =>
      Number.isNaN(key(product)) ? distinct.length + 1 : distinct.indexOf(key(product)) + 1,
    );
  };
  const priceRanks = ranksOf((product) => product.price);
  const createdAtRanks = ranksOf((product) => product.createdAt);
  const orderBy = (ranks: Uint32Array, direction: 1 | -1) =>
    Uint32Array.from(
      products.map((_, position) => position),
      (position) => position,
    ).sort((a, b) => direction * ((ranks[a] ?? 0) - (ranks[b] ?? 0)) || a - b);
  const valueProducts = new Map(
    VALUE_IDS.map((valueId) => [
      valueId,
      Int32Array.from(
        products.filter((product) => product.values.includes(valueId)).map((product) => product.id),
      ),
    ]),
  );
  return {
    products,
    source: {
      version: 1,
      ids: Int32Array.from(products, (product) => product.id),
      categoryIds: Int32Array.from(products, (product) => product.categoryId),
      prices: Float64Array.from(products, (product) => product.price),
      createdAt: Float64Array.from(products, (product) => product.createdAt),
      priceRanks,
      titleRanks: Uint32Array.from(products, (_, position) => position + 1),
      createdAtRanks,
      categories: [
        { id: 1, path: "tea", lexemes: [] },
        { id: 2, path: "tea/green", lexemes: [] },
        { id: 3, path: "coffee", lexemes: [] },
      ],
      valueProducts,
      words: { lexemes: [], counts: new Uint32Array(0), postings: new Uint32Array(0) },
      orders: new Map([
        ["price:asc", orderBy(priceRanks, 1)],
        ["price:desc", orderBy(priceRanks, -1)],
        ["createdAt:asc", orderBy(createdAtRanks, 1)],
        ["createdAt:desc", orderBy(createdAtRanks, -1)],
      ]),
    },
  };
}

const { products, source } = syntheticCatalog();
const index = new CatalogIndex(source);

const setOf = (keep: (product: Product, position: number) => boolean): Bitset => {
  const set = emptyBitset(SIZE);
  products.forEach((product, position) => {
    if (keep(product, position)) addBit(set, position);
  });
  return set;
};

const expectedCounts = (set: Bitset) =>
  new Map(
    VALUE_IDS.map((valueId) => [
      valueId,
      products.filter((product, position) => hasBit(set, position) && product.values.includes(valueId))
        .length,
    ]),
  );

describe("CatalogIndex.countValues", () => {
  // A set of a few products is counted product by product, a set of most of them value by value:
  // both must give the plain count.
  it.each([
    ["no products", 0],
    ["a few products", 0.002],
    ["a tenth", 0.1],
    ["half", 0.5],
    ["all but a few", 0.998],
  ])("counts each value among %s", (_, share) => {
    const next = random(11);
    const set = setOf(() => next() < share);
    expect(index.countValues(set, VALUE_IDS)).toEqual(expectedCounts(set));
  });

  it("counts a value unknown to the index as none", () => {
    expect(
      index.countValues(
        setOf(() => true),
        [999],
      ),
    ).toEqual(new Map([[999, 0]]));
  });

  it("counts a category's own products, kept with the index, as plain counting does", () => {
    const { set } = index.match({ categoryPath: "tea" });
    expect(popcount(set)).toBe(products.filter((product) => product.categoryId <= 2).length);
    expect(index.countValues(set, VALUE_IDS)).toEqual(expectedCounts(set));
  });
});

describe("CatalogIndex.countValues within a set of the index", () => {
  // Most of a category's products are counted as the category's kept counts less the rest's.
  it.each([
    ["all but a few", 0.998],
    ["most", 0.8],
    ["a few", 0.01],
  ])("counts each value among %s of a category's products", (_, share) => {
    const next = random(3);
    const { within } = index.match({ categoryPath: "tea" });
    const set = setOf((_, position) => hasBit(within, position) && next() < share);
    expect(index.countValues(set, VALUE_IDS, { within })).toEqual(expectedCounts(set));
    expect(index.countValues(set, VALUE_IDS, { within, count: popcount(set) })).toEqual(expectedCounts(set));
  });
});

describe("CatalogIndex.match", () => {
  it("gives each filtered attribute's facet the matches of every other filter", () => {
    const [first, second] = [ATTRIBUTES[0]?.slice(0, 2) ?? [], ATTRIBUTES[1]?.slice(1, 2) ?? []];
    const matches = index.match({
      categoryPath: "tea",
      attributes: new Map([
        ["first", first],
        ["second", second],
      ]),
    });
    const inTea = (product: Product) => product.categoryId <= 2;
    const has = (product: Product, values: number[]) =>
      product.values.some((value) => values.includes(value));
    expect(matches.set).toEqual(
      setOf((product) => inTea(product) && has(product, first) && has(product, second)),
    );
    expect(matches.skipping("first")).toEqual(setOf((product) => inTea(product) && has(product, second)));
    expect(matches.skipping("second")).toEqual(setOf((product) => inTea(product) && has(product, first)));
    expect(matches.skipping("third")).toBe(matches.set);
  });

  // A category's (or the catalog's) products with one value have counts kept with the index.
  it.each([
    ["a category", "tea"],
    ["the whole catalog", undefined],
  ])(
    "counts the values of %s's products with one or two values as plain counting does",
    (_, categoryPath) => {
      for (const [first, second] of [
        [[100], [201]],
        [[103], [200, 204]],
        [[102, 101], [999]],
      ]) {
        const matches = index.match({
          categoryPath,
          attributes: new Map([
            ["first", first ?? []],
            ["second", second ?? []],
          ]),
        });
        for (const set of [matches.set, matches.skipping("first"), matches.skipping("second")]) {
          expect(index.countValues(set, VALUE_IDS, { within: matches.within })).toEqual(expectedCounts(set));
        }
      }
    },
  );
});

describe("CatalogIndex.match by price and creation date", () => {
  // Prices are multiples of 100 below 5 000, so these bounds fall on prices some products have,
  // between them, and outside them all.
  const priceBounds: NonNullable<IndexFilter["price"]>[] = [
    {},
    { gte: 1_000 },
    { gt: 1_000 },
    { lte: 1_000 },
    { lt: 1_000 },
    { gte: 1_000, lte: 1_000 },
    { gt: 1_050, lt: 3_000 },
    { gte: 0 },
    { lte: 4_900 },
    { lt: 0 },
    { gt: 4_900 },
    { gte: 2_000, lt: 1_000 },
  ];
  const plainPrice =
    ({ lt, lte, gt, gte }: NonNullable<IndexFilter["price"]>) =>
    (product: Product) =>
      // A product without a price matches no price bound, not even none, as NULL in SQL.
      !Number.isNaN(product.price) &&
      (lt === undefined || product.price < lt) &&
      (lte === undefined || product.price <= lte) &&
      (gt === undefined || product.price > gt) &&
      (gte === undefined || product.price >= gte);
  // A few products (their own set tested product by product) and all of them (the range's
  // stretch of the price order added one by one).
  const few = setOf((_, position) => position % 97 === 0);

  it.each(priceBounds)("keeps the products priced %o, among all and among a few", (price) => {
    expect(index.match({ price }).set).toEqual(setOf(plainPrice(price)));
    expect(index.match({ price, matches: [few] }).set).toEqual(
      setOf((product, position) => hasBit(few, position) && plainPrice(price)(product)),
    );
  });

  const second = 1_000_000;
  const start = 1_700_000_000_000_000;
  const at = (micros: number) => new Date(micros / 1_000);
  it.each([
    { before: at(start + 10 * second) },
    { strictlyBefore: at(start + 10 * second) },
    { after: at(start + 10 * second) },
    { strictlyAfter: at(start + 10 * second) },
    { after: at(start + 5 * second), strictlyBefore: at(start + 6 * second) },
    { strictlyAfter: at(start + 39 * second) },
    { before: at(start - second) },
  ])("keeps the products created %o, with a price bound too", (createdAt) => {
    const micros = (date: Date | undefined) => (date === undefined ? undefined : date.getTime() * 1_000);
    const [before, strictlyBefore, after, strictlyAfter] = [
      micros(createdAt.before),
      micros(createdAt.strictlyBefore),
      micros(createdAt.after),
      micros(createdAt.strictlyAfter),
    ];
    const created = (product: Product) =>
      (before === undefined || product.createdAt <= before) &&
      (strictlyBefore === undefined || product.createdAt < strictlyBefore) &&
      (after === undefined || product.createdAt >= after) &&
      (strictlyAfter === undefined || product.createdAt > strictlyAfter);
    expect(index.match({ createdAt }).set).toEqual(setOf(created));
    expect(index.match({ createdAt, price: { lte: 2_500 }, categoryPath: "coffee" }).set).toEqual(
      setOf((product) => created(product) && plainPrice({ lte: 2_500 })(product) && product.categoryId === 3),
    );
  });
});

describe("CatalogIndex.page", () => {
  // A few matches are moved to their places in the order, many are found by walking it: both
  // give the order's rule (nulls last ascending, first descending, ties by number).
  const expectedOrder = (set: Bitset, key: (product: Product) => number, direction: "asc" | "desc") =>
    products
      .map((product, position) => ({ product, position }))
      .filter(({ position }) => hasBit(set, position))
      .sort((a, b) => {
        const [x, y] = [key(a.product), key(b.product)];
        if (Number.isNaN(x) !== Number.isNaN(y))
          return (Number.isNaN(x) ? 1 : -1) * (direction === "asc" ? 1 : -1);
        return (direction === "asc" ? x - y : y - x) || a.position - b.position;
      })
      .map(({ product }) => product.id);

  it.each([
    ["a few", 0.003],
    ["a tenth", 0.1],
    ["most", 0.9],
  ])("orders %s of the products by price and by creation date, page by page", (_, share) => {
    const next = random(5);
    const set = setOf(() => next() < share);
    expectPages(set);
  });

  // The dearest products come last in the price order: a walk from its start gives up, and they
  // are moved to their places instead.
  it("orders the products of a price range by price and by creation date, page by page", () => {
    expectPages(index.match({ price: { gte: 4_500 } }).set);
    expectPages(index.match({ price: { lte: 300 } }).set);
  });

  function expectPages(set: Bitset) {
    for (const [field, key] of [
      ["price", (product: Product) => product.price],
      ["createdAt", (product: Product) => product.createdAt],
    ] as const) {
      for (const direction of ["asc", "desc"] as const) {
        const expected = expectedOrder(set, key, direction);
        for (const offset of [0, 4, expected.length - 2]) {
          expect(index.page(set, { sort: [{ field, direction }], offset, limit: 4 })).toEqual({
            ids: expected.slice(offset, offset + 4),
            totalItems: expected.length,
          });
        }
      }
    }
  }
});
