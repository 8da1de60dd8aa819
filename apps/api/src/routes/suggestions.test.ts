import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { type CatalogIndexStore, createCatalogIndexStore } from "../domain/catalog/index/catalog-index-store";
import { openSeededDatabase } from "../testing/seeded-database";

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let catalogIndexStore: CatalogIndexStore;

beforeAll(async () => {
  database = await openSeededDatabase({ products: 300 });
  catalogIndexStore = createCatalogIndexStore(database.db);
  app = createApp({ database, version: "test", catalogCache: false, catalogIndexStore });
});
afterAll(() => database.close());

interface Suggestions {
  "@type": string;
  products: {
    number: string;
    slug: string;
    title: string;
    price: number | null;
    measure: string;
    thumbnail: unknown;
  }[];
  categories: { "@id": string; slug: string; path: string; title: string }[];
}

async function suggestions(search: string): Promise<Suggestions> {
  const response = await app.request(`/api/catalog/suggestions?search=${encodeURIComponent(search)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Suggestions;
}

describe("GET /api/catalog/suggestions", () => {
  it("offers up to 8 products and 4 categories for the text typed so far", async () => {
    const found = await suggestions("молоч");
    expect(found["@type"]).toBe("Suggestions");
    expect(found.products.length).toBeGreaterThan(0);
    expect(found.products.length).toBeLessThanOrEqual(8);
    expect(found.products.every((product) => /молоч/i.test(product.title))).toBe(true);
    for (const product of found.products) {
      expect(product).toMatchObject({ number: expect.stringMatching(/^\d+$/), slug: expect.any(String) });
      expect(Number.isInteger(product.price)).toBe(true);
      expect(product.thumbnail).toMatchObject({
        path: expect.stringMatching(/\.webp$/),
        width: expect.any(Number),
      });
    }
    expect(found.categories.length).toBeGreaterThan(0);
    expect(found.categories.length).toBeLessThanOrEqual(4);
    for (const category of found.categories) {
      const response = await app.request(`/api/catalog/categories-by-slug/${category.path}`);
      expect(response.status).toBe(200);
    }
  });

  it("offers a category whose title matches, and the categories of the products found", async () => {
    const teapots = await suggestions("чайник");
    expect(teapots.categories.map((category) => category.title)).toEqual(
      expect.arrayContaining([expect.stringMatching(/Чайники/)]),
    );
    const sencha = await suggestions("сенча");
    const [product] = sencha.products;
    const page = (await (await app.request(`/api/catalog/products-by-slug/${product?.slug}`)).json()) as {
      category: { path: string };
    };
    expect(sencha.categories.map((category) => category.path)).toContain(page.category.path);
  });

  it("reads the other keyboard layout and transliteration like the search does", async () => {
    expect((await suggestions("ctyx")).products[0]?.title).toMatch(/^Сенча/);
    expect((await suggestions("senc")).products[0]?.title).toMatch(/^Сенча/);
  });

  it("answers empty lists for an empty text or one that finds nothing", async () => {
    expect(await suggestions("")).toEqual({ "@type": "Suggestions", products: [], categories: [] });
    expect(await suggestions("   ")).toMatchObject({ products: [], categories: [] });
    expect(await suggestions("ъъъъъъъъ")).toMatchObject({ products: [], categories: [] });
  });

  it("offers each product as its card shows it, from the cards the lists keep", async () => {
    const found = await suggestions("улун");
    const numbers = found.products.map((product) => product.number);
    expect(numbers.length).toBeGreaterThan(1);
    const { member } = (await (
      await app.request(
        `/api/catalog/products?view=card&itemsPerPage=8&${numbers.map((number) => `number[]=${number}`).join("&")}`,
      )
    ).json()) as {
      member: {
        number: string;
        slug: string;
        title: string;
        defaultMeasure: string;
        prices: { measure: { code: string }; priceType: string; price: number }[];
        images: unknown[];
      }[];
    };
    for (const product of found.products) {
      const card = member.find((candidate) => candidate.number === product.number);
      const retail = card?.prices.find(
        (price) => price.priceType === "retail" && price.measure.code === card.defaultMeasure,
      );
      expect(product).toEqual({
        number: card?.number,
        slug: card?.slug,
        title: card?.title,
        price: retail?.price ?? null,
        measure: card?.defaultMeasure,
        thumbnail: card?.images[0] ?? null,
      });
    }
    // The same keystroke again reads no product: its cards are held.
    const { hits, misses } = catalogIndexStore.cards.counts;
    await suggestions("улун");
    expect(catalogIndexStore.cards.counts).toEqual({ hits: hits + numbers.length, misses });
  });

  it("shows a price changed elsewhere (another replica, psql) once the index has seen it", async () => {
    const [first] = (await suggestions("сенча")).products;
    if (!first) throw new Error("the seed has a sencha");
    await database.db.execute(sql`
      update product_prices set price = price + 1
      where product_id = (select id from products where number = ${first.number})
        and measure_id = (select default_measure_id from products where number = ${first.number})
        and price_type_id = (select id from price_types where code = 'retail')`);
    await catalogIndexStore.update();
    const [again] = (await suggestions("сенча")).products;
    expect(again?.number).toBe(first.number);
    expect(again?.price).toBe((first.price ?? 0) + 100);
  });

  it("is in the OpenAPI document", async () => {
    const document = (await (await app.request("/api/openapi.json")).json()) as {
      paths: Record<string, unknown>;
    };
    expect(document.paths["/api/catalog/suggestions"]).toBeDefined();
  });
});
