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
export async function expectNoAxeViolations(page: Page, rules?: readonly string[]) {
  // Legacy mode: axe.run in the page. The default runs axe in each frame and merges the results in
  // a blank page it opens for that, about a second per check; the shop's pages have no frames.
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (rules) builder.withRules([...rules]);
  const results = await builder.analyze();
  expect(
    results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) })),
  ).toEqual([]);
}

/**
 * Axe's rules whose outcome depends on colours: all that the dark mode can change, since it sets
 * colour tokens and nothing else (reflow.spec.ts holds the stylesheet to that).
 */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"] as const;

/**
 * Every axe rule on the page in the light mode, then the colour rules again once the operating
 * system has switched to dark (a visitor who left the theme on "system" sees the page change at
 * once): one page load checks both modes. The page must not store a colour preference.
 */
export async function expectNoAxeViolationsInEitherMode(page: Page) {
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-color-mode", "light");
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: "dark" });
  try {
    await expect(html).toHaveAttribute("data-color-mode", "dark");
    await colourTransitionsDone(page);
    await expectNoAxeViolations(page, COLOUR_RULES);
  } finally {
    await page.emulateMedia({ colorScheme: "light" });
  }
  await expect(html).toHaveAttribute("data-color-mode", "light");
  await colourTransitionsDone(page);
}

/** Waits until no CSS transition runs: contrast read halfway through a colour change would be neither mode's. */
async function colourTransitionsDone(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
  );
}
