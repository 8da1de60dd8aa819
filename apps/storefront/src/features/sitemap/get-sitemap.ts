import { answered, apiClient } from "../../lib/api";

/** A run of entries in id order: one sitemap file. Its entries are those with an id above `after`. */
export interface SitemapPageSummary {
  after: number;
  totalItems: number;
  lastModified: string | null;
}

/** One kind of catalog page (categories or products) as `GET /api/sitemap` splits it into pages. */
export interface SitemapPart {
  totalItems: number;
  lastModified: string | null;
  pages: SitemapPageSummary[];
}

/** `GET /api/sitemap`: how many category and product pages there are, cut into sitemap files. */
export interface SitemapSummary {
  pageSize: number;
  categories: SitemapPart;
  products: SitemapPart;
}

/**
 * The catalog's sitemap pages of at most `pageSize` entries (server side: the storefront asks the
 * API directly). Throws when the API cannot answer.
 * @example
 *   const { products } = await getSitemap(50_000); // products.pages.length === 2 at 100 000 products
 */
export async function getSitemap(pageSize: number): Promise<SitemapSummary> {
  return answered(
    await apiClient.get<SitemapSummary>("/sitemap", { query: { pageSize }, anonymous: true, silent: true }),
  );
}
