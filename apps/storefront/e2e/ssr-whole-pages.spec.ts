import {
  ADMIN,
  answer,
  bearer,
  buyableProducts,
  DEMO_CUSTOMER,
  placeOrder,
  STAFF,
  tokenOf,
} from "./support/admin";
import { type APIRequestContext, expect, test } from "./support/test";

// Every page leaves the server whole, in one pass: what it shows is loaded by its route's loader
// before React renders, so no Suspense boundary of it is still waiting when the HTML is sent.
//
// Why it matters to a person, not only to the bytes: a boundary the server sends later (`<!--$?-->`,
// filled in by a script further down) is one React hydrates on its own, after the page's shell. An
// update that reaches it before then (the shell's own effects, the router settling) makes React give
// up on the server's HTML there and draw that part again, and whatever was typed into it goes with it,
// the text and the focus. The panel's product page lost a staffer's keystrokes that way (its
// translations form asked for its heading during the render; e2e/admin-drafts.spec.ts saw it on CI).
//
// A page is asked for twice and judged by the second answer: a part loaded with `React.lazy` (the
// staff's tools on a product page, the error screen) suspends the first time a fresh server renders
// it, until its module is in, and never again.

/** A boundary the server's HTML holds open for a later part of the stream (React's marker). */
const PENDING_BOUNDARY = "<!--$?-->";

async function pageHtml(request: APIRequestContext, path: string, token?: string): Promise<string> {
  const headers = {
    Accept: "text/html",
    "Accept-Language": "ru-RU",
    ...(token ? { Cookie: `shop_token=${encodeURIComponent(token)}` } : {}),
  };
  await request.get(path, { headers, maxRedirects: 0 });
  const response = await request.get(path, { headers, maxRedirects: 0 });
  expect(response.status(), `${path} answers a page`).toBeLessThan(500);
  return response.text();
}

async function expectWholePages(request: APIRequestContext, paths: string[], token?: string) {
  const partial: string[] = [];
  for (const path of paths)
    if ((await pageHtml(request, path, token)).includes(PENDING_BOUNDARY)) partial.push(path);
  expect(partial, "pages whose HTML leaves a part for later in the stream").toEqual([]);
}

/** The catalog's first product: its id, its page and its category's. */
async function firstProduct(request: APIRequestContext) {
  const { member } = await answer<{ member: { id: number; slug: string; category?: { path?: string } }[] }>(
    await request.get("/api/catalog/products?itemsPerPage=1"),
  );
  const product = member[0];
  if (!product?.category?.path) throw new Error("the seed has no product with a category");
  return { id: product.id, slug: product.slug, category: product.category.path };
}

test("the shop's pages leave the server whole, for a visitor, a customer and staff", async ({ request }) => {
  const product = await firstProduct(request);
  const category = product.category;
  const shopPages = [
    "/",
    `/catalog/${category}`,
    `/catalog/${category}?page=2`,
    `/product/${product.slug}`,
    "/search?q=чай",
    "/cart",
    "/about",
    "/legal",
    "/uikit",
    "/auth/login",
    "/no-such-page",
  ];
  await expectWholePages(request, shopPages);

  const customer = await tokenOf(request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await expectWholePages(
    request,
    ["/", `/product/${product.slug}`, "/checkout", "/my/profile", "/my/purchases"],
    customer,
  );

  const staff = await tokenOf(request, STAFF.email, STAFF.password);
  await expectWholePages(request, [`/product/${product.slug}`], staff);
});

test("the admin panel's pages leave the server whole", async ({ request }) => {
  test.setTimeout(90_000);
  const staff = await tokenOf(request, STAFF.email, STAFF.password);
  const order = await placeOrder(request, staff, await buyableProducts(request, 1));
  const product = await firstProduct(request);
  const { member: categories } = await answer<{ member: { id: number }[] }>(
    await request.get("/api/catalog/categories?itemsPerPage=1"),
  );
  const category = categories[0];
  if (!category) throw new Error("the seed has no category");
  // The seeded records the edit pages open.
  for (const path of ["/api/sales/admin/sales-channels/1", "/api/sales/admin/trading-contracts/1"])
    await answer(await request.get(path, { headers: bearer(staff) }));
  await expectWholePages(
    request,
    [
      "/admin/orders",
      `/admin/orders/${order.id}`,
      "/admin/order-statuses",
      "/admin/order-statuses/new",
      "/admin/order-statuses/1",
      "/admin/sales-channels",
      "/admin/sales-channels/new",
      "/admin/sales-channels/1",
      "/admin/trading-contracts",
      "/admin/trading-contracts/new",
      "/admin/trading-contracts/1",
      "/admin/products",
      "/admin/products/new",
      `/admin/products/${product.id}`,
      "/admin/categories",
      `/admin/categories/${category.id}`,
      "/admin/imports",
      "/admin/translations",
      "/admin/intl/currencies",
      // Staff who are not administrators get the panel's 403 screen here.
      "/admin/audit-log",
    ],
    staff,
  );
  const admin = await tokenOf(request, ADMIN.email, ADMIN.password);
  await expectWholePages(request, ["/admin/audit-log"], admin);
});
