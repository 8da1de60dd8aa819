import { type ApiProductPage, apiGet, cardTitles, productCards } from "./support/catalog";
import { expect as baseExpect, type Page, test } from "./support/test";

// First loads render pages, resize their images and run the API on a shared two-core machine
// next to other test runs: a few seconds is slow, not broken.
const expect = baseExpect.configure({ timeout: 10_000 });

async function searchFromHeader(page: Page, query: string) {
  const box = page.getByRole("combobox", { name: "Поиск по каталогу" });
  await box.fill(query);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(query)}$`));
}

test("a word from the header finds its products, with a count and pages", async ({ page, request }) => {
  const api = await apiGet<ApiProductPage>(
    request,
    `/catalog/products?search=${encodeURIComponent("чайник")}`,
  );
  expect(api.totalItems).toBeGreaterThan(20);

  await page.goto("/");
  await searchFromHeader(page, "чайник");
  await expect(page.getByRole("heading", { level: 1, name: "Результаты поиска «чайник»" })).toBeVisible();
  await expect(page).toHaveTitle("Поиск: чайник — Чайная лавка");
  await expect(page.getByTestId("result-count")).toContainText(String(api.totalItems));
  await expect.poll(() => cardTitles(page)).toEqual(api.member.map((product) => product.title));

  const firstPage = await cardTitles(page);
  await page.getByRole("link", { name: "Страница 2" }).click();
  await expect(page).toHaveURL(/[?&]page=2$/);
  await expect.poll(() => cardTitles(page)).not.toEqual(firstPage);
  await page.goBack();
  await expect.poll(() => cardTitles(page)).toEqual(firstPage);
});

test("word forms match: «чайники» finds the teapots «чайник» finds", async ({ page, request }) => {
  const singular = await apiGet<ApiProductPage>(
    request,
    `/catalog/products?search=${encodeURIComponent("чайник")}`,
  );
  await page.goto("/search?q=чайники");
  await expect(page.getByTestId("result-count")).toContainText(String(singular.totalItems));
  const titles = await cardTitles(page);
  expect(titles.filter((title) => title.startsWith("Чайник")).length).toBeGreaterThan(0);
});

test("a typo still finds the product: «дарджилинк» finds Darjeeling", async ({ page }) => {
  await page.goto("/");
  await searchFromHeader(page, "дарджилинк");
  // The address changes first; the home page's cards stay until the results have loaded.
  await expect(page.getByTestId("result-count")).toBeVisible();
  await expect(productCards(page).first()).toBeVisible();
  const titles = await cardTitles(page);
  expect(titles.length).toBeGreaterThan(0);
  expect(titles.every((title) => title.includes("Дарджилинг"))).toBe(true);
});

test("a category's name finds its products: «пуэр» shows the puer teas, whatever their own names", async ({
  page,
  request,
}) => {
  const puer = await apiGet<ApiProductPage>(request, "/catalog/products?category=tea/puer&itemsPerPage=100");
  expect(puer.totalItems).toBeGreaterThan(0);
  await page.goto("/search?q=пуэр");
  await expect(page.getByTestId("result-count")).toContainText(String(puer.totalItems));
  await expect(productCards(page).first()).toBeVisible();
  const titles = await cardTitles(page);
  const puerTitles = new Set(puer.member.map((product) => product.title));
  expect(titles.length).toBeGreaterThan(0);
  expect(titles.filter((title) => !puerTitles.has(title))).toEqual([]);
  // Their own titles do not say "пуэр": only the category's does.
  expect(titles.some((title) => !/пуэр/i.test(title))).toBe(true);
});

test("a query without matches says so; no query asks for one", async ({ page }) => {
  await page.goto("/search?q=qwxzjvkq");
  await expect(page.getByTestId("search-no-results")).toContainText(
    "По запросу «qwxzjvkq» ничего не найдено",
  );
  await expect(productCards(page)).toHaveCount(0);

  await page.goto("/search");
  await expect(page.getByRole("heading", { level: 1, name: "Поиск" })).toBeVisible();
  await expect(page.getByTestId("search-prompt")).toContainText("Напишите, что вы ищете");
  await expect(productCards(page)).toHaveCount(0);

  // The page's own box searches as well.
  const box = page.getByRole("searchbox", { name: "Поисковый запрос" });
  await box.fill("улун");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=%D1%83%D0%BB%D1%83%D0%BD$/);
  await expect(productCards(page).first()).toBeVisible();
});

test("the page's box keeps what is typed while the results load, and shows a search from the header", async ({
  page,
}) => {
  await page.goto("/search?q=чай");
  const box = page.getByRole("searchbox", { name: "Поисковый запрос" });
  await expect(box).toHaveValue("чай");
  // The results of the next search are held on their way while the shopper goes on typing.
  const results = /\/api\/catalog\/products\?.*search=/;
  let held = 0;
  let release = () => {};
  const holding = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(results, async (route) => {
    held += 1;
    await holding;
    await route.continue();
  });
  await box.fill("улун");
  await box.press("Enter");
  await expect.poll(() => held).toBeGreaterThan(0);
  await box.pressSequentially(" молочный");
  release();
  await expect(page).toHaveURL(/\/search\?q=%D1%83%D0%BB%D1%83%D0%BD$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("улун");
  await expect(box).toHaveValue("улун молочный");
  await page.unroute(results);

  // A search from the header is the query now: the box shows it.
  await searchFromHeader(page, "пуэр");
  await expect(box).toHaveValue("пуэр");
});
