import { XMLParser, XMLValidator } from "fast-xml-parser";
import { apiGet } from "./support/catalog";
import { type ParsedSitemap, sitemapReader } from "./support/sitemap-reader";
import { type APIRequestContext, expect, test } from "./support/test";

/** Fetches a sitemap document and reads it with a strict XML parser (malformed XML throws). */
async function readSitemap(request: APIRequestContext, url: string): Promise<ParsedSitemap> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const reader = sitemapReader();
  reader.write(await response.text());
  return reader.close();
}

interface ProductList {
  member: { slug: string; createdAt: string }[];
  totalItems: number;
}

test("robots.txt leads to a sitemap index whose files list every category and product", async ({
  request,
  baseURL,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const index = await readSitemap(request, `${baseURL}/sitemap.xml`);
  expect(index.root).toBe("sitemapindex");
  expect(index.entries.map((entry) => entry.loc)).toEqual([
    `${baseURL}/sitemap/pages.xml`,
    `${baseURL}/sitemap/categories/1.xml`,
    `${baseURL}/sitemap/products/1.xml`,
  ]);
  const urls = new Map<string, string | undefined>();
  const counts: number[] = [];
  for (const file of index.entries) {
    const sitemap = await readSitemap(request, file.loc);
    expect(sitemap.root).toBe("urlset");
    counts.push(sitemap.entries.length);
    for (const entry of sitemap.entries) {
      expect(urls.has(entry.loc), `${entry.loc} listed twice`).toBe(false);
      urls.set(entry.loc, entry.lastmod);
    }
  }

  // What the API says exists, read after the sitemap and again: other specs of the suite add and
  // delete sections and products in the same shop meanwhile, so what both reads hold (the seed's
  // 300 products and their sections among it) must be listed, whatever came and went around it.
  const readCatalog = async () => {
    const categories = await apiGet<{ member: { path: string }[] }>(
      request,
      "/catalog/categories?itemsPerPage=500",
    );
    const products: ProductList["member"] = [];
    for (let page = 1; ; page++) {
      const list = await apiGet<ProductList>(request, `/catalog/products?itemsPerPage=100&page=${page}`);
      products.push(...list.member);
      if (list.member.length === 0 || products.length >= list.totalItems) break;
    }
    return { categories: categories.member, products };
  };
  const [first, second] = [await readCatalog(), await readCatalog()];
  const kept = new Set(second.products.map((product) => product.slug));
  const products = first.products.filter((product) => kept.has(product.slug));
  expect(products.length).toBeGreaterThanOrEqual(300);
  const keptPaths = new Set(second.categories.map((category) => category.path));
  const categories = { member: first.categories.filter((category) => keptPaths.has(category.path)) };
  for (const category of categories.member)
    expect(urls.has(`${baseURL}/catalog/${category.path}`)).toBe(true);
  // A seeded product's lastmod is when it was made; other specs of the suite change some prices in
  // the same shop, and those products' lastmod is the change, later than that.
  let unchanged = 0;
  for (const product of products) {
    const lastmod = urls.get(`${baseURL}/product/${product.slug}`) ?? "";
    expect(Date.parse(lastmod), `${product.slug}: ${lastmod}`).toBeGreaterThanOrEqual(
      Date.parse(product.createdAt),
    );
    if (lastmod === product.createdAt) unchanged += 1;
  }
  expect(unchanged).toBeGreaterThan(products.length / 2);
  for (const path of ["/", "/catalog", "/about/contacts", "/legal/privacy-policy"]) {
    expect(urls.has(`${baseURL}${path}`), path).toBe(true);
  }
  expect(counts[1]).toBeGreaterThanOrEqual(categories.member.length);
  expect(counts[2]).toBeGreaterThanOrEqual(products.length);
  for (const product of products)
    expect(urls.has(`${baseURL}/product/${product.slug}`), product.slug).toBe(true);

  // A sample across the files answers 200 with a page: the shop's own, categories, products.
  const listed = [...urls.keys()];
  const sample = [0, 2, 5, 10, 20, 40, 80, 150, 250, listed.length - 1].map((i) => listed[i] ?? "");
  for (const url of sample) {
    const page = await request.get(url, { maxRedirects: 0 });
    expect(page.status(), url).toBe(200);
    expect(page.headers()["content-type"], url).toContain("text/html");
  }
});

test("a sitemap file that does not exist is 404; the files may be cached for a while", async ({
  request,
}) => {
  for (const path of ["/sitemap/products/2.xml", "/sitemap/products/0.xml", "/sitemap/orders/1.xml"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  const file = await request.get("/sitemap/products/1.xml");
  expect(file.headers()["cache-control"]).toMatch(/^public, max-age=\d+$/);
  const head = await request.head("/sitemap/products/1.xml");
  expect(head.status()).toBe(200);
  expect(await head.body()).toHaveLength(0);
});

test("robots.txt names the Yandex Market feed, whose offers are the products on sale, each page opening", async ({
  request,
  baseURL,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`# Yandex Market feed (YML): ${baseURL}/feeds/yandex-market.yml`);

  const response = await request.get(`${baseURL}/feeds/yandex-market.yml`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const text = await response.text();
  expect(XMLValidator.validate(text)).toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@",
    isArray: (name) => name === "offer" || name === "category",
  }).parse(text) as {
    yml_catalog: {
      shop: { url: string; offers: { offer: { "@id": string; url: string; price: number }[] } };
    };
  };
  const { shop } = parsed.yml_catalog;
  expect(shop.url).toBe(`${baseURL}/`);
  const { totalOffers } = await apiGet<{ totalOffers: number }>(request, "/feeds/market");
  expect(shop.offers.offer).toHaveLength(totalOffers);
  expect(totalOffers).toBeGreaterThan(0);
  const [first] = shop.offers.offer;
  expect(first?.url.startsWith(`${baseURL}/product/`)).toBe(true);
  expect((await request.get(first?.url ?? "")).status()).toBe(200);

  // A marketplace that has this version is told so without the document.
  const again = await request.get(`${baseURL}/feeds/yandex-market.yml`, {
    headers: { "If-None-Match": response.headers().etag ?? "" },
  });
  expect(again.status()).toBe(304);
});
