import { expectNoAxeViolations } from "./support/axe";
import { holdRequests } from "./support/network";
import { appStarted, expect as baseExpect, type Page, test } from "./support/test";

// The header's search box suggests products and categories while the shopper types (ARIA 1.2
// combobox with a listbox), against the real API's GET /api/catalog/suggestions.

const expect = baseExpect.configure({ timeout: 10_000 });

async function searchBox(page: Page) {
  await page.goto("/about");
  const box = page.getByRole("combobox", { name: "Поиск по каталогу" });
  return box;
}

test("typing shows products and categories, announced, with nothing for axe to find", async ({ page }) => {
  const box = await searchBox(page);
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await box.pressSequentially("молоч", { delay: 30 });
  const list = page.getByRole("listbox", { name: "Подсказки" });
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  const products = list.getByRole("group", { name: "Товары" }).getByRole("option");
  await expect(products.first()).toContainText("Молочный улун");
  expect(await products.count()).toBeLessThanOrEqual(8);
  expect(
    await list.getByRole("group", { name: "Категории" }).getByRole("option").count(),
  ).toBeLessThanOrEqual(4);
  await expect(page.getByRole("status").filter({ hasText: /^Подсказок: \d+\./ })).toBeAttached();
  await expectNoAxeViolations(page);
});

test("the keyboard alone chooses a product: arrows move, Enter opens it", async ({ page }) => {
  const box = await searchBox(page);
  await box.pressSequentially("сенча", { delay: 30 });
  const options = page.getByRole("listbox", { name: "Подсказки" }).getByRole("option");
  await expect(options.first()).toBeVisible();
  await box.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  const firstId = await options.first().getAttribute("id");
  await expect(box).toHaveAttribute("aria-activedescendant", firstId ?? "");
  await box.press("ArrowDown");
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
  await box.press("ArrowUp");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  const title = (await options.first().textContent()) ?? "";
  await box.press("Enter");
  await expect(page).toHaveURL(/\/product\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(title.split(",")[0] ?? "");
});

test("Escape closes the list and Enter then searches for the text", async ({ page }) => {
  const box = await searchBox(page);
  await box.pressSequentially("чайник", { delay: 30 });
  const list = page.getByRole("listbox", { name: "Подсказки" });
  await expect(list).toBeVisible();
  await box.press("Escape");
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(box).toHaveValue("чайник");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=%D1%87%D0%B0%D0%B9%D0%BD%D0%B8%D0%BA$/);
});

test("a category is offered and opens its page; the wrong layout suggests the same", async ({ page }) => {
  const box = await searchBox(page);
  await box.pressSequentially("xfqybr", { delay: 30 });
  const categories = page.getByRole("group", { name: "Категории" }).getByRole("option");
  await expect(categories.first()).toBeVisible();
  await expect(page.getByRole("group", { name: "Товары" }).getByRole("option").first()).toContainText(
    "Чайник",
  );
  await categories.first().click();
  await expect(page).toHaveURL(/\/catalog\/.+/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("one suggestion call at a time: a keystroke aborts the call of the one before", async ({ page }) => {
  // Counted in the page, at its fetch: a call is in flight from the fetch until its answer or its abort.
  await page.addInitScript(() => {
    const calls = { sent: 0, aborted: 0, inFlight: 0, most: 0 };
    Object.assign(window, { suggestionCalls: calls });
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes("/api/catalog/suggestions?")) return original(input, init);
      calls.sent += 1;
      calls.inFlight += 1;
      calls.most = Math.max(calls.most, calls.inFlight);
      let settled = false;
      const settle = () => {
        if (settled) return;
        settled = true;
        calls.inFlight -= 1;
      };
      init?.signal?.addEventListener("abort", () => {
        calls.aborted += 1;
        settle();
      });
      return original(input, init).finally(settle);
    };
  });
  // The API answers slowly, so each keystroke comes while the call of the one before is on its way.
  await page.route("**/api/catalog/suggestions?**", async (route) => {
    await new Promise((resume) => setTimeout(resume, 400));
    await route.continue().catch(() => undefined);
  });
  const box = await searchBox(page);
  await box.pressSequentially("дарджилинг", { delay: 120 });
  await expect(page.getByRole("listbox", { name: "Подсказки" }).getByRole("option").first()).toContainText(
    "Дарджилинг",
  );
  const calls = await page.evaluate(
    () =>
      (window as unknown as { suggestionCalls: { sent: number; aborted: number; most: number } })
        .suggestionCalls,
  );
  expect(calls.sent).toBeGreaterThan(2);
  expect(calls.aborted).toBeGreaterThan(0);
  expect(calls.most).toBe(1);
});

test("a query typed before the page hydrated is kept: suggested once it has, and Enter searches for it", async ({
  page,
}) => {
  // The page's code is held back while the shopper types: the server's header is on screen, its
  // search box typable, nothing of the app runs yet, as on a slow phone.
  const release = await holdRequests(page, /\/assets\/[^/]+\.js$/);
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  const box = page.getByRole("combobox", { name: "Поиск по каталогу" });
  await box.fill("молоч");
  release();
  await appStarted(page);
  // The app took the text for its own: it suggests for it, and the box still shows it.
  await expect(
    page
      .getByRole("listbox", { name: "Подсказки" })
      .getByRole("group", { name: "Товары" })
      .getByRole("option")
      .first(),
  ).toContainText("Молочный улун");
  await expect(box).toHaveValue("молоч");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=%D0%BC%D0%BE%D0%BB%D0%BE%D1%87$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("молоч");
});
