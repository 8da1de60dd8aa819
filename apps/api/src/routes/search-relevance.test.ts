// Search as shoppers type it, through GET /api/catalog/products?search= on the seeded catalog of
// 300 products, on both drivers: the checked-in cases (search-relevance.cases.ts) must find an
// expected product in the first five for at least 90 % of them, and every rule has cases that must
// all pass.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { openSeededDatabase } from "../testing/seeded-database";
import { RELEVANCE_CASES, type RelevanceCase } from "./search-relevance.cases";

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await openSeededDatabase({ products: 300 });
  app = createApp({ database, version: "test", catalogCache: false });
});
afterAll(() => database.close());

interface Found {
  number: string;
  title: string;
  category: { path: string };
}

const normalize = (text: string) => text.toLowerCase().replaceAll("ё", "е");

async function topFive(query: string): Promise<Found[]> {
  const response = await app.request(
    `/api/catalog/products?search=${encodeURIComponent(query)}&itemsPerPage=5`,
  );
  expect(response.status, query).toBe(200);
  return ((await response.json()) as { member: Found[] }).member;
}

const inCategory = (product: Found, path: string) =>
  product.category.path === path || product.category.path.startsWith(`${path}/`);

function satisfied({ expect: wanted }: RelevanceCase, found: Found[]): boolean {
  if ("number" in wanted) return found[0]?.number === wanted.number;
  if ("category" in wanted) return found.some((product) => inCategory(product, wanted.category));
  return found.some((product) => normalize(product.title).includes(wanted.title));
}

describe("search relevance", () => {
  it("finds an expected product in the first five for at least 90 % of what shoppers type", async () => {
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(60);
    const missed: string[] = [];
    for (const relevanceCase of RELEVANCE_CASES) {
      const found = await topFive(relevanceCase.query);
      if (!satisfied(relevanceCase, found)) {
        missed.push(
          `${relevanceCase.kind} "${relevanceCase.query}": ${found.map((product) => product.title).join("; ")}`,
        );
      }
    }
    const share = (RELEVANCE_CASES.length - missed.length) / RELEVANCE_CASES.length;
    console.log(
      `search relevance: ${RELEVANCE_CASES.length - missed.length} of ${RELEVANCE_CASES.length} queries (${(share * 100).toFixed(1)} %) have an expected product in the top 5${missed.length ? `\n  missed: ${missed.join("\n  missed: ")}` : ""}`,
    );
    expect(share).toBeGreaterThanOrEqual(0.9);
  });

  it.each([
    ["sencha", "сенча"],
    ["moloch", "молочный улун"],
    ["молочный улун", "молочный улун"],
    ["xfq", "чай"],
    ["сщааууб", "coffee"],
    ["чайн", "чайник"],
    ["мед", "мед"],
    ["мёд", "мед"],
  ])("%s finds %s", async (query, part) => {
    const found = await topFive(query);
    expect(found.map((product) => normalize(product.title)).some((text) => text.includes(part))).toBe(true);
  });

  it("puts the product whose number is typed first", async () => {
    const [first] = await topFive("100021");
    expect(first?.number).toBe("100021");
  });

  it("finds every product of the Russian words for their transliteration", async () => {
    const all = async (query: string) =>
      (await listed(`search=${encodeURIComponent(query)}`)).map((product) => product.number);
    const russian = await all("молочный улун");
    expect(russian.length).toBeGreaterThan(0);
    expect(await all("moloch")).toEqual(expect.arrayContaining(russian));
    expect(await all("molochny ulun")).toEqual(expect.arrayContaining(russian));
  });

  it.each([
    ["пуэр", "tea/puer"],
    ["улун", "tea/oolong"],
    ["зелёный чай", "tea/green"],
    ["чайники", "teaware/teapots"],
  ])("%s finds every product of %s, those with the words in their own title first", async (query, path) => {
    const found = await listed(`search=${encodeURIComponent(query)}`);
    const ofCategory = (await listed(`category=${path}`)).map((product) => product.number);
    expect(ofCategory.length).toBeGreaterThan(5);
    expect(found.map((product) => product.number)).toEqual(expect.arrayContaining(ofCategory));
    // Named by the title first, then by the category, then the rest (a word only in a description).
    const tiers = found.map((product) =>
      query.split(" ").every((word) => normalize(product.title).includes(normalize(word).slice(0, 4)))
        ? 0
        : inCategory(product, path)
          ? 1
          : 2,
    );
    expect(tiers).toEqual([...tiers].sort());
    expect(tiers).toContain(1);
  });
});

/** Every product of a list query (the seeded catalog's lists fit in a page of 100). */
async function listed(query: string): Promise<Found[]> {
  const response = await app.request(`/api/catalog/products?${query}&itemsPerPage=100`);
  expect(response.status, query).toBe(200);
  const page = (await response.json()) as { member: Found[]; totalItems: number };
  expect(page.totalItems).toBeLessThanOrEqual(100);
  return page.member;
}
