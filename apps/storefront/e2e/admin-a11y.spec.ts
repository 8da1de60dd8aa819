import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  answer,
  bearer,
  buyableProducts,
  DEMO_CUSTOMER,
  placeOrder,
  STAFF,
  signedInPage,
  tokenOf,
} from "./support/admin";
import { expectNoAxeViolationsInEitherMode } from "./support/axe";
import { expect as baseExpect, type Page, test } from "./support/test";

// Every screen of the admin panel checked by axe once its content is there: every rule in the light
// mode, the colour rules again in the dark (expectNoAxeViolationsInEitherMode), on one page load.

const expect = baseExpect.configure({ timeout: 10_000 });
const PHOTO = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures/tea-photo.png");

interface Fixture {
  staffToken: string;
  orderId: number;
  productId: number;
}
let fixture: Fixture;

test.beforeAll(async ({ request }) => {
  const staffToken = await tokenOf(request, STAFF.email, STAFF.password);
  const products = await buyableProducts(request, 2);
  const order = await placeOrder(request, staffToken, products, "Оставить у двери");
  const { member } = await answer<{ member: { id: number }[] }>(
    await request.get("/api/catalog/products?itemsPerPage=1&number=100003"),
  );
  fixture = { staffToken, orderId: order.id, productId: member[0]?.id ?? 1 };
  // The seeded records the edit screens open.
  for (const path of ["/api/sales/admin/sales-channels/1", "/api/sales/admin/trading-contracts/1"]) {
    await answer(await request.get(path, { headers: bearer(staffToken) }));
  }
});

const heading = (page: Page) => expect(page.getByRole("heading", { level: 1 })).toBeVisible();

const screens: { name: string; path: () => string; ready: (page: Page) => Promise<void> }[] = [
  {
    name: "orders",
    path: () => "/admin/orders?status=new",
    ready: (page) => expect(page.getByTestId("order-row").first()).toBeVisible(),
  },
  {
    name: "an order",
    path: () => `/admin/orders/${fixture.orderId}`,
    ready: (page) => expect(page.getByTestId("order-edit-form")).toBeVisible(),
  },
  {
    name: "order statuses",
    path: () => "/admin/order-statuses",
    ready: (page) => expect(page.getByTestId("status-row").first()).toBeVisible(),
  },
  {
    name: "a new order status",
    path: () => "/admin/order-statuses/new",
    ready: (page) => expect(page.getByTestId("order-status-form")).toBeVisible(),
  },
  {
    name: "an order status",
    path: () => "/admin/order-statuses/1",
    ready: (page) => expect(page.getByTestId("order-status-form")).toBeVisible(),
  },
  {
    name: "sales channels",
    path: () => "/admin/sales-channels",
    ready: (page) => expect(page.getByTestId("channel-row").first()).toBeVisible(),
  },
  {
    name: "a sales channel",
    path: () => "/admin/sales-channels/1",
    ready: (page) => expect(page.getByTestId("sales-channel-form")).toBeVisible(),
  },
  {
    name: "a new sales channel",
    path: () => "/admin/sales-channels/new",
    ready: (page) => expect(page.getByTestId("sales-channel-form")).toBeVisible(),
  },
  {
    name: "trading contracts",
    path: () => "/admin/trading-contracts",
    ready: (page) => expect(page.getByTestId("contract-row").first()).toBeVisible(),
  },
  {
    name: "a trading contract",
    path: () => "/admin/trading-contracts/1",
    ready: (page) => expect(page.getByTestId("trading-contract-form")).toBeVisible(),
  },
  {
    name: "a new trading contract",
    path: () => "/admin/trading-contracts/new",
    ready: (page) => expect(page.getByTestId("trading-contract-form")).toBeVisible(),
  },
  {
    name: "a reference list",
    path: () => "/admin/intl/countries",
    ready: (page) => expect(page.getByTestId("intl-row").first()).toBeVisible(),
  },
  {
    name: "products",
    path: () => "/admin/products?q=1000",
    ready: (page) => expect(page.getByTestId("product-row").first()).toBeVisible(),
  },
  {
    name: "a new product",
    path: () => "/admin/products/new",
    ready: (page) => expect(page.getByTestId("product-form")).toBeVisible(),
  },
  {
    name: "a product with its photos and translations",
    path: () => `/admin/products/${fixture.productId}`,
    ready: async (page) => {
      await expect(page.getByTestId("product-form")).toBeVisible();
      await expect(page.getByTestId("product-photos")).toBeVisible();
      await expect(page.getByTestId("translations-form")).toBeVisible();
    },
  },
  {
    name: "catalog sections",
    path: () => "/admin/categories",
    ready: (page) => expect(page.getByTestId("category-row").first()).toBeVisible(),
  },
  {
    name: "a catalog section",
    path: () => "/admin/categories/1",
    ready: (page) => expect(page.getByTestId("category-form")).toBeVisible(),
  },
  {
    name: "translations of a product",
    path: () => `/admin/translations?kind=product&q=100003&id=${fixture.productId}`,
    ready: async (page) => {
      await expect(page.getByTestId("product-row").first()).toBeVisible();
      await expect(page.getByTestId("translations-form")).toBeVisible();
    },
  },
];

for (const screen of screens) {
  test(`${screen.name} has no accessibility violations in either colour mode`, async ({
    browser,
    baseURL,
  }) => {
    const page = await signedInPage(browser, baseURL, fixture.staffToken);
    await page.goto(screen.path());
    await heading(page);
    await screen.ready(page);
    await expectNoAxeViolationsInEitherMode(page);
    await page.context().close();
  });
}

test("the delete confirmation and a form's errors have no accessibility violations in either colour mode", async ({
  browser,
  baseURL,
}) => {
  const page = await signedInPage(browser, baseURL, fixture.staffToken);
  await page.goto("/admin/trading-contracts/new");
  await page.getByRole("button", { name: "Создать договор" }).click();
  await expect(page.getByLabel("Название")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolationsInEitherMode(page);
  await page.goto("/admin/trading-contracts/1");
  await page.getByRole("button", { name: "Удалить договор" }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await expectNoAxeViolationsInEitherMode(page);
  await page.context().close();
});

test("the product form's errors and an uploaded photo's card have no accessibility violations in either colour mode", async ({
  browser,
  baseURL,
}) => {
  // Four axe runs and an upload: on a loaded machine more than the default minute.
  test.setTimeout(120_000);
  const page = await signedInPage(browser, baseURL, fixture.staffToken);
  await page.goto("/admin/products/new");
  const form = page.getByTestId("product-form");
  await form.getByLabel("Розничная цена за шт, ₽").fill("0,001");
  await form.getByRole("button", { name: "Создать товар" }).click();
  await expect(form.getByLabel("Название")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Розничная цена за шт, ₽")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolationsInEitherMode(page);
  await page.goto(`/admin/products/${fixture.productId}`);
  const photos = page.getByTestId("product-photos");
  const chooser = page.waitForEvent("filechooser");
  await photos.getByRole("button", { name: "Выбрать фото" }).click();
  await (await chooser).setFiles(PHOTO);
  await expect(photos.getByRole("status")).toHaveText("Загружено фото: 1");
  await expectNoAxeViolationsInEitherMode(page);
  await page.context().close();
});

test("the 403 screen of a customer has no accessibility violations in either colour mode", async ({
  browser,
  baseURL,
  request,
}) => {
  const customerToken = await tokenOf(request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const page = await signedInPage(browser, baseURL, customerToken);
  await page.goto("/admin");
  const heading = page.getByRole("heading", { level: 1, name: "Доступ запрещён" });
  await expect(heading).toBeVisible();
  // The screen is drawn again as the page hydrates: check the one that stays.
  await expectNoAxeViolationsInEitherMode(page);
  await page.context().close();
});
