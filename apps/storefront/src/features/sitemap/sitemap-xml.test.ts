import { SaxesParser } from "saxes";
import { describe, expect, it } from "vitest";
import { escapeXml } from "../../lib/xml-stream";
import { sitemapIndexXml, urlsetStream } from "./sitemap-xml";

/** The text of every element named `name`, as a strict XML parser reads it. */
function textsOf(xml: string, name: string): string[] {
  const texts: string[] = [];
  const parser = new SaxesParser();
  let text = "";
  parser.on("opentag", () => {
    text = "";
  });
  parser.on("text", (chunk) => {
    text += chunk;
  });
  parser.on("closetag", (tag) => {
    if (tag.name === name) texts.push(text);
  });
  parser.write(xml).close();
  return texts;
}

describe("sitemap XML", () => {
  const awkward = `https://shop.example/catalog?a=1&b=<2>&c="3"&d='4'`;

  it("escapes the five characters XML reserves", () => {
    expect(escapeXml(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&apos;");
  });

  it("writes an index whose locations and dates a parser reads back as given", () => {
    const xml = sitemapIndexXml([
      { loc: awkward, lastModified: "2026-01-31T10:00:00.000Z" },
      { loc: "https://x/2" },
    ]);
    expect(textsOf(xml, "loc")).toEqual([awkward, "https://x/2"]);
    expect(textsOf(xml, "lastmod")).toEqual(["2026-01-31T10:00:00.000Z"]);
  });

  it("streams a urlset of every batch in order", async () => {
    async function* batches() {
      yield [{ loc: awkward }];
      yield [];
      yield [{ loc: "https://x/2", lastModified: "2026-02-01T00:00:00.000Z" }, { loc: "https://x/3" }];
    }
    const xml = await new Response(urlsetStream(batches())).text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    expect(textsOf(xml, "loc")).toEqual([awkward, "https://x/2", "https://x/3"]);
    expect(textsOf(xml, "lastmod")).toEqual(["2026-02-01T00:00:00.000Z"]);
  });
});
