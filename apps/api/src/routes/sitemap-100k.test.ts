import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { openSeededDatabase } from "../testing/seeded-database";

// The sitemap at the benchmark's catalog size. The seed's generator takes minutes for 100 000
// products on PGlite, so the products are written by one INSERT … SELECT generate_series: a
// product every second of 2025, round-robin over the leaf categories.
const PRODUCTS = 100_000;
const PAGE = 50_000;
const CHUNK = 5_000;

interface Summary {
  products: { totalItems: number; pages: { after: number; totalItems: number; lastModified: string }[] };
  categories: { totalItems: number; lastModified: string };
}
interface ProductChunk {
  member: { id: number; slug: string; lastModified: string }[];
  next: string | null;
}

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await openSeededDatabase({ products: 0 });
  await database.db.execute(sql`
    insert into products (number, slug, title, category_id, default_measure_id, created_at, updated_at)
    select 'bulk-' || n, 'bulk-tea-' || n, 'Чай ' || n,
      leaves.ids[1 + n % cardinality(leaves.ids)],
      (select id from measures where code = 'pcs'),
      timestamptz '2025-01-01 00:00:00+00' + n * interval '1 second',
      timestamptz '2025-01-01 00:00:00+00' + n * interval '1 second'
    from generate_series(1, ${PRODUCTS}) as n,
      (select array_agg(id order by id) as ids from categories c
        where not exists (select 1 from categories child where child.parent_id = c.id)) as leaves`);
  app = createApp({ database, version: "test" });
}, 180_000);
afterAll(() => database.close());

const body = async <T>(path: string): Promise<T> => {
  const response = await app.request(path.startsWith("/api/") ? path : `/api${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};
const secondOf2025 = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 1_000).toISOString();

describe(`the sitemap of ${PRODUCTS} products`, () => {
  it("is two pages of 50 000, read in chunks of 5 000 whose slugs answer 200", async () => {
    const summary = await body<Summary>("/sitemap");
    expect(summary.products.totalItems).toBe(PRODUCTS);
    const firstId = (await body<ProductChunk>("/sitemap/products?limit=1")).member[0]?.id ?? 0;
    expect(summary.products.pages).toEqual([
      { after: firstId - 1, totalItems: PAGE, lastModified: secondOf2025(PAGE) },
      { after: firstId - 1 + PAGE, totalItems: PAGE, lastModified: secondOf2025(PRODUCTS) },
    ]);
    expect(summary.categories.lastModified >= secondOf2025(PRODUCTS)).toBe(true);

    const sampled: string[] = [];
    let previousId = 0;
    for (const [index, page] of summary.products.pages.entries()) {
      let after = page.after;
      let read = 0;
      let requests = 0;
      while (read < page.totalItems) {
        const limit = Math.min(CHUNK, page.totalItems - read);
        const chunk = await body<ProductChunk>(`/sitemap/products?after=${after}&limit=${limit}`);
        requests += 1;
        expect(chunk.member.length, `page ${index + 1}, chunk ${requests}`).toBe(limit);
        for (const entry of chunk.member) {
          // Strictly increasing ids: no product twice, none skipped between chunks or pages.
          expect(entry.id).toBe(previousId === 0 ? firstId : previousId + 1);
          previousId = entry.id;
        }
        const middle = chunk.member[Math.floor(chunk.member.length / 2)];
        if (requests % 4 === 1 && middle) sampled.push(middle.slug);
        after = chunk.member.at(-1)?.id ?? after;
        read += chunk.member.length;
      }
      expect([read, requests]).toEqual([PAGE, PAGE / CHUNK]);
    }
    expect(previousId).toBe(firstId - 1 + PRODUCTS);
    expect((await body<ProductChunk>(`/sitemap/products?after=${previousId}`)).member).toEqual([]);

    expect(sampled).toHaveLength(6);
    for (const slug of sampled) {
      const product = await body<{ slug: string; category: { path: string } }>(
        `/catalog/products-by-slug/${slug}`,
      );
      expect(product.slug).toBe(slug);
    }
  }, 120_000);
});
