import {
  answer,
  bearer,
  buyableProducts,
  type PlacedOrder,
  placeOrder,
  STAFF,
  signedInPage,
  tokenOf,
} from "./support/admin";
import { expect as baseExpect, type Page, test } from "./support/test";

// Staff work through the orders: filters, sorting and pages kept in the URL; one order's status,
// recipient and comment changed; an order deleted. The orders are placed through the API by the
// staff account itself (registering a customer would spend the suite's shared registration limit);
// other specs place orders at the same time, so assertions about the whole list compare with what
// the API answers rather than with fixed counts.

const expect = baseExpect.configure({ timeout: 10_000 });

interface Shop {
  orders: PlacedOrder[];
  staffToken: string;
}

let shop: Shop;

// One worker, one set of orders: the second test deletes one the first has looked at.
test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  // Staff place the orders themselves: their own orders are on their list too.
  const staffToken = await tokenOf(request, STAFF.email, STAFF.password);
  const products = await buyableProducts(request, 2);
  const [first] = products;
  if (!first) throw new Error("no product to buy");
  const orders: PlacedOrder[] = [];
  // One more than a page, so the list has a second page even on a fresh database.
  for (let index = 0; index < 21; index += 1) orders.push(await placeOrder(request, staffToken, [first]));
  orders.push(await placeOrder(request, staffToken, products, "Позвонить за час"));
  shop = { orders, staffToken };
});

const rows = (page: Page) => page.getByTestId("order-row");
const numbersOnPage = (page: Page) => rows(page).getByRole("rowheader").allInnerTexts();
const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

async function openAsStaff(browser: import("@playwright/test").Browser, baseURL: string, path: string) {
  const page = await signedInPage(browser, baseURL, shop.staffToken);
  await page.goto(path);
  return page;
}

test("orders are sorted, paged and filtered with the state in the URL", async ({
  browser,
  baseURL,
  request,
}) => {
  const page = await openAsStaff(browser, baseURL as string, "/admin/orders");
  // Other specs place orders meanwhile: the count shown is at least this spec's orders and at most
  // what the API counts a moment later (asked once the page shows its count).
  await expect(page.getByTestId("orders-total")).toHaveText(/^Найдено заказов: \d+$/);
  const shown = Number(((await page.getByTestId("orders-total").textContent()) ?? "").replace(/\D/g, ""));
  const all = await answer<{ totalItems: number; member: { number: string }[] }>(
    await request.get("/api/sales/orders?itemsPerPage=100&sort[number]=asc", {
      headers: bearer(shop.staffToken),
    }),
  );
  expect(shown).toBeGreaterThanOrEqual(shop.orders.length);
  expect(shown).toBeLessThanOrEqual(all.totalItems);
  await expect(rows(page)).toHaveCount(20);
  // Newest first by default.
  const newest = shop.orders.at(-1) as PlacedOrder;
  const dateHeader = page.getByRole("columnheader", { name: "Оформлен" });
  await expect(dateHeader).toHaveAttribute("aria-sort", "descending");

  // Sort by number: ascending, then descending; the URL says so.
  await page.getByRole("button", { name: "Номер" }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?sort=number-asc$/);
  await expect(page.getByRole("columnheader", { name: "Номер" })).toHaveAttribute("aria-sort", "ascending");
  await expect(dateHeader).not.toHaveAttribute("aria-sort");
  await expect(rows(page).first().getByRole("rowheader")).toHaveText(all.member[0]?.number as string);
  const ascending = await numbersOnPage(page);
  expect([...ascending].sort()).toEqual(ascending);
  await page.getByRole("button", { name: "Номер" }).click();
  await expect(page).toHaveURL(/sort=number-desc/);
  await expect(page.getByRole("columnheader", { name: "Номер" })).toHaveAttribute("aria-sort", "descending");

  // The second page keeps the order (its rows replace the first page's once they arrive).
  const firstOfPageOne = (await numbersOnPage(page))[0] as string;
  await page.getByRole("navigation", { name: "Страницы" }).getByRole("link", { name: "Страница 2" }).click();
  await expect(page).toHaveURL(/sort=number-desc/);
  await expect(page).toHaveURL(/page=2/);
  await expect(rows(page).first().getByRole("rowheader")).not.toHaveText(firstOfPageOne);
  const secondPage = await numbersOnPage(page);
  expect([...secondPage].sort().reverse()).toEqual(secondPage);
  // A reload shows the same page in the same order (orders placed meanwhile by other specs may
  // push rows down, never up).
  await page.reload();
  await expect(page.getByRole("columnheader", { name: "Номер" })).toHaveAttribute("aria-sort", "descending");
  const reloaded = (await numbersOnPage(page))[0] as string;
  expect(reloaded >= (secondPage[0] as string)).toBe(true);
  expect(reloaded < firstOfPageOne || firstOfPageOne === undefined).toBe(true);

  // Filters: a part of the number finds the order; applying starts again from page 1.
  const filters = page.getByRole("search", { name: "Фильтры заказов" });
  await filters.getByLabel("Номер содержит").fill(newest.number);
  await filters.getByRole("button", { name: "Применить" }).click();
  await expect(page).toHaveURL(new RegExp(`number=${newest.number}`));
  await expect(page).not.toHaveURL(/page=2/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("Анна Чайкина");

  // Placed today: found; placed until yesterday: nothing.
  const today = new Date();
  const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
  await filters.getByLabel("Оформлен с").fill(localDay(today));
  await filters.getByLabel("Оформлен по").fill(localDay(today));
  await filters.getByRole("button", { name: "Применить" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${localDay(today)}`));
  await expect(rows(page)).toHaveCount(1);
  await filters.getByLabel("Оформлен с").fill("");
  await filters.getByLabel("Оформлен по").fill(localDay(yesterday));
  await filters.getByRole("button", { name: "Применить" }).click();
  await expect(page).toHaveURL(new RegExp(`to=${localDay(yesterday)}`));
  await expect(page.getByTestId("resource-empty")).toHaveText("Нет заказов с такими условиями.");
  // Back returns to the previous filters.
  await page.goBack();
  await expect(rows(page)).toHaveCount(1);

  // Status: every row found has it.
  await filters.getByRole("button", { name: "Сбросить" }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?sort=number-desc$/);
  await filters.getByRole("combobox", { name: "Статус" }).click();
  await page.getByRole("option", { name: "Новый" }).click();
  await filters.getByRole("button", { name: "Применить" }).click();
  await expect(page).toHaveURL(/status=new/);
  await expect(rows(page).first()).toBeVisible();
  const statuses = await rows(page)
    .locator("[data-status]")
    .evaluateAll((badges) => badges.map((badge) => badge.getAttribute("data-status")));
  expect(new Set(statuses)).toEqual(new Set(["new"]));
  await page.context().close();
});

test("staff change an order's status, edit its recipient and comment, and delete it", async ({
  browser,
  baseURL,
  request,
}) => {
  const order = shop.orders.at(-1) as PlacedOrder;
  const page = await openAsStaff(browser, baseURL as string, `/admin/orders?number=${order.number}`);
  await page.getByRole("link", { name: order.number }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}$`));
  await expect(page).toHaveTitle(`Заказ № ${order.number} — Чайная лавка`);
  await expect(page.getByRole("heading", { level: 1, name: `Заказ № ${order.number}` })).toBeVisible();
  await expect(page.getByTestId("order-line")).toHaveCount(2);
  await expect(page.getByTestId("order-status")).toHaveText("Новый");

  // The status: chosen among the statuses (each with its colour), then set.
  const setStatus = page.getByRole("button", { name: "Сменить статус" });
  await expect(setStatus).toBeDisabled();
  await page.getByRole("combobox", { name: "Статус заказа" }).click();
  await page.getByRole("option", { name: "Оплачен" }).click();
  await setStatus.click();
  await expect(page.getByTestId("order-status")).toHaveText("Оплачен");
  await expect(page.getByRole("region", { name: "Уведомления" })).toContainText("Статус: Оплачен");
  const stored = async () =>
    answer<{ status: { code: string }; recipient: { phone: string; name: string }; comment: string }>(
      await request.get(`/api/sales/orders/${order.id}`, { headers: bearer(shop.staffToken) }),
    );
  expect((await stored()).status.code).toBe("paid");

  // The recipient and comment: the browser checks the phone first, the API stores it normalised.
  const form = page.getByTestId("order-edit-form");
  await expect(form.getByLabel("Комментарий")).toHaveValue("Позвонить за час");
  await form.getByLabel("Телефон").fill("12345");
  await form.getByRole("button", { name: "Сохранить" }).click();
  await expect(form.getByText("Укажите российский номер: +7 912 345-67-89")).toBeVisible();
  await expect(form.getByLabel("Телефон")).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("Телефон").fill("8 (912) 000-11-22");
  await form.getByLabel("Имя").fill("Мария");
  await form.getByLabel("Комментарий").fill("Позвонить вечером");
  await form.getByRole("button", { name: "Сохранить" }).click();
  await expect(page.getByRole("region", { name: "Уведомления" })).toContainText("Заказ сохранён");
  await expect
    .poll(async () => {
      const { recipient, comment } = await stored();
      return [recipient.name, recipient.phone, comment];
    })
    .toEqual(["Мария", "+79120001122", "Позвонить вечером"]);

  // Deleting asks first; cancelling keeps the order.
  await page.getByRole("button", { name: "Удалить заказ" }).click();
  const dialog = page.getByRole("alertdialog", { name: `Удалить заказ № ${order.number}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Отмена" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Удалить заказ" })).toBeFocused();
  await page.getByRole("button", { name: "Удалить заказ" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Удалить", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  expect(
    (await request.get(`/api/sales/orders/${order.id}`, { headers: bearer(shop.staffToken) })).status(),
  ).toBe(404);
  await page.context().close();
});
