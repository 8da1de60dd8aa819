import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page } from "@playwright/test";

export type ColorMode = "light" | "dark";
export const COLOR_MODES: readonly ColorMode[] = ["light", "dark"];

/**
 * A page in a fresh browser context whose stored colour mode (`shop-color-mode`, read by the
 * inline script of index.html before the first paint) is `mode`. Close its context when done.
 */
export async function newPageInColorMode(browser: Browser, mode: ColorMode): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((stored) => window.localStorage.setItem("shop-color-mode", stored), mode);
  return context.newPage();
}

/** Fails with the rule ids and the elements when axe finds any violation on the page as it is. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) })),
  ).toEqual([]);
}
