import { SaxesParser } from "saxes";

/** A sitemap or sitemap index as its `<loc>` and `<lastmod>` entries, under its root element. */
export interface ParsedSitemap {
  root: string;
  entries: { loc: string; lastmod?: string }[];
}

const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

/**
 * A strict XML parser (malformed XML throws) that reads a sitemap document chunk by chunk, so a
 * test can watch what has arrived while the answer streams. The e2e spec and the unit test of the
 * sitemap responses share it.
 * @example
 *   const reader = sitemapReader();
 *   reader.write(await response.text());
 *   reader.close(); // { root: "urlset", entries: [{ loc: "https://shop.example/", lastmod: "…" }] }
 */
export function sitemapReader() {
  const parsed: ParsedSitemap = { root: "", entries: [] };
  const parser = new SaxesParser({ xmlns: true });
  let text = "";
  parser.on("opentag", (tag) => {
    if (!parsed.root) {
      parsed.root = tag.local;
      if (tag.uri !== NAMESPACE) throw new Error(`<${tag.local}> is in ${tag.uri}, not ${NAMESPACE}`);
    }
    if (tag.local === "url" || tag.local === "sitemap") parsed.entries.push({ loc: "" });
    text = "";
  });
  parser.on("text", (chunk) => {
    text += chunk;
  });
  parser.on("closetag", (tag) => {
    const entry = parsed.entries.at(-1);
    if (entry && tag.local === "loc") entry.loc = text;
    if (entry && tag.local === "lastmod") entry.lastmod = text;
  });
  return {
    /** What has been read so far. */
    parsed,
    write(chunk: string) {
      parser.write(chunk);
    },
    close(): ParsedSitemap {
      parser.close();
      return parsed;
    },
  };
}
