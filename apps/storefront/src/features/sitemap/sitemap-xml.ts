// The documents of the sitemaps.org protocol: a sitemap index naming sitemap files, and a sitemap
// file (`urlset`) of at most 50 000 URLs.

import { escapeXml, pullStream } from "../../lib/xml-stream";

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** A sitemap file in an index, or a page in a sitemap file: its absolute URL and last change. */
export interface SitemapLocation {
  loc: string;
  /** W3C datetime (ISO 8601); left out when unknown. */
  lastModified?: string | null | undefined;
}

const element = (name: "sitemap" | "url", { loc, lastModified }: SitemapLocation) =>
  `<${name}><loc>${escapeXml(loc)}</loc>${lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>` : ""}</${name}>\n`;

/**
 * A sitemap index document.
 * @example
 *   sitemapIndexXml([{ loc: "https://shop.example/sitemap/products/1.xml", lastModified: "2026-01-31T10:00:00.000Z" }]);
 */
export function sitemapIndexXml(sitemaps: readonly SitemapLocation[]): string {
  return `${XML_DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${sitemaps.map((sitemap) => element("sitemap", sitemap)).join("")}</sitemapindex>\n`;
}

/**
 * A sitemap file whose URLs come in batches, written as they arrive and only as fast as the
 * stream is read: a batch is asked for when the reader wants more bytes, so at most one batch is
 * held, whatever the file's size. Cancelling the stream (the client went away) stops the batches.
 * @example
 *   const body = urlsetStream(batchesOfProductUrls());
 *   return new Response(body, { headers: { "Content-Type": "application/xml" } });
 */
export function urlsetStream(
  batches: AsyncIterable<readonly SitemapLocation[]> | Iterable<readonly SitemapLocation[]>,
): ReadableStream<Uint8Array> {
  async function* parts(): AsyncGenerator<string> {
    yield `${XML_DECLARATION}<urlset xmlns="${NAMESPACE}">\n`;
    for await (const batch of batches) yield batch.map((url) => element("url", url)).join("");
    yield "</urlset>\n";
  }
  return pullStream(parts());
}
