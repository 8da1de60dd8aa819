import { COLOR_MODES, expectNoAxeViolations, newPageInColorMode } from "./support/axe";
import { type APIRequestContext, expect, type Locator, type Page, test } from "./support/test";

const CUSTOMER = { username: "customer@example.com", password: "demo12345" };

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
  await expect(loose.getByRole("spinbutton")).toHaveValue(/^0[.,]1$/);
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
  await expect(loose.getByRole("spinbutton")).toHaveValue(/^0[.,]3$/);
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
  await expect(loose.getByRole("spinbutton")).toHaveValue(/^0[.,]3$/);
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

test("a customer's cart is saved to the server 2 s after the last change", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { teaware, prices } = await pickProducts(request);
  const login = await request.post("/api/auth", { data: CUSTOMER });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  await context.addCookies([{ name: "shop_token", value: token, url: baseURL ?? "" }]);
  const authorised = { headers: { Authorization: `Bearer ${token}` } };

  // Every save the cart sends: POST /sales/carts/add or PUT /sales/carts/{id} (not calculate).
  const saves: { at: number; body: { items: { product: { number: string }; quantity: number }[] } }[] = [];
  page.on("request", (sent) => {
    const { pathname } = new URL(sent.url());
    if (/^\/api\/sales\/carts\/(add|\d+)$/.test(pathname) && ["POST", "PUT"].includes(sent.method())) {
      saves.push({ at: Date.now(), body: sent.postDataJSON() });
    }
  });
  const quantityIn = (save: (typeof saves)[number] | undefined) =>
    save?.body.items.find((item) => item.product.number === teaware.number)?.quantity;

  const added = await addFromProductPage(page, teaware);
  await expect.poll(() => saves.length, { timeout: 10_000 }).toBe(1);
  expect(saves[0]?.at ?? 0).toBeGreaterThanOrEqual(added + 2_000);
  expect(quantityIn(saves[0])).toBeGreaterThanOrEqual(1);

  // The saved cart is the customer's: the local cart took its id, and the API has the line.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("shop.cart") ?? "{}").unsaved ?? false))
    .toBe(false);
  const cartId = await page.evaluate(() => JSON.parse(localStorage.getItem("shop.cart") ?? "{}").cart?.id);
  expect(cartId).toMatch(/^\d+$/);
  const readServerQuantity = async () => {
    const answer = await request.get(`/api/sales/carts/${cartId}`, authorised);
    const cart = (await answer.json()) as { items: { product: { number: string }; quantity: number }[] };
    return cart.items.find((item) => item.product.number === teaware.number)?.quantity;
  };
  const first = (await readServerQuantity()) ?? 0;
  expect(first).toBeGreaterThanOrEqual(1);

  // Two quick changes on the cart page are one save, sent 2 s after the second.
  await page.goto("/cart");
  const line = cartLine(page, teaware, "pcs");
  await expect(line.getByRole("spinbutton")).toHaveValue(String(first));
  await line.getByRole("button", { name: "Увеличить количество" }).click();
  await page.waitForTimeout(500);
  const lastChange = Date.now();
  await line.getByRole("button", { name: "Увеличить количество" }).click();
  await expect(line.getByRole("spinbutton")).toHaveValue(String(first + 2));
  await expect.poll(() => saves.length, { timeout: 10_000 }).toBe(2);
  expect(saves[1]?.at ?? 0).toBeGreaterThanOrEqual(lastChange + 2_000);
  expect(quantityIn(saves[1])).toBe(first + 2);
  await expect.poll(readServerQuantity, { timeout: 10_000 }).toBe(first + 2);

  // The session brings the same cart back on the next visit, priced by the server.
  await page.reload();
  await expect(line.getByRole("spinbutton")).toHaveValue(String(first + 2));
  await expect(line.getByTestId("cart-line-total")).toHaveText(money(prices.pcs * (first + 2)));
  await expect(page.getByTestId("cart-pricing-note")).toHaveText("Цены проверены магазином.");
  const session = await request.get("/api/core/session/session", authorised);
  const { cart } = (await session.json()) as {
    cart: { id: number; items: { product: { number: string } }[] };
  };
  expect(String(cart.id)).toBe(cartId);
  expect(cart.items.some((item) => item.product.number === teaware.number)).toBe(true);
});

for (const mode of COLOR_MODES) {
  test(`the cart, empty and filled, has no accessibility violations (${mode})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const { tea, teaware, prices } = await pickProducts(request);
    // The stored cart in cart-core's format (packages/cart-core/src/storage.ts), as the product page writes it.
    const line = (
      product: CatalogProduct,
      measureId: string,
      measureTitle: string,
      quantity: number,
      price: number,
    ) => ({
      productId: String(product.id),
      measureId,
      quantity,
      price,
      snapshot: {
        number: product.number,
        slug: product.slug,
        title: product.title,
        measureCode: measureId,
        measureTitle,
        image: product.images[0]?.path,
      },
    });
    const stored = JSON.stringify({
      version: 1,
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
    const page = await newPageInColorMode(browser, mode);
    await page.goto("/cart");
    await expect(page.getByTestId("cart-empty")).toBeVisible({ timeout: 15_000 });
    await expect(page.locator("html")).toHaveAttribute("data-color-mode", mode);
    await expectNoAxeViolations(page);

    await page.evaluate((value) => localStorage.setItem("shop.cart", value), stored);
    await page.reload();
    await expect(page.getByTestId("cart-line")).toHaveCount(3);
    await expect(page.getByTestId("cart-pricing-note")).toHaveText("Цены проверены магазином.");
    await expectNoAxeViolations(page);
    await page.context().close();
  });
}
