import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { slugWithin } from "../domain/catalog/slug";
import { openSeededDatabase } from "../testing/seeded-database";

const PRODUCTS = 120;
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openSeededDatabase({ products: PRODUCTS });
});
afterAll(() => database.close());

const rows = async <Row>(query: ReturnType<typeof sql>) => {
  const result = await database.db.execute(query);
  return ("rows" in result ? result.rows : result) as Row[];
};

describe("the seed's catalog", () => {
  it("is made by the product writer's rules, as an import's products are", async () => {
    const products = await rows<{
      number: string;
      slug: string;
      title: string;
      list_price: string | null;
      retail: string | null;
      alts: string[];
    }>(sql`
      select p.number, p.slug, p.title, p.list_price::text,
        (select pp.price::text from product_prices pp join price_types t on t.id = pp.price_type_id
          where pp.product_id = p.id and pp.measure_id = p.default_measure_id and t.code = 'retail') as retail,
        (select coalesce(array_agg(i->>'alt'), '{}') from jsonb_array_elements(p.images) i) as alts
      from products p order by p.id`);
    expect(products).toHaveLength(PRODUCTS);
    const slugs = new Set<string>();
    for (const product of products) {
      // The slug rule: the title's slug, or the title's with the number when an earlier one took it.
      const base = slugWithin(product.title, 120);
      expect([base, `${base}-${product.number}`]).toContain(product.slug);
      if (product.slug !== base) expect(slugs.has(base)).toBe(true);
      slugs.add(product.slug);
      // The list price is the retail price of the default measure; images' alt text the title.
      expect(product.list_price).toBe(product.retail);
      expect(product.alts.length).toBeGreaterThan(0);
      expect(new Set(product.alts)).toEqual(new Set([product.title]));
    }
    expect(slugs.size).toBe(PRODUCTS);
    // Both kinds occur in a catalog of this size: titles repeat.
    expect(products.some((product) => product.slug.endsWith(`-${product.number}`))).toBe(true);
  });

  it("leaves no audit entries (nobody made it) and its title words in the search's dictionary", async () => {
    const [audit] = await rows<{ count: number }>(sql`select count(*)::int as count from audit_log`);
    expect(audit?.count).toBe(0);
    const [word] = await rows<{ count: number }>(
      sql`select count(*)::int as count from search_words where word = 'сенча'`,
    );
    expect(word?.count).toBe(1);
  });
});
