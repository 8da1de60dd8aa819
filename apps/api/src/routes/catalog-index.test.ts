// The catalog index (domain/catalog/catalog-index.ts) against plain SQL, on both drivers: many
// random product list queries must give the same page (ids in order), total and facet counts;
// and the rebuild rule: a write through the API is in the next answer, a write from outside
// within the version check's interval.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import {
  type CatalogIndexStore,
  createCatalogIndexStore,
  VERSION_CHECK_MS,
} from "../domain/catalog/index/catalog-index-store";
import { listProducts, type ProductQuery, type SortField } from "../domain/catalog/products";
import { readCatalogReference } from "../domain/catalog/reference";
import { searchExpression } from "../domain/catalog/search";
import { createRandom } from "../seed/random";
import { oracleList } from "../testing/catalog-sql-oracle";
import { jsonRequest } from "../testing/http";
import { openSeededDatabase } from "../testing/seeded-database";
import { createTestUser, type TestUser } from "../testing/users";

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let catalog: CatalogIndexStore;
let staff: TestUser;

beforeAll(async () => {
  database = await openSeededDatabase({ products: 240 });
  // Some products without a list price (no retail price in their default measure): they match no
  // price bound and sort last by price ascending, first descending, as NULL does in SQL.
  await database.db.execute(sql`update products set list_price = null where id % 11 = 0`);
  catalog = createCatalogIndexStore(database.db);
  app = createApp({ database, version: "test", catalogCache: false, catalogIndexStore: catalog });
  staff = await createTestUser(database, { roles: ["ROLE_STAFF"] });
});
afterAll(() => database.close());

// Seeded (the seed's mulberry32): the same queries on every run and driver.
const random = (seed: number) => createRandom(seed).next;

const SEARCHES = [
  "чай",
  "улун",
  "сенча",
  "sencha",
  "xfq",
  "чайн",
  "молочный улун",
  "дарджилинк",
  "кофе",
  "100021",
  "1001",
  "шоколад",
  "мёд",
  "пуэр шу",
  "зеленый",
  "чайник глина",
  "moloch",
  "zzzqx",
  "с",
  "кофе с кардамоном",
  "сщааууб",
];
const CATEGORIES = ["tea", "tea/green", "tea/black/indian", "coffee", "sweets", "teaware/teapots", "nowhere"];
const SORT_FIELDS: SortField[] = ["number", "price", "title", "createdAt"];

async function randomQueries(count: number): Promise<ProductQuery[]> {
  const next = random(18);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const { attributes } = await readCatalogReference(database.db);
  const [bounds] = await database.db
    .execute<{ first: string; last: string }>(
      sql`select min(created_at)::text as first, max(created_at)::text as last from products`,
    )
    .then((result) => ("rows" in result ? result.rows : result));
  const first = new Date(bounds?.first ?? 0).getTime();
  const last = new Date(bounds?.last ?? 0).getTime();
  return Array.from({ length: count }, () => {
    const query: ProductQuery = {
      sort: [],
      page: next() < 0.7 ? 1 : 2 + Math.floor(next() * 3),
      itemsPerPage: pick([5, 12, 20, 50]),
      facets: true,
    };
    if (next() < 0.6) query.categoryPath = pick(CATEGORIES);
    if (next() < 0.35) query.searchText = pick(SEARCHES);
    const filters = next() < 0.5 ? 0 : next() < 0.7 ? 1 : 2;
    for (let filter = 0; filter < filters; filter++) {
      const attribute = pick(attributes);
      query.attributes ??= new Map();
      const values = [pick(attribute.values).value, ...(next() < 0.3 ? [pick(attribute.values).value] : [])];
      query.attributes.set(attribute.code, next() < 0.05 ? ["no-such-value"] : values);
    }
    if (next() < 0.3) {
      const low = Math.floor(next() * 300_000);
      query.price = next() < 0.5 ? { gte: low, lte: low + Math.floor(next() * 500_000) } : { lt: low };
    }
    if (next() < 0.1) {
      const at = new Date(first + (last - first) * next());
      query.createdAt = next() < 0.5 ? { before: at } : { strictlyAfter: at };
    }
    if (next() < 0.05) query.titleContains = pick(["чай", "Улун", "%", "кофе"]);
    if (next() < 0.05) query.numbers = ["100003", "100021", "100100", "999999"];
    const sorts = next() < 0.6 ? 1 : next() < 0.5 ? 0 : 2;
    for (let sort = 0; sort < sorts; sort++) {
      query.sort.push({ field: pick(SORT_FIELDS), direction: pick(["asc", "desc"] as const) });
    }
    return query;
  });
}

/** Compares a list's page, total and facet counts with plain SQL's. */
async function expectAsOracle(query: ProductQuery) {
  const [answer, expected] = await Promise.all([
    listProducts(database.db, catalog, query),
    oracleList(database.db, query),
  ]);
  const facets = Object.fromEntries(
    (answer.facets ?? []).map((facet) => [
      facet.code,
      Object.fromEntries(facet.values.map((value) => [value.value, value.count])),
    ]),
  );
  expect(
    { ids: answer.member.map((product) => product.id), totalItems: answer.totalItems, facets },
    JSON.stringify({ ...query, attributes: [...(query.attributes ?? [])] }),
  ).toEqual(expected);
  return expected;
}

describe("the catalog index", () => {
  it("answers 300 random product lists as plain SQL does: the page in order, the total, the facet counts", async () => {
    const queries = await randomQueries(300);
    let compared = 0;
    let nonEmpty = 0;
    for (const query of queries) {
      const expected = await expectAsOracle(query);
      compared++;
      if (expected.ids.length > 0) nonEmpty++;
    }
    expect(compared).toBe(300);
    // The random queries must mostly find something, or the comparison proves little.
    expect(nonEmpty).toBeGreaterThan(100);
    // 300 lists and their SQL answers (nine queries each) on a busy machine.
  }, 180_000);

  it("bounds prices as plain SQL does on prices products have, the lowest and the highest", async () => {
    const prices = await database.db
      .execute<{ kopecks: number }>(
        sql`select distinct round(list_price * 100)::int as kopecks from products where list_price is not null order by 1`,
      )
      .then((result) => ("rows" in result ? result.rows : result).map((row) => Number(row.kopecks)));
    // Every eighth price and both ends, so that `gte` and `gt` (`lte` and `lt`) differ.
    const edges = prices.filter((_, at) => at % 8 === 0 || at === prices.length - 1);
    for (const [at, low] of edges.entries()) {
      const high = edges[edges.length - 1 - at] ?? low;
      for (const price of [{ gte: low }, { gt: low }, { lte: low }, { lt: low }, { gte: low, lte: high }]) {
        await expectAsOracle({
          price,
          ...(at % 2 === 0 ? { categoryPath: "tea" } : {}),
          sort: [{ field: "price", direction: at % 3 === 0 ? "desc" : "asc" }],
          page: 1,
          itemsPerPage: 5,
          facets: true,
        });
      }
    }
    // About 200 lists and their SQL answers on PGlite, one query at a time: 30 s on a quiet machine,
    // over 60 s on a loaded one.
  }, 180_000);

  it("orders every page of a search by relevance as plain SQL does, from the title candidates into the rest", async () => {
    const straddling: string[] = [];
    for (const search of ["чай", "кофе", "улун", "xfq", "пуэр", "зелёный чай"]) {
      const titleTsquery = ((await searchExpression(database.db, search, new Map()))?.tsqueries ?? [])
        .map((word) => `(${word.inTitle})`)
        .join(" & ");
      const [row] = await database.db
        .execute<{ total: number }>(
          sql`select count(*)::int as total from products where search_vector @@ to_tsquery('russian', ${titleTsquery})`,
        )
        .then((result) => ("rows" in result ? result.rows : result));
      for (const categoryPath of [undefined, "tea"]) {
        const query = { search, categoryPath, sort: [], itemsPerPage: 7, facets: true };
        const { totalItems } = await expectAsOracle({ ...query, page: 1 });
        // Every page, so that one of them holds the last title candidates and the first others.
        for (let page = 2; page <= Math.ceil(totalItems / 7); page++)
          await expectAsOracle({ ...query, page });
        if (!categoryPath && (row?.total ?? 0) > 0 && (row?.total ?? 0) < totalItems) straddling.push(search);
      }
    }
    // Searches with title candidates and other matches both, or the test proves little.
    expect(straddling.length).toBeGreaterThan(1);
  }, 120_000);
});

interface Page {
  member: { id: number; number: string }[];
  totalItems: number;
}
const list = async (query: string) =>
  (await (await app.request(`/api/catalog/products?${query}`)).json()) as Page;

describe("the product list query", () => {
  // The schema parses the query once and lists its sort keys in its own order (number, price,
  // title, createdAt), whatever order the URL gives them: several sorts apply in that order.
  it("applies several sorts in the order number, price, title, createdAt", async () => {
    const expected = await oracleList(database.db, {
      sort: [
        { field: "price", direction: "desc" },
        { field: "title", direction: "asc" },
      ],
      page: 1,
      itemsPerPage: 60,
      facets: false,
    });
    for (const query of ["sort[title]=asc&sort[price]=desc", "sort[price]=desc&sort[title]=asc"]) {
      const answer = await list(`${query}&itemsPerPage=60`);
      expect(
        answer.member.map((product) => product.id),
        query,
      ).toEqual(expected.ids);
    }
  });
});

describe("rebuilding the index", () => {
  it("shows a price changed through the API in the very next answer", async () => {
    const [cheapest] = (await list("sort[price]=asc&itemsPerPage=1")).member;
    if (!cheapest) throw new Error("no products");
    const [row] = await database.db
      .execute<{ code: string }>(
        sql`select m.code from products p join measures m on m.id = p.default_measure_id where p.id = ${cheapest.id}`,
      )
      .then((result) => ("rows" in result ? result.rows : result));
    const response = await app.request(
      `/api/catalog/admin/products/${cheapest.id}`,
      jsonRequest(
        "PATCH",
        { prices: { retail: { [row?.code ?? "pcs"]: 99_999_999 } } },
        { Authorization: staff.authorization },
      ),
    );
    expect(response.status).toBe(200);
    // Descending, products without a price come first (NULLS FIRST): the dearest among priced ones.
    const [dearest] = (await list("sort[price]=desc&price[gte]=0&itemsPerPage=1")).member;
    expect(dearest?.id).toBe(cheapest.id);
    expect((await list("price[gte]=99999999")).member.map((product) => product.id)).toEqual([cheapest.id]);
  });

  it("shows a write from outside the API (another replica, psql) within the check interval and a rebuild", async () => {
    const before = await list("price[gte]=150000000");
    expect(before.totalItems).toBe(0);
    const [product] = (await list("sort[number]=desc&itemsPerPage=1")).member;
    if (!product) throw new Error("no products");
    await database.db.execute(sql`update products set list_price = 1500000.00 where id = ${product.id}`);
    const writtenAt = Date.now();
    const checks = () => catalog.updates.patch + catalog.updates.none + catalog.updates.rebuild;
    const checksBefore = checks();
    let found: number[] = [];
    while (found.length === 0 && Date.now() - writtenAt < VERSION_CHECK_MS + 15_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      found = (await list("price[gte]=150000000")).member.map((answer) => answer.id);
    }
    expect(found).toEqual([product.id]);
    // Within the version check: the first check that begins after the write shows it (one under way
    // at the write may have read before it). Counted in checks, which begin once an interval has
    // passed, not in milliseconds that a busy machine stretches.
    expect(checks() - checksBefore).toBeLessThanOrEqual(2);
  });
});

describe("a product created through the editor", () => {
  interface Listed extends Page {
    facets?: { code: string; values: { value: string; count: number }[] }[];
  }
  const listed = async (query: string) =>
    (await (await app.request(`/api/catalog/products?${query}`)).json()) as Listed;
  const chinaIn = (page: Listed) =>
    page.facets?.find((facet) => facet.code === "country")?.values.find((value) => value.value === "china")
      ?.count ?? 0;

  it("is appended to the index by a patch, not a rebuild: listed, found, counted and sorted by number", async () => {
    const category = "tea/green";
    const [leaf] = await database.db
      .execute<{ id: number }>(sql`select id from categories where path = ${category}`)
      .then((result) => ("rows" in result ? result.rows : result));
    const before = await listed(`category=${category}&facets=1&itemsPerPage=100`);
    const updates = { ...catalog.updates };
    // A number among the seed's (100120 < 100120a < 100121): number order is no longer the
    // positions' order, which the lists, the sorts' ties and the search's ranking must follow.
    const response = await app.request(
      "/api/catalog/admin/products",
      jsonRequest(
        "POST",
        {
          number: "100120a",
          title: "Жемчужина дракона",
          description: "Зелёный чай, скрученный в жемчужины.",
          category: `/api/catalog/categories/${leaf?.id}`,
          defaultMeasure: "pcs",
          prices: { retail: { pcs: 45_000 } },
          attributes: { country: "china" },
          published: true,
        },
        { Authorization: staff.authorization },
      ),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect(catalog.updates.rebuild).toBe(updates.rebuild);
    expect(catalog.updates.patch).toBeGreaterThan(updates.patch);

    const after = await listed(`category=${category}&facets=1&itemsPerPage=100`);
    expect(after.totalItems).toBe(before.totalItems + 1);
    expect(chinaIn(after)).toBe(chinaIn(before) + 1);
    const numbers = after.member.map((product) => product.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(numbers).toContain("100120a");
    const found = await listed(`search=${encodeURIComponent("жемчужина")}`);
    expect(found.member[0]?.id).toBe(id);
    const descending = await listed(`sort[number]=desc&category=${category}&itemsPerPage=100`);
    expect(descending.member.map((product) => product.number)).toEqual([...numbers].reverse());
    // And every kind of answer as plain SQL gives it: by number both ways from the middle, by
    // price (ties by number), the search's relevance, the facets.
    for (const sort of [
      [],
      [{ field: "number", direction: "desc" }],
      [{ field: "price", direction: "asc" }],
    ] as const)
      for (const page of [1, 3])
        await expectAsOracle({ sort: [...sort], page, itemsPerPage: 20, facets: true });
    await expectAsOracle({ searchText: "жемчужина", sort: [], page: 1, itemsPerPage: 20, facets: true });
    await expectAsOracle({ categoryPath: category, sort: [], page: 1, itemsPerPage: 100, facets: true });
  });
});
