import {
  type ApiProductPage,
  apiGet,
  cardLinks,
  cardPrices,
  cardTitles,
  kopecks,
  productCards,
} from "./support/catalog";
import { expect as baseExpect, type Page, test } from "./support/test";

// First loads render pages, resize their images and run the API on a shared two-core machine
// next to other test runs: a few seconds is slow, not broken.
const expect = baseExpect.configure({ timeout: 10_000 });

const breadcrumbs = (page: Page) => page.getByRole("navigation", { name: "Навигационная цепочка" });
const resultCount = (page: Page) => page.getByTestId("result-count");
const cartBadge = (page: Page) => page.getByTestId("cart-badge");

test("home → category → facet → sort → page 2 and back → product → measure and quantity → cart", async ({
  page,
  request,
}) => {
  test.slow(); // one long journey through five pages
  const tea = await apiGet<ApiProductPage>(request, "/catalog/products?category=tea&facets=1&itemsPerPage=1");
  const china = await apiGet<ApiProductPage>(
    request,
    "/catalog/products?category=tea&attributes.country[]=china&itemsPerPage=1",
  );
  expect(china.totalItems).toBeGreaterThan(20); // enough for a second page
  expect(china.totalItems).toBeLessThan(tea.totalItems);

  // Home → the Tea category.
  await page.goto("/");
  await page.getByTestId("home-categories").getByRole("link", { name: /^Чай/ }).click();
  await expect(page).toHaveURL(/\/catalog\/tea$/);
  await expect(page).toHaveTitle("Чай — Чайная лавка");
  await expect(page.getByRole("heading", { level: 1, name: "Чай" })).toBeVisible();
  await expect(breadcrumbs(page).getByRole("listitem")).toHaveText(["Главная", "Каталог", "Чай"]);
  await expect(page.getByTestId("subcategories").getByRole("link", { name: /Зелёный чай/ })).toBeVisible();
  await expect(resultCount(page)).toContainText(String(tea.totalItems));
  await expect(productCards(page)).toHaveCount(20);
  const unfilteredTitles = await cardTitles(page);

  // Facet: China. The URL carries it, the grid narrows, the facet's count is the new total.
  const chinaOption = page.locator('[data-facet="country"] label:has([data-value="china"])');
  await expect(chinaOption.getByTestId("facet-count")).toContainText(String(china.totalItems));
  await chinaOption.click();
  await expect(page).toHaveURL(/[?&]attributes\.country=china(&|$)/);
  await expect(resultCount(page)).toContainText(String(china.totalItems));
  await expect(page.getByRole("checkbox", { name: /Китай/ })).toBeChecked();
  await expect.poll(() => cardTitles(page)).not.toEqual(unfilteredTitles);
  // Counts of the other facets follow the filter: tea types now add up to the Chinese teas.
  const typeCounts = await page
    .locator('[data-facet="tea-type"] [data-testid="facet-count"]')
    .allInnerTexts();
  expect(typeCounts.map((text) => Number.parseInt(text, 10)).reduce((sum, count) => sum + count, 0)).toBe(
    china.totalItems,
  );

  // Sort: most expensive first. The order changes and prices do not rise.
  const byNumberTitles = await cardTitles(page);
  await page.getByRole("combobox", { name: "Сортировка" }).selectOption({ label: "Сначала дороже" });
  await expect(page).toHaveURL(/[?&]sort=price-desc(&|$)/);
  await expect.poll(() => cardTitles(page)).not.toEqual(byNumberTitles);
  const prices = await cardPrices(page);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
  const firstPageTitles = await cardTitles(page);
  const firstPageLinks = await cardLinks(page);

  // Page 2: other products; back returns to page 1 with the same filter and order.
  await page.getByRole("link", { name: "Страница 2" }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect.poll(() => cardLinks(page)).not.toEqual(firstPageLinks);
  const secondPageLinks = await cardLinks(page);
  expect(secondPageLinks.filter((link) => firstPageLinks.includes(link))).toEqual([]);
  expect(Math.max(...(await cardPrices(page)))).toBeLessThanOrEqual(Math.min(...prices));
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page).toHaveURL(/attributes\.country=china/);
  await expect.poll(() => cardLinks(page)).toEqual(firstPageLinks);

  // The most expensive Chinese tea: its page, price, breadcrumbs and JSON-LD.
  const [title] = firstPageTitles;
  if (!title) throw new Error("No product on the page");
  const listedPrice = (await cardPrices(page))[0];
  await productCards(page).first().getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/product\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} — Чайная лавка`);
  const crumbs = await breadcrumbs(page).getByRole("listitem").allInnerTexts();
  expect(crumbs.slice(0, 3)).toEqual(["Главная", "Каталог", "Чай"]);
  expect(crumbs.at(-1)).toBe(title);
  const price = page.getByTestId("product-price");
  expect(kopecks((await price.textContent()) ?? "")).toBe(listedPrice);

  // The page's JSON-LD: the product (and the breadcrumbs).
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as { "@type": string })
    .find((data) => data["@type"] === "Product") as {
    "@type": string;
    name: string;
    offers: { price: string; priceCurrency: string }[];
  };
  expect(jsonLd["@type"]).toBe("Product");
  expect(jsonLd.name).toBe(title);
  expect(jsonLd.offers[0]).toMatchObject({ priceCurrency: "RUB" });
  expect(Math.round(Number(jsonLd.offers[0]?.price) * 100)).toBe(listedPrice);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /\/api\/media\/products\//,
  );

  // 0.3 кг: steps of 0.1 for loose tea, the total follows.
  await expect(page.getByRole("radio", { name: /кг/ })).toBeChecked();
  const quantity = page.getByRole("spinbutton", { name: "Количество" });
  await expect(quantity).toHaveValue("0,1");
  const increase = page.getByRole("button", { name: "Увеличить количество" });
  await increase.click();
  await increase.click();
  await expect(quantity).toHaveValue("0,3");
  // A quantity typed the Russian way, with a decimal comma, is that quantity.
  await quantity.fill("0,5");
  await quantity.press("Tab");
  await expect(quantity).toHaveValue("0,5");
  await quantity.fill("0,3");
  await quantity.press("Tab");
  await expect(quantity).toHaveValue("0,3");
  const perKg = kopecks((await price.textContent()) ?? "");
  // price × 0.3, rounded half up to the kopeck (cart-core's rule).
  const expectedTotal = Math.floor((perKg * 300 + 500) / 1000);
  await expect
    .poll(async () => kopecks((await page.getByTestId("line-amount").textContent()) ?? ""))
    .toBe(expectedTotal);
  await expect(cartBadge(page)).toHaveCount(0);
  await page.getByRole("button", { name: "В корзину" }).click();
  await expect(page.getByTestId("add-to-cart-status")).toContainText("Добавлено в корзину: 0,3 кг");
  await expect(cartBadge(page)).toContainText("1");

  // Packs are whole: a second line.
  await page.getByRole("radio", { name: /упак/ }).check();
  await expect(quantity).toHaveValue("1");
  await increase.click();
  await expect(quantity).toHaveValue("2");
  await page.getByRole("button", { name: "В корзину" }).click();
  await expect(page.getByTestId("add-to-cart-status")).toContainText("Добавлено в корзину: 2 упак");
  await expect(cartBadge(page)).toContainText("2");
  // The same measure again adds to its line rather than making a third.
  await page.getByRole("button", { name: "В корзину" }).click();
  await expect(cartBadge(page)).toContainText("2");

  const stored = await page.evaluate(() => localStorage.getItem("shop.cart"));
  const cart = JSON.parse(stored ?? "{}") as {
    cart: { items: Record<string, Record<string, { quantity: number; price: number }>> };
  };
  const lines = Object.values(cart.cart.items).flatMap((byMeasure) => Object.entries(byMeasure));
  expect(lines.map(([measure, line]) => [measure, line.quantity])).toEqual([
    ["kg", 300],
    ["pack", 4000],
  ]);
  expect(lines[0]?.[1].price).toBe(perKg);
});

test("the whole catalog lists the top categories; /product leads there", async ({ page }) => {
  await page.goto("/product");
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(page.getByRole("heading", { level: 1, name: "Каталог" })).toBeVisible();
  await expect(page).toHaveTitle("Каталог — Чайная лавка");
  // The seed's four top sections (staff sections other specs add and remove may stand beside them).
  for (const name of [/^Чай/, /^Кофе/, /^Сладости/, /^Посуда/])
    await expect(page.getByTestId("subcategories").getByRole("link", { name })).toHaveCount(1);
  await expect(productCards(page)).toHaveCount(20);

  await page
    .getByTestId("subcategories")
    .getByRole("link", { name: /Посуда/ })
    .click();
  await expect(page).toHaveURL(/\/catalog\/teaware$/);
  await page
    .getByTestId("subcategories")
    .getByRole("link", { name: /Чайники/ })
    .click();
  await expect(page).toHaveURL(/\/catalog\/teaware\/teapots$/);
  await expect(breadcrumbs(page).getByRole("listitem")).toHaveText([
    "Главная",
    "Каталог",
    "Посуда",
    "Чайники",
  ]);
  await breadcrumbs(page).getByRole("link", { name: "Посуда" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Посуда" })).toBeVisible();
});

test("invalid search params are dropped, a shared filtered link opens as it was", async ({
  page,
  request,
}) => {
  const green = await apiGet<ApiProductPage>(
    request,
    "/catalog/products?category=tea&attributes.tea-type[]=green&sort[number]=asc",
  );
  await page.goto("/catalog/tea?sort=cheapest&page=-4&utm_source=mail&attributes.tea-type=green,Нет");
  await expect(page.getByRole("checkbox", { name: /Зелёный/ })).toBeChecked();
  const sort = page.getByRole("combobox", { name: "Сортировка" });
  await expect(sort).toHaveValue("number-asc");
  await expect(sort.locator("option:checked")).toHaveText("По артикулу, по возрастанию");
  await expect(page.getByTestId("result-count")).toContainText(String(green.totalItems));
  await expect.poll(() => cardTitles(page)).toEqual(green.member.map((product) => product.title));
});

test("on a phone the categories and filters are folded above the products", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  await page.goto("/catalog/tea");
  await expect(productCards(page).first()).toBeInViewport();
  const china = page.getByRole("checkbox", { name: /Китай/ });
  await expect(china).toBeHidden();
  await page.getByText("Категории и фильтры", { exact: true }).click();
  await page.locator('[data-facet="country"] label:has([data-value="china"])').click();
  await expect(page).toHaveURL(/attributes\.country=china/);
  await expect(page.getByText("Категории и фильтры (1)")).toBeVisible();
  await context.close();
});

test("an unknown product and an unknown category show the 404 screen", async ({ page }) => {
  await page.goto("/product/no-such-product-999");
  await expect(page.getByText("Страница не найдена")).toBeVisible();
  await expect(page).toHaveTitle("Страница не найдена — Чайная лавка");
  await expect(page.getByRole("region", { name: "Уведомления" }).getByText("Ошибка")).toHaveCount(0);

  await page.goto("/catalog/tea/no-such-category");
  await expect(page.getByText("Страница не найдена")).toBeVisible();
  await expect(page).toHaveTitle("Страница не найдена — Чайная лавка");
});
