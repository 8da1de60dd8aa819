import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { jsonRequest } from "../testing/http";
import { openSeededDatabase } from "../testing/seeded-database";
import { createTestUser, type TestUser } from "../testing/users";

interface Summary {
  catalogVersion: number;
  lastModified: string | null;
  totalOffers: number;
  categories: { id: number; parentId: number | null; title: string }[];
}
interface Offer {
  id: number;
  number: string;
  slug: string;
  title: string;
  categoryId: number;
  price: number;
  measure: { code: string; title: string };
  pictures: string[];
  params: { name: string; value: string }[];
}
interface CatalogProduct {
  id: number;
  number: string;
  defaultMeasure: string;
  category: { "@id": string } | string;
  prices: { measure: { code: string }; priceType: string; price: number }[];
  attributes?: unknown;
}

const PRODUCTS = 45;
let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let staff: TestUser;

beforeAll(async () => {
  database = await openSeededDatabase({ products: PRODUCTS });
  app = createApp({ database, version: "test", catalogCache: false });
  staff = await createTestUser(database, { roles: ["ROLE_STAFF"] });
});
afterAll(() => database.close());

async function body<T>(path: string): Promise<T> {
  const response = await app.request(path);
  const text = await response.text();
  expect(response.status, `${path}: ${text}`).toBe(200);
  return JSON.parse(text) as T;
}

/** Every offer, read chunk by chunk through the `next` links. */
async function allOffers(limit: number): Promise<Offer[]> {
  const offers: Offer[] = [];
  for (let next: string | null = `/api/feeds/market/offers?limit=${limit}`; next; ) {
    const chunk: { member: Offer[]; next: string | null } = await body(next);
    offers.push(...chunk.member);
    next = chunk.next;
  }
  return offers;
}

const retailOf = (product: CatalogProduct) =>
  product.prices.find(
    (price) => price.priceType === "retail" && price.measure.code === product.defaultMeasure,
  )?.price;

describe("the marketplace feed's data", () => {
  it("lists every product on sale once, in id order, with its default measure's retail price", async () => {
    const summary = await body<Summary>("/api/feeds/market");
    const offers = await allOffers(7);
    const { member: catalog } = await body<{ member: CatalogProduct[] }>(
      "/api/catalog/products?itemsPerPage=100",
    );
    const onSale = catalog.filter((product) => (retailOf(product) ?? 0) > 0);

    expect(offers.map((offer) => offer.id)).toEqual(
      onSale.map((product) => product.id).sort((a, b) => a - b),
    );
    expect(summary.totalOffers).toBe(offers.length);
    for (const offer of offers) {
      const product = catalog.find((candidate) => candidate.id === offer.id) as CatalogProduct;
      expect(offer.number).toBe(product.number);
      expect(offer.price).toBe(retailOf(product));
      expect(offer.measure.code).toBe(product.defaultMeasure);
      for (const picture of offer.pictures) expect(picture).toMatch(/^\/api\/media\//);
    }
    // Offers name their categories, and the tree holds each one and each one's parent.
    const ids = new Set(summary.categories.map((category) => category.id));
    for (const offer of offers) expect(ids.has(offer.categoryId)).toBe(true);
    for (const category of summary.categories) {
      if (category.parentId !== null) expect(ids.has(category.parentId)).toBe(true);
    }
    expect(offers.some((offer) => offer.params.length > 0)).toBe(true);
    expect(summary.lastModified).not.toBeNull();
  });

  it("leaves out a product that stopped selling, and its version and last change move", async () => {
    const before = await body<Summary>("/api/feeds/market");
    const [first] = await allOffers(1000);
    if (!first) throw new Error("the seeded catalog has no offer");
    const product = await body<CatalogProduct>(`/api/catalog/products/${first.id}`);
    const response = await app.request(
      `/api/catalog/admin/products/${first.id}`,
      jsonRequest(
        "PATCH",
        { prices: { retail: { [product.defaultMeasure]: null } } },
        { Authorization: staff.authorization },
      ),
    );
    expect(response.status).toBe(200);

    const after = await body<Summary>("/api/feeds/market");
    const offers = await allOffers(1000);
    expect(offers.some((offer) => offer.id === first.id)).toBe(false);
    expect(after.totalOffers).toBe(before.totalOffers - 1);
    expect(after.catalogVersion).toBeGreaterThan(before.catalogVersion);
    expect(Date.parse(after.lastModified ?? "")).toBeGreaterThanOrEqual(
      Date.parse(before.lastModified ?? ""),
    );
  });

  it("counts a product sold in variants as one offer per available variant", async () => {
    const [first] = await allOffers(1000);
    if (!first) throw new Error("the seeded catalog has no offer");
    // Variants are packs: a product counted in packs, on sale.
    const created = await app.request(
      "/api/catalog/admin/products",
      jsonRequest(
        "POST",
        {
          number: "FEED-VARIANTS",
          title: "Улун в пачках",
          category: first.categoryId,
          defaultMeasure: "pack",
          prices: { retail: { pack: 50_000 } },
          published: true,
        },
        { Authorization: staff.authorization },
      ),
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const before = await body<Summary>("/api/feeds/market");
    const response = await app.request(
      `/api/catalog/admin/products/${id}/variants`,
      jsonRequest(
        "PUT",
        {
          variants: [
            { number: "FEED-VARIANTS-50", title: "50 г", price: 35_000 },
            { number: "FEED-VARIANTS-100", title: "100 г", price: 65_000 },
            { number: "FEED-VARIANTS-250", title: "250 г", price: 150_000, available: false },
          ],
        },
        { Authorization: staff.authorization },
      ),
    );
    expect(response.status).toBe(200);
    const after = await body<Summary>("/api/feeds/market");
    const offer = (await allOffers(1000)).find((candidate) => candidate.id === id) as Offer & {
      variants: unknown[];
    };
    expect(offer.variants).toHaveLength(2);
    // The two available packs are two offers of the feed where the product was one.
    expect(after.totalOffers).toBe(before.totalOffers + 1);
  });

  it("refuses a chunk size over 1 000 with a problem document", async () => {
    const response = await app.request("/api/feeds/market/offers?limit=1001");
    expect(response.status).toBe(422);
    expect(response.headers.get("content-type")).toMatch(/problem\+json/);
  });
});
