import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { jsonRequest } from "../testing/http";
import { openSeededDatabase } from "../testing/seeded-database";
import { createTestUser, type TestUser } from "../testing/users";

interface Part {
  totalItems: number;
  lastModified: string | null;
  pages: { after: number; totalItems: number; lastModified: string | null }[];
}
interface Summary {
  "@id": string;
  pageSize: number;
  categories: Part;
  products: Part;
}
interface Chunk<Entry> {
  member: (Entry & { id: number; lastModified: string })[];
  next: string | null;
}
type ProductChunk = Chunk<{ slug: string }>;

const PRODUCTS = 81;
let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let staff: TestUser;

beforeAll(async () => {
  database = await openSeededDatabase({ products: PRODUCTS });
  app = createApp({ database, version: "test" });
  staff = await createTestUser(database, { roles: ["ROLE_STAFF"] });
});
afterAll(() => database.close());

const get = async <T>(path: string) => {
  const response = await app.request(path.startsWith("/api/") ? path : `/api${path}`);
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    body: (await response.json()) as T,
  };
};
const body = async <T>(path: string) => {
  const answer = await get<T>(path);
  expect(answer.status, path).toBe(200);
  return answer.body;
};

/** Every entry of a kind, read chunk by chunk through the `next` links. */
async function walk<Entry>(first: string): Promise<Chunk<Entry>["member"]> {
  const all: Chunk<Entry>["member"] = [];
  for (let next: string | null = first; next; ) {
    const chunk: Chunk<Entry> = await body<Chunk<Entry>>(next);
    all.push(...chunk.member);
    next = chunk.next;
  }
  return all;
}

// The seed makes product i (id i) at 2025-01-01 00:00 UTC plus i - 1 minutes and never changes it.
const seededAt = (id: number) => new Date(Date.UTC(2025, 0, 1) + (id - 1) * 60_000).toISOString();

describe("GET /sitemap", () => {
  it("counts the products and categories, one page when they fit in 50 000", async () => {
    const categories = await body<{ totalItems: number }>("/catalog/categories?itemsPerPage=1");
    const summary = await body<Summary>("/sitemap");
    expect(summary).toMatchObject({
      "@id": "/api/sitemap",
      pageSize: 50_000,
      products: {
        totalItems: PRODUCTS,
        lastModified: seededAt(PRODUCTS),
        pages: [{ after: 0, totalItems: PRODUCTS, lastModified: seededAt(PRODUCTS) }],
      },
    });
    expect(summary.categories.totalItems).toBe(categories.totalItems);
    expect(summary.categories.pages).toHaveLength(1);
    expect(summary.categories.lastModified).not.toBeNull();
  });

  it("splits into pages of pageSize in id order, each with its start and its newest change", async () => {
    const { products } = await body<Summary>("/sitemap?pageSize=30");
    expect(products.pages).toEqual([
      { after: 0, totalItems: 30, lastModified: seededAt(30) },
      { after: 30, totalItems: 30, lastModified: seededAt(60) },
      { after: 60, totalItems: 21, lastModified: seededAt(81) },
    ]);
  });

  it("refuses page sizes a sitemap file cannot hold", async () => {
    for (const pageSize of ["0", "50001", "many"]) {
      const answer = await get<{ violations: { propertyPath: string }[] }>(`/sitemap?pageSize=${pageSize}`);
      expect(answer.status, pageSize).toBe(422);
      expect(answer.type).toBe("application/problem+json");
      expect(answer.body.violations[0]?.propertyPath).toBe("pageSize");
    }
  });
});

describe("GET /sitemap/products", () => {
  it("lists every product once, in id order, chunk after chunk, with its last change", async () => {
    const entries = await walk<{ slug: string }>("/sitemap/products?limit=25");
    expect(entries).toHaveLength(PRODUCTS);
    expect(entries.map((entry) => entry.id)).toEqual(Array.from({ length: PRODUCTS }, (_, i) => i + 1));
    expect(entries[1]).toEqual({ id: 2, slug: "sencha-klassicheskiy", lastModified: seededAt(2) });
    expect(new Set(entries.map((entry) => entry.slug)).size).toBe(PRODUCTS);
  });

  it("links to the next chunk while chunks are full, and answers the last one with next null", async () => {
    const first = await body<ProductChunk>("/sitemap/products?limit=40");
    expect(first.member).toHaveLength(40);
    expect(first.next).toBe("/api/sitemap/products?after=40&limit=40");
    const third = await body<ProductChunk>("/sitemap/products?after=80&limit=40");
    expect(third.member.map((entry) => entry.id)).toEqual([81]);
    expect(third.next).toBeNull();
    const beyond = await body<ProductChunk>("/sitemap/products?after=81");
    expect(beyond).toEqual({ "@type": "SitemapEntries", member: [], next: null });
  });

  it("reads a page of the summary from its `after`, and its slugs are the catalog's", async () => {
    const { products } = await body<Summary>("/sitemap?pageSize=30");
    const second = products.pages[1];
    const chunk = await body<ProductChunk>(
      `/sitemap/products?after=${second?.after}&limit=${second?.totalItems}`,
    );
    expect(chunk.member.map((entry) => entry.id)).toEqual(Array.from({ length: 30 }, (_, i) => 31 + i));
    for (const entry of [chunk.member[0], chunk.member.at(-1)]) {
      const product = await get<{ id: number }>(`/catalog/products-by-slug/${entry?.slug}`);
      expect(product.status).toBe(200);
      expect(product.body.id).toBe(entry?.id);
    }
  });

  it("refuses a limit above 5 000 and a negative or malformed after", async () => {
    for (const query of ["limit=0", "limit=5001", "after=-1", "after=abc"]) {
      const answer = await get<{ violations: { propertyPath: string }[] }>(`/sitemap/products?${query}`);
      expect(answer.status, query).toBe(422);
      expect(answer.body.violations[0]?.propertyPath).toBe(query.split("=")[0]);
    }
  });
});

describe("GET /sitemap/categories", () => {
  it("lists every category path once, in id order", async () => {
    const tree = await body<{ member: { id: number; path: string }[] }>(
      "/catalog/categories?itemsPerPage=500",
    );
    const entries = await walk<{ path: string }>("/sitemap/categories?limit=7");
    expect(entries.map(({ id, path }) => ({ id, path }))).toEqual(
      tree.member.map(({ id, path }) => ({ id, path })).sort((a, b) => a.id - b.id),
    );
  });
});

describe("last changes", () => {
  const productEntry = async (id: number) =>
    (await body<ProductChunk>(`/sitemap/products?after=${id - 1}&limit=1`)).member[0];
  const categoryEntries = async () =>
    new Map(
      (await walk<{ path: string }>("/sitemap/categories")).map((entry) => [entry.path, entry.lastModified]),
    );

  it("a price change dates the product, its category and the category's ancestors, no others", async () => {
    const product = await body<{ id: number; categoryPath: { path: string }[] }>("/catalog/products/5");
    const before = await categoryEntries();
    const start = Date.now();
    const patched = await app.request(
      "/api/catalog/admin/products/5",
      jsonRequest("PATCH", { prices: { retail: { pack: 777_00 } } }, { Authorization: staff.authorization }),
    );
    expect(patched.status).toBe(200);

    const changed = await productEntry(5);
    expect(Date.parse(changed?.lastModified ?? "")).toBeGreaterThanOrEqual(start - 1_000);
    expect((await productEntry(6))?.lastModified).toBe(seededAt(6));
    const summary = await body<Summary>("/sitemap");
    expect(summary.products.lastModified).toBe(changed?.lastModified);
    expect(summary.products.pages[0]?.lastModified).toBe(changed?.lastModified);

    const after = await categoryEntries();
    const trail = new Set(product.categoryPath.map((category) => category.path));
    expect(trail.size).toBe(3);
    for (const [path, lastModified] of after) {
      if (trail.has(path)) expect(lastModified, path).toBe(changed?.lastModified);
      else expect(lastModified, path).toBe(before.get(path));
    }
    expect(summary.categories.lastModified).toBe(changed?.lastModified);
  });

  it("a text change in any locale dates the product or the category", async () => {
    const start = Date.now();
    const translated = await app.request(
      "/api/catalog/products/7/translations",
      jsonRequest(
        "PATCH",
        { translations: { "en-US": { title: "Seventh tea" } } },
        { Authorization: staff.authorization },
      ),
    );
    expect(translated.status).toBe(200);
    expect(Date.parse((await productEntry(7))?.lastModified ?? "")).toBeGreaterThanOrEqual(start - 1_000);

    const category = await body<{ id: number }>("/catalog/categories-by-slug/coffee/ground/drip");
    const before = (await categoryEntries()).get("coffee/ground/drip");
    const renamed = await app.request(
      `/api/catalog/categories/${category.id}/translations`,
      jsonRequest(
        "PATCH",
        { translations: { ru: { description: "Для капельной кофеварки." } } },
        {
          Authorization: staff.authorization,
        },
      ),
    );
    expect(renamed.status).toBe(200);
    const after = (await categoryEntries()).get("coffee/ground/drip");
    expect(Date.parse(after ?? "")).toBeGreaterThan(Date.parse(before ?? ""));
    expect(Date.parse(after ?? "")).toBeGreaterThanOrEqual(start - 1_000);
  });

  it("a patch that names no text leaves the dates alone", async () => {
    const before = await productEntry(8);
    const empty = await app.request(
      "/api/catalog/products/8/translations",
      jsonRequest("PATCH", { translations: {} }, { Authorization: staff.authorization }),
    );
    expect(empty.status).toBe(200);
    expect(await productEntry(8)).toEqual(before);
  });
});
