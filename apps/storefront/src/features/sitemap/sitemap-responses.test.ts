import { describe, expect, it, vi } from "vitest";
import { type ParsedSitemap, sitemapReader } from "../../../e2e/support/sitemap-reader";
import type { SitemapSummary } from "./get-sitemap";
import type { SitemapEntry, SitemapKind } from "./list-sitemap-entries";
import { robotsResponse } from "./robots-txt";
import {
  SITEMAP_CHUNK_SIZE,
  STATIC_PAGES,
  sitemapFileResponse,
  sitemapIndexResponse,
  staticPagesResponse,
} from "./sitemap-responses";
import type { SitemapSource } from "./sitemap-source";

const ORIGIN = "https://shop.example";
const request = (path: string) => new Request(`${ORIGIN}${path}`);
const SECOND = 1_000;
const changedAt = (id: number) => new Date(Date.UTC(2025, 0, 1) + id * SECOND).toISOString();

/**
 * Stands for the API: products with ids 1…`products` (slug `tea-{id}` unless `slugs` says
 * otherwise) made on demand, never as a list, and the given categories. `served` counts the
 * entries handed out so far.
 */
function fakeApi({
  products,
  categories = ["tea", "tea/green"],
  slugs = {},
}: {
  products: number;
  categories?: string[];
  slugs?: Record<number, string>;
}) {
  const count: Record<SitemapKind, number> = { categories: categories.length, products };
  const keyOf: Record<SitemapKind, (id: number) => string> = {
    categories: (id) => categories[id - 1] ?? "",
    products: (id) => slugs[id] ?? `tea-${id}`,
  };
  const api = {
    served: 0,
    calls: [] as string[],
    async summary(pageSize: number): Promise<SitemapSummary> {
      api.calls.push(`summary ${pageSize}`);
      const part = (kind: SitemapKind) => {
        const pages = Array.from({ length: Math.ceil(count[kind] / pageSize) }, (_, index) => {
          const last = Math.min((index + 1) * pageSize, count[kind]);
          return {
            after: index * pageSize,
            totalItems: last - index * pageSize,
            lastModified: changedAt(last),
          };
        });
        return { totalItems: count[kind], lastModified: pages.at(-1)?.lastModified ?? null, pages };
      };
      return {
        "@id": "/api/sitemap",
        "@type": "Sitemap",
        pageSize,
        categories: part("categories"),
        products: part("products"),
      };
    },
    async entries(kind: SitemapKind, { after, limit }: { after: number; limit: number }) {
      api.calls.push(`${kind} ${after} ${limit}`);
      expect(limit).toBeLessThanOrEqual(SITEMAP_CHUNK_SIZE);
      const entries: SitemapEntry[] = [];
      for (let id = after + 1; id <= Math.min(after + limit, count[kind]); id++) {
        entries.push({ id, key: keyOf[kind](id), lastModified: changedAt(id) });
      }
      api.served += entries.length;
      return entries;
    },
  } satisfies SitemapSource & { served: number; calls: string[] };
  return api;
}

/** Reads the answer's bytes as they arrive; `onRead` runs after each chunk. */
async function readSitemap(response: Response, onRead?: (parsed: ParsedSitemap) => void) {
  const sitemap = sitemapReader();
  const decoder = new TextDecoder();
  const reader = response.body?.getReader();
  if (!reader) throw new Error("no body");
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    sitemap.write(decoder.decode(read.value, { stream: true }));
    onRead?.(sitemap.parsed);
  }
  return sitemap.close();
}

describe("/sitemap.xml", () => {
  it("names the shop's pages file and one file per 50 000 categories or products, with their last change", async () => {
    const response = await sitemapIndexResponse(request("/sitemap.xml"), fakeApi({ products: 300 }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
    const sitemap = await readSitemap(response);
    expect(sitemap).toEqual({
      root: "sitemapindex",
      entries: [
        { loc: `${ORIGIN}/sitemap/pages.xml` },
        { loc: `${ORIGIN}/sitemap/categories/1.xml`, lastmod: changedAt(2) },
        { loc: `${ORIGIN}/sitemap/products/1.xml`, lastmod: changedAt(300) },
      ],
    });
  });

  it("answers 503 with Retry-After when the API cannot say what there is, and logs why", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken: SitemapSource = {
      summary: () => Promise.reject(new Error("connect ECONNREFUSED")),
      entries: () => Promise.reject(new Error("connect ECONNREFUSED")),
    };
    const index = await sitemapIndexResponse(request("/sitemap.xml"), broken);
    expect([index.status, index.headers.get("retry-after")]).toEqual([503, "30"]);
    const file = await sitemapFileResponse(request("/sitemap/products/1.xml"), broken, {
      kind: "products",
      page: "1",
    });
    expect(file.status).toBe(503);
    expect(log).toHaveBeenCalledTimes(2);
    expect(String(log.mock.calls[0]?.[1])).toContain("ECONNREFUSED");
    log.mockRestore();
  });
});

describe("/sitemap/{kind}/{page}.xml", () => {
  it("lists every product of the file at its page URL with its last change, escaped for XML", async () => {
    const api = fakeApi({ products: 300, slugs: { 7: "o'neill&co" } });
    const response = await sitemapFileResponse(request("/sitemap/products/1.xml"), api, {
      kind: "products",
      page: "1",
    });
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const sitemap = await readSitemap(response);
    expect(sitemap.root).toBe("urlset");
    expect(sitemap.entries).toHaveLength(300);
    expect(sitemap.entries[0]).toEqual({ loc: `${ORIGIN}/product/tea-1`, lastmod: changedAt(1) });
    expect(sitemap.entries[6]?.loc).toBe(`${ORIGIN}/product/o'neill%26co`);
    expect(sitemap.entries.at(-1)?.loc).toBe(`${ORIGIN}/product/tea-300`);
  });

  it("lists categories under /catalog with their slug path", async () => {
    const response = await sitemapFileResponse(
      request("/sitemap/categories/1.xml"),
      fakeApi({ products: 0 }),
      {
        kind: "categories",
        page: "1",
      },
    );
    expect((await readSitemap(response)).entries).toEqual([
      { loc: `${ORIGIN}/catalog/tea`, lastmod: changedAt(1) },
      { loc: `${ORIGIN}/catalog/tea/green`, lastmod: changedAt(2) },
    ]);
  });

  it("answers 404 for a kind or a page that does not exist, asking the API nothing for a malformed one", async () => {
    const api = fakeApi({ products: 300 });
    for (const [kind, page] of [
      ["products", "2"],
      ["products", "0"],
      ["products", "01"],
      ["products", "1e3"],
      ["orders", "1"],
    ] as const) {
      const response = await sitemapFileResponse(request(`/sitemap/${kind}/${page}.xml`), api, {
        kind,
        page,
      });
      expect(response.status, `${kind} ${page}`).toBe(404);
    }
    expect(api.calls).toEqual(["summary 50000"]);
  });
});

describe(`at 100 000 products`, () => {
  it("is two files of 50 000 URLs, each streamed with at most one chunk read ahead of the crawler", async () => {
    const api = fakeApi({ products: 100_000 });
    const index = await readSitemap(await sitemapIndexResponse(request("/sitemap.xml"), api));
    expect(index.entries.map((entry) => entry.loc)).toEqual([
      `${ORIGIN}/sitemap/pages.xml`,
      `${ORIGIN}/sitemap/categories/1.xml`,
      `${ORIGIN}/sitemap/products/1.xml`,
      `${ORIGIN}/sitemap/products/2.xml`,
    ]);

    for (const page of [1, 2]) {
      api.served = 0;
      const response = await sitemapFileResponse(request(`/sitemap/products/${page}.xml`), api, {
        kind: "products",
        page: String(page),
      });
      // The answer starts before any product is read: the entries come as the body is read.
      expect(api.served).toBe(0);
      let mostAhead = 0;
      const sitemap = await readSitemap(response, (parsed) => {
        mostAhead = Math.max(mostAhead, api.served - parsed.entries.length);
      });
      expect(sitemap.entries).toHaveLength(50_000);
      expect(api.served).toBe(50_000);
      expect(mostAhead).toBeLessThanOrEqual(SITEMAP_CHUNK_SIZE);
      const first = (page - 1) * 50_000 + 1;
      expect(sitemap.entries[0]).toEqual({
        loc: `${ORIGIN}/product/tea-${first}`,
        lastmod: changedAt(first),
      });
      expect(sitemap.entries.at(-1)?.loc).toBe(`${ORIGIN}/product/tea-${first + 49_999}`);
      expect(new Set(sitemap.entries.map((entry) => entry.loc)).size).toBe(50_000);
    }
    const third = await sitemapFileResponse(request("/sitemap/products/3.xml"), api, {
      kind: "products",
      page: "3",
    });
    expect(third.status).toBe(404);
  });

  it("stops asking the API when the crawler goes away", async () => {
    const api = fakeApi({ products: 100_000 });
    const response = await sitemapFileResponse(request("/sitemap/products/1.xml"), api, {
      kind: "products",
      page: "1",
    });
    const reader = response.body?.getReader();
    await reader?.read();
    await reader?.read();
    await reader?.cancel();
    expect(api.served).toBe(SITEMAP_CHUNK_SIZE);
  });
});

describe("/sitemap/pages.xml and /robots.txt", () => {
  it("lists the shop's own pages at the origin asked", async () => {
    const sitemap = await readSitemap(staticPagesResponse(request("/sitemap/pages.xml")));
    expect(sitemap.root).toBe("urlset");
    expect(sitemap.entries.map((entry) => entry.loc)).toEqual(STATIC_PAGES.map((path) => `${ORIGIN}${path}`));
    expect(sitemap.entries.map((entry) => entry.loc)).toContain(`${ORIGIN}/about/contacts`);
  });

  it("robots.txt names the sitemap by its absolute URL and keeps crawlers out of private pages", async () => {
    const response = robotsResponse(request("/robots.txt"));
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/my\/$/m);
    expect(text).toMatch(/^Sitemap: https:\/\/shop\.example\/sitemap\.xml$/m);
    expect(text).toMatch(
      /^# Yandex Market feed \(YML\): https:\/\/shop\.example\/feeds\/yandex-market\.yml$/m,
    );
  });

  it("robots.txt takes its origin from PUBLIC_URL: behind a TLS proxy the request arrives as http", async () => {
    vi.stubEnv("PUBLIC_URL", "https://shop.example");
    try {
      const text = await robotsResponse(new Request("http://shop.example/robots.txt")).text();
      expect(text).toMatch(/^Sitemap: https:\/\/shop\.example\/sitemap\.xml$/m);
      expect(text).toContain("# Yandex Market feed (YML): https://shop.example/feeds/yandex-market.yml");
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
