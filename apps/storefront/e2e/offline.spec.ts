import type { Page } from "@playwright/test";
import { DEMO_CUSTOMER } from "./support/admin";
import { cardLinks, productCards } from "./support/catalog";
import { expect, test } from "./support/test";

// Issue 45: the shop keeps working offline (docs/storefront/offline.md). Chromium's own network
// emulation (`context.setOffline`) cuts the page and its service worker off the shop mid-visit.

const PAGES_CACHE = "shop-pages-v1";
/**
 * The worker keeps a page the tab loaded before it took control when the browser is idle, then
 * fetches it again: on a busy machine that took longer than an assertion's usual 10 s.
 */
const KEPT_WAIT = { timeout: 30_000 };

/** Waits until the service worker controls the page (it registers once the page has loaded). */
async function serviceWorkerControls(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
    );
  });
}

/** The paths of the pages the service worker keeps for reading offline. */
const keptPages = (page: Page) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname).sort();
  }, PAGES_CACHE);

/** Whether the first `count` pictures of the page's main part are drawn (decoded, not broken). */
const picturesShown = (page: Page, count: number) =>
  page.evaluate((first) => {
    const images = [...document.querySelectorAll<HTMLImageElement>("main img")].slice(0, first);
    return images.length === first && images.every((image) => image.complete && image.naturalWidth > 0);
  }, count);

const toasts = (page: Page) => page.getByRole("region", { name: "Уведомления" });

test("pages and photos seen stay readable offline; a page never seen shows the offline screen", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto("/");
  await serviceWorkerControls(page);

  await page.goto("/catalog/tea");
  await expect(productCards(page).first()).toBeVisible();
  const [product, unvisited] = await cardLinks(page);
  if (!product || !unvisited) throw new Error("the tea category has fewer than two products");
  await expect.poll(() => picturesShown(page, 2)).toBe(true);

  await page.goto(product);
  const heading = page.getByRole("heading", { level: 1 });
  const title = (await heading.textContent()) ?? "";
  await expect.poll(() => picturesShown(page, 1)).toBe(true);
  // Something in the cart (kept on this device) for the offline screen to show.
  await page.getByRole("button", { name: "В корзину" }).click();
  await expect(page.getByTestId("add-to-cart-status")).toContainText("Добавлено в корзину");

  // The first page of the visit came before the worker controlled the tab: it is fetched again.
  await expect.poll(() => keptPages(page), KEPT_WAIT).toEqual(["/", "/catalog/tea", product].sort());

  await context.setOffline(true);

  // A reload of the page: the kept copy, its photos, and when it was saved.
  await page.reload();
  await expect(heading).toHaveText(title);
  await expect.poll(() => picturesShown(page, 1)).toBe(true);
  await expect(toasts(page).getByText(/^Сохранённая копия от \d{1,2} [а-я]+ \d{4}/)).toBeVisible();

  // The category and the home page, with their photos.
  await page.goto("/catalog/tea");
  await expect(productCards(page).first()).toBeVisible();
  await expect.poll(() => picturesShown(page, 2)).toBe(true);
  // A link followed in the running app: the worker answers it too (a whole page load while offline).
  await productCards(page).first().getByRole("link").click();
  await expect(page).toHaveURL(product);
  await expect(heading).toHaveText(title);
  await page.goto("/");
  await expect(productCards(page).first()).toBeVisible();

  // A product never opened: the Russian offline screen, not the browser's.
  await page.goto(unvisited);
  // (The cart page's offline form: a page of its own would weigh on every page's first load.)
  await expect(page).toHaveURL(`/cart?offline=1&from=${encodeURIComponent(unvisited)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Нет соединения");
  const available = page.getByRole("region", { name: "Доступно без соединения" });
  await expect(available.getByRole("link")).toHaveCount(3);
  await expect(available.getByRole("link", { name: new RegExp(`^${escapeRegExp(title)} — `) })).toBeVisible();
  // The cart, read from this device.
  await expect(page.getByRole("region", { name: "Ваша корзина" })).toContainText(title);

  // From the list to a kept page.
  await available.getByRole("link", { name: /^Чай — / }).click();
  await expect(page).toHaveURL("/catalog/tea");
  await expect(productCards(page).first()).toBeVisible();

  // Back online: the wanted page opens from the offline screen's «Попробовать ещё раз».
  await page.goto(unvisited);
  await context.setOffline(false);
  await page.getByRole("link", { name: "Попробовать ещё раз" }).click();
  await expect(page).toHaveURL(unvisited);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Нет соединения");
});

test("a customer's pages are never kept, and a logout forgets the kept ones", async ({ page }) => {
  await page.goto("/");
  await serviceWorkerControls(page);
  await page.goto("/catalog/tea");
  await expect(productCards(page).first()).toBeVisible();
  await expect.poll(() => keptPages(page), KEPT_WAIT).toEqual(["/", "/catalog/tea"]);

  await page.goto("/auth/login?back=/my/profile");
  await page.getByLabel("Email").fill(DEMO_CUSTOMER.email);
  await page.getByLabel("Пароль", { exact: true }).fill(DEMO_CUSTOMER.password);
  await page.getByRole("button", { name: "Войти" }).click();
  // The profile itself (the login page's own address ends with `back=/my/profile`: a test that
  // went on from there cut the login short).
  await expect(page.getByRole("heading", { level: 1, name: "Профиль" })).toBeVisible();
  // Signed in, a public page is the customer's own too (`private, no-store`): not kept.
  await page.goto("/catalog/coffee");
  await expect(productCards(page).first()).toBeVisible();
  // A busy phone: its first idle moment, when the page starts the worker's side (the update prompt,
  // the kept pages), comes late. A logout tapped before then forgets the kept pages all the same.
  await page.addInitScript(() => {
    const later = window.requestIdleCallback.bind(window);
    window.requestIdleCallback = (task, options) => {
      let id = 0;
      setTimeout(() => {
        id = later(task, options);
      }, 4_000);
      return id;
    };
  });
  await page.goto("/my/profile");
  await page.getByRole("button", { name: "Выйти", exact: true }).click();
  await expect(page).toHaveURL(/\/logout$/, { timeout: 15_000 });
  await expect.poll(() => keptPages(page), KEPT_WAIT).toEqual([]);
});

test("a new version waits for the shopper's consent, then takes over and reloads", async ({ page }) => {
  await page.goto("/search");
  await serviceWorkerControls(page);
  const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  const search = page.getByRole("combobox", { name: "Поиск по каталогу" });
  await search.fill("улун");

  // A deployment of another version: the browser's update check of the registration finds a
  // different worker script (the same build under another address stands for a new one).
  await page.evaluate(() => navigator.serviceWorker.register("/sw.js?version=next", { scope: "/" }));
  const prompt = toasts(page).getByRole("status").filter({ hasText: "Доступна новая версия" });
  await expect(prompt).toBeVisible();
  // Installed, it waits: the page still runs the old version, and nothing typed is lost.
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(first);
  expect(
    await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)),
  ).toBe(true);
  await expect(search).toHaveValue("улун");

  await prompt.getByRole("button", { name: "Обновить" }).click();
  // The new worker takes over, and the page reloads to run with it.
  await expect
    // (While the page reloads, there is no page to ask.)
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL).catch(() => undefined))
    .toMatch(/\/sw\.js\?version=next$/);
  await expect(prompt).toHaveCount(0);
});

test("the shop is installable: manifest, icons, and a worker that answers the start page offline", async ({
  page,
  context,
  request,
}) => {
  const manifestResponse = await request.get("/manifest.webmanifest");
  expect(manifestResponse.status()).toBe(200);
  expect(manifestResponse.headers()["content-type"]).toBe("application/manifest+json");
  expect(manifestResponse.headers()["cache-control"]).toMatch(/max-age=\d+/);
  const manifest = (await manifestResponse.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    id: string;
    display: string;
    lang: string;
    theme_color: string;
    background_color: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  };
  expect(manifest).toMatchObject({
    name: "Чайная лавка",
    start_url: "/",
    scope: "/",
    id: "/",
    display: "standalone",
    lang: "ru",
  });
  expect(manifest.short_name.length).toBeGreaterThan(0);
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  // Lighthouse's installability: a PNG icon of at least 192 px and of 512 px; a maskable one.
  const icons = [...manifest.icons, { src: "/apple-touch-icon.png", sizes: "180x180", type: "image/png" }];
  for (const icon of icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()["content-type"], icon.src).toBe(icon.type);
    const png = await response.body();
    // The PNG's IHDR: width and height, big-endian, at bytes 16 and 20.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`);
  expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));

  await page.goto(manifest.start_url);
  // The document links the manifest and names the bar's colour for both colour modes.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png");
  await expect(
    page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]'),
  ).toHaveAttribute("content", manifest.theme_color);
  await expect(
    page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]'),
  ).toHaveAttribute("content", /^#[0-9a-f]{6}$/);
  await serviceWorkerControls(page);
  // The start page, loaded before the worker controlled the tab, is fetched again and kept.
  await expect.poll(() => keptPages(page), KEPT_WAIT).toEqual(["/"]);
  // Chromium's own verdict on the manifest (what Lighthouse's installable-manifest audit read).
  const cdp = await context.newCDPSession(page);
  const { errors } = await cdp.send("Page.getAppManifest");
  expect(errors).toEqual([]);
  // And its installability check, the one Lighthouse's PWA audits ran before version 12.
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  expect(installabilityErrors).toEqual([]);

  // The worker answers the start page without a network: 200, from the worker.
  await context.setOffline(true);
  const offline = await page.goto(manifest.start_url);
  expect(offline?.status()).toBe(200);
  expect(offline?.fromServiceWorker()).toBe(true);
  await expect(productCards(page).first()).toBeVisible();
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
