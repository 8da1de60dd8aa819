import { test as base, type Page } from "@playwright/test";

// React reports a page whose HTML does not match what the browser renders from the same data in
// the console (development: "hydration", "did not match"; production: minified errors #418, #419,
// #421, #422, #423, #425). Each one means the page repaints or the server's HTML was thrown away.
const HYDRATION_PROBLEM =
  /hydrat|did not match|react\.dev\/errors\/(?:418|419|421|422|423|425)\b|Minified React error #(?:418|419|421|422|423|425)\b/i;

// #419: the server's stream of a boundary stopped before its end. A shopper who follows a link while
// the page still streams (before it has hydrated, the link navigates natively) cuts the page off,
// and the page being left reports it: nothing of it is on screen any more.
const CUT_OFF = /react\.dev\/errors\/419\b|Minified React error #419\b/;

/**
 * What happened in a page, for a failed test's report: where its main frame went, what its console
 * and script reported, what it sent and what was refused, which requests failed, each click and
 * when the app hydrated (`journalInPage`). (A click that
 * seemed to do nothing, seen three times in loaded CI runs and never here, is this journal's first
 * reader; the shop's test command prints its tail, tooling/shop/failure-report.mjs.)
 */
function keepJournal(page: Page, journal: string[], label: string, start: number) {
  const note = (line: string) => {
    journal.push(`+${Date.now() - start} ms ${label}: ${line}`);
    if (journal.length > 200) journal.shift();
  };
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) note(`navigated ${frame.url()}`);
  });
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      note(`document request ${request.url()}`);
  });
  // What the page sent (a form, a server function) and what was refused, with the answer's status.
  page.on("response", (response) => {
    const method = response.request().method();
    if (response.status() >= 400 || (method !== "GET" && method !== "HEAD"))
      note(`${method} ${response.url()} → ${response.status()}`);
  });
  page.on("requestfailed", (request) =>
    note(`request failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`),
  );
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      // The first line: an error's stack would fill the report's share of the journal.
      note(`console ${message.type()}: ${(message.text().split("\n")[0] ?? "").slice(0, 300)}`);
    else if (message.type() === "debug" && message.text().startsWith(JOURNAL_PREFIX))
      note(message.text().slice(JOURNAL_PREFIX.length));
  });
  page.on("pageerror", (error) => note(`page error: ${error.message.slice(0, 500)}`));
  page.on("close", () => note("closed"));
}

const JOURNAL_PREFIX = "[journal] ";

/**
 * Runs in every page before its own scripts (an init script, which the page's CSP does not govern)
 * and tells the journal, through the console, what the page did with each click (whether it came
 * before the app had hydrated, whether a handler took it over) and when the app hydrated: a click
 * that did nothing is then placed against hydration. Serialised: nothing from outside its body.
 */
function journalInPage(prefix: string) {
  const say = (text: string) => console.debug(`${prefix}${text}`);
  const hydrated = () => document.documentElement.hasAttribute("data-hydrated");
  addEventListener(
    "click",
    (event) => {
      const element = event.target instanceof Element ? event.target : null;
      const control = element?.closest("a, button, input, label, select, summary") ?? element;
      const name = control
        ? `${control.tagName.toLowerCase()} «${(control.textContent ?? "").trim().slice(0, 40)}»`
        : "?";
      say(`click on ${name}${hydrated() ? "" : ", before hydration"}`);
      // After every listener has had it (a link followed natively may leave no time for this).
      setTimeout(() => {
        if (event.defaultPrevented) say(`click on ${name}: default prevented`);
      });
    },
    true,
  );
  document.addEventListener("DOMContentLoaded", () => {
    if (hydrated()) return say("hydrated");
    const observer = new MutationObserver(() => {
      if (!hydrated()) return;
      observer.disconnect();
      say("hydrated");
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-hydrated"] });
  });
}

/** Collects React's hydration complaints on a page. */
function watchHydration(page: Page, into: string[]) {
  // From the request of the next document until it is shown, messages come from the page being left.
  let leaving = false;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) leaving = true;
  });
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) leaving = false;
  });
  page.on("console", (message) => {
    if (
      (message.type() === "error" || message.type() === "warning") &&
      HYDRATION_PROBLEM.test(message.text()) &&
      !(leaving && CUT_OFF.test(message.text()))
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
      const journal: string[] = [];
      // One clock for the test's pages, each named by the order it opened in.
      const start = Date.now();
      let pages = 0;
      const watch = (page: Page) => {
        watchHydration(page, problems);
        pages += 1;
        keepJournal(page, journal, `page ${pages}`, start);
      };
      await context.addInitScript(journalInPage, JOURNAL_PREFIX);
      for (const page of context.pages()) watch(page);
      context.on("page", watch);
      const browser = context.browser();
      const watchContext = async (other: typeof context) => {
        await other.addInitScript(journalInPage, JOURNAL_PREFIX);
        other.on("page", watch);
      };
      const original = browser?.newContext.bind(browser);
      if (browser && original) {
        browser.newContext = async (options) => {
          const created = await original(options);
          await watchContext(created);
          return created;
        };
      }
      await use(problems);
      if (browser && original) browser.newContext = original;
      if ((testInfo.status !== testInfo.expectedStatus || problems.length > 0) && journal.length > 0) {
        await testInfo.attach("page journal", { body: journal.join("\n"), contentType: "text/plain" });
        console.log(`Page journal of «${testInfo.title}»:\n${journal.join("\n")}`);
      }

      if (problems.length > 0) {
        testInfo.annotations.push({ type: "hydration", description: problems.join("\n") });
        throw new Error(`React reported hydration problems:\n${problems.join("\n")}`);
      }
    },
    { auto: true },
  ],
});

/**
 * Waits until the app runs in the page: `<html data-hydrated>` (app/shell/html-document.tsx), set
 * once React has hydrated the document. For scenarios that begin inside the running app (an in-app
 * navigation) and for assertions after hydration: never to wait before an act under test.
 */
export const appStarted = (page: Page, timeout = 30_000): Promise<void> =>
  page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout });

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
