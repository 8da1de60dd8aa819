import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { categories, products } from "../../db/schema/index";
import { shownToPublic } from "./product-visibility";

/** The catalog's pages a sitemap lists: one per category, one per product. */
export type SitemapKind = "categories" | "products";

/** One page of the shop in a sitemap: a category path or a product slug, and its last change. */
export interface SitemapEntry {
  id: number;
  /** The category's `path` or the product's `slug`. */
  key: string;
  lastModified: Date;
}

/** A run of at most `pageSize` entries in id order: one sitemap file of the storefront. */
export interface SitemapPage {
  /** The entries of the page are those with an id above this one. */
  after: number;
  totalItems: number;
  lastModified: Date | null;
}

export interface SitemapPart {
  totalItems: number;
  lastModified: Date | null;
  pages: SitemapPage[];
}

// Each kind as a row source of (id, key, last_modified). A category page lists the products of its
// subtree, so it changes with them: its last change is its own or its newest product's. The
// per-category maximum is one pass over the products, then a join of the (small) category tree.
const entrySources: Record<SitemapKind, SQL> = {
  products: sql`select ${products.id} as id, ${products.slug} as key, ${products.updatedAt} as last_modified from ${products} where ${shownToPublic}`,
  categories: sql`
    select category.id, category.path as key,
      greatest(category.updated_at, max(changed.updated_at)) as last_modified
    from ${categories} category
    join ${categories} subtree
      on subtree.path = category.path or starts_with(subtree.path, category.path || '/')
    left join (
      select category_id, max(updated_at) as updated_at from ${products} group by category_id
    ) changed on changed.category_id = subtree.id
    group by category.id`,
};

// Timestamps arrive as text from either driver; the column's own mapping makes them Dates.
const timestamp = (expression: SQL) => expression.mapWith(products.updatedAt);

/**
 * The entries of `kind` after the id `after`, in id order, at most `limit` of them: keyset
 * pagination, so each call costs the same however deep into 100 000 products it reads.
 * @example
 *   const first = await sitemapEntries(db, "products", { after: 0, limit: 5_000 });
 *   const next = await sitemapEntries(db, "products", { after: first.at(-1)?.id ?? 0, limit: 5_000 });
 */
export function sitemapEntries(
  db: Database,
  kind: SitemapKind,
  { after, limit }: { after: number; limit: number },
): Promise<SitemapEntry[]> {
  return db
    .select({
      id: sql<number>`id`.mapWith(Number),
      key: sql<string>`key`,
      lastModified: timestamp(sql<Date>`last_modified`),
    })
    .from(sql`(${entrySources[kind]}) entries`)
    .where(sql`id > ${after}`)
    .orderBy(sql`id`)
    .limit(limit);
}

/**
 * How the entries of `kind` split into pages of `pageSize` in id order, with each page's first
 * id (as `after`), size and newest change: what a sitemap index needs, in one pass.
 * @example
 *   await sitemapPages(db, "products", 50_000); // [{ after: 0, totalItems: 50000, … }, { after: 50000, … }]
 */
export async function sitemapPages(
  db: Database,
  kind: SitemapKind,
  pageSize: number,
): Promise<SitemapPage[]> {
  const rows = await db
    .select({
      firstId: sql<number>`min(id)`.mapWith(Number),
      totalItems: sql<number>`count(*)`.mapWith(Number),
      lastModified: timestamp(sql<Date | null>`max(last_modified)`),
    })
    .from(
      sql`(select id, last_modified, (row_number() over (order by id) - 1) / ${pageSize}::int as page
        from (${entrySources[kind]}) entries) numbered`,
    )
    .groupBy(sql`page`)
    .orderBy(sql`page`);
  // Ids are integers, so "after the one before the first" is the page's start.
  return rows.map((row) => ({
    after: row.firstId - 1,
    totalItems: row.totalItems,
    lastModified: row.lastModified,
  }));
}

/**
 * Both kinds' pages with their totals and newest change.
 * @example
 *   const { products } = await sitemapSummary(db, 50_000);
 *   products.pages.length; // 2 at 100 000 products
 */
export async function sitemapSummary(
  db: Database,
  pageSize: number,
): Promise<Record<SitemapKind, SitemapPart>> {
  const [categoryPages, productPages] = await Promise.all([
    sitemapPages(db, "categories", pageSize),
    sitemapPages(db, "products", pageSize),
  ]);
  return { categories: partOf(categoryPages), products: partOf(productPages) };
}

function partOf(pages: SitemapPage[]): SitemapPart {
  let lastModified: Date | null = null;
  for (const page of pages) {
    if (page.lastModified && (!lastModified || page.lastModified > lastModified)) {
      lastModified = page.lastModified;
    }
  }
  return { totalItems: pages.reduce((sum, page) => sum + page.totalItems, 0), lastModified, pages };
}
