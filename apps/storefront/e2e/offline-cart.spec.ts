import { signedInContext } from "./support/admin";
import { newCustomer } from "./support/mailbox";
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "./support/test";

// Issue 45, point 3: a signed-in customer's cart changes offline at once, tells that it waits for
// the connection, and reaches the shop once when the connection is back — from two tabs too.

interface SessionCart {
  items: { product: { number: string }; measure: { code: string }; quantity: string | number }[];
}

/** The customer's cart as the API holds it: "number/measure quantity", sorted. */
async function apiCartLines(request: APIRequestContext, token: string): Promise<string[]> {
  const session = (await (
    await request.get("/api/core/session/session", { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { cart: SessionCart | null };
  return (session.cart?.items ?? [])
    .map((item) => `${item.product.number}/${item.measure.code} ${Number(item.quantity)}`)
    .sort();
}

/** A tea sold by the kilogram and in packs. */
async function teaByKgAndPack(request: APIRequestContext) {
  const { member } = (await (await request.get("/api/catalog/products?itemsPerPage=100")).json()) as {
    member: { number: string; slug: string; prices: { measure: { code: string }; price: number }[] }[];
  };
  const tea = member.find((product) =>
    ["kg", "pack"].every((code) => product.prices.some((p) => p.measure.code === code && p.price > 0)),
  );
  if (!tea) throw new Error("the seed catalog has no tea sold by kg and pack");
  return tea;
}

/** The saves of the cart the pages of `context` send: `POST /carts/add` or `PATCH /carts/{id}/add`. */
function countCartSaves(context: BrowserContext): { count: () => number } {
  let saves = 0;
  context.on("request", (request) => {
    if (/\/api\/sales\/carts(\/[^/]+)?\/add$/.test(new URL(request.url()).pathname)) saves += 1;
  });
  return { count: () => saves };
}

async function addToCart(page: Page, measure: "кг" | "упак") {
  await page.getByRole("radio", { name: new RegExp(`^${measure}`) }).check();
  await page.getByRole("button", { name: "В корзину" }).click();
  await expect(page.getByTestId("add-to-cart-status")).toContainText("Добавлено в корзину");
}

test("three changes made offline show at once, wait for the connection, and are saved once when it is back", async ({
  browser,
  request,
  baseURL,
}) => {
  const customer = await newCustomer(request, "offline-cart");
  const tea = await teaByKgAndPack(request);
  const context = await signedInContext(browser, baseURL as string, customer.token);
  const saves = countCartSaves(context);
  try {
    const page = await context.newPage();
    // The page's clock, so that the save delay and the retries' waits pass without the test waiting.
    await page.clock.install();
    await page.goto(`/product/${tea.slug}`);
    await expect(page.getByRole("button", { name: "В корзину" })).toBeEnabled();

    await context.setOffline(true);
    await addToCart(page, "кг");
    await addToCart(page, "упак");
    await addToCart(page, "кг");
    await expect(page.getByTestId("cart-badge")).toContainText("2");
    // Offline, no save is tried (nothing would arrive), past the save delay and a retry's wait; the
    // changes wait on the device.
    await page.clock.runFor(70_000);
    expect(saves.count()).toBe(0);
    expect(await apiCartLines(request, customer.token)).toEqual([]);

    await context.setOffline(false);
    await expect
      .poll(() => apiCartLines(request, customer.token), { timeout: 20_000 })
      .toEqual([`${tea.number}/kg 0.2`, `${tea.number}/pack 1`].sort());
    // Once: the connection's return sends one save, and nothing follows it.
    await page.clock.runFor(70_000);
    expect(saves.count()).toBe(1);
  } finally {
    await context.close();
  }
});

test("two tabs changed offline show one cart, and back online it is saved once with every change", async ({
  browser,
  request,
  baseURL,
}) => {
  const customer = await newCustomer(request, "offline-tabs");
  const tea = await teaByKgAndPack(request);
  const context = await signedInContext(browser, baseURL as string, customer.token);
  const saves = countCartSaves(context);
  try {
    const first = await context.newPage();
    const second = await context.newPage();
    for (const page of [first, second]) {
      await page.clock.install();
      await page.goto(`/product/${tea.slug}`);
      await expect(page.getByRole("button", { name: "В корзину" })).toBeEnabled();
    }

    await context.setOffline(true);
    await addToCart(first, "кг");
    await addToCart(second, "упак");
    // Each tab shows both tabs' lines.
    for (const page of [first, second]) await expect(page.getByTestId("cart-badge")).toContainText("2");

    await context.setOffline(false);
    await expect
      .poll(() => apiCartLines(request, customer.token), { timeout: 20_000 })
      .toEqual([`${tea.number}/kg 0.1`, `${tea.number}/pack 1`].sort());
    for (const page of [first, second]) await page.clock.runFor(70_000);
    // One save for both tabs: one cart on the server, no line twice.
    expect(saves.count()).toBe(1);
  } finally {
    await context.close();
  }
});

test("the checkout offline says it needs a connection and keeps what was typed", async ({
  browser,
  request,
  baseURL,
}) => {
  const customer = await newCustomer(request, "offline-checkout");
  const tea = await teaByKgAndPack(request);
  const context = await signedInContext(browser, baseURL as string, customer.token);
  try {
    const page = await context.newPage();
    await page.goto(`/product/${tea.slug}`);
    await addToCart(page, "упак");
    await page.getByRole("link", { name: /^Корзина/ }).click();
    await page.getByRole("link", { name: "Оформить заказ" }).click();
    await expect(page.getByText("Товары: 1")).toBeVisible();
    await page.getByText("Самовывоз из магазина").click();
    await page.getByText("Наличными при получении").click();
    await page.getByLabel("Комментарий к заказу").fill("Позвоните за час");

    await context.setOffline(true);
    await page.getByRole("button", { name: "Оформить заказ" }).click();
    await expect(page.getByRole("alert")).toContainText("Нет соединения с интернетом");
    await expect(page.getByLabel("Комментарий к заказу")).toHaveValue("Позвоните за час");

    await context.setOffline(false);
    await page.getByRole("button", { name: "Оформить заказ" }).click();
    await expect(page.getByTestId("order-placed")).toBeVisible({ timeout: 20_000 });
  } finally {
    await context.close();
  }
});

test("the cart page says the cart waits on this device while offline", async ({
  browser,
  request,
  baseURL,
}) => {
  const customer = await newCustomer(request, "offline-note");
  const tea = await teaByKgAndPack(request);
  const context = await signedInContext(browser, baseURL as string, customer.token);
  try {
    const page = await context.newPage();
    await page.goto(`/product/${tea.slug}`);
    await addToCart(page, "упак");
    await page.getByRole("link", { name: /^Корзина/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Корзина" })).toBeVisible();
    const note = page.getByTestId("cart-pricing-note");
    await context.setOffline(true);
    await expect(note).toContainText("Нет связи: корзина сохранена на этом устройстве");
    await context.setOffline(false);
    await expect(note).not.toContainText("Нет связи");
  } finally {
    await context.close();
  }
});
