import { getSitemap, type SitemapSummary } from "./get-sitemap";
import { listSitemapEntries, type SitemapEntry, type SitemapKind } from "./list-sitemap-entries";

/** Where the sitemap's catalog pages come from: the shop API, or a stand-in in tests. */
export interface SitemapSource {
  summary(pageSize: number): Promise<SitemapSummary>;
  entries(kind: SitemapKind, chunk: { after: number; limit: number }): Promise<SitemapEntry[]>;
}

/** The shop API's sitemap endpoints (`GET /api/sitemap`, `GET /api/sitemap/{kind}`). */
export const apiSitemapSource: SitemapSource = { summary: getSitemap, entries: listSitemapEntries };
