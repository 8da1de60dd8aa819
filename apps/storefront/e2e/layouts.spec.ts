import { DEMO_CUSTOMER, signedInContext, tokenOf } from "./support/admin";
import { expect, test } from "./support/test";

// SPEC.md section 2: the home page in the index-page layout, the login page in the white-block one,
// the rest in the layout of its kind; an unknown page in the error layout. Checked in the page the
// browser shows (the layout's `data-layout`), and by what the layout does: a white block is a card
// narrower than the page, the home page's sections span the whole width.

const LAYOUTS: [path: string, layout: string][] = [
  ["/", "index-page"],
  ["/auth/login", "white-block"],
  ["/auth/register", "white-block"],
  ["/auth/restore", "white-block-small"],
  ["/logout", "white-block-small"],
  ["/catalog/tea", "two-columns"],
  ["/search?q=чай", "default"],
  ["/cart", "default"],
  ["/about/contacts", "default"],
  ["/no-such-page", "error"],
];

test("each page is drawn in the layout SPEC.md gives its kind", async ({ page }) => {
  for (const [path, layout] of LAYOUTS) {
    await page.goto(path);
    await expect(page.locator("[data-layout]"), path).toHaveAttribute("data-layout", layout);
  }
});

test("a white block is a card in the middle, narrower than the page; the home page spans it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/auth/login");
  const card = page.getByRole("main").locator("> div").first();
  const box = await card.boundingBox();
  expect(box?.width).toBeLessThan(700);
  // Centred: as much room on either side.
  expect(Math.abs((box?.x ?? 0) * 2 + (box?.width ?? 0) - 1280)).toBeLessThan(24);
  await page.goto("/");
  expect((await page.getByRole("main").boundingBox())?.width).toBeGreaterThanOrEqual(1270);
});

test("the account's pages are in the two-column layout, the menu beside the content", async ({
  browser,
  request,
  baseURL,
}) => {
  const context = await signedInContext(
    browser,
    baseURL ?? "",
    await tokenOf(request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password),
  );
  const page = await context.newPage();
  try {
    for (const path of ["/my/profile", "/my/purchases"]) {
      await page.goto(path);
      await expect(page.locator("[data-layout]"), path).toHaveAttribute("data-layout", "two-columns");
      await expect(page.getByRole("complementary", { name: "Личный кабинет" })).toBeVisible();
    }
  } finally {
    await context.close();
  }
});
