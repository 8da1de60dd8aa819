import type { APIRequestContext, Locator, Page } from "@playwright/test";

/** A product list answer of the API, as far as the tests read it. */
export interface ApiProductPage {
  member: { number: string; slug: string; title: string }[];
  totalItems: number;
  facets?: { code: string; title: string; values: { value: string; title: string; count: number }[] }[];
}

/** Asks the shop's API directly (the same one the storefront proxies) for what a page should show. */
export async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(`/api${path}`);
  if (!answer.ok()) throw new Error(`GET /api${path}: ${answer.status()}`);
  return (await answer.json()) as T;
}

/** The product cards of the grid. */
export const productCards = (page: Page): Locator => page.getByTestId("product-card");

/** The titles of the product cards, in grid order. */
export async function cardTitles(page: Page): Promise<string[]> {
  return productCards(page).getByRole("heading", { level: 3 }).allInnerTexts();
}

/**
 * A price as shown ("7 278 ₽", "727,80 ₽", "от 400 ₽ / упак") in kopecks; spaces of any kind are
 * group separators, the comma is the decimal separator.
 */
export function kopecks(text: string): number {
  const match = text.replace(/[\s\u00a0\u202f]/g, "").match(/(\d+)(?:,(\d{1,2}))?₽/);
  if (!match) throw new Error(`No price in "${text}"`);
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** The prices of the product cards, in grid order, in kopecks. */
export async function cardPrices(page: Page): Promise<number[]> {
  const texts = await productCards(page).getByTestId("product-price").allInnerTexts();
  return texts.map(kopecks);
}

/** The product page links of the cards, in grid order: unlike titles, they are unique. */
export async function cardLinks(page: Page): Promise<string[]> {
  return productCards(page)
    .getByRole("heading", { level: 3 })
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
}
