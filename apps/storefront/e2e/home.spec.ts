import { apiGet, cardTitles } from "./support/catalog";
import { expect as baseExpect, test } from "./support/test";

// First loads render pages, resize their images and run the API on a shared two-core machine
// next to other test runs: a few seconds is slow, not broken.
const expect = baseExpect.configure({ timeout: 10_000 });

interface ApiCategories {
  member: { title: string; slug: string; path: string; productCount: number }[];
}

test("the home page shows the catalog's top categories with their product counts from the API", async ({
  page,
  request,
}) => {
  const { member: categories } = await apiGet<ApiCategories>(request, "/catalog/categories?parent=null");
  expect(categories.length).toBeGreaterThan(0);

  await page.goto("/");
  await expect(page).toHaveTitle("Чайная лавка");
  await expect(page.getByRole("heading", { level: 1, name: "Чайная лавка" })).toBeVisible();
  const list = page.getByTestId("home-categories");
  for (const category of categories) {
    const link = list.getByRole("link", { name: new RegExp(`^${category.title}`) });
    await expect(link).toHaveAttribute("href", `/catalog/${category.path}`);
    await expect(link.getByTestId("category-count")).toHaveText(
      new RegExp(`^${category.productCount} товар`),
    );
  }
});

test("each top category is drawn with its icon from the shop's icon set: one sprite request, no script needed", async ({
  browser,
  request,
}) => {
  // The seed's top sections have icons of their own; a section staff add later (other tests add and
  // remove some while this one runs) is drawn with the set's stand-in, so the page's own links are
  // checked, whatever sections there are when it is drawn.
  const { member: categories } = await apiGet<ApiCategories>(request, "/catalog/categories?parent=null");
  const seeded = categories.filter((category) =>
    ["tea", "coffee", "sweets", "teaware"].includes(category.slug),
  );
  expect(seeded).toHaveLength(4);
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const sprites: string[] = [];
    page.on("request", (sent) => {
      if (new URL(sent.url()).pathname === "/api/core/icons") sprites.push(sent.url());
    });
    await page.goto("/");
    const list = page.getByTestId("home-categories");
    for (const category of seeded) {
      await expect(
        list
          .getByRole("link", { name: new RegExp(`^${category.title}`) })
          .locator(`svg[data-icon="${category.slug}"]`),
      ).toHaveCount(1);
    }
    const links = await list.getByRole("link").all();
    expect(links.length).toBeGreaterThanOrEqual(seeded.length);
    for (const link of links) {
      const icon = link.locator("svg[data-icon] use");
      // The symbol has arrived and is drawn: the <use> has the size of its shape.
      await expect
        .poll(() => icon.evaluate((use) => (use as SVGUseElement).getBBox().width))
        .toBeGreaterThan(4);
    }
    // One sprite URL for every icon (hydration may draw it again, from the browser's cache).
    expect(new Set(sprites).size).toBe(1);
    const [sprite] = sprites;
    const answer = await request.get(sprite ?? "");
    expect(answer.headers()["content-type"]).toContain("image/svg+xml");
    expect(answer.headers()["cache-control"]).toMatch(/^public, max-age=[1-9]/);
    await context.close();
  }
});

test("the home page shows the newest products, linked to their pages", async ({ page, request }) => {
  const newest = await apiGet<{ member: { title: string; slug: string }[] }>(
    request,
    "/catalog/products?itemsPerPage=8&sort[createdAt]=desc",
  );
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 2, name: "Новинки" })).toBeVisible();
  await expect.poll(() => cardTitles(page)).toEqual(newest.member.map((product) => product.title));

  const [first] = newest.member;
  if (!first) throw new Error("The seeded catalog has no products");
  // Its card's link, by name as a shopper reads it; two products may share a name (an import
  // run by another spec adds its own), so the card is the one leading to this product.
  await page
    .getByRole("link", { name: first.title, exact: true })
    .and(page.locator(`[href="/product/${first.slug}"]`))
    .click();
  await expect(page).toHaveURL(new RegExp(`/product/${first.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: first.title })).toBeVisible();
});
