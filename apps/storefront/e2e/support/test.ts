import { test as base, expect, type Locator, type Page } from "@playwright/test";

// React reports a page whose HTML does not match what the browser renders from the same data in
// the console (development: "hydration", "did not match"; production: minified errors #418, #419,
// #421, #422, #423, #425). Each one means the page repaints or the server's HTML was thrown away.
const HYDRATION_PROBLEM =
  /hydrat|did not match|react\.dev\/errors\/(?:418|419|421|422|423|425)\b|Minified React error #(?:418|419|421|422|423|425)\b/i;

/** Collects React's hydration complaints on a page. */
function watchHydration(page: Page, into: string[]) {
  page.on("console", (message) => {
    if (
      (message.type() === "error" || message.type() === "warning") &&
      HYDRATION_PROBLEM.test(message.text())
    ) {
      into.push(`${page.url()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => {
    if (HYDRATION_PROBLEM.test(`${error.message}\n${error.stack ?? ""}`))
      into.push(`${page.url()}: ${error.message}`);
  });
}

/**
 * Playwright's `test`, where every page a test opens (also in contexts it makes itself) is watched
 * for hydration warnings and errors: any one fails the test.
 */
export const test = base.extend<{ hydrationProblems: string[] }>({
  hydrationProblems: [
    async ({ context }, use, testInfo) => {
      const problems: string[] = [];
      for (const page of context.pages()) watchHydration(page, problems);
      context.on("page", (page) => watchHydration(page, problems));
      const browser = context.browser();
      const watchContext = (other: typeof context) =>
        other.on("page", (page) => watchHydration(page, problems));
      const original = browser?.newContext.bind(browser);
      if (browser && original) {
        browser.newContext = async (options) => {
          const created = await original(options);
          watchContext(created);
          return created;
        };
      }
      await use(problems);
      if (browser && original) browser.newContext = original;
      if (problems.length > 0) {
        testInfo.annotations.push({ type: "hydration", description: problems.join("\n") });
        throw new Error(`React reported hydration problems:\n${problems.join("\n")}`);
      }
    },
    { auto: true },
  ],
});

/**
 * Clicks a link the way a person with a mouse does: the pointer rests on it before the press. A
 * link in a part of the first page that hydrates on intent (src/components/hydrate-on-intent.tsx)
 * is rendered afresh when the pointer reaches it. Playwright presses a few milliseconds after it
 * moves the pointer, and on a busy machine the press and the release can fall either side of that
 * render: the browser then gives the click to neither copy of the link. A person's press comes a
 * hundred milliseconds or more after the pointer arrives, once the part has hydrated.
 */
export async function pointAndClick(link: Locator): Promise<void> {
  await link.hover();
  await expect(link.locator('xpath=ancestor::*[@data-ts-hydrate-when="interaction"]')).toHaveCount(0);
  await link.click();
}

/**
 * Waits until React has hydrated the element: React marks each DOM node it has adopted with a
 * `__reactFiber$…` key, so this reads hydration off the page without a marker in the product.
 * A test that moves through history right after a reload needs it: the router reads the address
 * when it hydrates, and a back press that lands before then makes it hydrate the server's HTML of
 * one page with the address of another (a user sees the right page, drawn afresh, and React reports
 * error #418). A person does not press back within the few milliseconds a loaded machine widens.
 */
export async function waitForHydration(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber$"))))
    .toBe(true);
}

export type {
  APIRequestContext,
  Browser,
  BrowserContext,
  Locator,
  Page,
  Request,
  Response,
} from "@playwright/test";
export { expect } from "@playwright/test";
