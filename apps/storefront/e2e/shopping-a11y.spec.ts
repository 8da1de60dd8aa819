import { expectNoAxeViolationsInEitherMode } from "./support/axe";
import { expect as baseExpect, type Page, test } from "./support/test";

// First loads render pages, resize their images and run the API on a shared two-core machine
// next to other test runs: a few seconds is slow, not broken.
const expect = baseExpect.configure({ timeout: 10_000 });

const pages: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    name: "home",
    path: "/",
    ready: (page) => expect(page.getByTestId("product-card").first()).toBeVisible(),
  },
  {
    name: "catalog with a filter",
    path: "/catalog/tea?attributes.country=china&sort=price-desc",
    ready: async (page) => {
      await expect(page.getByTestId("product-card").first()).toBeVisible();
      await expect(page.getByTestId("facet-filters")).toBeVisible();
    },
  },
  {
    name: "product",
    path: "/product/chzhu-e-tsin-pervyy-sort",
    ready: (page) => expect(page.getByTestId("product-price")).toBeVisible(),
  },
  {
    name: "search results",
    path: "/search?q=чайник",
    ready: (page) => expect(page.getByTestId("product-card").first()).toBeVisible(),
  },
  {
    name: "search without a query",
    path: "/search",
    ready: (page) => expect(page.getByTestId("search-prompt")).toBeVisible(),
  },
];

for (const target of pages) {
  test(`${target.name} has no accessibility violations in either colour mode`, async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(target.path);
    await target.ready(page);
    await expectNoAxeViolationsInEitherMode(page);
    await context.close();
  });
}
