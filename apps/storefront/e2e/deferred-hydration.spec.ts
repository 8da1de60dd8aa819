import { productCards } from "./support/catalog";
import { expect, type Page, test } from "./support/test";

// A first page hydrates its controls at once and its text, pictures and links when the visitor
// reaches for them (components/hydrate-on-intent.tsx). TanStack Start marks a boundary that waits
// with `data-ts-hydrate-when` and removes the attribute once it has hydrated.
const waiting = (page: Page) => page.locator('[data-ts-hydrate-when="interaction"]');

/** Sets a flag in the document: it survives navigations in the app, not a page load. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as { shopMark?: boolean }).shopMark = true;
  });
const documentMarked = (page: Page) =>
  page.evaluate(() => (window as { shopMark?: boolean }).shopMark === true);

test("a category page's cards wait for the visitor, then a click on one navigates in the app", async ({
  page,
}) => {
  await page.goto("/catalog/tea");
  await page.waitForLoadState("networkidle");
  // Heading, breadcrumbs, cards and footer links are still the server's HTML...
  await expect(waiting(page).filter({ has: page.getByTestId("product-grid") })).toHaveCount(1);
  await expect(waiting(page).filter({ has: page.getByRole("heading", { level: 1 }) })).toHaveCount(1);
  // ...while the header's controls work: a search is a navigation in the app, not a page load.
  await markDocument(page);
  const search = page.getByRole("combobox", { name: "Поиск по каталогу" });
  await search.fill("чай");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=/);
  expect(await documentMarked(page)).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/\/catalog\/tea$/);
  const title = (await productCards(page).first().getByRole("link").textContent()) ?? "";
  await productCards(page).first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  expect(await documentMarked(page)).toBe(true);
});

test("a card hydrates when the pointer reaches it; a click at once still opens the product", async ({
  page,
}) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const grid = waiting(page).filter({ has: page.getByTestId("product-grid") });
  await expect(grid).toHaveCount(1);
  await markDocument(page);
  const link = productCards(page).first().getByRole("link");
  const title = (await link.textContent()) ?? "";
  // A pointer over the cards is the intent that hydrates them: the click is the app's navigation.
  await link.hover();
  await expect(grid).toHaveCount(0);
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  expect(await documentMarked(page)).toBe(true);

  // A click that reaches a waiting card with nothing before it (a screen reader's activation: no
  // pointer, no focus) is the link's own: the product page loads. The page itself has hydrated, so
  // the cards show Start's static copy, where a click Start held for after hydration was lost.
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await expect(grid).toHaveCount(1);
  await productCards(page).first().getByRole("link").dispatchEvent("click");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
});

test("a waiting heading and grid follow the next category the visitor opens", async ({ page }) => {
  await page.goto("/catalog/tea");
  await page.waitForLoadState("networkidle");
  const before = await productCards(page).allTextContents();
  // The subcategory links are in the side column, which hydrates with the page: the heading and the
  // cards, which have not hydrated, must still show the new category.
  await page.getByTestId("subcategories").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/catalog\/tea\/[^/]+$/);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).not.toHaveText("Чай");
  await expect.poll(() => productCards(page).allTextContents()).not.toEqual(before);
  await expect(
    page.getByRole("navigation", { name: "Навигационная цепочка" }).getByRole("listitem"),
  ).toHaveCount(4);
});
