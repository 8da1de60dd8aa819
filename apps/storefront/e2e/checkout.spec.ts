import { tokenOf } from "./support/admin";
import { expectNoAxeViolationsInEitherMode } from "./support/axe";
import { kopecks } from "./support/catalog";
import { newCustomer } from "./support/mailbox";
import { type APIRequestContext, expect, type Page, test } from "./support/test";

async function someProductSlug(request: APIRequestContext) {
  const { member } = await (
    await request.get("/api/catalog/products?itemsPerPage=1&sort[number]=asc")
  ).json();
  return member[0].slug as string;
}

async function ordersOf(request: APIRequestContext, token: string) {
  const answer = await request.get("/api/sales/orders", { headers: { Authorization: `Bearer ${token}` } });
  return (await answer.json()) as { totalItems: number; member: { number: string }[] };
}

async function logIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Пароль", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Войти" }).click();
}

test("an anonymous cart follows the shopper through login into an order", async ({ page, request }) => {
  const customer = await newCustomer(request, "checkout");
  const slug = await someProductSlug(request);

  await page.goto(`/product/${slug}`);
  const title = (await page.locator("h1").textContent()) ?? "";
  await page.getByRole("button", { name: "В корзину" }).click();
  await expect(page.getByTestId("cart-badge")).toContainText("1");

  // Checkout needs a customer: the guard sends the visitor to log in and back.
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/auth\/login\?back=%2Fcheckout$/);
  await logIn(page, customer);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page).toHaveTitle("Оформление заказа — Чайная лавка");
  // SPEC.md section 2: the checkout's breadcrumb goes through the cart, each crumb but the last a link.
  const crumbs = page.getByRole("navigation", { name: "Навигационная цепочка" }).getByRole("listitem");
  await expect(crumbs).toHaveText(["Главная", "Корзина", "Оформление заказа"]);
  await expect(crumbs.nth(0).getByRole("link")).toHaveAttribute("href", "/");
  await expect(crumbs.nth(1).getByRole("link")).toHaveAttribute("href", "/cart");
  await expect(crumbs.nth(2).getByRole("link")).toHaveCount(0);

  // The anonymous line was merged into the customer's server cart.
  await expect(page.getByText("Товары: 1")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(customer.email);
  await expect(page.getByLabel("Телефон")).toHaveValue("+79161234567");

  await page.getByText("Курьер (бесплатно от 3 000 ₽)").click();
  await page.getByRole("button", { name: "Оформить заказ" }).click();
  await expect(page.getByText("Заполните поле").first()).toBeVisible();
  await page.getByLabel("Город").fill("Москва");
  await page.getByLabel("Индекс").fill("101000");
  await page.getByLabel("Улица").fill("Мясницкая");
  await page.getByLabel("Дом", { exact: true }).fill("1");
  await page.getByText("Наличными при получении").click();
  await page.getByLabel("Комментарий к заказу").fill("Позвоните за час");
  await page.getByRole("button", { name: "Оформить заказ" }).click();

  await expect(page.getByTestId("order-placed")).toBeVisible();
  const { member } = await ordersOf(request, customer.token);
  expect(member).toHaveLength(1);
  await expect(page.getByTestId("order-placed")).toContainText(member[0]?.number ?? "?");
  await expect(page.getByTestId("cart-badge")).toHaveCount(0);

  await page.getByRole("link", { name: "Открыть заказ" }).click();
  await expect(page).toHaveURL(new RegExp(`/my/purchases/${member[0]?.number}$`));
  await expect(page.getByText(title).first()).toBeVisible();
});

test("a double-clicked order button makes one order", async ({ page, request }) => {
  const customer = await newCustomer(request, "checkout");
  const slug = await someProductSlug(request);
  await page.goto("/auth/login");
  await logIn(page, customer);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/product/${slug}`);
  await page.getByRole("button", { name: "В корзину" }).click();
  // Seen added, as a shopper sees it before leaving the page: a tap not yet taken is not in the cart.
  await expect(page.getByTestId("add-to-cart-status")).toContainText("Добавлено в корзину");
  await page.goto("/checkout");
  await expect(page.getByText("Товары: 1")).toBeVisible();

  await page.getByRole("button", { name: "Оформить заказ" }).dblclick();
  await expect(page.getByTestId("order-placed")).toBeVisible();
  expect((await ordersOf(request, customer.token)).totalItems).toBe(1);
});

interface PricedProduct {
  id: number;
  slug: string;
  prices: { price: number; priceType: string; measure: { code: string } }[];
}

/** Retail prices by measure code, as the staff price patch takes them. */
const retailPrices = (product: PricedProduct) =>
  Object.fromEntries(
    product.prices
      .filter((price) => price.priceType === "retail")
      .map((price) => [price.measure.code, price.price] as const),
  );

async function changeRetailPrices(
  request: APIRequestContext,
  staffToken: string,
  id: number,
  prices: object,
) {
  const answer = await request.patch(`/api/catalog/admin/products/${id}`, {
    data: { prices: { retail: prices } },
    headers: { Authorization: `Bearer ${staffToken}`, "Content-Type": "application/merge-patch+json" },
  });
  expect(answer.status()).toBe(200);
}

/**
 * The checkout page's own pricing of the cart (it asks the server again as it opens, prices being
 * the server's to change): started before the page is opened, awaited before staff change a price,
 * so that the page shows the prices of before the change, as the tests' story has it.
 */
function checkoutPricing(page: Page) {
  const request = page.waitForRequest(
    (sent) =>
      sent.method() === "POST" &&
      new URL(sent.url()).pathname === "/api/sales/carts/calculate" &&
      new URL(page.url()).pathname === "/checkout",
  );
  return async () => (await request).response();
}

/**
 * A new customer, signed in, with a Turkish delight in the cart, and a staff token to change its
 * prices. No other test's product list (first products, newest, tea, teapots) shows Turkish delight;
 * the two tests that change prices take the first (`asc`) and the last (`desc`) of them.
 */
async function turkishDelightInCart(page: Page, request: APIRequestContext, end: "asc" | "desc") {
  const customer = await newCustomer(request, "checkout");
  const { member } = await (
    await request.get(
      `/api/catalog/products?category=sweets/oriental/turkish-delight&itemsPerPage=1&sort[number]=${end}`,
    )
  ).json();
  const product = member[0] as PricedProduct;
  const staffToken = await tokenOf(request, "staff@example.com", "demo12345");
  await page.goto("/auth/login");
  await logIn(page, customer);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/product/${product.slug}`);
  await page.getByRole("button", { name: "В корзину" }).click();
  // Seen added, as a shopper sees it before leaving the page: a tap not yet taken is not in the cart.
  await expect(page.getByTestId("add-to-cart-status")).toContainText("Добавлено в корзину");
  return { customer, product, before: retailPrices(product), staffToken };
}

test("a price changed by staff during checkout is shown with the new totals before any order is made", async ({
  page,
  request,
}) => {
  const { customer, product, before, staffToken } = await turkishDelightInCart(page, request, "asc");
  const priced = checkoutPricing(page);
  await page.goto("/checkout");
  await expect(page.getByText("Товары: 1")).toBeVisible();
  await priced();
  const total = page.getByTestId("checkout-total");
  await expect(total).not.toContainText("0 ₽");
  const oldTotal = kopecks((await total.textContent()) ?? "");

  // While the customer reads the form, staff raise every retail price of the product by 100 ₽.
  const raise = 10_000;
  await changeRetailPrices(
    request,
    staffToken,
    product.id,
    Object.fromEntries(Object.entries(before).map(([measure, price]) => [measure, price + raise])),
  );
  try {
    await page.getByRole("button", { name: "Оформить заказ" }).click();
    const summary = page.getByRole("complementary", { name: "Ваш заказ" });
    await expect(summary.getByRole("alert")).toHaveText(
      "Цены изменились, пока товары лежали в корзине. Проверьте новую сумму и подтвердите заказ ещё раз.",
    );
    // Told once, beside the button: an expected change is no error toast.
    await expect(page.getByRole("region", { name: "Уведомления" }).getByRole("alert")).toHaveCount(0);
    await expect.poll(async () => kopecks((await total.textContent()) ?? "")).toBe(oldTotal + raise);
    // The line of the goods shows the new amount too, not only the total.
    const itemsAmount = page.getByText("Товары: 1").locator("xpath=following-sibling::*[1]");
    await expect.poll(async () => kopecks((await itemsAmount.textContent()) ?? "")).toBe(oldTotal + raise);
    expect((await ordersOf(request, customer.token)).totalItems).toBe(0);

    await page.getByRole("button", { name: "Подтвердить новую сумму" }).click();
    await expect(page.getByTestId("order-placed")).toBeVisible();
    const orders = await request.get("/api/sales/orders", {
      headers: { Authorization: `Bearer ${customer.token}` },
    });
    const placed = (await orders.json()) as { member: { totals: { totalAmount: number } }[] };
    expect(placed.member.map((order) => order.totals.totalAmount)).toEqual([oldTotal + raise]);
  } finally {
    await changeRetailPrices(request, staffToken, product.id, before);
  }
});

test("after a price change at checkout the cart page shows the new prices too", async ({ page, request }) => {
  const { product, before, staffToken } = await turkishDelightInCart(page, request, "desc");
  // The cart page prices the lines first, then the shopper goes on to the checkout in the same tab.
  await page.goto("/cart");
  await expect(page.getByTestId("cart-pricing-note")).toHaveText("Цены проверены магазином.");
  const cartTotal = page.getByTestId("cart-total");
  const oldTotal = kopecks((await cartTotal.textContent()) ?? "");
  const priced = checkoutPricing(page);
  await page.getByTestId("cart-summary").getByRole("link", { name: "Оформить заказ" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText("Товары: 1")).toBeVisible();
  // Under load the page's pricing could otherwise be answered after the change, and the shopper
  // would confirm the new prices with no question asked.
  await priced();

  const raise = 10_000;
  await changeRetailPrices(
    request,
    staffToken,
    product.id,
    Object.fromEntries(Object.entries(before).map(([measure, price]) => [measure, price + raise])),
  );
  try {
    await page.getByRole("button", { name: "Оформить заказ" }).click();
    const summary = page.getByRole("complementary", { name: "Ваш заказ" });
    await expect(summary.getByRole("alert")).toContainText("Цены изменились");
    // Pickup costs nothing: the total to confirm is the cart's new total.
    const newTotal = kopecks((await page.getByTestId("checkout-total").textContent()) ?? "");
    expect(newTotal).toBeGreaterThan(oldTotal);
    // Back in the cart, well within a minute: its figures are the server's new ones, not the old answer.
    await page.goBack();
    await expect(page).toHaveURL(/\/cart$/);
    await expect.poll(async () => kopecks((await cartTotal.textContent()) ?? "")).toBe(newTotal);
    await expect(page.getByTestId("cart-pricing-note")).toHaveText("Цены проверены магазином.");
  } finally {
    await changeRetailPrices(request, staffToken, product.id, before);
  }
});

test("the checkout with an empty cart points to the catalog", async ({ page, request }) => {
  const customer = await newCustomer(request, "checkout");
  await page.goto("/auth/login?back=%2Fcheckout");
  await logIn(page, customer);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("link", { name: "каталоге" })).toBeVisible();
});

test("logging out clears the cart on this device without touching the server's", async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request, "checkout");
  const slug = await someProductSlug(request);
  await page.goto("/auth/login");
  await logIn(page, customer);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/product/${slug}`);
  await page.getByRole("button", { name: "В корзину" }).click();
  await expect(page.getByTestId("cart-badge")).toContainText("1");
  // The save to the server follows 2 s after the last change.
  await expect
    .poll(
      async () => {
        const session = await (
          await request.get("/api/core/session/session", {
            headers: { Authorization: `Bearer ${customer.token}` },
          })
        ).json();
        return session.cart?.items?.length ?? 0;
      },
      { timeout: 10_000 },
    )
    .toBe(1);

  await page.goto("/my/profile");
  await page.getByRole("button", { name: "Выйти", exact: true }).click();
  await expect(page).toHaveURL(/\/logout$/);
  await expect(page.getByTestId("cart-badge")).toHaveCount(0);
  const session = await (
    await request.get("/api/core/session/session", { headers: { Authorization: `Bearer ${customer.token}` } })
  ).json();
  expect(session.cart.items).toHaveLength(1);
});

test("the checkout has no accessibility violations in either colour mode", async ({ page, request }) => {
  const customer = await newCustomer(request, "checkout");
  const slug = await someProductSlug(request);
  await page.goto(`/product/${slug}`);
  await page.getByRole("button", { name: "В корзину" }).click();
  // Seen added, as a shopper sees it before leaving the page: a tap not yet taken is not in the cart.
  await expect(page.getByTestId("add-to-cart-status")).toContainText("Добавлено в корзину");
  await page.goto("/auth/login?back=%2Fcheckout");
  await logIn(page, customer);
  await expect(page.getByText("Товары: 1")).toBeVisible();
  await page.getByText("Почта России").click();
  await expectNoAxeViolationsInEitherMode(page);
});
