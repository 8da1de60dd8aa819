import { ADMIN, answer, bearer, STAFF, signedInPage, tokenOf } from "./support/admin";
import { expect as baseExpect, type Page, test } from "./support/test";

// Order statuses, sales channels, trading contracts and the reference lists, as staff manage them,
// against the real API. Each test makes its own records (unique titles and codes) and removes them.

const expect = baseExpect.configure({ timeout: 10_000 });
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

let staffToken: string;
let adminToken: string;
test.beforeAll(async ({ request }) => {
  staffToken = await tokenOf(request, STAFF.email, STAFF.password);
  adminToken = await tokenOf(request, ADMIN.email, ADMIN.password);
});

async function staffPage(
  browser: import("@playwright/test").Browser,
  baseURL: string | undefined,
  path: string,
  token = staffToken,
) {
  const page = await signedInPage(browser, baseURL, token);
  await page.goto(path);
  return page;
}

const toasts = (page: Page) => page.getByRole("region", { name: "Уведомления" });
const statusRows = (page: Page) => page.getByTestId("status-row");

test("order statuses: created with a colour and a channel, checked, moved, made default and back, deleted", async ({
  browser,
  baseURL,
  request,
}) => {
  const id = unique();
  const code = `packed-${id}`;
  const title = `Упакован ${id}`;
  const page = await staffPage(browser, baseURL, "/admin/order-statuses");
  await expect(page.getByRole("heading", { level: 1, name: "Статусы заказов" })).toBeVisible();
  await page.getByRole("link", { name: "Новый статус заказа" }).click();
  await expect(page).toHaveURL(/\/admin\/order-statuses\/new$/);
  await expect(page).toHaveTitle("Новый статус заказа — Чайная лавка");

  // Checked in the browser first.
  const form = page.getByTestId("order-status-form");
  await form.getByRole("button", { name: "Создать статус" }).click();
  await expect(form.getByLabel("Название")).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("Название").fill(title);
  await form.getByLabel("Код").fill("Упакован");
  await form.getByRole("button", { name: "Создать статус" }).click();
  await expect(form.getByText("Латинские строчные буквы, цифры и дефис, первая — буква")).toBeVisible();

  // A code that exists already: the API's 409 over the form.
  await form.getByLabel("Код").fill("new");
  await form.getByRole("button", { name: "Создать статус" }).click();
  await expect(form.getByTestId("form-problems")).toHaveText("Статус с кодом «new» уже есть.");

  await form.getByLabel("Код").fill(code);
  await form.getByLabel("Цвет").fill("#aa3355");
  await expect(form.getByText("#aa3355")).toBeVisible();
  await form
    .getByRole("group", { name: "Каналы продаж" })
    .getByText("Интернет-магазин «Чайная лавка»")
    .click();
  await form.getByRole("button", { name: "Создать статус" }).click();
  await expect(page).toHaveURL(/\/admin\/order-statuses$/);
  await expect(toasts(page)).toContainText(`Статус «${title}» создан`);
  const mine = statusRows(page).filter({ hasText: code });
  await expect(mine).toContainText("#aa3355");
  await expect(statusRows(page).last()).toContainText(code);

  // Moved up one place, the keyboard focus stays on its button; the API has the new order.
  await mine.getByRole("button", { name: `Переместить «${title}» выше` }).click();
  await expect(statusRows(page).nth(-2)).toContainText(code);
  await expect(page.getByRole("button", { name: `Переместить «${title}» выше` })).toBeFocused();
  const order = async () =>
    (
      await answer<{ member: { code: string }[] }>(
        await request.get("/api/sales/admin/order-statuses?itemsPerPage=100", {
          headers: bearer(staffToken),
        }),
      )
    ).member.map((status) => status.code);
  expect((await order()).at(-2)).toBe(code);
  await page.getByRole("button", { name: `Переместить «${title}» ниже` }).click();
  await expect(statusRows(page).last()).toContainText(code);
  await expect(page.getByRole("button", { name: `Переместить «${title}» ниже` })).toBeDisabled();

  // Edited: the title; the channel stays.
  await mine.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: `Статус «${title}»` })).toBeVisible();
  await expect(form.getByLabel("Цвет")).toHaveValue("#aa3355");
  await expect(form.getByRole("checkbox", { name: "Интернет-магазин «Чайная лавка»" })).toBeChecked();
  await form.getByLabel("Название").fill(`${title} (правка)`);
  await form.getByRole("button", { name: "Сохранить" }).click();
  await expect(page).toHaveURL(/\/admin\/order-statuses$/);
  await expect(mine).toContainText(`${title} (правка)`);

  // The default moves to this status, and back to "Новый" (orders placed meanwhile get it).
  await mine.getByRole("link").click();
  await form.getByText("По умолчанию для новых заказов").click();
  await form.getByRole("button", { name: "Сохранить" }).click();
  await expect(mine.getByTestId("default-status")).toBeVisible();
  await expect(page.getByTestId("default-status")).toHaveCount(1);
  await statusRows(page)
    .filter({ hasText: /^Новый/ })
    .getByRole("link")
    .click();
  await expect(form.getByRole("checkbox", { name: "По умолчанию для новых заказов" })).not.toBeChecked();
  await form.getByText("По умолчанию для новых заказов").click();
  await form.getByRole("button", { name: "Сохранить" }).click();
  await expect(
    statusRows(page)
      .filter({ hasText: /^Новый/ })
      .getByTestId("default-status"),
  ).toBeVisible();
  await expect(page.getByTestId("default-status")).toHaveCount(1);

  // The default cannot be unchecked here, nor deleted: the API's refusal shows in the dialog.
  await statusRows(page)
    .filter({ hasText: /^Новый/ })
    .getByRole("link")
    .click();
  await expect(form.getByRole("checkbox", { name: "По умолчанию для новых заказов" })).toBeDisabled();
  await page.getByRole("button", { name: "Удалить статус" }).click();
  const refusal = page.getByRole("alertdialog", { name: "Удалить статус «Новый»?" });
  await refusal.getByRole("button", { name: "Удалить", exact: true }).click();
  await expect(refusal.getByTestId("delete-problem")).toHaveText("Статус по умолчанию удалить нельзя.");
  await refusal.getByRole("button", { name: "Отмена" }).click();

  // Deleted, after a confirmation.
  await page.goto("/admin/order-statuses");
  await mine.getByRole("link").click();
  await page.getByRole("button", { name: "Удалить статус" }).click();
  await page
    .getByRole("alertdialog", { name: `Удалить статус «${title} (правка)»?` })
    .getByRole("button", { name: "Удалить", exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/order-statuses$/);
  await expect(toasts(page)).toContainText(`Статус «${title} (правка)» удалён`);
  await expect(mine).toHaveCount(0);
  expect(await order()).not.toContain(code);
  await page.context().close();
});

test("sales channels: who sees the orders, explained; the API's rule at its field; edited and deleted", async ({
  browser,
  baseURL,
  request,
}) => {
  const title = `Оптовый отдел ${unique()}`;
  // Who sees a channel's orders is an administrator's choice (other staff: the next test).
  const page = await staffPage(browser, baseURL, "/admin/sales-channels", adminToken);
  await expect(page.getByTestId("channel-row").first()).toContainText("Сотрудники магазина");
  await page.getByRole("link", { name: "Новый канал продаж" }).click();
  const form = page.getByTestId("sales-channel-form");
  const role = form.getByRole("combobox", { name: "Кто видит заказы канала" });
  await expect(role).toHaveText("Сотрудники магазина");
  await expect(role).toHaveAccessibleDescription(/видят и меняют в панели управления все сотрудники/);
  await role.click();
  await page.getByRole("option", { name: "Только администраторы" }).click();
  await expect(role).toHaveAccessibleDescription(/Заказы канала видят только администраторы/);

  await form.getByLabel("Название").fill(title);
  await form.getByLabel("Имя отправителя").fill("Чайная лавка, опт");
  await form.getByLabel("Email отправителя").fill("opt@chaynaya-lavka.example");
  await form.getByLabel("Email менеджера").fill("Opt.Manager@Chaynaya-Lavka.example");
  // The domain's rule is the API's: its 422 lands at the field.
  await form.getByLabel("Публичный домен").fill("опт лавка");
  await form.getByRole("button", { name: "Создать канал" }).click();
  await expect(form.getByLabel("Публичный домен")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Доменное имя, например shop.example.ru.")).toBeVisible();
  await expect(form.getByTestId("form-problems")).toHaveText("Проверьте отмеченные поля.");
  await expect(form.getByLabel("Публичный домен")).toBeFocused();

  await form.getByLabel("Публичный домен").fill("opt.chaynaya-lavka.example");
  await form.getByRole("button", { name: "Создать канал" }).click();
  await expect(page).toHaveURL(/\/admin\/sales-channels$/);
  const row = page.getByTestId("channel-row").filter({ hasText: title });
  await expect(row).toContainText("Только администраторы");
  await expect(row).toContainText("opt.manager@chaynaya-lavka.example");

  await row.getByRole("link", { name: title }).click();
  await role.click();
  await page.getByRole("option", { name: "Только покупатель" }).click();
  await expect(role).toHaveAccessibleDescription(/Никто из сотрудников не видит заказы канала/);
  await form.getByRole("button", { name: "Сохранить" }).click();
  await expect(row).toContainText("Только покупатель");
  const stored = await answer<{ member: { title: string; ordersAccessRole: string; id: number }[] }>(
    await request.get("/api/sales/admin/sales-channels", { headers: bearer(staffToken) }),
  );
  const channel = stored.member.find((candidate) => candidate.title === title);
  expect(channel?.ordersAccessRole).toBe("ROLE_USER");

  await row.getByRole("link", { name: title }).click();
  await page.getByRole("button", { name: "Удалить канал" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Удалить", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/sales-channels$/);
  await expect(row).toHaveCount(0);
  expect(
    (
      await request.get(`/api/sales/admin/sales-channels/${channel?.id}`, { headers: bearer(staffToken) })
    ).status(),
  ).toBe(404);
  await page.context().close();
});

test("sales channels: other staff see who sees the orders but cannot change it, and edit the rest", async ({
  browser,
  baseURL,
  request,
}) => {
  const title = `Розница ${unique()}`;
  const channel = await answer<{ id: number }>(
    await request.post("/api/sales/admin/sales-channels", {
      headers: bearer(staffToken),
      data: {
        title,
        senderName: "Чайная лавка",
        senderEmail: "shop@chaynaya-lavka.example",
        managerEmail: "manager@chaynaya-lavka.example",
        publicDomain: "retail.chaynaya-lavka.example",
      },
    }),
  );
  const page = await staffPage(browser, baseURL, `/admin/sales-channels/${channel.id}`);
  const form = page.getByTestId("sales-channel-form");
  const role = form.getByRole("combobox", { name: "Кто видит заказы канала" });
  await expect(role).toHaveText("Сотрудники магазина");
  await expect(role).toBeDisabled();
  await expect(role).toHaveAccessibleDescription(/меняют только администраторы/);
  await form.getByLabel("Название").fill(`${title} (Москва)`);
  await form.getByRole("button", { name: "Сохранить" }).click();
  await expect(page).toHaveURL(/\/admin\/sales-channels$/);
  await expect(page.getByTestId("channel-row").filter({ hasText: `${title} (Москва)` })).toContainText(
    "Сотрудники магазина",
  );
  // The API holds the rule whatever the screen shows.
  const refused = await request.patch(`/api/sales/admin/sales-channels/${channel.id}`, {
    headers: { ...bearer(staffToken), "Content-Type": "application/merge-patch+json" },
    data: { ordersAccessRole: "ROLE_USER" },
  });
  expect(refused.status()).toBe(403);
  expect(refused.headers()["content-type"]).toContain("application/problem+json");
  await answer(
    await request.delete(`/api/sales/admin/sales-channels/${channel.id}`, { headers: bearer(staffToken) }),
  );
  await page.context().close();
});

test("trading contracts: the discount percent is checked and kept exact; created, edited, deleted", async ({
  browser,
  baseURL,
  request,
}) => {
  const title = `Опт ${unique()}`;
  const page = await staffPage(browser, baseURL, "/admin/trading-contracts");
  await expect(page.getByTestId("contract-row").filter({ hasText: "12,5\u00a0%" })).toHaveCount(1);
  await page.getByRole("link", { name: "Новый торговый договор" }).click();
  const form = page.getByTestId("trading-contract-form");
  const percent = form.getByLabel("Скидка, %");
  await form.getByLabel("Название").fill(title);
  await percent.fill("120");
  await form.getByRole("button", { name: "Создать договор" }).click();
  await expect(form.getByText("От 0 до 100", { exact: true })).toBeVisible();
  await percent.fill("7,555");
  await form.getByRole("button", { name: "Создать договор" }).click();
  await expect(
    form.getByText("Число с не более чем двумя знаками после запятой, например 7,5"),
  ).toBeVisible();
  await percent.fill("7,5");
  await form.getByRole("button", { name: "Создать договор" }).click();
  await expect(page).toHaveURL(/\/admin\/trading-contracts$/);
  const row = page.getByTestId("contract-row").filter({ hasText: title });
  await expect(row).toContainText("7,5\u00a0%");
  const stored = async () =>
    (
      await answer<{ member: { id: number; title: string; discountPercent: string }[] }>(
        await request.get("/api/sales/admin/trading-contracts", { headers: bearer(staffToken) }),
      )
    ).member.find((contract) => contract.title === title);
  expect((await stored())?.discountPercent).toBe("7.50");

  await row.getByRole("link", { name: title }).click();
  await expect(percent).toHaveValue("7,50");
  await percent.fill("12.25");
  await form.getByRole("button", { name: "Сохранить" }).click();
  await expect(row).toContainText("12,25\u00a0%");
  expect((await stored())?.discountPercent).toBe("12.25");

  await row.getByRole("link", { name: title }).click();
  await page.getByRole("button", { name: "Удалить договор" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Удалить", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/trading-contracts$/);
  await expect(row).toHaveCount(0);
  expect(await stored()).toBeUndefined();
  await page.context().close();
});

test("reference lists are read only, looked up by code; an unknown list is a 404", async ({
  browser,
  baseURL,
}) => {
  const page = await staffPage(browser, baseURL, "/admin/trading-contracts");
  await page
    .getByRole("navigation", { name: "Панель управления" })
    .getByRole("link", { name: "Валюты" })
    .click();
  await expect(page).toHaveURL(/\/admin\/intl\/currencies$/);
  await expect(page).toHaveTitle("Валюты — Чайная лавка");
  const rows = page.getByTestId("intl-row");
  await expect(rows.filter({ hasText: "RUB" })).toHaveCount(1);
  const count = await rows.count();
  expect(count).toBeGreaterThan(1);
  // Nothing to change: no forms, no buttons beyond the lookup.
  await expect(page.getByRole("main").getByRole("button", { name: /Создать|Удалить|Сохранить/ })).toHaveCount(
    0,
  );

  const lookup = page.getByRole("search", { name: "Поиск по коду" });
  await lookup.getByLabel("Код").fill("RUB");
  await lookup.getByRole("button", { name: "Применить" }).click();
  await expect(page).toHaveURL(/\/admin\/intl\/currencies\?code=RUB$/);
  await expect(rows).toHaveCount(1);
  await lookup.getByLabel("Код").fill("XXX");
  await lookup.getByRole("button", { name: "Применить" }).click();
  await expect(page.getByTestId("resource-empty")).toHaveText("Записи с таким кодом нет.");

  await page.getByRole("link", { name: "Часовые пояса" }).click();
  await expect(rows.filter({ hasText: "Europe/Moscow" })).toHaveCount(1);

  await page.goto("/admin/intl/planets");
  await expect(page).toHaveTitle("Страница не найдена — Чайная лавка");
  await page.context().close();
});
