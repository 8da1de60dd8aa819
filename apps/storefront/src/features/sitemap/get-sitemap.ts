import type { SitemapPart, SitemapSummary } from "@shop/api-client";
import { answered, shopApi } from "../../lib/api";

export type { SitemapSummary };

/** A run of entries in id order: one sitemap file. Its entries are those with an id above `after`. */
export type SitemapPageSummary = SitemapPart["pages"][number];

/**
 * The catalog's sitemap pages of at most `pageSize` entries (server side: the storefront asks the
 * API directly). Throws when the API cannot answer.
 * @example
 *   const { products } = await getSitemap(50_000); // products.pages.length === 2 at 100 000 products
 */
export async function getSitemap(pageSize: number): Promise<SitemapSummary> {
  return answered(await shopApi.sitemap.get({ pageSize }, { silent: true }));
}
