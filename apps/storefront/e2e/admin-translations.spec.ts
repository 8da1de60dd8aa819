import { answer, signIn } from "./support/admin";
import { expect as baseExpect, test } from "./support/test";

// Texts per locale of a product and a category, edited by staff, as the catalog then answers them
// (`Accept-Language`). The product is one no other spec looks at in English.

const expect = baseExpect.configure({ timeout: 10_000 });

interface CatalogProduct {
  id: number;
  number: string;
  title: string;
}

const inLocale = (locale: string) => ({ "Accept-Language": locale });

test("a product's English title is added, shows in the catalog's English answer, and is removed again", async ({
  browser,
  baseURL,
  request,
}) => {
  const staff = await signIn({ browser, baseURL, request });
  const { member } = await answer<{ member: CatalogProduct[] }>(
    await request.get("/api/catalog/products?itemsPerPage=1&number=100250"),
  );
  const product = member[0];
  if (!product) throw new Error("the catalog has no product 100250");
  const english = `Tea of the e2e run ${Date.now().toString(36)}`;
  const titleIn = async (locale: string) =>
    (
      await answer<{ title: string }>(
        await request.get(`/api/catalog/products/${product.id}`, { headers: inLocale(locale) }),
      )
    ).title;

  const page = await staff.newPage();
  await page.goto("/admin/translations");
  await expect(page).toHaveTitle("Переводы — Чайная лавка");
  const finder = page.getByRole("search", { name: "Поиск товара" });
  await finder.getByLabel("Название или артикул").fill(product.number);
  await finder.getByRole("button", { name: "Применить" }).click();
  // The router quotes a number-like text in the URL (q="100250"), so it reads back as text.
  await expect(page).toHaveURL(/q=(%22)?100250/);
  await page.getByTestId("product-row").getByRole("link", { name: product.title }).click();
  await expect(page).toHaveURL(new RegExp(`id=${product.id}`));

  const form = page.getByTestId("translations-form");
  const russian = form.getByRole("group", { name: "Русский: собственные тексты" });
  const inEnglish = form.getByRole("group", { name: "English (en-US)" });
  await expect(russian.getByLabel("Название")).toHaveValue(product.title);
  await expect(inEnglish.getByLabel("Название")).toHaveValue("");
  await expect(inEnglish.getByLabel("Название")).toHaveAccessibleDescription(
    "Пусто — показывается русский текст",
  );

  // Nothing changed: nothing is sent.
  await form.getByRole("button", { name: "Сохранить тексты" }).click();
  await expect(form.getByText("Ничего не изменилось.")).toBeVisible();
  // The Russian title is the product's own and cannot be emptied.
  await russian.getByLabel("Название").fill(" ");
  await form.getByRole("button", { name: "Сохранить тексты" }).click();
  await expect(form.getByText("Русское название не может быть пустым")).toBeVisible();
  await russian.getByLabel("Название").fill(product.title);

  // The save is held on its way to the API while the user goes on to the description: the saved
  // texts that come back fill the fields the user has not touched since, not this one.
  let releaseSave = () => {};
  const saveHeld = new Promise<void>((resolve) => {
    releaseSave = resolve;
  });
  await page.route(`**/api/catalog/products/${product.id}/translations`, async (route) => {
    if (route.request().method() !== "GET") await saveHeld;
    await route.continue();
  });
  await inEnglish.getByLabel("Название").fill(english);
  await form.getByRole("button", { name: "Сохранить тексты" }).click();
  await inEnglish.getByLabel("Описание").fill("Typed while saving");
  releaseSave();
  await expect(page.getByRole("region", { name: "Уведомления" })).toContainText("Тексты сохранены");
  await expect.poll(() => titleIn("en-US")).toBe(english);
  await expect(inEnglish.getByLabel("Описание")).toHaveValue("Typed while saving");
  await expect(inEnglish.getByLabel("Название")).toHaveValue(english);
  await page.unroute(`**/api/catalog/products/${product.id}/translations`);
  expect(await titleIn("ru-RU")).toBe(product.title);
  // A reload shows what the API stored.
  await page.reload();
  await expect(inEnglish.getByLabel("Название")).toHaveValue(english);

  // Emptied, the translation is removed: English answers fall back to Russian.
  await inEnglish.getByLabel("Название").fill("");
  await form.getByRole("button", { name: "Сохранить тексты" }).click();
  await expect(page.getByRole("region", { name: "Уведомления" })).toContainText("Тексты сохранены");
  await expect.poll(() => titleIn("en-US")).toBe(product.title);
  const texts = await answer<{ translations: Record<string, Record<string, string>> }>(
    await request.get(`/api/catalog/products/${product.id}/translations`),
  );
  expect(texts.translations["en-US"]).toEqual({});
  await page.context().close();
});

test("a catalog category's texts are picked from the category list", async ({
  browser,
  baseURL,
  request,
}) => {
  const staff = await signIn({ browser, baseURL, request });
  const { member } = await answer<{ member: { id: number; title: string; path: string }[] }>(
    await request.get("/api/catalog/categories?itemsPerPage=500"),
  );
  const category = member.find((candidate) => candidate.path === "tea/green/japanese");
  if (!category) throw new Error("no category tea/green/japanese");
  const page = await staff.newPage();
  await page.goto("/admin/translations");
  await page.getByRole("combobox", { name: "Что переводим" }).click();
  await page.getByRole("option", { name: "Разделы каталога" }).click();
  await expect(page).toHaveURL(/kind=category/);
  const picker = page.getByRole("combobox", { name: "Раздел каталога" });
  await picker.click();
  await picker.pressSequentially(category.title.slice(0, 5), { delay: 50 });
  await page.getByRole("option", { name: category.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`id=${category.id}`));
  const form = page.getByTestId("translations-form");
  await expect(
    form.getByRole("group", { name: "Русский: собственные тексты" }).getByLabel("Название"),
  ).toHaveValue(category.title);
  await expect(form.getByRole("link", { name: "Открыть в магазине" })).toHaveAttribute(
    "href",
    `/catalog/${category.path}`,
  );
  await page.context().close();
});
