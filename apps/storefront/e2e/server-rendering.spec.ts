import { type ApiProductPage, apiGet, cardPrices, cardTitles, productCards } from "./support/catalog";
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
  device: { viewport?: { width: number; height: number }; isMobile?: boolean } = {},
) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: "ru-RU", ...device });
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

/** The shop's own description, on every page but a product's. */
const SHOP_DESCRIPTION = /чай/i;

type JsonLd = Record<string, unknown> & { "@type": string };
interface ListItem {
  "@type": string;
  position: number;
  name?: string;
  item?: string;
  url?: string;
}

/** The one JSON-LD object of `type` in the page's head (each must parse). */
async function jsonLdOfType(page: Page, type: string): Promise<JsonLd & { itemListElement: ListItem[] }> {
  const texts = await page.locator('head script[type="application/ld+json"]').allTextContents();
  const found = texts.map((text) => JSON.parse(text) as JsonLd).filter((data) => data["@type"] === type);
  expect(found, `JSON-LD ${type} of ${page.url()}`).toHaveLength(1);
  return found[0] as JsonLd & { itemListElement: ListItem[] };
}

const breadcrumbNav = (page: Page) => page.getByRole("navigation", { name: "Навигационная цепочка" });

/**
 * The page's BreadcrumbList says what its breadcrumbs show: the same names in order, each linked
 * crumb's absolute URL; the last one (the page itself) has no URL or its canonical one.
 */
async function expectBreadcrumbListOfShownCrumbs(page: Page, baseURL: string | undefined) {
  const crumbs = breadcrumbNav(page).getByRole("listitem");
  const labels = await crumbs.allTextContents();
  expect(labels.length).toBeGreaterThan(1);
  const { itemListElement } = await jsonLdOfType(page, "BreadcrumbList");
  expect(itemListElement.map((item) => item.name)).toEqual(labels);
  expect(itemListElement.map((item) => item.position)).toEqual(labels.map((_, index) => index + 1));
  for (const [index, item] of itemListElement.entries()) {
    const link = crumbs.nth(index).getByRole("link");
    if (index < labels.length - 1) {
      expect(item.item).toBe(`${baseURL}${await link.getAttribute("href")}`);
    } else {
      await expect(link).toHaveCount(0);
      // The page itself, as a category's last crumb is: its first page, whichever page is shown.
      const canonical = (await head(page).canonical.getAttribute("href")) ?? "";
      if (item.item !== undefined) expect(item.item).toBe(canonical.replace(/\?.*$/, ""));
    }
  }
}

/** The product cards' links, in grid order (read one by one: no script runs in these pages). */
async function cardHrefs(page: Page): Promise<string[]> {
  const links = productCards(page).getByRole("heading", { level: 3 }).getByRole("link");
  const hrefs: string[] = [];
  for (let index = 0; index < (await links.count()); index += 1) {
    hrefs.push((await links.nth(index).getAttribute("href")) ?? "");
  }
  return hrefs;
}

/** The page's ItemList lists its product cards in grid order, counted from `firstPosition`. */
async function expectItemListOfCards(page: Page, baseURL: string | undefined, firstPosition: number) {
  const hrefs = await cardHrefs(page);
  expect(hrefs.length).toBeGreaterThan(0);
  const { itemListElement } = await jsonLdOfType(page, "ItemList");
  expect(itemListElement).toEqual(
    hrefs.map((href, index) => ({
      "@type": "ListItem",
      position: firstPosition + index,
      url: `${baseURL}${href}`,
    })),
  );
}

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
    await expect(head(page).description).toHaveAttribute("content", SHOP_DESCRIPTION);
    await expect(head(page).canonical).toHaveAttribute("href", `${baseURL}/`);
    await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
    // The new arrivals are the home page's list of products.
    await expectItemListOfCards(page, baseURL, 1);

    await page.goto(`/catalog/${category}?page=1`);
    await expect(
      page.getByRole("heading", { level: 1, name: product.categoryPath.at(-1)?.title }),
    ).toBeVisible();
    await expect(productCards(page).first()).toBeVisible();
    expect(await cardTitles(page)).not.toHaveLength(0);
    await expect(breadcrumbNav(page)).toBeVisible();
    // Filters and sort orders are the same page for a search engine.
    await expect(head(page).canonical).toHaveAttribute("href", `${baseURL}/catalog/${category}`);
    await expectBreadcrumbListOfShownCrumbs(page, baseURL);
    await expectItemListOfCards(page, baseURL, 1);

    await page.goto(`/product/${slug}`);
    await expect(page).toHaveTitle(`${product.title} — Чайная лавка`);
    await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("₽");
    await expect(head(page).ogUrl).toHaveAttribute("content", `${baseURL}/product/${slug}`);
    await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute("content", "product");
    const jsonLd = await jsonLdOfType(page, "Product");
    expect(jsonLd).toMatchObject({
      "@type": "Product",
      name: product.title,
      url: `${baseURL}/product/${slug}`,
    });
    expect((jsonLd.offers as unknown[])[0]).toMatchObject({ "@type": "Offer", priceCurrency: "RUB" });
    await expectBreadcrumbListOfShownCrumbs(page, baseURL);
    const { itemListElement: productCrumbs } = await jsonLdOfType(page, "BreadcrumbList");
    expect(productCrumbs.at(-2)).toMatchObject({
      name: product.categoryPath.at(-1)?.title,
      item: `${baseURL}/catalog/${category}`,
    });
  });
});

test("search results arrive whole: the query, the products with their prices, pages as links, JSON-LD", async ({
  browser,
  baseURL,
  request,
}) => {
  const query = "чайник";
  const q = encodeURIComponent(query);
  const [first, second] = await Promise.all(
    [1, 2].map((number) =>
      apiGet<ApiProductPage>(request, `/catalog/products?search=${q}&itemsPerPage=20&page=${number}`),
    ),
  );
  expect(first?.totalItems).toBeGreaterThan(20);

  await withoutJavaScript(browser, baseURL, async (page) => {
    await page.goto(`/search?q=${q}`);
    await expect(page).toHaveTitle(`Поиск: ${query} — Чайная лавка`);
    await expect(page.getByRole("heading", { level: 1, name: `Результаты поиска «${query}»` })).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Поисковый запрос" })).toHaveValue(query);
    await expect(page.getByTestId("result-count")).toContainText(String(first?.totalItems));
    expect(await cardTitles(page)).toEqual(first?.member.map((product) => product.title));
    const prices = await cardPrices(page);
    expect(prices).toHaveLength(first?.member.length ?? -1);
    for (const price of prices) expect(price).toBeGreaterThan(0);
    await expect(head(page).description).toHaveAttribute("content", SHOP_DESCRIPTION);
    // The query is what the page is: it stays in the canonical address.
    await expect(head(page).canonical).toHaveAttribute("href", `${baseURL}/search?q=${q}`);
    // Results stay out of the index; the products they link to are followed.
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    await expectBreadcrumbListOfShownCrumbs(page, baseURL);
    await expectItemListOfCards(page, baseURL, 1);

    // Without a script, the paginator's links load the next page from the server.
    await page
      .getByRole("navigation", { name: "Страницы" })
      .getByRole("link", { name: "Страница 2" })
      .click();
    await expect(page).toHaveURL(/\/search\?.*page=2/);
    expect(await cardTitles(page)).toEqual(second?.member.map((product) => product.title));
    await expect(head(page).canonical).toHaveAttribute("href", `${baseURL}/search?q=${q}&page=2`);
    await expectItemListOfCards(page, baseURL, 21);
  });
});

test("a query cannot close a script element of the page: it is text in the HTML and escaped in the state", async ({
  request,
}) => {
  const hostile = "</script><script>window.injected=1</script>";
  const response = await request.get(`/search?q=${encodeURIComponent(hostile)}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("Результаты поиска «&lt;/script&gt;&lt;script&gt;window.injected=1&lt;/script&gt;»");
  expect(html).not.toContain("<script>window.injected");
});

test("a category's pages are links and its facets are in the HTML, before any script runs", async ({
  browser,
  baseURL,
  request,
}) => {
  const list = "/catalog/products?category=tea&itemsPerPage=20&sort[number]=asc&facets=1";
  const [first, second] = await Promise.all(
    [1, 2].map((number) => apiGet<ApiProductPage>(request, `${list}&page=${number}`)),
  );
  const pageCount = Math.ceil((first?.totalItems ?? 0) / 20);
  expect(pageCount).toBeGreaterThan(2);
  const facets = first?.facets ?? [];
  expect(facets.length).toBeGreaterThan(0);

  await withoutJavaScript(browser, baseURL, async (page) => {
    await page.goto("/catalog/tea");
    expect(await cardTitles(page)).toEqual(first?.member.map((product) => product.title));
    const pages = page.getByRole("navigation", { name: "Страницы" });
    await expect(pages.getByRole("link", { name: "Предыдущая страница" })).toHaveCount(0);
    await expect(pages.getByRole("link", { name: "Страница 2" })).toHaveAttribute(
      "href",
      "/catalog/tea?page=2",
    );
    await expect(pages.getByRole("link", { name: `Страница ${pageCount}` })).toHaveAttribute(
      "href",
      `/catalog/tea?page=${pageCount}`,
    );
    // Each facet of the API, with its values and their counts, is in the page, shown beside the
    // products on a wide screen (the fold is a phone's).
    const firstValue = facets[0]?.values[0]?.title ?? "-";
    await expect(page.getByRole("checkbox", { name: new RegExp(firstValue) })).toBeVisible();
    await expect(page.getByText("Категории и фильтры", { exact: true })).toBeHidden();
    for (const facet of facets) {
      const group = page.locator(`[data-facet="${facet.code}"]`);
      await expect(group.locator("legend")).toHaveText(facet.title);
      for (const value of facet.values) {
        await expect(group.locator(`label:has([data-value="${value.value}"])`)).toContainText(
          `${value.title}${value.count}`,
        );
      }
    }

    await pages.getByRole("link", { name: "Следующая страница" }).click();
    await expect(page).toHaveURL(`${baseURL}/catalog/tea?page=2`);
    expect(await cardTitles(page)).toEqual(second?.member.map((product) => product.title));
    await expect(pages.locator('[aria-current="page"] [aria-hidden="true"]')).toHaveText("2");
    await expect(pages.getByRole("link", { name: "Предыдущая страница" })).toHaveAttribute(
      "href",
      "/catalog/tea",
    );
    await expect(head(page).canonical).toHaveAttribute("href", `${baseURL}/catalog/tea?page=2`);
    await expectBreadcrumbListOfShownCrumbs(page, baseURL);
    await expectItemListOfCards(page, baseURL, 21);
  });

  // On a phone the folded categories and filters open without a script: they are a <details>.
  await withoutJavaScript(
    browser,
    baseURL,
    async (page) => {
      await page.goto("/catalog/tea");
      const [facet] = facets;
      const value = page.getByRole("checkbox", { name: new RegExp(facet?.values[0]?.title ?? "-") });
      await expect(value).toBeHidden();
      await page.getByText("Категории и фильтры", { exact: true }).click();
      await expect(value).toBeVisible();
    },
    { viewport: { width: 390, height: 844 }, isMobile: true },
  );
});

test("the about and legal pages arrive whole, with their head tags and breadcrumbs as JSON-LD", async ({
  browser,
  baseURL,
}) => {
  const paths = [
    "/about",
    "/about/contacts",
    "/about/delivery",
    "/about/payment",
    "/legal/cookies",
    "/legal/privacy-policy",
    "/legal/user-agreement",
  ];
  await withoutJavaScript(browser, baseURL, async (page) => {
    for (const path of paths) {
      await page.goto(path);
      const heading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
      expect(heading, path).not.toBe("");
      await expect(page).toHaveTitle(`${heading} — Чайная лавка`);
      await expect(page.getByTestId("info-content").locator("p").first()).not.toBeEmpty();
      await expect(head(page).description).toHaveAttribute("content", SHOP_DESCRIPTION);
      await expect(head(page).canonical).toHaveAttribute("href", `${baseURL}${path}`);
      await expectBreadcrumbListOfShownCrumbs(page, baseURL);
    }
  });
});

test("the UI kit arrives with its sample product from the catalog", async ({ browser, baseURL, request }) => {
  const { member } = await apiGet<ApiProductPage>(request, "/catalog/products?itemsPerPage=1");
  const sample = member[0];
  if (!sample) throw new Error("The seeded catalog has no products");

  await withoutJavaScript(browser, baseURL, async (page) => {
    await page.goto("/uikit");
    await expect(page).toHaveTitle("UI-кит — Чайная лавка");
    await expect(page.getByRole("heading", { level: 1, name: "UI-кит" })).toBeVisible();
    const card = page.getByTestId("uikit-product-card");
    await expect(card.getByRole("link", { name: sample.title })).toHaveAttribute(
      "href",
      `/product/${sample.slug}`,
    );
    await expect(card).toContainText(sample.number);
    await expect(card).toContainText("₽");
    await expect(head(page).description).toHaveAttribute("content", SHOP_DESCRIPTION);
    await expect(head(page).canonical).toHaveAttribute("href", `${baseURL}/uikit`);
    await expectBreadcrumbListOfShownCrumbs(page, baseURL);
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
