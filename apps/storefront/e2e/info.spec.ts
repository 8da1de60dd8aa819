import { expectNoAxeViolationsInEitherMode } from "./support/axe";
import { holdRequests } from "./support/network";
import { expect, type Page, test } from "./support/test";

interface InfoPage {
  path: string;
  title: string;
  /** The crumbs after "Главная": linked ones with their target, the last one is the page itself. */
  crumbs: { label: string; href?: string }[];
  /** A phrase of the page body. */
  text: string;
}

const ABOUT = { label: "О магазине", href: "/about" };

const PAGES: InfoPage[] = [
  { path: "/about", title: "О магазине", crumbs: [{ label: "О магазине" }], text: "Чайная лавка" },
  {
    path: "/about/contacts",
    title: "Контакты",
    crumbs: [ABOUT, { label: "Контакты" }],
    text: "+7 (000) 000-00-00",
  },
  {
    path: "/about/delivery",
    title: "Доставка и самовывоз",
    crumbs: [ABOUT, { label: "Доставка" }],
    text: "бесплатно при заказе от 3 000 ₽",
  },
  {
    path: "/about/payment",
    title: "Оплата",
    crumbs: [ABOUT, { label: "Оплата" }],
    text: "Картой при получении",
  },
  {
    path: "/legal/cookies",
    title: "Политика использования файлов cookie",
    crumbs: [{ label: "Файлы cookie" }],
    text: "shop_token",
  },
  {
    path: "/legal/privacy-policy",
    title: "Политика конфиденциальности",
    crumbs: [{ label: "Политика конфиденциальности" }],
    text: "152-ФЗ",
  },
  {
    path: "/legal/user-agreement",
    title: "Пользовательское соглашение",
    crumbs: [{ label: "Пользовательское соглашение" }],
    text: "Возврат и обмен",
  },
];

async function expectInfoPage(page: Page, info: InfoPage) {
  await expect(page).toHaveURL(new RegExp(`${info.path}$`));
  await expect(page).toHaveTitle(`${info.title} — Чайная лавка`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(info.title);
  const crumbs = page.getByRole("navigation", { name: "Навигационная цепочка" }).getByRole("listitem");
  await expect(crumbs).toHaveText(["Главная", ...info.crumbs.map((crumb) => crumb.label)]);
  await expect(crumbs.first().getByRole("link")).toHaveAttribute("href", "/");
  for (const [index, crumb] of info.crumbs.entries()) {
    const item = crumbs.nth(index + 1);
    if (crumb.href) await expect(item.getByRole("link")).toHaveAttribute("href", crumb.href);
    else await expect(item.getByRole("link")).toHaveCount(0);
  }
  await expect(crumbs.last().locator("[aria-current=page]")).toHaveText(info.crumbs.at(-1)?.label ?? "");
  await expect(page.getByTestId("info-content")).toContainText(info.text);
}

for (const info of PAGES) {
  test(`${info.path} has its title, heading, breadcrumbs and text`, async ({ page }) => {
    await page.goto(info.path);
    await expectInfoPage(page, info);
  });
}

test("/legal redirects to the privacy policy", async ({ page }) => {
  await page.goto("/legal");
  await expectInfoPage(page, PAGES.find((info) => info.path === "/legal/privacy-policy") as InfoPage);
});

test("the footer links reach every info and legal page, and the about crumb leads back", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const links: [string, string][] = [
    ["О магазине", "/about"],
    ["Контакты", "/about/contacts"],
    ["Доставка", "/about/delivery"],
    ["Оплата", "/about/payment"],
    ["Политика конфиденциальности", "/legal/privacy-policy"],
    ["Пользовательское соглашение", "/legal/user-agreement"],
    ["Использование cookie", "/legal/cookies"],
  ];
  for (const [name, path] of links) {
    await footer.getByRole("link", { name, exact: true }).click();
    await expectInfoPage(page, PAGES.find((info) => info.path === path) as InfoPage);
  }
  await page.goto("/about/payment");
  await page
    .getByRole("navigation", { name: "Навигационная цепочка" })
    .getByRole("link", { name: "О магазине" })
    .click();
  await expectInfoPage(page, PAGES[0] as InfoPage);
});

test("the UI kit shows the components and raises toasts through the app's toaster", async ({ page }) => {
  await page.goto("/uikit");
  await expect(page).toHaveTitle("UI-кит — Чайная лавка");
  await expect(page.getByRole("heading", { level: 1, name: "UI-кит" })).toBeVisible();
  for (const section of [
    "Кнопки",
    "Поля ввода",
    "Вкладки",
    "Диалог",
    "Уведомления",
    "Карточка товара",
    "Экран ошибки",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByTestId("uikit-product-card")).toBeVisible();

  await page.getByRole("button", { name: "С действием" }).click();
  const toasts = page.getByRole("region", { name: "Уведомления" });
  await expect(toasts.getByText("Товар удалён из корзины")).toBeVisible();
  await toasts.getByRole("button", { name: "Вернуть" }).click();
  await expect(toasts.getByText("Товар снова в корзине")).toBeVisible();

  await page.getByRole("button", { name: "Открыть диалог" }).click();
  const dialog = page.getByRole("dialog", { name: "Удалить адрес доставки?" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  const sort = page.getByRole("combobox", { name: "Порядок (список браузера)" });
  await sort.selectOption({ label: "Сначала дорогие" });
  await expect(sort.locator("option:checked")).toHaveText("Сначала дорогие");

  await page.getByRole("tab", { name: "Заваривание" }).click();
  await expect(page.getByRole("tabpanel", { name: "Заваривание" })).toContainText("90 °C");

  await page.getByRole("link", { name: "Страница 2", exact: true }).click();
  await expect(page).toHaveURL(/\/uikit\?page=2$/);
});

test("on the UI kit, a tab, a dialog's button and a select tapped before the page's script has run act once it has", async ({
  browser,
}) => {
  // A phone: taps, not clicks. The kit's triggers act on a click alone, which nothing hears until
  // the page has hydrated; the page's script is held back meanwhile, as on a slow phone.
  const page = await (await browser.newContext({ hasTouch: true, isMobile: true })).newPage();
  const beforeScript = async (tap: () => Promise<void>) => {
    const release = await holdRequests(page, /\/assets\/[^/]+\.js$/);
    await page.goto("/uikit", { waitUntil: "domcontentloaded" });
    await tap();
    // Released, the route lets this page's later scripts through too.
    release();
  };

  await beforeScript(() => page.getByRole("tab", { name: "Хранение" }).tap());
  await expect(page.getByRole("tabpanel", { name: "Хранение" })).toContainText("В сухом тёмном месте");
  await expect(page.getByRole("tab", { name: "Хранение" })).toHaveAttribute("aria-selected", "true");

  await beforeScript(() => page.getByRole("button", { name: "Открыть диалог" }).tap());
  const dialog = page.getByRole("dialog", { name: "Удалить адрес доставки?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Закрыть" }).tap();
  await expect(dialog).toHaveCount(0);

  await beforeScript(() => page.getByRole("combobox", { name: "Раздел" }).tap());
  await page.getByRole("option", { name: "Посуда" }).tap();
  await expect(page.getByRole("combobox", { name: "Раздел" })).toContainText("Посуда");
  await page.context().close();
});

test("the info and legal pages and the UI kit have no accessibility violations in either colour mode", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await (await browser.newContext()).newPage();
  for (const info of PAGES) {
    await page.goto(info.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(info.title, { timeout: 15_000 });
    await expectNoAxeViolationsInEitherMode(page);
  }
  await page.goto("/uikit");
  await expect(page.getByTestId("uikit-product-card")).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolationsInEitherMode(page);
  await page.context().close();
});
