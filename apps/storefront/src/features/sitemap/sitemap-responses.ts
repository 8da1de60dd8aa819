import { publicOrigin } from "../../lib/public-origin";
import type { SitemapPageSummary } from "./get-sitemap";
import type { SitemapKind } from "./list-sitemap-entries";
import type { SitemapSource } from "./sitemap-source";
import { type SitemapLocation, sitemapIndexXml, urlsetStream } from "./sitemap-xml";

/** The most URLs a sitemap file may hold (sitemaps.org): the size of each catalog sitemap file. */
export const SITEMAP_FILE_SIZE = 50_000;
/** How many entries are asked of the API at a time while a sitemap file is written. */
export const SITEMAP_CHUNK_SIZE = 5_000;

// Crawlers read the sitemap rarely and a new product may wait a few minutes to be listed.
const CACHE_CONTROL = "public, max-age=300";
/** When a crawler should ask again if the API is down (as for pages, src/server.ts). */
const RETRY_AFTER_SECONDS = "30";

/**
 * The shop's own pages for everyone (SPEC.md section 2), besides the catalog's categories and
 * products: not the redirects (`/legal`, `/product`), the search, the visitor's own pages or the panel.
 */
export const STATIC_PAGES: readonly string[] = [
  "/",
  "/catalog",
  "/about",
  "/about/contacts",
  "/about/delivery",
  "/about/payment",
  "/legal/cookies",
  "/legal/privacy-policy",
  "/legal/user-agreement",
];

const KINDS: readonly SitemapKind[] = ["categories", "products"];
const isKind = (kind: string): kind is SitemapKind => (KINDS as readonly string[]).includes(kind);

/**
 * The path of a catalog sitemap file, numbered from 1.
 * @example
 *   sitemapFilePath("products", 2); // "/sitemap/products/2.xml"
 */
export const sitemapFilePath = (kind: SitemapKind, page: number) => `/sitemap/${kind}/${page}.xml`;

/** The storefront's URL of a category path or a product slug (`/catalog/{path}`, `/product/{slug}`). */
const pagePath: Record<SitemapKind, (key: string) => string> = {
  categories: (path) => `/catalog/${path.split("/").map(encodeURIComponent).join("/")}`,
  products: (slug) => `/product/${encodeURIComponent(slug)}`,
};

/** Absolute URLs use the shop's public origin, as the pages' canonical links do. */
const originOf = (request: Request) => publicOrigin(request.url);

const xmlResponse = (body: string | ReadableStream<Uint8Array>) =>
  new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE_CONTROL },
  });

const notFound = () =>
  new Response("No such sitemap.\n", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });

function unavailable(error: unknown) {
  console.error("[sitemap] the shop API did not answer", error);
  return new Response("The catalog cannot be read right now.\n", {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": RETRY_AFTER_SECONDS },
  });
}

/**
 * `/sitemap.xml`: the sitemap index naming the shop's pages (`/sitemap/pages.xml`) and one file
 * per 50 000 categories or products, each with the newest change the API knows of in it.
 * @example
 *   GET: ({ request }) => sitemapIndexResponse(request, apiSitemapSource),
 */
export async function sitemapIndexResponse(request: Request, source: SitemapSource): Promise<Response> {
  const origin = originOf(request);
  let summary: Awaited<ReturnType<SitemapSource["summary"]>>;
  try {
    summary = await source.summary(SITEMAP_FILE_SIZE);
  } catch (error) {
    return unavailable(error);
  }
  const files = KINDS.flatMap((kind) =>
    summary[kind].pages.map(
      (page, index): SitemapLocation => ({
        loc: `${origin}${sitemapFilePath(kind, index + 1)}`,
        lastModified: page.lastModified,
      }),
    ),
  );
  return xmlResponse(sitemapIndexXml([{ loc: `${origin}/sitemap/pages.xml` }, ...files]));
}

/**
 * `/sitemap/pages.xml`: the shop's own pages (home, catalog, information and legal pages).
 * @example
 *   GET: ({ request }) => staticPagesResponse(request),
 */
export function staticPagesResponse(request: Request): Response {
  const origin = originOf(request);
  return xmlResponse(urlsetStream([STATIC_PAGES.map((path) => ({ loc: `${origin}${path}` }))]));
}

/**
 * `/sitemap/{kind}/{page}.xml`: one catalog sitemap file, streamed while its entries are read from
 * the API 5 000 at a time, so a file of 50 000 URLs is never held whole. An unknown kind or page
 * is 404; an API that cannot say which pages exist is 503 with `Retry-After`.
 * @example
 *   GET: ({ request, params }) => sitemapFileResponse(request, apiSitemapSource, params),
 */
export async function sitemapFileResponse(
  request: Request,
  source: SitemapSource,
  { kind, page }: { kind: string; page: string },
): Promise<Response> {
  if (!isKind(kind) || !/^[1-9]\d{0,8}$/.test(page)) return notFound();
  let file: SitemapPageSummary | undefined;
  try {
    file = (await source.summary(SITEMAP_FILE_SIZE))[kind].pages[Number(page) - 1];
  } catch (error) {
    return unavailable(error);
  }
  if (!file) return notFound();
  return xmlResponse(urlsetStream(fileUrls(source, kind, file, originOf(request))));
}

/** The URLs of one sitemap file, a chunk at a time (keyset: each chunk starts after the last id). */
async function* fileUrls(
  source: SitemapSource,
  kind: SitemapKind,
  file: SitemapPageSummary,
  origin: string,
): AsyncGenerator<SitemapLocation[]> {
  let after = file.after;
  let left = file.totalItems;
  while (left > 0) {
    let entries: Awaited<ReturnType<SitemapSource["entries"]>>;
    try {
      entries = await source.entries(kind, { after, limit: Math.min(SITEMAP_CHUNK_SIZE, left) });
    } catch (error) {
      // The answer has begun: the connection is cut, and the crawler drops the unfinished file.
      console.error(`[sitemap] ${kind} after id ${after}: the shop API stopped answering`, error);
      throw error;
    }
    const last = entries.at(-1);
    if (!last) return;
    yield entries.map((entry) => ({
      loc: `${origin}${pagePath[kind](entry.key)}`,
      lastModified: entry.lastModified,
    }));
    after = last.id;
    left -= entries.length;
  }
}
