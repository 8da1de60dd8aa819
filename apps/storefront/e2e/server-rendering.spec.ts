import { type ApiProductPage, apiGet, cardTitles, productCards } from "./support/catalog";
import { type Browser, expect, type Page, test } from "./support/test";

// What a crawler or a link preview gets: the page as the server rendered it, with no script run.

interface ApiProduct {
  slug: string;
  title: string;
  categoryPath: { slug: string; title: string }[];
}

async function withoutJavaScript(
  browser: Browser,
  baseURL: string | undefined,
  run: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: "ru-RU" });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

const head = (page: Page) => ({
  description: page.locator('head meta[name="description"]'),
  canonical: page.locator('head link[rel="canonical"]'),
  ogUrl: page.locator('head meta[property="og:url"]'),
});

test("the home, catalog and product pages arrive whole, with their head tags, before any script runs", async ({
  browser,
  baseURL,
  request,
}) => {
  const { member } = await apiGet<ApiProductPage>(request, "/catalog/products?itemsPerPage=1");
  const slug = member[0]?.slug ?? "";
  const product = await apiGet<ApiProduct>(request, `/catalog/products-by-slug/${slug}`);
  const category = product.categoryPath.map((step) => step.slug).join("/");

  await withoutJavaScript(browser, baseURL, async (page) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Чайная лавка");
    await expect(page.getByRole("banner").getByRole("link", { name: "Чайная лавка" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(head(page).description).toHaveAttribute("content", /чай/i);
    await expect(head(page).canonical).toHaveAttribute("href", `${baseURL}/`);

    await page.goto(`/catalog/${category}?page=1`);
    await expect(
      page.getByRole("heading", { level: 1, name: product.categoryPath.at(-1)?.title }),
    ).toBeVisible();
    await expect(productCards(page).first()).toBeVisible();
    expect(await cardTitles(page)).not.toHaveLength(0);
    await expect(page.getByRole("navigation", { name: "Навигационная цепочка" })).toBeVisible();
    // Filters and sort orders are the same page for a search engine.
    await expect(head(page).canonical).toHaveAttribute("href", `${baseURL}/catalog/${category}`);

    await page.goto(`/product/${slug}`);
    await expect(page).toHaveTitle(`${product.title} — Чайная лавка`);
    await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("₽");
    await expect(head(page).ogUrl).toHaveAttribute("content", `${baseURL}/product/${slug}`);
    await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute("content", "product");
    // The product's JSON-LD, beside its breadcrumbs'.
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text))
      .find((data) => data["@type"] === "Product");
    expect(jsonLd).toMatchObject({
      "@type": "Product",
      name: product.title,
      url: `${baseURL}/product/${slug}`,
    });
    expect(jsonLd.offers[0]).toMatchObject({ "@type": "Offer", priceCurrency: "RUB" });
  });
});

test("robots.txt keeps crawlers out of a visitor's own pages and the panel", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain("User-agent: *");
  for (const path of ["/my/", "/cart", "/checkout", "/admin", "/api/"])
    expect(text).toContain(`Disallow: ${path}`);
});
