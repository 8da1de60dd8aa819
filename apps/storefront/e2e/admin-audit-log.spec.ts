import { ADMIN, answer, bearer, STAFF, signedInPage, tokenOf } from "./support/admin";
import { expectNoAxeViolations, expectNoAxeViolationsInEitherMode } from "./support/axe";
import { expect as baseExpect, type Page, test } from "./support/test";

// The audit log (issue 17 point 2): administrators read in the panel who changed what, when, and the
// record before and after; other staff find no way to it, and the API refuses them too.

const expect = baseExpect.configure({ timeout: 10_000 });
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

let staffToken: string;
let adminToken: string;
test.beforeAll(async ({ request }) => {
  staffToken = await tokenOf(request, STAFF.email, STAFF.password);
  adminToken = await tokenOf(request, ADMIN.email, ADMIN.password);
});

interface Contract {
  id: number;
  title: string;
}

/** A trading contract staff create at 2 % and raise to 3.50 %: two changes for the log. */
async function contractChangedByStaff(request: import("@playwright/test").APIRequestContext) {
  const contract = await answer<Contract>(
    await request.post("/api/sales/admin/trading-contracts", {
      headers: bearer(staffToken),
      data: { title: `Журнальный ${unique()}`, discountPercent: "2.00" },
    }),
  );
  await answer(
    await request.patch(`/api/sales/admin/trading-contracts/${contract.id}`, {
      headers: { ...bearer(staffToken), "Content-Type": "application/merge-patch+json" },
      data: { discountPercent: "3.50" },
    }),
  );
  return contract;
}

const entries = (page: Page) => page.getByTestId("audit-entry");

test("administrators find who changed a record, when, and what it was before and after", async ({
  browser,
  baseURL,
  request,
}) => {
  const contract = await contractChangedByStaff(request);
  const page = await signedInPage(browser, baseURL, adminToken);
  await page.goto("/admin/orders");
  await page
    .getByRole("navigation", { name: "Панель управления" })
    .getByRole("link", { name: "Журнал изменений" })
    .click();
  await expect(page).toHaveURL(/\/admin\/audit-log$/);
  await expect(page.getByRole("heading", { level: 1, name: "Журнал изменений" })).toBeVisible();
  await expect(page).toHaveTitle("Журнал изменений — Чайная лавка");
  await expect(page.getByRole("columnheader", { name: "Когда" })).toHaveAttribute("aria-sort", "descending");

  // The record's history: its kind and number in the filters, the URL keeps them.
  const filters = page.getByRole("search", { name: "Фильтры журнала изменений" });
  await filters.getByRole("combobox", { name: "Запись" }).click();
  await page.getByRole("option", { name: "Торговый договор" }).click();
  await filters.getByLabel("Номер записи").fill(String(contract.id));
  await filters.getByRole("button", { name: "Применить" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]record=${contract.id}(&|$)`));
  await expect(page).toHaveURL(/[?&]resource=trading-contract(&|$)/);
  await expect(page.getByTestId("audit-log-total")).toHaveText("Найдено записей: 2");
  await expect(entries(page)).toHaveCount(2);

  // Newest first: the raise, by the staff member, from 2.00 to 3.50.
  const raise = entries(page).first();
  await expect(raise).toContainText(`Торговый договор ${contract.id}`);
  await expect(raise).toContainText("Изменение");
  await expect(raise).toContainText("Сергей Иванов");
  await expect(raise).toContainText(STAFF.email);
  await expect(raise.getByRole("rowheader").locator("time")).toHaveAttribute(
    "datetime",
    /^\d{4}-\d{2}-\d{2}T/,
  );
  await raise.getByText("Полей: 1").click();
  const change = raise.getByRole("definition");
  await expect(raise.getByRole("term")).toHaveText("discountPercent");
  await expect(change).toHaveText("2.00 → 3.50");
  await expect(entries(page).nth(1)).toContainText("Создание");

  // Oldest first, by the "When" header.
  await page.getByRole("button", { name: "Когда" }).click();
  await expect(page).toHaveURL(/sort=at-asc/);
  await expect(page.getByRole("columnheader", { name: "Когда" })).toHaveAttribute("aria-sort", "ascending");
  await expect(entries(page).first()).toContainText("Создание");

  // By who: the administrator changed nothing of it.
  await filters.getByLabel("Кто (часть email)").fill("admin@");
  await filters.getByRole("button", { name: "Применить" }).click();
  await expect(page).toHaveURL(/actor=admin%40/);
  await expect(page.getByTestId("resource-empty")).toHaveText("Нет изменений с такими условиями.");
  await page.context().close();
});

test("the audit log has no accessibility violations in either colour mode", async ({
  browser,
  baseURL,
  request,
}) => {
  const contract = await contractChangedByStaff(request);
  const page = await signedInPage(browser, baseURL, adminToken);
  await page.goto(`/admin/audit-log?resource=trading-contract&record=${contract.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Журнал изменений" })).toBeVisible();
  await expect(entries(page)).toHaveCount(2);
  await entries(page).first().getByText("Полей: 1").click();
  await expect(entries(page).first().getByRole("definition")).toBeVisible();
  await expectNoAxeViolationsInEitherMode(page);
  await page.context().close();
});

test("other staff find no audit log: not in the menu, 403 on its page and from the API", async ({
  browser,
  baseURL,
  request,
}) => {
  const page = await signedInPage(browser, baseURL, staffToken);
  await page.goto("/admin/orders");
  const menu = page.getByRole("navigation", { name: "Панель управления" });
  await expect(menu.getByRole("link", { name: "Заказы" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Журнал изменений" })).toHaveCount(0);

  await page.goto("/admin/audit-log");
  const heading = page.getByRole("heading", { level: 1, name: "Доступ запрещён" });
  await expect(heading).toBeVisible();
  await expect(
    page.getByText("Эта страница панели управления открыта только администраторам."),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  expect((await request.get("/api/core/admin/audit-log", { headers: bearer(staffToken) })).status()).toBe(
    403,
  );
  await page.context().close();
});
