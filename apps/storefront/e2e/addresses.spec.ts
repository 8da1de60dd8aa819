import { answer, bearer, STAFF, tokenOf } from "./support/admin";
import { expect, test } from "./support/test";

// Issue 46 point 7: addresses that last. A section renamed by staff, and a product whose slug
// changed, keep their old addresses working: a permanent redirect (308) to the new one, filters and
// sorting kept, for a crawler's request as for a shopper's browser. Each test puts back what it
// renamed: the catalog is shared with the other specs (this section and product are no other's).

interface Category {
  id: number;
  slug: string;
  path: string;
  title: string;
}
interface Product {
  id: number;
  slug: string;
  title: string;
}

const SECTION = "coffee/ground/drip";
const PRODUCT_NUMBER = "100277";
const suffix = () => Date.now().toString(36);

test("a renamed section's old address, and its listing's sort, lead to its new one for good", async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, STAFF.email, STAFF.password);
  const section = await answer<Category>(await request.get(`/api/catalog/categories-by-slug/${SECTION}`));
  const slug = `drip-${suffix()}`;
  const rename = (to: string) =>
    request.patch(`/api/catalog/admin/categories/${section.id}`, {
      headers: bearer(token),
      data: { slug: to },
    });
  await answer(await rename(slug));
  try {
    const moved = await request.get(`/catalog/${SECTION}?sort=price-asc`, { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(moved.headers().location).toBe(`/catalog/coffee/ground/${slug}?sort=price-asc`);

    await page.goto(`/catalog/${SECTION}?sort=price-asc`);
    await expect(page).toHaveURL(new RegExp(`/catalog/coffee/ground/${slug}\\?sort=price-asc$`));
    await expect(page.getByRole("heading", { level: 1, name: section.title })).toBeVisible();
    // An address that never was stays the 404 page.
    const unknown = await request.get("/catalog/coffee/ground/never-was", { maxRedirects: 0 });
    expect(unknown.status()).toBe(404);
    // So does a path longer than any section may have (the API refuses to look it up: 422).
    const long = Array.from({ length: 6 }, () => "a".repeat(200)).join("/");
    expect((await request.get(`/catalog/${long}`, { maxRedirects: 0 })).status()).toBe(404);
  } finally {
    await answer(await rename(section.slug));
  }
});

test("a product's old slug leads to its page for good, in the browser too", async ({ page, request }) => {
  const token = await tokenOf(request, STAFF.email, STAFF.password);
  const { member } = await answer<{ member: Product[] }>(
    await request.get(`/api/catalog/products?itemsPerPage=1&number=${PRODUCT_NUMBER}`),
  );
  const product = member[0];
  if (!product) throw new Error(`the catalog has no product ${PRODUCT_NUMBER}`);
  const slug = `moved-${suffix()}`;
  const reslug = (to: string) =>
    request.patch(`/api/catalog/admin/products/${product.id}`, {
      headers: bearer(token),
      data: { slug: to },
    });
  await answer(await reslug(slug));
  try {
    const moved = await request.get(`/product/${product.slug}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(moved.headers().location).toBe(`/product/${slug}`);

    await page.goto(`/product/${product.slug}`);
    await expect(page).toHaveURL(new RegExp(`/product/${slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();
  } finally {
    await answer(await reslug(product.slug));
  }
});
