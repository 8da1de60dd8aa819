import {
  answer,
  bearer,
  buyableProducts,
  DEMO_CUSTOMER,
  STAFF,
  signedInPage,
  tokenOf,
} from "./support/admin";
import { expect as baseExpect, type Request, test } from "./support/test";

// Who gets into the admin panel, and what the panel's mode does to the cart. Against the real API:
// the session answers `application.adminPanel: true` to staff only, and the API refuses every admin
// call of anybody else on its own.

// First loads build pages on a shared two-core machine next to other runs.
const expect = baseExpect.configure({ timeout: 10_000 });

test("an anonymous visitor of the panel logs in as staff and comes back to the same screen", async ({
  page,
}) => {
  await page.goto("/admin/orders?status=new");
  await expect(page).toHaveURL(/\/auth\/login\?back=%2Fadmin%2Forders%3Fstatus%3Dnew$/);
  await page.getByLabel("Email").fill(STAFF.email);
  await page.getByLabel("Пароль", { exact: true }).fill(STAFF.password);
  await page.getByRole("button", { name: "Войти" }).click();

  await expect(page).toHaveURL(/\/admin\/orders\?status=new$/);
  await expect(page).toHaveTitle("Заказы — Чайная лавка");
  await expect(page.getByRole("heading", { level: 1, name: "Заказы" })).toBeVisible();
  const menu = page.getByRole("navigation", { name: "Панель управления" });
  await expect(menu.getByRole("link", { name: "Заказы" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("admin-mode-notice")).toContainText("Режим панели управления");
});

test("a customer gets the 403 screen, sees no way into the panel, and the API refuses their admin calls", async ({
  browser,
  request,
  baseURL,
}) => {
  const customerToken = await tokenOf(request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const page = await signedInPage(browser, baseURL, customerToken);

  await page.goto("/");
  await expect(page.getByRole("link", { name: "Личный кабинет" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Панель управления" })).toHaveCount(0);

  await page.goto("/admin/orders");
  await expect(page.getByText("Доступ запрещён")).toBeVisible();
  await expect(page.getByText("Панель управления открыта только сотрудникам магазина.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Панель управления" })).toHaveCount(0);
  await expect(page.getByTestId("admin-mode-notice")).toHaveCount(0);
  // Back in the shop, the tab is in shop mode again.
  await page.getByRole("link", { name: "Вернуться в магазин" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Личный кабинет" })).toBeVisible();
  await page.context().close();

  // The panel is only a screen: the API checks every admin call itself.
  const asCustomer = bearer(customerToken);
  const session = await answer<{ application: { adminPanel: boolean } }>(
    await request.get("/api/core/session/session?application=admin-panel", { headers: asCustomer }),
  );
  expect(session.application.adminPanel).toBe(false);
  for (const call of [
    request.get("/api/sales/admin/sales-channels", { headers: asCustomer }),
    request.post("/api/sales/admin/order-statuses", {
      headers: asCustomer,
      data: { code: "hacked", title: "Взлом", cssColor: "#000000" },
    }),
    request.patch("/api/sales/admin/orders/1", {
      headers: { ...asCustomer, "Content-Type": "application/merge-patch+json" },
      data: { status: { code: "completed" } },
    }),
    request.delete("/api/sales/admin/trading-contracts/1", { headers: asCustomer }),
  ]) {
    expect((await call).status()).toBe(403);
  }
});

test("in the panel the cart stays on this device; back in the shop it is saved to the account", async ({
  browser,
  request,
  baseURL,
}) => {
  const token = await tokenOf(request, STAFF.email, STAFF.password);
  const [product] = await buyableProducts(request, 1);
  if (!product) throw new Error("no product to buy");
  const { slug } = await answer<{ slug: string }>(
    await request.get(`/api/catalog/products-by-number/${product.number}`),
  );
  const page = await signedInPage(browser, baseURL, token);
  const cartWrites: Request[] = [];
  const savedCartIds: number[] = [];
  page.on("response", async (answered) => {
    if (cartWrites.includes(answered.request()) && answered.ok()) {
      savedCartIds.push(((await answered.json()) as { id: number }).id);
    }
  });
  page.on("request", (sent) => {
    const url = new URL(sent.url());
    if (
      url.pathname.startsWith("/api/sales/carts") &&
      !url.pathname.endsWith("/calculate") &&
      sent.method() !== "GET"
    )
      cartWrites.push(sent);
  });

  // The page's clock, so the cart's save delay passes without the test waiting it out.
  await page.clock.install();
  await page.goto("/");
  await page.getByRole("link", { name: "Панель управления" }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByTestId("admin-mode-notice")).toBeVisible();

  // Shop pages opened from the panel stay in it: the notice says so, the cart is not sent.
  await page.goto(`/product/${slug}`);
  await expect(page.getByTestId("admin-mode-notice")).toBeVisible();
  await page.getByRole("button", { name: "В корзину" }).click();
  await expect(page.getByTestId("cart-badge")).toBeVisible();
  // cart-core saves 2 s after the last change; three times that passes without a request.
  await page.clock.runFor(6_000);
  expect(cartWrites.map((sent) => `${sent.method()} ${sent.url()}`)).toEqual([]);
  // A reload keeps the tab in the panel (and the cart on the device).
  await page.reload();
  await expect(page.getByTestId("admin-mode-notice")).toBeVisible();
  await expect(page.getByTestId("cart-badge")).toBeVisible();
  expect(cartWrites).toEqual([]);

  await page.getByRole("button", { name: "Вернуться в магазин" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("admin-mode-notice")).toHaveCount(0);
  // Back in the shop the local cart goes to the account: the saved cart has the product.
  await expect.poll(() => savedCartIds.length, { timeout: 15_000 }).toBeGreaterThan(0);
  const saved = await answer<{ items: { product: { number: string } }[] }>(
    await request.get(`/api/sales/carts/${savedCartIds.at(-1)}`, { headers: bearer(token) }),
  );
  expect(saved.items.map((item) => item.product.number)).toContain(product.number);
  // A reload stays in the shop: the mode belongs to the tab until it is left.
  await page.reload();
  await expect(page.getByRole("link", { name: "Панель управления" })).toBeVisible();
  await expect(page.getByTestId("admin-mode-notice")).toHaveCount(0);
  await page.context().close();
});
