import { bearer, holdPanelCode, signIn } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { SCREENS, uniqueWord } from "./support/devices";
import { holdRequests } from "./support/network";
import { expect as baseExpect, test } from "./support/test";

// Bulk work in the product list (issue 46, point 6), on a desktop and a phone: a manager filters the
// list, selects a page with the keyboard, moves the products to another section, shows them, lowers
// a price by a percentage and deletes them, each a job whose outcome the panel announces, checked
// against the real API; all that match the filters are selected across pages and deleted, the job's
// progress shown meanwhile; and a section with products offers to move them before it is deleted.

const expect = baseExpect.configure({ timeout: 15_000 });

interface StaffProduct {
  id: number;
  published: boolean;
  category: { id: number };
  prices: { priceType: string; measure: { code: string }; price: number }[];
}

// Bulk jobs run one at a time in the whole shop: the two devices take turns.
test.describe.configure({ mode: "serial" });

for (const [deviceName, device] of SCREENS) {
  test(`on a ${deviceName}, staff select a page of products and move, show, reprice and delete them in bulk`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000);
    const word = uniqueWord();
    const staff = await signIn({ browser, baseURL, request });
    const { token, call } = staff;
    const [from, to] = [await staff.section(`Откуда ${word}`), await staff.section(`Куда ${word}`)];
    const ids: number[] = [];
    for (const [index, price] of [45_000, 12_345, 99_900].entries()) {
      const product = await staff.product<StaffProduct>({
        number: `E2E-B-${word.toUpperCase()}-${index}`,
        title: `Массовый улун ${word} ${index + 1}`,
        category: from.id,
        prices: { retail: { pcs: price } },
      });
      ids.push(product.id);
    }
    const product = (id: number) => call<StaffProduct>("get", `/catalog/admin/products/${id}`);

    const page = await staff.newPage(device);
    await page.goto("/admin/products");
    await expect(page.getByRole("heading", { level: 1, name: "Товары" })).toBeVisible();
    const filters = page.getByRole("search", { name: "Фильтры товаров" });
    await filters.getByLabel("Название или номер").fill(word);
    await filters.getByLabel("Название или номер").press("Enter");
    await expect(page.getByTestId("product-row")).toHaveCount(3);
    const bar = page.getByRole("region", { name: "Действия с выбранными товарами" });
    await expect(bar.getByRole("status")).toHaveText("Товары не выбраны");

    // The page's box, by the keyboard.
    await bar.getByLabel("Выбрать все на странице").focus();
    await page.keyboard.press("Space");
    await expect(bar.getByTestId("bulk-count")).toHaveText("Выбрано товаров: 3");
    for (const index of [1, 2, 3])
      await expect(page.getByLabel(`Выбрать «Массовый улун ${word} ${index}»`)).toBeChecked();
    await expectNoAxeViolations(page);

    const apply = async (question: string, outcome: string) => {
      await bar.getByRole("button", { name: "Применить…" }).click();
      const dialog = page.getByRole("alertdialog", { name: question });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Подтвердить" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId("bulk-outcome")).toHaveText(outcome);
      await expect(bar.getByTestId("bulk-count")).toHaveText("Товары не выбраны");
    };

    // Move: a section must be chosen first; the dialog is checked by axe too.
    await bar.getByLabel("Действие").selectOption({ label: "Перенести в раздел" });
    await bar.getByRole("button", { name: "Применить…" }).click();
    await expect(bar.getByLabel("Перенести в раздел", { exact: true })).toHaveAccessibleDescription(
      "Выберите раздел, куда перенести товары.",
    );
    await bar.getByLabel("Перенести в раздел", { exact: true }).selectOption({ label: `Куда ${word}` });
    await bar.getByRole("button", { name: "Применить…" }).click();
    const moveDialog = page.getByRole("alertdialog", {
      name: `Перенести выбранные товары (3) в раздел «Куда ${word}»?`,
    });
    await expect(moveDialog).toBeVisible();
    await expectNoAxeViolations(page);
    await moveDialog.getByRole("button", { name: "Подтвердить" }).click();
    await expect(moveDialog).toBeHidden();
    await expect(page.getByTestId("bulk-outcome")).toHaveText("Готово: изменено товаров — 3 из 3 выбранных.");
    for (const id of ids) expect((await product(id)).category.id).toBe(to.id);
    await expect(page.getByTestId("product-row").first()).toContainText(`Куда ${word}`);

    // Show them in the shop: the page again, by a click this time.
    await bar.getByLabel("Выбрать все на странице").check();
    await bar.getByLabel("Действие").selectOption({ label: "Показывать в магазине" });
    await apply(
      "Показывать выбранные товары (3) в магазине?",
      "Готово: изменено товаров — 3 из 3 выбранных.",
    );
    for (const id of ids) expect((await product(id)).published).toBe(true);

    // One product's prices lowered by 10 %: 450,00 ₽ → 405,00 ₽.
    await page.getByLabel(`Выбрать «Массовый улун ${word} 1»`).check();
    await expect(bar.getByTestId("bulk-count")).toHaveText("Выбрано товаров: 1");
    await bar.getByLabel("Действие").selectOption({ label: "Изменить цены на процент" });
    await bar.getByLabel("Изменить цены на, %").fill("-10");
    await apply(
      "Изменить цены выбранных товаров (1) на -10 %?",
      "Готово: изменено товаров — 1 из 1 выбранных.",
    );
    expect((await product(ids[0] ?? 0)).prices.find((price) => price.priceType === "retail")?.price).toBe(
      40_500,
    );
    expect((await product(ids[1] ?? 0)).prices.find((price) => price.priceType === "retail")?.price).toBe(
      12_345,
    );

    // Hide two, then delete all three.
    await page.getByLabel(`Выбрать «Массовый улун ${word} 2»`).check();
    await page.getByLabel(`Выбрать «Массовый улун ${word} 3»`).check();
    await bar.getByLabel("Действие").selectOption({ label: "Скрыть из магазина" });
    await apply("Скрыть выбранные товары (2) из магазина?", "Готово: изменено товаров — 2 из 2 выбранных.");
    expect((await product(ids[1] ?? 0)).published).toBe(false);
    expect((await product(ids[0] ?? 0)).published).toBe(true);

    await bar.getByLabel("Выбрать все на странице").check();
    await bar.getByLabel("Действие").selectOption({ label: "Удалить" });
    await apply("Удалить выбранные товары (3)?", "Готово: изменено товаров — 3 из 3 выбранных.");
    await expect(page.getByTestId("resource-empty")).toHaveText("Нет товаров по этим условиям.");
    const gone = await request.get(`/api/catalog/admin/products/${ids[0]}`, {
      headers: bearer(token),
    });
    expect(gone.status()).toBe(404);
    await page.context().close();
  });
}

for (const [deviceName, device] of SCREENS) {
  test(`on a ${deviceName}, staff filter the list, select all that match across its pages, delete them and follow the job's progress`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000);
    const word = uniqueWord();
    const staff = await signIn({ browser, baseURL, request });
    const { call } = staff;
    const section = await staff.section(`Все подходящие ${word}`);
    // More hidden products than a page shows (20), and one shown that the filter leaves out.
    const made = async (index: number, published: boolean) =>
      staff.product<StaffProduct>({
        number: `E2E-A-${word.toUpperCase()}-${index}`,
        title: `Подходящий улун ${word} ${index}`,
        category: section.id,
        prices: { retail: { pcs: 10_000 } },
        published,
      });
    const hidden = await Promise.all(Array.from({ length: 21 }, (_, index) => made(index + 1, false)));
    const shown = await made(0, true);

    const page = await staff.newPage(device);
    await page.goto("/admin/products");
    const filters = page.getByRole("search", { name: "Фильтры товаров" });
    await filters.getByLabel("Название или номер").fill(word);
    await filters.getByRole("combobox", { name: "В магазине" }).click();
    await page.getByRole("option", { name: "Скрытые", exact: true }).click();
    await filters.getByRole("button", { name: "Применить" }).click();
    await expect(page.getByTestId("products-total")).toHaveText("Найдено товаров: 21");
    await expect(page.getByTestId("product-row")).toHaveCount(20);

    // The page, then every product that matches, on both pages.
    const bar = page.getByRole("region", { name: "Действия с выбранными товарами" });
    await bar.getByLabel("Выбрать все на странице").check();
    await expect(bar.getByTestId("bulk-count")).toHaveText("Выбрано товаров: 20");
    await bar.getByRole("button", { name: "Выбрать все подходящие: 21" }).click();
    await expect(bar.getByTestId("bulk-count")).toHaveText("Выбраны все подходящие товары: 21");
    await page.getByRole("link", { name: "Следующая страница" }).click();
    await expect(page.getByTestId("product-row")).toHaveCount(1);
    await expect(page.getByTestId("product-row").getByLabel(/^Выбрать «Подходящий улун/)).toBeChecked();
    await expect(bar.getByTestId("bulk-count")).toHaveText("Выбраны все подходящие товары: 21");

    // The job's first answer on screen while the panel's next question about it is held.
    const release = await holdRequests(page, /\/catalog\/admin\/product-bulk-jobs\/\d+$/);
    await bar.getByLabel("Действие").selectOption({ label: "Удалить" });
    await bar.getByRole("button", { name: "Применить…" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Удалить выбранные товары (21)?" });
    await dialog.getByRole("button", { name: "Подтвердить" }).click();
    const progress = dialog.getByRole("progressbar", { name: "Ход массового действия" });
    await expect(progress).toHaveAttribute("aria-valuenow", "0");
    await expect(progress).toHaveAttribute("aria-valuetext", "Выбираем товары…");
    await expect(dialog.getByRole("button", { name: "Отмена" })).toBeDisabled();
    await expectNoAxeViolations(page);
    release();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("bulk-outcome")).toHaveText(
      "Готово: изменено товаров — 21 из 21 выбранных.",
    );
    await expect(bar.getByTestId("bulk-count")).toHaveText("Товары не выбраны");

    // The 21 hidden ones are gone, on both pages; the shown one the filter left out is not.
    for (const product of hidden) {
      const gone = await request.get(`/api/catalog/admin/products/${product.id}`, {
        headers: bearer(staff.token),
      });
      expect(gone.status()).toBe(404);
    }
    expect((await call<StaffProduct>("get", `/catalog/admin/products/${shown.id}`)).published).toBe(true);
    await call("delete", `/catalog/admin/products/${shown.id}`);
    await call("delete", `/catalog/admin/categories/${section.id}`);
    await page.context().close();
  });
}

for (const [deviceName, device] of SCREENS) {
  test(`on a ${deviceName}, a section with products offers to move them to another section before it is deleted`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const word = uniqueWord();
    const staff = await signIn({ browser, baseURL, request });
    const { call } = staff;
    const doomed = await staff.section(`Удаляемый ${word}`);
    await staff.section(`Приёмник ${word}`);
    const kept = await staff.product<StaffProduct>({
      number: `E2E-C-${word.toUpperCase()}`,
      title: `Переезжающий чай ${word}`,
      category: doomed.id,
      prices: { retail: { pcs: 10_000 } },
    });

    const page = await staff.newPage(device);
    await page.goto(`/admin/categories/${doomed.id}`);
    await page.getByRole("button", { name: "Удалить раздел" }).click();
    const dialog = page.getByRole("alertdialog", { name: `Удалить раздел «Удаляемый ${word}»?` });
    await expect(dialog).toContainText("В разделе есть товары (1), в том числе скрытые.");
    await dialog.getByRole("button", { name: "Перенести товары и удалить" }).click();
    await expect(dialog.getByLabel("Перенести товары в раздел")).toHaveAccessibleDescription(
      "Выберите, куда перенести товары.",
    );
    await dialog.getByLabel("Перенести товары в раздел").selectOption({ label: `Приёмник ${word}` });
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Перенести товары и удалить" }).click();
    await expect(page.getByRole("region", { name: "Уведомления" })).toContainText(
      `Раздел «Удаляемый ${word}» удалён`,
    );
    const moved = await call<StaffProduct & { category: { id: number; title: string } }>(
      "get",
      `/catalog/admin/products/${kept.id}`,
    );
    expect(moved.category.title).toBe(`Приёмник ${word}`);
    const deleted = await request.get(`/api/catalog/categories/${doomed.id}`);
    expect(deleted.status()).toBe(404);
    await page.context().close();
  });
}

test("«Удалить раздел» pressed before the panel has started opens its question once it has, and the section's edits stay", async ({
  browser,
  baseURL,
  request,
}) => {
  const word = uniqueWord();
  const staff = await signIn({ browser, baseURL, request });
  const section = await staff.section(`Ранний ${word}`);
  const page = await staff.newPage();
  // The panel's code is held back: the server's editor is on screen, not yet hydrated, as on a slow
  // phone (or a loaded one, where the press lands while React hydrates).
  const release = await holdPanelCode(page);
  await page.goto(`/admin/categories/${section.id}`, { waitUntil: "domcontentloaded" });
  const title = page.getByLabel("Название");
  await title.fill(`Ранний ${word} правка`);
  await page.getByRole("button", { name: "Удалить раздел" }).click();
  release();
  const dialog = page.getByRole("alertdialog", { name: `Удалить раздел «Ранний ${word}»?` });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/categories/${section.id}$`));
  await dialog.getByRole("button", { name: "Отмена" }).click();
  await expect(dialog).toBeHidden();
  // The press sent nothing of the form: the edit is still there, unsaved.
  await expect(title).toHaveValue(`Ранний ${word} правка`);
  const stored = await request.get(`/api/catalog/categories/${section.id}`);
  expect(((await stored.json()) as { title: string }).title).toBe(`Ранний ${word}`);
  await staff.call("delete", `/catalog/admin/categories/${section.id}`);
  await page.context().close();
});
