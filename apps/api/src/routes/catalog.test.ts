import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { openSeededDatabase } from "../testing/seeded-database";

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

interface ProductBody {
  id: number;
  number: string;
  slug: string;
  title: string;
  category: { path: string };
  categoryPath: { path: string }[];
  attributes: { code: string; value: string }[];
  prices: { price: number; priceType: string; measure: { code: string } }[];
  defaultMeasure: string;
}
interface Page {
  member: ProductBody[];
  totalItems: number;
  facets?: { code: string; values: { value: string; count: number }[] }[];
}

beforeAll(async () => {
  database = await openSeededDatabase({ products: 81 });
  app = createApp({ database, version: "test", catalogCache: false });
});
afterAll(() => database.close());

const get = async <T>(path: string) => {
  const response = await app.request(`/api${path}`);
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    body: (await response.json()) as T,
  };
};

describe("categories", () => {
  it("lists the tree in order with at least three levels", async () => {
    const { body } = await get<{
      member: { path: string; depth: number; parent: string | null }[];
      totalItems: number;
    }>("/catalog/categories?itemsPerPage=500");
    expect(body.totalItems).toBe(body.member.length);
    expect(body.member[0]).toMatchObject({ path: "tea", depth: 0, parent: null });
    expect(Math.max(...body.member.map((category) => category.depth))).toBeGreaterThanOrEqual(2);
    expect(body.member.map((category) => category.path)).toContain("tea/green/chinese");
  });

  it("finds a category by its slug path, with the count of its subtree", async () => {
    const { status, body } = await get<{ path: string; depth: number; productCount: number }>(
      "/catalog/categories-by-slug/tea/green/chinese",
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ path: "tea/green/chinese", depth: 2 });
    const tea = await get<{ productCount: number }>("/catalog/categories-by-slug/tea");
    expect(tea.body.productCount).toBeGreaterThan(body.productCount);
  });

  it("answers an unknown path with a 404 problem", async () => {
    const { status, type } = await get("/catalog/categories-by-slug/tea/nowhere");
    expect(status).toBe(404);
    expect(type).toContain("application/problem+json");
  });

  it("filters children by parent", async () => {
    const tea = await get<{ id: number }>("/catalog/categories-by-slug/tea");
    const { body } = await get<{ member: { path: string }[] }>(`/catalog/categories?parent=${tea.body.id}`);
    expect(body.member.length).toBeGreaterThan(1);
    expect(body.member.every((category) => /^tea\/[^/]+$/.test(category.path))).toBe(true);
  });
});

describe("product list", () => {
  it("answers cards with view=card: the same products in the same order, with what a card shows and no more", async () => {
    const path = "/catalog/products?category=tea&sort[price]=asc&itemsPerPage=12";
    const full = await app.request(`/api${path}`);
    const cards = await app.request(`/api${path}&view=card`);
    expect(cards.status).toBe(200);
    const fullText = await full.text();
    const cardText = await cards.text();
    const fullBody = JSON.parse(fullText) as Page;
    const cardBody = JSON.parse(cardText) as { member: Record<string, unknown>[]; totalItems: number };
    expect(cardBody.totalItems).toBe(fullBody.totalItems);
    expect(cardBody.member.map((card) => card.id)).toEqual(fullBody.member.map((product) => product.id));
    for (const [index, card] of cardBody.member.entries()) {
      expect(Object.keys(card).sort()).toEqual(
        ["@id", "@type", "defaultMeasure", "id", "images", "number", "prices", "slug", "title"].sort(),
      );
      const product = fullBody.member[index] as ProductBody & { images: unknown[] };
      expect(card.prices).toEqual(product.prices);
      expect(card.images).toEqual(product.images.slice(0, 1));
    }
    // The point of it: a listing page carries a fraction of the bytes.
    expect(cardText.length).toBeLessThan(fullText.length / 2);
  });

  it("refuses a view it does not have", async () => {
    const { status, type } = await get("/catalog/products?view=thumbnail");
    expect(status).toBe(422);
    expect(type).toContain("application/problem+json");
  });

  it("pages 20 at a time, sorted by number, with the total", async () => {
    const { body } = await get<Page>("/catalog/products");
    expect(body.totalItems).toBe(81);
    expect(body.member).toHaveLength(20);
    expect(body.member[0]?.number).toBe("100001");
    const last = await get<Page>("/catalog/products?page=5&sort[number]=desc");
    expect(last.body.member.map((product) => product.number)).toEqual(["100001"]);
  });

  it("includes descendants of the category and counts only them", async () => {
    const { body } = await get<Page>("/catalog/products?category=tea/green&itemsPerPage=100");
    expect(body.member.length).toBe(body.totalItems);
    expect(body.member.length).toBeGreaterThan(0);
    expect(body.member.every((product) => product.category.path.startsWith("tea/green/"))).toBe(true);
    expect(body.member[0]?.categoryPath.map((step) => step.path)).toEqual([
      "tea",
      "tea/green",
      body.member[0]?.category.path,
    ]);
  });

  it("finds word forms (Russian stemming) and typos (trigrams)", async () => {
    const teapots = await get<Page>(
      `/catalog/products?search=${encodeURIComponent("чайники")}&itemsPerPage=100`,
    );
    expect(teapots.body.totalItems).toBeGreaterThan(0);
    // The word is in the title, or names the category («Чайники»: a "Тэцубин" is a teapot too).
    expect(
      teapots.body.member.every(
        (product) => /чайник/i.test(product.title) || product.category.path.startsWith("teaware/teapots/"),
      ),
    ).toBe(true);
    expect(teapots.body.member.some((product) => !/чайник/i.test(product.title))).toBe(true);
    const { body: all } = await get<Page>("/catalog/products?itemsPerPage=100");
    const sample = all.member.find((product) => product.title.startsWith("Дарджилинг,"));
    expect(sample).toBeDefined();
    const typo = await get<Page>(`/catalog/products?search=${encodeURIComponent("дарджилинк")}`);
    expect(typo.body.member.map((product) => product.number)).toContain(sample?.number);
  });

  it("filters by attributes and counts facets under the other filters", async () => {
    const { body } = await get<Page>(
      "/catalog/products?facets=1&attributes.country[]=japan&itemsPerPage=100",
    );
    expect(body.totalItems).toBeGreaterThan(0);
    expect(
      body.member.every((product) =>
        product.attributes.some((a) => a.code === "country" && a.value === "japan"),
      ),
    ).toBe(true);
    const country = body.facets?.find((facet) => facet.code === "country");
    // Its own filter does not narrow a facet: other countries stay visible with their counts.
    expect(country?.values.find((value) => value.value === "japan")?.count).toBe(body.totalItems);
    expect(country?.values.some((value) => value.value === "china" && value.count > 0)).toBe(true);
    const teaType = body.facets?.find((facet) => facet.code === "tea-type");
    const teaTypeSum = teaType?.values.reduce((sum, value) => sum + value.count, 0) ?? 0;
    expect(teaTypeSum).toBeLessThanOrEqual(body.totalItems);
  });

  it("counts the facets of a category page (stored counts) as its products add up", async () => {
    for (const path of ["/catalog/products?facets=1", "/catalog/products?facets=1&category=tea"]) {
      const { body } = await get<Page>(`${path}&itemsPerPage=100`);
      // The seeded catalog has 81 products: the page holds them all, so they can be counted here.
      expect(body.member).toHaveLength(body.totalItems);
      const expected = new Map<string, number>();
      for (const product of body.member) {
        for (const { code, value } of product.attributes) {
          expected.set(`${code}:${value}`, (expected.get(`${code}:${value}`) ?? 0) + 1);
        }
      }
      const counted = new Map(
        (body.facets ?? []).flatMap((facet) =>
          facet.values.map((value) => [`${facet.code}:${value.value}`, value.count] as const),
        ),
      );
      expect(counted).toEqual(expected);
    }
  });

  it("filters by the default retail price in kopecks and sorts by it", async () => {
    const { body } = await get<Page>(
      "/catalog/products?price[between]=50000..200000&sort[price]=asc&itemsPerPage=100",
    );
    const prices = body.member.map(
      (product) =>
        product.prices.find((p) => p.priceType === "retail" && p.measure.code === product.defaultMeasure)
          ?.price ?? -1,
    );
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((price) => price >= 50_000 && price <= 200_000)).toBe(true);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  it("answers unknown filters and bad values with 422 naming the parameter", async () => {
    const unknown = await get<{ violations: { propertyPath: string }[] }>("/catalog/products?colour=red");
    expect(unknown.status).toBe(422);
    expect(unknown.body.violations[0]?.propertyPath).toBe("colour");
    const bad = await get("/catalog/products?price[lt]=cheap");
    expect(bad.status).toBe(422);
    const tooMany = await get("/catalog/products?itemsPerPage=1000");
    expect(tooMany.status).toBe(422);
  });
});

describe("product page", () => {
  it("finds a product by id, slug and number with positive prices only", async () => {
    const byNumber = await get<ProductBody>("/catalog/products-by-number/100003");
    expect(byNumber.status).toBe(200);
    const bySlug = await get<ProductBody>(`/catalog/products-by-slug/${byNumber.body.slug}`);
    const byId = await get<ProductBody>(`/catalog/products/${byNumber.body.id}`);
    expect(bySlug.body).toEqual(byNumber.body);
    expect(byId.body).toEqual(byNumber.body);
    expect(byNumber.body.prices.length).toBeGreaterThan(0);
    expect(byNumber.body.prices.every((price) => Number.isInteger(price.price) && price.price > 0)).toBe(
      true,
    );
  });

  it("answers 404 for an unknown product", async () => {
    expect((await get("/catalog/products-by-slug/no-such-tea")).status).toBe(404);
    expect((await get("/catalog/products/999999")).status).toBe(404);
  });
});

describe("public cache", () => {
  it("answers a repeated request with 304 when the ETag matches", async () => {
    const cached = createApp({ database, version: "test" });
    const first = await cached.request("/api/catalog/products?category=coffee");
    const etag = first.headers.get("etag");
    expect(first.status).toBe(200);
    expect(etag).toBeTruthy();
    const second = await cached.request("/api/catalog/products?category=coffee", {
      headers: { "If-None-Match": etag ?? "" },
    });
    expect(second.status).toBe(304);
  });

  it("serves the cached answer gzipped to clients that accept it", async () => {
    const cached = createApp({ database, version: "test" });
    const plain = await cached.request("/api/catalog/products?category=tea");
    const zipped = await cached.request("/api/catalog/products?category=tea", {
      headers: { "Accept-Encoding": "gzip, br" },
    });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    const unzipped = gunzipSync(new Uint8Array(await zipped.arrayBuffer())).toString("utf8");
    expect(unzipped).toBe(await plain.text());
    expect(zipped.headers.get("etag")).not.toBe(plain.headers.get("etag"));
  });
});
