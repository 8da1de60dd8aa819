import { answered, shopApi } from "../../lib/api";

/** The catalog pages a sitemap lists besides the shop's own. */
export type SitemapKind = "categories" | "products";

/** One category (`path`) or product (`slug`) as `GET /api/sitemap/{kind}` lists it. */
export interface SitemapEntry {
  id: number;
  /** The category's slug path (`tea/green`) or the product's slug. */
  key: string;
  lastModified: string;
}

/**
 * Up to `limit` (at most 5 000) entries of `kind` with an id above `after`, in id order: one keyset
 * chunk of a sitemap file. Throws when the API cannot answer.
 * @example
 *   const chunk = await listSitemapEntries("products", { after: 0, limit: 5_000 });
 *   const next = await listSitemapEntries("products", { after: chunk.at(-1)?.id ?? 0, limit: 5_000 });
 */
export async function listSitemapEntries(
  kind: SitemapKind,
  { after, limit }: { after: number; limit: number },
): Promise<SitemapEntry[]> {
  if (kind === "products") {
    const answer = answered(await shopApi.sitemap.entries("products", { after, limit }, { silent: true }));
    return answer.member.map(({ id, lastModified, slug }) => ({ id, key: slug, lastModified }));
  }
  const answer = answered(await shopApi.sitemap.entries("categories", { after, limit }, { silent: true }));
  return answer.member.map(({ id, lastModified, path }) => ({ id, key: path, lastModified }));
}
