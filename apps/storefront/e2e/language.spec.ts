import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./support/test";

// SPEC.md: the interface is Russian. A browser that prefers English is offered English through the
// footer's language switch, never served it unasked; the choice re-renders the page in place and
// is kept (the i18n_redirected cookie, which the server honours first). Whatever the browser asks
// for, the document's language (`<html lang>`, what a screen reader picks its voice by: WCAG 3.1.1),
// its text and the cookie say the same after a switch, a reload and a navigation inside the app.

/** What each language looks like on the page. */
const LANGUAGES = {
  ru: {
    lang: "ru",
    name: "Русский",
    switchLegend: "Язык",
    cart: "Корзина",
    emptyCart: "Ваша корзина пуста",
    home: "Главная",
  },
  "en-US": {
    lang: "en-US",
    name: "English",
    switchLegend: "Language",
    cart: "Cart",
    emptyCart: "Your cart is empty",
    home: "Home",
  },
} as const;

type Language = (typeof LANGUAGES)[keyof typeof LANGUAGES];

const localeCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === "i18n_redirected")?.value;

/** The document's language, its visible text, the switch and the cookie all say `language`. */
async function expectLanguage(page: Page, language: Language) {
  await expect(
    page.getByRole("banner").getByRole("link", { name: language.cart, exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole("group", { name: language.switchLegend }).getByRole("radio", { name: language.name }),
  ).toBeChecked();
  await expect(page.locator("html")).toHaveAttribute("lang", language.lang);
  await expect.poll(() => localeCookie(page.context())).toBe(language.lang);
}

/**
 * The cart page in `language`: its heading from the server, and the cart itself, which only the
 * browser draws (the cart is kept on the device), so the page has been taken over by the app by the
 * time it shows; only then is the document's language checked again.
 */
async function expectCartPage(page: Page, language: Language) {
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("heading", { level: 1, name: language.cart })).toBeVisible();
  await expect(page.getByText(language.emptyCart)).toBeVisible();
  await expectLanguage(page, language);
}

type MarkedWindow = { sameDocument?: boolean };

/** Marks the document, so that a later step can tell a change in place from a page loaded anew. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as MarkedWindow).sameDocument = true;
  });
const isSameDocument = (page: Page) => page.evaluate(() => (window as MarkedWindow).sameDocument === true);

/** Chooses `language` in the footer: the page is rendered again in place, not loaded anew. */
async function switchTo(page: Page, from: Language, to: Language) {
  await markDocument(page);
  // The radios are visually hidden inside their labels, which are what a visitor clicks.
  await page.getByRole("group", { name: from.switchLegend }).locator("label", { hasText: to.name }).click();
  await expectLanguage(page, to);
  expect(await isSameDocument(page)).toBe(true);
}

/**
 * From a page in `from`: switch to `to`, go to the cart through the header's link, reload it, and
 * go back home through the breadcrumbs; the document's language, text and cookie agree at each step.
 */
async function choose(page: Page, from: Language, to: Language) {
  await switchTo(page, from, to);

  // A navigation inside the app (the page is not loaded anew).
  await page.getByRole("banner").getByRole("link", { name: to.cart, exact: true }).click();
  await expectCartPage(page, to);
  expect(await isSameDocument(page)).toBe(true);

  // Kept: the next page load is in the chosen language from the server on, and stays so in the app.
  const answer = await page.reload();
  expect(await answer?.text()).toContain(`<html lang="${to.lang}"`);
  await expectCartPage(page, to);

  // And inside the app the reloaded page runs.
  await markDocument(page);
  await page.getByRole("main").getByRole("link", { name: to.home, exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectLanguage(page, to);
  expect(await isSameDocument(page)).toBe(true);
}

for (const { browserLocale, who } of [
  { browserLocale: "en-US", who: "An English-first browser" },
  { browserLocale: "ru-RU", who: "A Russian-first browser" },
]) {
  test(`${who} gets the shop in Russian; English chosen in the footer, and Russian again, holds through a reload and a navigation`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: browserLocale });
    try {
      const page = await context.newPage();
      await page.goto("/");
      await expectLanguage(page, LANGUAGES.ru);
      const english = page
        .getByRole("group", { name: LANGUAGES.ru.switchLegend })
        .getByRole("radio", { name: LANGUAGES["en-US"].name });
      await expect(english.locator("xpath=..")).toHaveAttribute("lang", "en");

      await choose(page, LANGUAGES.ru, LANGUAGES["en-US"]);
      await choose(page, LANGUAGES["en-US"], LANGUAGES.ru);
    } finally {
      await context.close();
    }
  });
}
