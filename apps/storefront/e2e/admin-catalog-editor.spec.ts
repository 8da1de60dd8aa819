import path from "node:path";
import { fileURLToPath } from "node:url";
import { chooseFirstSection, signIn } from "./support/admin";
import { productCards } from "./support/catalog";
import { uniqueWord } from "./support/devices";
import { expect as baseExpect, type Page, test } from "./support/test";

// The catalog editor as staff use it (issue 31): a section and a product made in the panel, the
// product's photo uploaded, the product published, then found by a shopper in its section and by
// search, its price changed and seen on its page, a price before the discount struck through beside
// it, and deleted (its page 404), all against the real
// API, whose catalog index knows each write before it answers.

const expect = baseExpect.configure({ timeout: 10_000 });
const PHOTO = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures/tea-photo.png");

const toasts = (page: Page) => page.getByRole("region", { name: "Уведомления" });
/** The form's message after a save, which takes the focus (the product's or the section's form; a product's variants have their own). */
const saved = (page: Page) => page.getByTestId(/^(?:product|category)-form$/).getByTestId("saved-status");

test("staff create a product with a photo, publish it, change its price and delete it; shoppers see each step", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const word = uniqueWord();
  const sectionTitle = `Проверочный раздел ${word}`;
  const sectionSlug = `e2e-${word}`;
  const title = `Улун Жемчужный ${word}`;
  const number = `E2E-${word.toUpperCase()}`;
  const staff = await signIn({ browser, baseURL, request });
  const admin = await staff.newPage();

  // A section of its own, so the shopper's listing holds this product alone.
  await admin.goto("/admin");
  await admin.getByRole("link", { name: "Разделы каталога" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Разделы каталога" })).toBeVisible();
  const sectionForm = admin.getByTestId("category-form");
  await sectionForm.getByLabel("Название").fill(sectionTitle);
  await sectionForm.getByLabel("Часть адреса").fill(sectionSlug);
  await sectionForm.getByRole("button", { name: "Создать раздел" }).click();
  await expect(toasts(admin)).toContainText(`Раздел «${sectionTitle}» создан`);
  const sectionRow = admin.getByTestId("category-row").filter({ hasText: sectionTitle });
  await expect(sectionRow).toContainText(`/catalog/${sectionSlug}`);

  // The product: checked in the browser, then created hidden.
  await admin.getByRole("link", { name: "Товары" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Товары" })).toBeVisible();
  await admin.getByRole("link", { name: "Новый товар" }).click();
  await expect(admin).toHaveTitle("Новый товар — Чайная лавка");
  const form = admin.getByTestId("product-form");
  await form.getByRole("button", { name: "Создать товар" }).click();
  await expect(form.getByLabel("Название")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Название")).toBeFocused();
  await form.getByLabel("Название").fill(title);
  await form.getByLabel("Номер товара").fill(number);
  await form.getByLabel("Раздел каталога").selectOption({ label: sectionTitle });
  await form.getByLabel("Описание").fill("Ароматный улун из проверки редактора каталога.");
  await form.getByLabel("Основная единица измерения").selectOption({ label: "шт" });
  await form.getByLabel("Розничная цена за шт, ₽").fill("4,505");
  await form.getByRole("button", { name: "Создать товар" }).click();
  await expect(form.getByLabel("Розничная цена за шт, ₽")).toHaveAccessibleDescription(
    /не больше двух знаков после запятой/,
  );
  await form.getByLabel("Розничная цена за шт, ₽").fill("450");
  // A number another product has: the API's 409 is read at the field, which gets the focus.
  await form.getByLabel("Номер товара").fill("100001");
  await form.getByRole("button", { name: "Создать товар" }).click();
  await expect(form.getByLabel("Номер товара")).toHaveAccessibleDescription(
    /Товар с номером «100001» уже есть\./,
  );
  await expect(form.getByLabel("Номер товара")).toBeFocused();
  await form.getByLabel("Номер товара").fill(number);
  // A new product is a draft until staff show it.
  await expect(form.getByLabel("Показывать в магазине")).not.toBeChecked();
  await form.getByRole("button", { name: "Создать товар" }).click();
  await expect(admin).toHaveURL(/\/admin\/products\/\d+$/);
  await expect(saved(admin)).toHaveText(`Товар «${title}» создан`);
  await expect(admin.getByRole("heading", { level: 1, name: `Товар «${title}»` })).toBeVisible();
  const slug = await admin.getByTestId("product-form").getByLabel("Адрес страницы").inputValue();
  expect(slug).toMatch(/^ulun-zhemchuzhn/);

  // Hidden: not in the shop yet (a shopper, not signed in; staff would see the draft).
  const shopper = await browser.newContext();
  const shop = await shopper.newPage();
  await shop.goto(`/product/${slug}`);
  await expect(shop.getByTestId("error-code")).toContainText("404");

  // The photo: chosen in the picker, uploaded at once.
  const photos = admin.getByTestId("product-photos");
  await expect(photos).toContainText("Фото пока нет.");
  const chooser = admin.waitForEvent("filechooser");
  await photos.getByRole("button", { name: "Выбрать фото" }).click();
  await (await chooser).setFiles(PHOTO);
  await expect(photos.getByRole("status")).toHaveText("Загружено фото: 1");
  const uploaded = photos.getByRole("img", { name: "Фото 1 из 1" });
  await expect(uploaded).toBeVisible();
  await expect.poll(() => uploaded.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);

  // Published.
  await form.getByLabel("Показывать в магазине").check();
  await form.getByRole("button", { name: "Сохранить" }).click();
  // The message takes the focus from the button once this save is done.
  await expect(saved(admin)).toBeFocused();
  await expect(saved(admin)).toHaveText("Товар сохранён");

  // A shopper finds it in its section, with its photo and price, and by search.
  await shop.goto(`/catalog/${sectionSlug}`);
  await expect(shop.getByRole("heading", { level: 1, name: sectionTitle })).toBeVisible();
  const card = productCards(shop).filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId("product-price")).toHaveText(/^450\s₽ \/ шт$/);
  // The card's photo is decorative (alt=""), the title says what it is: it is there, drawn.
  const cardPhoto = card.locator("img:not([aria-hidden])");
  await expect(cardPhoto).toBeVisible();
  await expect
    .poll(() => cardPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  const box = shop.getByRole("combobox", { name: "Поиск по каталогу" });
  await box.fill(title);
  await box.press("Enter");
  await expect(shop).toHaveURL(/\/search\?q=/);
  await expect(productCards(shop).filter({ hasText: title })).toHaveCount(1);

  // The price changes; the product's page shows the new one.
  await form.getByLabel("Розничная цена за шт, ₽").fill("512,40");
  await form.getByRole("button", { name: "Сохранить" }).click();
  // The message takes the focus from the button once this save is done.
  await expect(saved(admin)).toBeFocused();
  await expect(saved(admin)).toHaveText("Товар сохранён");
  await expect(form.getByLabel("Розничная цена за шт, ₽")).toHaveValue("512,40");
  await shop.goto(`/product/${slug}`);
  await expect(shop.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(shop.getByTestId("product-price")).toHaveText(/^512,40\s₽/);

  // A price before the discount: checked against the price beside it, then struck through on the
  // product's page and its card.
  const was = form.getByLabel("Розничная цена до скидки за шт, ₽");
  await was.fill("500");
  await form.getByRole("button", { name: "Сохранить" }).click();
  await expect(was).toHaveAccessibleDescription("Цена до скидки должна быть больше цены");
  await expect(was).toBeFocused();
  await was.fill("640");
  await form.getByRole("button", { name: "Сохранить" }).click();
  // Saved: the form shows what the API answered (the toast of the last save may still be up).
  await expect(was).toHaveValue("640,00");
  // The shopper is anonymous: the shop's page cache may give them the page of a second ago once
  // more (server/page-cache.ts), so they reload until the page has it.
  await expect(async () => {
    await shop.reload();
    await expect(shop.getByTestId("product-price").locator("del")).toHaveText(/^Старая цена:\s*640\s₽$/, {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  await shop.goto(`/catalog/${sectionSlug}`);
  await expect(async () => {
    await shop.reload();
    await expect(card.getByTestId("product-price").locator("del")).toHaveText(/640\s₽/, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  // Taken away: the price stands alone again.
  await was.fill("");
  await form.getByRole("button", { name: "Сохранить" }).click();
  // The message takes the focus from the button once this save is done.
  await expect(saved(admin)).toBeFocused();
  await expect(saved(admin)).toHaveText("Товар сохранён");
  // The form looks the same before and after this save: the shopper reloads until the page has it.
  await expect
    .poll(async () => {
      await shop.reload();
      return card.getByTestId("product-price").textContent();
    })
    .toMatch(/^512,40\s₽ \/ шт$/);

  // A section with a product is not simply deleted: its dialog offers to move the product first
  // (the move itself is admin-bulk-products.spec.ts's); cancelled, nothing changes.
  await admin.getByRole("link", { name: "Разделы каталога" }).click();
  await admin.getByTestId("category-row").getByRole("link", { name: sectionTitle }).click();
  await admin.getByRole("button", { name: "Удалить раздел" }).click();
  const refusal = admin.getByRole("alertdialog");
  await expect(refusal).toContainText("В разделе есть товары (1)");
  await expect(refusal.getByRole("combobox", { name: "Перенести товары в раздел" })).toBeVisible();
  await refusal.getByRole("button", { name: "Отмена" }).click();

  // Deleted, after confirming; its page is gone.
  await admin.getByRole("link", { name: "Товары" }).click();
  const filters = admin.getByRole("search", { name: "Фильтры товаров" });
  await filters.getByLabel("Название или номер").fill(number);
  await filters.getByRole("button", { name: "Применить" }).click();
  await expect(admin.getByTestId("product-row")).toHaveCount(1);
  await admin.getByTestId("product-row").getByRole("link", { name: title }).click();
  await admin.getByRole("button", { name: "Удалить товар" }).click();
  const confirmation = admin.getByRole("alertdialog");
  await expect(confirmation).toContainText(`Удалить товар «${title}»?`);
  await confirmation.getByRole("button", { name: "Удалить" }).click();
  await expect(toasts(admin)).toContainText(`Товар «${title}» удалён`);
  await expect(admin).toHaveURL(/\/admin\/products$/);
  await shop.goto(`/product/${slug}`);
  await expect(shop.getByTestId("error-code")).toContainText("404");

  // The empty section goes too.
  await admin.getByRole("link", { name: "Разделы каталога" }).click();
  await admin.getByTestId("category-row").getByRole("link", { name: sectionTitle }).click();
  await admin.getByRole("button", { name: "Удалить раздел" }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Удалить", exact: true }).click();
  await expect(toasts(admin)).toContainText(`Раздел «${sectionTitle}» удалён`);
  await expect(admin.getByTestId("category-row").filter({ hasText: sectionTitle })).toHaveCount(0);
  await shopper.close();
  await admin.context().close();
});

test("photos move earlier and later by keyboard, the focus staying on the moved photo, and are removed", async ({
  browser,
  baseURL,
  request,
}) => {
  const word = uniqueWord();
  const staff = await signIn({ browser, baseURL, request });
  const page = await staff.newPage();
  await page.goto("/admin/products/new");
  const form = page.getByTestId("product-form");
  await form.getByLabel("Название").fill(`Фото-проверка ${word}`);
  await form.getByLabel("Номер товара").fill(`E2E-PH-${word}`);
  await chooseFirstSection(form);
  await form.getByRole("button", { name: "Создать товар" }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  // As a person does: the product's own page is on the screen before they pick its photos. The
  // address changes first, while the new-product form (with a photo box of its own) still shows;
  // files picked there in that instant went to the form being left (seen once on a loaded machine).
  await expect(page.getByRole("heading", { level: 1, name: `Товар «Фото-проверка ${word}»` })).toBeVisible();

  const photos = page.getByTestId("product-photos");
  const chooser = page.waitForEvent("filechooser");
  await photos.getByRole("button", { name: "Выбрать фото" }).click();
  await (await chooser).setFiles([PHOTO, PHOTO]);
  await expect(photos.getByRole("status")).toHaveText("Загружено фото: 2");
  await expect(photos.getByTestId("product-photo")).toHaveCount(2);
  const sources = () =>
    photos
      .getByTestId("product-photo")
      .getByRole("img")
      .evaluateAll((images) => images.map((image) => image.getAttribute("src")));
  await expect.poll(async () => (await sources()).length).toBe(2);
  const [first, second] = await sources();
  await expect(photos.getByRole("button", { name: "Выше: фото 1" })).toBeDisabled();

  // Keyboard only: focus the first photo's "later" button, press Enter.
  const later = photos.getByRole("button", { name: "Ниже: фото 1" });
  await later.focus();
  await page.keyboard.press("Enter");
  await expect.poll(sources).toEqual([second, first]);
  // The moved photo is now the second; its "later" button is disabled, so the focus is on "earlier".
  await expect(photos.getByRole("button", { name: "Выше: фото 2" })).toBeFocused();

  await photos.getByRole("button", { name: "Убрать фото 1" }).click();
  await expect(photos.getByRole("status")).toHaveText("Фото убрано");
  await expect.poll(sources).toEqual([first]);

  await page.getByRole("button", { name: "Удалить товар" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Удалить" }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await page.context().close();
});

test("sections are renamed and moved under another section with their addresses, and deleted only when empty", async ({
  browser,
  baseURL,
  request,
}) => {
  const word = uniqueWord();
  const parent = `Родительский ${word}`;
  const child = `Дочерний ${word}`;
  const renamed = `Переименованный ${word}`;
  const staff = await signIn({ browser, baseURL, request });
  const page = await staff.newPage();
  await page.goto("/admin/categories");
  for (const [title, slug] of [
    [parent, `p-${word}`],
    [child, `c-${word}`],
  ] as const) {
    const form = page.getByTestId("category-form");
    await form.getByLabel("Название").fill(title);
    await form.getByLabel("Часть адреса").fill(slug);
    await form.getByRole("button", { name: "Создать раздел" }).click();
    await expect(page.getByTestId("category-row").filter({ hasText: title })).toContainText(
      `/catalog/${slug}`,
    );
  }

  // Renamed and moved: its address follows its new parent.
  await page.getByTestId("category-row").getByRole("link", { name: child }).click();
  // As a person does: the section's own form is on the screen (its title in the field) before they
  // type. The list page's form for a new section has the same fields.
  await expect(page).toHaveURL(/\/admin\/categories\/\d+$/);
  const form = page.getByTestId("category-form");
  await expect(form.getByLabel("Название")).toHaveValue(child);
  await form.getByLabel("Название").fill(renamed);
  await form.getByRole("combobox", { name: "Внутри раздела" }).click();
  await page.getByRole("option", { name: parent }).click();
  await form.getByRole("button", { name: "Сохранить" }).click();
  await expect(saved(page)).toHaveText("Раздел сохранён");
  await expect(saved(page)).toBeFocused();
  await page.getByRole("link", { name: "Разделы каталога" }).first().click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expect(page.getByTestId("category-row").filter({ hasText: renamed })).toContainText(
    `/catalog/p-${word}/c-${word}`,
  );

  // The parent holds a section now: the API refuses, the dialog says why.
  await page.getByTestId("category-row").getByRole("link", { name: parent }).click();
  await page.getByRole("button", { name: "Удалить раздел" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Удалить" }).click();
  await expect(page.getByRole("alertdialog")).toContainText(
    "В разделе есть подразделы: сначала перенесите или удалите их.",
  );
  await page.getByRole("alertdialog").getByRole("button", { name: "Отмена" }).click();

  for (const title of [renamed, parent]) {
    await page.goto("/admin/categories");
    await page.getByTestId("category-row").getByRole("link", { name: title }).click();
    await page.getByRole("button", { name: "Удалить раздел" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Удалить" }).click();
    await expect(toasts(page)).toContainText(`Раздел «${title}» удалён`);
  }
  await expect(page.getByTestId("category-row").filter({ hasText: word })).toHaveCount(0);
  await page.context().close();
});
