import { tokenOf } from "./support/admin";
import { expectNoAxeViolations, expectNoAxeViolationsInEitherMode } from "./support/axe";
import { newCustomer } from "./support/mailbox";
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test,
} from "./support/test";

interface CatalogProduct {
  id: number;
  number: string;
  slug: string;
  title: string;
  images: { path: string }[];
  prices: { measure: { code: string; title: string }; priceType: string; price: number }[];
}

/** The retail price (kopecks) of a product in a measure, if it is sold so. */
const retailPrice = (product: CatalogProduct, measure: string) =>
  product.prices.find(
    (entry) => entry.priceType === "retail" && entry.measure.code === measure && entry.price > 0,
  )?.price;

/** cart-core's line rule: price x thousandths / 1000, rounded half up once per line. */
const lineAmount = (price: number, quantity: number) => Math.floor((price * quantity + 500) / 1000);

/** Matches a ru-RU rouble amount as `<Price>` prints it, whatever spaces the locale data uses. */
function money(kopecks: number): RegExp {
  const text = new Intl.NumberFormat("ru-RU", {
    style: "currency",
    currency: "RUB",
    minimumFractionDigits: kopecks % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(kopecks / 100);
  const characters = [...text.replace(/\s/g, "")].map((character) =>
    character.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
  );
  return new RegExp(characters.join("\\s*"));
}

/** A tea sold by the kilogram and in packs, and a piece of teaware: three lines of two products. */
async function pickProducts(request: APIRequestContext) {
  const answer = await request.get("/api/catalog/products?itemsPerPage=100");
  expect(answer.ok()).toBe(true);
  const { member } = (await answer.json()) as { member: CatalogProduct[] };
  const tea = member.find((product) => retailPrice(product, "kg") && retailPrice(product, "pack"));
  const teaware = member.find((product) => retailPrice(product, "pcs"));
  if (!tea || !teaware)
    throw new Error("the seed catalog has no tea by kg and pack, or no teaware by the piece");
  return {
    tea,
    teaware,
    prices: {
      kg: retailPrice(tea, "kg") as number,
      pack: retailPrice(tea, "pack") as number,
      pcs: retailPrice(teaware, "pcs") as number,
    },
  };
}

/**
 * Adds one step of a measure (0.1 кг, 1 упак, 1 шт) through the product page, as a shopper does.
 * Returns the time just before the click: the change happened after it.
 */
async function addFromProductPage(page: Page, product: CatalogProduct, measureTitle?: string) {
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();
  if (measureTitle) await page.getByRole("radio", { name: new RegExp(`^${measureTitle}`) }).check();
  const clickedAt = Date.now();
  await page.getByRole("button", { name: "В корзину" }).click();
  await expect(page.getByTestId("add-to-cart-status")).toContainText("Добавлено в корзину");
  return clickedAt;
}

const cartLine = (page: Page, product: CatalogProduct, measure: string): Locator =>
  page.locator(`[data-testid="cart-line"][data-product-id="${product.id}"][data-measure="${measure}"]`);

async function expectTotals(
  page: Page,
  totals: { items: RegExp; amount: number; discount: number; total: number },
) {
  await expect(page.getByTestId("cart-items-number")).toHaveText(totals.items);
  await expect(page.getByTestId("cart-amount")).toHaveText(money(totals.amount));
  await expect(page.getByTestId("cart-discount")).toHaveText(money(totals.discount));
  await expect(page.getByTestId("cart-total")).toHaveText(money(totals.total));
}

test("an anonymous visitor's cart: lines by product and measure, exact totals, undo, reload, empty", async ({
  page,
  request,
}) => {
  const { tea, teaware, prices } = await pickProducts(request);
  await addFromProductPage(page, tea, "кг");
  await addFromProductPage(page, tea, "упак");
  await addFromProductPage(page, teaware);
  await expect(page.getByTestId("cart-badge")).toContainText("3");

  await page.getByRole("link", { name: /^Корзина/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page).toHaveTitle("Корзина — Чайная лавка");
  await expect(page.getByRole("heading", { level: 1, name: "Корзина" })).toBeVisible();
  const crumbs = page.getByRole("navigation", { name: "Навигационная цепочка" });
  await expect(crumbs.getByRole("link", { name: "Главная" })).toHaveAttribute("href", "/");
  await expect(crumbs.getByText("Корзина")).toHaveAttribute("aria-current", "page");

  await expect(page.getByTestId("cart-line")).toHaveCount(3);
  const loose = cartLine(page, tea, "kg");
  await expect(loose.getByRole("link", { name: tea.title })).toHaveAttribute("href", `/product/${tea.slug}`);
  await expect(loose.getByTestId("cart-line-price")).toContainText("за кг");
  await expect(loose.getByRole("spinbutton")).toHaveValue("0,1");
  const kg100 = lineAmount(prices.kg, 100);
  await expect(loose.getByTestId("cart-line-total")).toHaveText(money(kg100));
  await expect(cartLine(page, tea, "pack").getByTestId("cart-line-price")).toContainText("за упак");
  await expect(cartLine(page, teaware, "pcs").getByTestId("cart-line-total")).toHaveText(money(prices.pcs));

  const before = kg100 + prices.pack + prices.pcs;
  await expectTotals(page, { items: /^3 позиции$/, amount: before, discount: 0, total: before });
  await expect(page.getByTestId("cart-pricing-note")).toHaveText("Цены проверены магазином.");

  // 0.1 кг → 0.3 кг in steps of 0.1; the amount is rounded once for the line, and so are the totals.
  await loose.getByRole("button", { name: "Увеличить количество" }).click();
  await loose.getByRole("button", { name: "Увеличить количество" }).click();
  await expect(loose.getByRole("spinbutton")).toHaveValue("0,3");
  const kg300 = lineAmount(prices.kg, 300);
  await expect(loose.getByTestId("cart-line-total")).toHaveText(money(kg300));
  const changed = kg300 + prices.pack + prices.pcs;
  await expectTotals(page, { items: /^3 позиции$/, amount: changed, discount: 0, total: changed });
  // The server prices the same lines to the same kopeck once they settle.
  await expect(page.getByTestId("cart-pricing-note")).toHaveText("Цены проверены магазином.");
  await expectTotals(page, { items: /^3 позиции$/, amount: changed, discount: 0, total: changed });

  // Removing is undoable from the toast.
  const pack = cartLine(page, tea, "pack");
  await pack.getByRole("button", { name: /^Удалить/ }).click();
  await expect(pack).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Товары в корзине" })).toBeFocused();
  await expectTotals(page, {
    items: /^2 позиции$/,
    amount: kg300 + prices.pcs,
    discount: 0,
    total: kg300 + prices.pcs,
  });
  const toasts = page.getByRole("region", { name: "Уведомления" });
  await expect(toasts.getByText("Товар удалён из корзины")).toBeVisible();
  await expect(toasts.getByText(`${tea.title}, упак`)).toBeVisible();
  await toasts.getByRole("button", { name: "Вернуть" }).click();
  await expect(pack).toHaveCount(1);
  await expectTotals(page, { items: /^3 позиции$/, amount: changed, discount: 0, total: changed });

  // The cart lives in localStorage: a reload keeps every line and quantity.
  await page.reload();
  await expect(page.getByTestId("cart-line")).toHaveCount(3);
  await expect(loose.getByRole("spinbutton")).toHaveValue("0,3");
  await expectTotals(page, { items: /^3 позиции$/, amount: changed, discount: 0, total: changed });

  // Clearing asks first; then the empty cart leads back to the catalog.
  await page.getByRole("button", { name: "Очистить корзину" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Очистить корзину?" });
  await expect(dialog).toContainText("Из корзины будут удалены 3 позиции.");
  await dialog.getByRole("button", { name: "Оставить товары" }).click();
  await expect(page.getByTestId("cart-line")).toHaveCount(3);
  await page.getByRole("button", { name: "Очистить корзину" }).click();
  await dialog.getByRole("button", { name: "Очистить", exact: true }).click();
  await expect(page.getByTestId("cart-empty")).toContainText("Ваша корзина пуста");
  await expect(page.getByRole("heading", { name: "Ваша корзина пуста" })).toBeFocused();
  await expect(page.getByTestId("cart-badge")).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("cart-empty")).toBeVisible();
  await page.getByRole("link", { name: "Перейти в каталог" }).click();
  await expect(page).toHaveURL(/\/catalog\/?$/);
});

/** A body the cart sends to save itself. */
interface SaveBody {
  items: { product: { number: string }; measure: { code: string }; quantity: number }[];
}

interface SentSave {
  at: number;
  method: string;
  path: string;
  body: SaveBody;
}

/**
 * Records every save the page's cart sends (`POST /sales/carts/add`, `PATCH /sales/carts/{id}/add`)
 * and any `PUT /sales/carts/{id}`, which it must not use (docs/contract.md lists no such call).
 */
function recordSaves(page: Page) {
  const saves: SentSave[] = [];
  const replaces: string[] = [];
  page.on("request", (sent) => {
    const { pathname } = new URL(sent.url());
    const isAdd =
      (sent.method() === "POST" && pathname === "/api/sales/carts/add") ||
      (sent.method() === "PATCH" && /^\/api\/sales\/carts\/\d+\/add$/.test(pathname));
    if (isAdd)
      saves.push({ at: Date.now(), method: sent.method(), path: pathname, body: sent.postDataJSON() });
    if (sent.method() === "PUT" && pathname.startsWith("/api/sales/carts/")) replaces.push(pathname);
  });
  return { saves, replaces };
}

const quantityIn = (save: SentSave | undefined, product: CatalogProduct) =>
  save?.body.items.find((item) => item.product.number === product.number)?.quantity;

/** Logs a fresh customer in through the session cookie; their cart is this test's own. */
async function logInFreshCustomer(request: APIRequestContext, context: BrowserContext, baseURL?: string) {
  const customer = await newCustomer(request, "cart");
  await context.addCookies([{ name: "shop_token", value: customer.token, url: baseURL ?? "" }]);
  const authorised = { headers: { Authorization: `Bearer ${customer.token}` } };
  /** The server's quantity of a product in a cart, by its API answer. */
  const serverQuantity = async (cartId: string, product: CatalogProduct) => {
    const answer = await request.get(`/api/sales/carts/${cartId}`, authorised);
    expect(answer.ok()).toBe(true);
    const cart = (await answer.json()) as { items: { product: { number: string }; quantity: number }[] };
    return cart.items.find((item) => item.product.number === product.number)?.quantity;
  };
  return { ...customer, authorised, serverQuantity };
}

/** The local cart's id and whether it has changes the server has not seen (cart-core's storage). */
const storedCart = (page: Page) =>
  page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem("shop.cart") ?? "{}");
    return { id: (stored.cart?.id ?? null) as string | null, unsaved: Boolean(stored.unsaved) };
  });

test("a customer's cart is saved to the server 2 s after the last change, a removed line with 0", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { teaware, prices } = await pickProducts(request);
  const customer = await logInFreshCustomer(request, context, baseURL);
  const { saves, replaces } = recordSaves(page);

  // A new cart is created with POST /sales/carts/add, 2 s after the change.
  const added = await addFromProductPage(page, teaware);
  await expect.poll(() => saves.length, { timeout: 10_000 }).toBe(1);
  expect(saves[0]).toMatchObject({ method: "POST", path: "/api/sales/carts/add" });
  expect(saves[0]?.at ?? 0).toBeGreaterThanOrEqual(added + 2_000);
  expect(quantityIn(saves[0], teaware)).toBe(1);

  // The saved cart is the customer's: the local cart took its id, and the API has the line.
  await expect.poll(async () => (await storedCart(page)).unsaved).toBe(false);
  const cartId = (await storedCart(page)).id ?? "";
  expect(cartId).toMatch(/^\d+$/);
  expect(await customer.serverQuantity(cartId, teaware)).toBe(1);

  // Two quick changes on the cart page are one PATCH /sales/carts/{id}/add, sent 2 s after the
  // second, which sets the line's quantity (it does not add 3 to the server's 1).
  await page.goto("/cart");
  const line = cartLine(page, teaware, "pcs");
  await expect(line.getByRole("spinbutton")).toHaveValue("1");
  await line.getByRole("button", { name: "Увеличить количество" }).click();
  await page.waitForTimeout(500);
  const lastChange = Date.now();
  await line.getByRole("button", { name: "Увеличить количество" }).click();
  await expect(line.getByRole("spinbutton")).toHaveValue("3");
  await expect.poll(() => saves.length, { timeout: 10_000 }).toBe(2);
  expect(saves[1]).toMatchObject({ method: "PATCH", path: `/api/sales/carts/${cartId}/add` });
  expect(saves[1]?.at ?? 0).toBeGreaterThanOrEqual(lastChange + 2_000);
  expect(quantityIn(saves[1], teaware)).toBe(3);
  await expect.poll(() => customer.serverQuantity(cartId, teaware), { timeout: 10_000 }).toBe(3);

  // The session brings the same cart back on the next visit, priced by the server.
  await page.reload();
  await expect(line.getByRole("spinbutton")).toHaveValue("3");
  await expect(line.getByTestId("cart-line-total")).toHaveText(money(prices.pcs * 3));
  await expect(page.getByTestId("cart-pricing-note")).toHaveText("Цены проверены магазином.");
  const session = await request.get("/api/core/session/session", customer.authorised);
  const { cart } = (await session.json()) as { cart: { id: number } };
  expect(String(cart.id)).toBe(cartId);

  // A removed line is sent at 0, which removes it on the server too.
  await line.getByRole("button", { name: /^Удалить/ }).click();
  await expect(page.getByTestId("cart-empty")).toBeVisible();
  await expect.poll(() => saves.length, { timeout: 10_000 }).toBe(3);
  expect(saves[2]).toMatchObject({ method: "PATCH", path: `/api/sales/carts/${cartId}/add` });
  expect(quantityIn(saves[2], teaware)).toBe(0);
  await expect.poll(() => customer.serverQuantity(cartId, teaware), { timeout: 10_000 }).toBeUndefined();
  expect(replaces).toEqual([]);
});

test("a cart the server rejects as a whole is saved once more as a new cart", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { teaware } = await pickProducts(request);
  const customer = await logInFreshCustomer(request, context, baseURL);
  const { saves } = recordSaves(page);
  await addFromProductPage(page, teaware);
  await expect.poll(() => saves.length, { timeout: 10_000 }).toBe(1);
  await expect.poll(async () => (await storedCart(page)).unsaved).toBe(false);
  const firstId = (await storedCart(page)).id ?? "";

  // The reference API refuses no well-formed cart as a whole (it answers 404 for a cart it lost,
  // which an API test covers), so this one refusal is routed: a 422 without line violations, as a
  // server that closed the cart would answer.
  let refusals = 0;
  await page.route(/\/api\/sales\/carts\/\d+\/add$/, async (route) => {
    if (route.request().method() !== "PATCH" || refusals > 0) return route.fallback();
    refusals += 1;
    await route.fulfill({
      status: 422,
      contentType: "application/problem+json",
      body: JSON.stringify({
        status: 422,
        title: "Корзина закрыта",
        detail: "Корзина закрыта.",
        violations: [],
      }),
    });
  });
  await page.goto("/cart");
  const line = cartLine(page, teaware, "pcs");
  await line.getByRole("button", { name: "Увеличить количество" }).click();
  await expect.poll(() => saves.length, { timeout: 10_000 }).toBe(3);
  expect(saves[1]).toMatchObject({ method: "PATCH", path: `/api/sales/carts/${firstId}/add` });
  expect(saves[2]).toMatchObject({ method: "POST", path: "/api/sales/carts/add" });
  expect(quantityIn(saves[2], teaware)).toBe(2);
  await expect.poll(async () => (await storedCart(page)).unsaved).toBe(false);
  const secondId = (await storedCart(page)).id ?? "";
  expect(secondId).toMatch(/^\d+$/);
  expect(secondId).not.toBe(firstId);
  expect(await customer.serverQuantity(secondId, teaware)).toBe(2);
});

/**
 * Two jars of jam sold by the piece from the `from`-th on (no other test's products: first products,
 * newest, tea, teapots, Turkish delight), and staff's call that sets or removes a piece price.
 */
async function jamsToStopSelling(request: APIRequestContext, from: number) {
  const answer = await request.get(
    "/api/catalog/products?category=sweets/honey-jam/jam&itemsPerPage=10&sort[number]=asc",
  );
  const { member } = (await answer.json()) as { member: CatalogProduct[] };
  const [stopped, kept] = member.filter((product) => retailPrice(product, "pcs")).slice(from);
  if (!stopped || !kept)
    throw new Error(`the seed catalog has fewer than ${from + 2} jams sold by the piece`);
  const staffToken = await tokenOf(request, "staff@example.com", "demo12345");
  const setPiecePrice = async (product: CatalogProduct, price: number | null) => {
    const changed = await request.patch(`/api/catalog/admin/products/${product.id}`, {
      data: { prices: { retail: { pcs: price } } },
      headers: { Authorization: `Bearer ${staffToken}`, "Content-Type": "application/merge-patch+json" },
    });
    expect(changed.status()).toBe(200);
  };
  return { stopped, kept, setPiecePrice };
}

/** A fresh customer whose cart, one of each product added from its page, the server has saved. */
async function savedCartWith(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string | undefined,
  products: CatalogProduct[],
) {
  const customer = await logInFreshCustomer(request, context, baseURL);
  const { saves } = recordSaves(page);
  for (const product of products) await addFromProductPage(page, product);
  await expect.poll(async () => (await storedCart(page)).id, { timeout: 10_000 }).not.toBeNull();
  await expect.poll(async () => (await storedCart(page)).unsaved, { timeout: 10_000 }).toBe(false);
  return { customer, saves, cartId: (await storedCart(page)).id ?? "" };
}

test("a line the server no longer sells says why in the cart, and the rest of the cart is saved", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // The first two jams sold by the piece.
  const { stopped, kept, setPiecePrice } = await jamsToStopSelling(request, 0);
  const { customer, saves, cartId } = await savedCartWith(page, context, request, baseURL, [stopped, kept]);
  expect(await customer.serverQuantity(cartId, kept)).toBe(1);

  // Staff stop selling the first jar by the piece while it lies in the cart.
  await setPiecePrice(stopped, null);
  try {
    const savedBefore = saves.length;
    // Into the cart without a reload: the save, not the session's cart, is what refuses the jar here.
    await page.getByRole("link", { name: /^Корзина/ }).click();
    await expect(page).toHaveURL(/\/cart$/);
    for (const product of [stopped, kept]) {
      await cartLine(page, product, "pcs").getByRole("button", { name: "Увеличить количество" }).click();
    }
    // The save names the jar the API refused; the store sends the rest again at once.
    await expect.poll(() => saves.length, { timeout: 10_000 }).toBe(savedBefore + 2);
    expect(quantityIn(saves[savedBefore], stopped)).toBe(2);
    expect(quantityIn(saves[savedBefore + 1], stopped)).toBeUndefined();
    expect(quantityIn(saves[savedBefore + 1], kept)).toBe(2);
    await expect.poll(() => customer.serverQuantity(cartId, kept), { timeout: 10_000 }).toBe(2);
    await expect.poll(async () => (await storedCart(page)).unsaved).toBe(false);

    // The refused line stays in the cart with the API's reason beside it; the other has none.
    const refused = cartLine(page, stopped, "pcs");
    await expect(refused.getByRole("spinbutton")).toHaveValue("2");
    await expect(refused.getByTestId("cart-line-problem")).toHaveText(
      `«${stopped.title}» не продаётся в этой единице измерения.`,
    );
    await expect(cartLine(page, kept, "pcs").getByTestId("cart-line-problem")).toHaveCount(0);
  } finally {
    await setPiecePrice(stopped, retailPrice(stopped, "pcs") ?? null);
  }
});

test("a line staff stopped selling is still in the cart after a reload, with the reason, until the customer removes it", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // The third and fourth jams: the test above takes the first two.
  const { stopped, kept, setPiecePrice } = await jamsToStopSelling(request, 2);
  const keptPrice = retailPrice(kept, "pcs") as number;
  const { customer, saves, cartId } = await savedCartWith(page, context, request, baseURL, [stopped, kept]);
  expect(await customer.serverQuantity(cartId, stopped)).toBe(1);

  await setPiecePrice(stopped, null);
  try {
    // A reload takes the session's cart: the jar the shop no longer sells is there, with the reason.
    await page.goto("/cart");
    await page.reload();
    const unavailable = cartLine(page, stopped, "pcs");
    await expect(unavailable.getByTestId("cart-line-problem")).toHaveText(
      `«${stopped.title}» не продаётся в этой единице измерения.`,
    );
    await expect(unavailable.getByRole("link", { name: stopped.title })).toBeVisible();
    await expect(unavailable.getByTestId("cart-line-quantity")).toHaveText("В корзине: 1 шт");
    await expect(cartLine(page, kept, "pcs").getByTestId("cart-line-problem")).toHaveCount(0);
    // Only the jar that can be bought counts.
    await expect(page.getByTestId("cart-pricing-note")).toHaveText("Цены проверены магазином.");
    await expect(page.getByTestId("cart-items-number")).toHaveText("1 позиция");
    await expect(page.getByTestId("cart-total")).toHaveText(money(keptPrice));
    await expectNoAxeViolations(page);

    // The checkout names it too, and takes no order until it is gone (the API would refuse it).
    await page.goto("/checkout");
    const notice = page.getByTestId("checkout-unavailable");
    await expect(notice).toContainText("Некоторые товары в корзине больше нельзя заказать:");
    await expect(notice.getByRole("listitem")).toHaveText([
      `${stopped.title}, шт: «${stopped.title}» не продаётся в этой единице измерения.Удалить`,
    ]);
    await expect(page.getByRole("button", { name: "Оформить заказ" })).toBeDisabled();
    await expectNoAxeViolations(page);
    await notice.getByRole("link", { name: "Открыть корзину" }).click();
    await expect(page).toHaveURL(/\/cart$/);

    // The customer removes it: the next save drops it from the server's cart.
    const savedBefore = saves.length;
    await unavailable.getByRole("button", { name: `Удалить из корзины: ${stopped.title}, шт` }).click();
    await expect(unavailable).toHaveCount(0);
    await expect.poll(() => saves.length, { timeout: 10_000 }).toBe(savedBefore + 1);
    expect(quantityIn(saves[savedBefore], stopped)).toBe(0);
    expect(quantityIn(saves[savedBefore], kept)).toBe(1);
    await expect.poll(async () => (await storedCart(page)).unsaved).toBe(false);
    const stored = await request.get(`/api/sales/carts/${cartId}`, customer.authorised);
    expect(((await stored.json()) as { unavailableItems: unknown[] }).unavailableItems).toEqual([]);
    await page.reload();
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expect(cartLine(page, kept, "pcs")).toBeVisible();
    await page.goto("/checkout");
    await expect(page.getByTestId("checkout-total")).toBeVisible();
    await expect(page.getByTestId("checkout-unavailable")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Оформить заказ" })).toBeEnabled();
  } finally {
    await setPiecePrice(stopped, retailPrice(stopped, "pcs") ?? null);
  }
});

test("an order refused for a line staff stopped selling while the checkout was open names the line, which the customer removes there", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // The fifth and sixth jams: the tests above take the first four.
  const { stopped, kept, setPiecePrice } = await jamsToStopSelling(request, 4);
  const { customer } = await savedCartWith(page, context, request, baseURL, [stopped, kept]);
  await page.goto("/checkout");
  await expect(page.getByTestId("checkout-total")).toBeVisible();

  await setPiecePrice(stopped, null);
  try {
    // The customer places the order the page still offers; the API refuses it for the jar.
    await page.getByRole("button", { name: "Оформить заказ" }).click();
    const notice = page.getByTestId("checkout-unavailable");
    await expect(notice).toContainText("Некоторые товары в корзине больше нельзя заказать:");
    // Named, with its reason and a way to remove it on the spot, as the cart page does.
    const line = notice.getByRole("listitem");
    await expect(line).toHaveText([
      `${stopped.title}, шт: «${stopped.title}» не продаётся в этой единице измерения.Удалить`,
    ]);
    await expect(page.getByRole("button", { name: "Оформить заказ" })).toBeDisabled();
    await expectNoAxeViolations(page);
    await line.getByRole("button", { name: `Удалить из корзины: ${stopped.title}, шт` }).click();
    await expect(notice).toHaveCount(0);

    // Without it the order goes through, with the jar that is still sold, and nothing else.
    await expect(page.getByText("Товары: 1")).toBeVisible();
    await page.getByRole("button", { name: "Оформить заказ" }).click();
    await expect(page.getByTestId("order-placed")).toBeVisible();
    const orders = await request.get("/api/sales/orders", customer.authorised);
    const [order] = ((await orders.json()) as { member: { items: { product: { number: string } }[] }[] })
      .member;
    expect(order?.items.map((item) => item.product.number)).toEqual([kept.number]);
  } finally {
    await setPiecePrice(stopped, retailPrice(stopped, "pcs") ?? null);
  }
});

test("the cart, empty and filled, has no accessibility violations in either colour mode", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { tea, teaware, prices } = await pickProducts(request);
  // The stored cart in cart-core's format (packages/cart-core/src/storage.ts), as the product page writes it.
  const line = (
    product: CatalogProduct,
    measureCode: string,
    measureTitle: string,
    quantity: number,
    price: number,
  ) => ({
    productId: String(product.id),
    measureCode,
    quantity,
    price,
    snapshot: {
      number: product.number,
      slug: product.slug,
      title: product.title,
      measureTitle,
      image: product.images[0]?.path,
    },
  });
  const stored = JSON.stringify({
    version: 2,
    cart: {
      id: null,
      currency: "RUB",
      priceType: null,
      items: {
        [tea.id]: {
          kg: line(tea, "kg", "кг", 300, prices.kg),
          pack: line(tea, "pack", "упак", 1000, prices.pack),
        },
        [teaware.id]: { pcs: line(teaware, "pcs", "шт", 2000, prices.pcs) },
      },
    },
  });
  const page = await (await browser.newContext()).newPage();
  await page.goto("/cart");
  await expect(page.getByTestId("cart-empty")).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolationsInEitherMode(page);

  await page.evaluate((value) => localStorage.setItem("shop.cart", value), stored);
  await page.reload();
  await expect(page.getByTestId("cart-line")).toHaveCount(3);
  await expect(page.getByTestId("cart-pricing-note")).toHaveText("Цены проверены магазином.");
  await expectNoAxeViolationsInEitherMode(page);
  await page.context().close();
});
