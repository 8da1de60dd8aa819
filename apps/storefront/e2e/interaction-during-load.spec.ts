import { DEMO_CUSTOMER, signedInContext, tokenOf } from "./support/admin";
import { apiGet, cardPrices, productCards } from "./support/catalog";
import { DESKTOP, PHONE } from "./support/devices";
import { appStarted, expect, type Locator, type Page, test } from "./support/test";

// A shopper on a mid-range phone: the page paints from the server's HTML long before its script has
// run. Whatever they see, they can use at once: a tap, a key or a focus placed while the page is
// still loading and hydrating takes effect (links and fields are the browser's, every other control
// is a form's, which React replays: src/lib/early-form.ts, src/app/early-forms.ts). The CPU is
// slowed 4x (Chrome's own throttling), and each act comes at a set time after its element shows:
// from at once to a second and a half later, across the page's load, start-up and hydration.
const MOMENTS_MS = [0, 150, 400, 800, 1500];

// Each test loads pages on a CPU slowed 4x, several times over.
test.describe.configure({ timeout: 180_000 });

/** Slows the page's CPU as a mid-range phone's is, compared with this machine's. */
async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** The shopper's own pause between seeing the element and acting on it. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens a page and returns as soon as the browser has the first bytes of its HTML, not when it has loaded. */
async function startLoading(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: "commit" });
}

/** Sets a flag in the document: it survives navigations in the app, not a page load. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as { shopMark?: boolean }).shopMark = true;
  });
const documentMarked = (page: Page) =>
  page.evaluate(() => (window as { shopMark?: boolean }).shopMark === true);

/**
 * The scenario "after a client-side navigation" begins on a page the shopper has been reading for a
 * while, so a click on its link is the app's navigation: the test makes sure that the page it starts
 * from is in that state before the act it measures (never before the act itself).
 */
async function openInTheApp(page: Page, from: string, link: (page: Page) => Locator): Promise<void> {
  await page.goto(from);
  await appStarted(page);
  await markDocument(page);
  await link(page).click();
}

/** The first card of a listing: its title link. */
const firstCardLink = (page: Page) => productCards(page).first().getByRole("link");

/** A category of things sold by the piece (one step of 1 шт). */
const PIECES_CATEGORY = "teaware/cups";

/** The first product of {@link PIECES_CATEGORY}, the first card of its page. */
async function pieceProduct(page: Page): Promise<{ slug: string; title: string }> {
  const { member } = await apiGet<{ member: { slug: string; title: string }[] }>(
    page.request,
    `/catalog/products?itemsPerPage=1&category=${PIECES_CATEGORY}`,
  );
  const product = member[0];
  if (!product) throw new Error(`The seeded shop has nothing in ${PIECES_CATEGORY}`);
  return product;
}

test.describe("on a phone, with the CPU slowed 4x", () => {
  test.use({ ...PHONE, locale: "ru-RU" });

  for (const [name, path] of [
    ["the home page", "/"],
    ["a category page", "/catalog/tea"],
  ] as const) {
    test(`a tap on a product card of ${name} opens the product, whenever it comes`, async ({ page }) => {
      await slowCpu(page);
      for (const moment of MOMENTS_MS) {
        await startLoading(page, path);
        const link = firstCardLink(page);
        await link.waitFor();
        const title = (await link.textContent()) ?? "";
        await pause(moment);
        await link.tap();
        await expect(
          page.getByRole("heading", { level: 1 }),
          `a tap ${moment} ms after it showed`,
        ).toHaveText(title);
      }
    });
  }

  test("a sort chosen while a category page loads orders its products, whenever it comes", async ({
    page,
  }) => {
    await slowCpu(page);
    const sort = page.getByRole("combobox", { name: "Сортировка" });
    for (const moment of MOMENTS_MS) {
      await startLoading(page, "/catalog/tea");
      await sort.waitFor();
      await pause(moment);
      await sort.selectOption({ label: "Сначала дороже" });
      await expect(page, `a choice ${moment} ms after it showed`).toHaveURL(/[?&]sort=price-desc(&|$)/);
      await expect(sort).toHaveValue("price-desc");
      // The cards that show are the dearest first (the list before the choice was by number).
      await expect
        .poll(async () => {
          const prices = await cardPrices(page);
          return prices.length > 1 && prices.every((price, index) => (prices[index - 1] ?? price) >= price);
        })
        .toBe(true);
    }
  });

  test("a tap on «В корзину» adds the product, whenever it comes: on a direct load and after a navigation in the app", async ({
    page,
  }) => {
    await slowCpu(page);
    const product = await pieceProduct(page);
    const status = page.getByTestId("add-to-cart-status");
    const button = page.getByRole("button", { name: "В корзину" });
    for (const moment of MOMENTS_MS) {
      await startLoading(page, `/product/${product.slug}`);
      await button.waitFor();
      await pause(moment);
      await button.tap();
      await expect(status, `a tap ${moment} ms after it showed`).toContainText("Добавлено в корзину: 1 шт");
    }
    for (const moment of [0, 150]) {
      await openInTheApp(page, `/catalog/${PIECES_CATEGORY}`, firstCardLink);
      await button.waitFor();
      await pause(moment);
      await button.tap();
      await expect(status, `a tap ${moment} ms after it showed`).toContainText("Добавлено в корзину: 1 шт");
      expect(await documentMarked(page), "the product page was a navigation in the app").toBe(true);
    }
    // Every one of the seven taps is a line's worth of quantity in the cart.
    await page.goto("/cart");
    await expect(page.getByRole("spinbutton", { name: /Количество/ }).first()).toHaveValue("7");
  });
});

test.describe("forms on a phone, with the CPU slowed 4x", () => {
  test.use({ ...PHONE, locale: "ru-RU" });

  test("a filter ticked while a category page loads narrows its list, whenever it comes", async ({
    page,
  }) => {
    await slowCpu(page);
    const china = page.locator('[data-facet="country"] label:has([data-value="china"])');
    for (const moment of MOMENTS_MS) {
      await startLoading(page, "/catalog/tea");
      // On a phone the filters are folded under their summary, which the shopper opens first.
      const summary = page.locator("summary").filter({ hasText: "Категории и фильтры" });
      await summary.waitFor();
      await pause(moment);
      await summary.tap();
      await china.tap();
      await expect(page, `a tick ${moment} ms after the filters showed`).toHaveURL(
        /[?&]attributes\.country=china(&|$)/,
      );
      await expect(china.getByRole("checkbox")).toBeChecked();
    }
  });

  test("the email and password typed and «Войти» tapped while the login page loads sign the customer in, whenever it comes", async ({
    browser,
  }) => {
    for (const moment of [0, 400, 1500]) {
      const context = await browser.newContext({ ...PHONE, locale: "ru-RU" });
      try {
        const page = await context.newPage();
        await slowCpu(page);
        await startLoading(page, "/auth/login");
        const email = page.getByLabel("Email");
        await email.waitFor();
        await pause(moment);
        await email.fill(DEMO_CUSTOMER.email);
        await page.getByLabel("Пароль", { exact: true }).fill(DEMO_CUSTOMER.password);
        await page.getByRole("button", { name: "Войти" }).tap();
        await expect(
          page.getByRole("banner").getByRole("link", { name: "Личный кабинет" }),
          `signed in from a tap ${moment} ms after the form showed`,
        ).toBeVisible({ timeout: 30_000 });
        // Nothing of the form reached the address.
        expect(page.url()).not.toContain("password");
      } finally {
        await context.close();
      }
    }
  });
});

test.describe("on a desktop, with the CPU slowed 4x", () => {
  test.use({ ...DESKTOP, locale: "ru-RU" });

  test("a sort chosen the moment the select is parsed, before any script of the app has run, orders its products", async ({
    page,
  }) => {
    await slowCpu(page);
    // The earliest moment, not a helpful one, on a wide screen (whose side column opens once the
    // script has measured it, a render right after hydration): the page itself chooses as soon as
    // the select is in the document, while the HTML is still being parsed (React's replay of forms
    // is not listening yet), with the events selectOption and the browser fire for a choice: the
    // option selected, then `input`, then `change`. Playwright's own steps are round trips to the
    // page, too slow to come this early.
    await page.addInitScript(() => {
      const choose = () => {
        const label = Array.from(document.querySelectorAll("label")).find(
          (candidate) => candidate.textContent === "Сортировка",
        );
        const select = label?.control;
        const option =
          select instanceof HTMLSelectElement
            ? Array.from(select.options).find((candidate) => candidate.text === "Сначала дороже")
            : undefined;
        if (!(select instanceof HTMLSelectElement) || !option) {
          setTimeout(choose, 0);
          return;
        }
        (window as { chosenWhile?: DocumentReadyState }).chosenWhile = document.readyState;
        option.selected = true;
        select.dispatchEvent(new Event("input", { bubbles: true }));
        select.dispatchEvent(new Event("change", { bubbles: true }));
      };
      choose();
    });
    const sort = page.getByRole("combobox", { name: "Сортировка" });
    for (let load = 1; load <= 3; load++) {
      await startLoading(page, "/catalog/tea");
      await expect
        .poll(() => page.evaluate(() => (window as { chosenWhile?: string }).chosenWhile), {
          timeout: 60_000,
        })
        .toBeDefined();
      // The choice is taken once the page has hydrated, however long a loaded machine takes for it.
      await appStarted(page, 60_000);
      await expect(page, `load ${load}`).toHaveURL(/[?&]sort=price-desc(&|$)/);
      await expect(sort).toHaveValue("price-desc");
    }
  });
});

test.describe("with a keyboard, with the CPU slowed 4x", () => {
  test("Enter on a product link focused while the home page loads opens the product; the focus survives hydration", async ({
    page,
  }) => {
    await slowCpu(page);
    for (const moment of MOMENTS_MS) {
      await startLoading(page, "/");
      const link = firstCardLink(page);
      await link.waitFor();
      const title = (await link.textContent()) ?? "";
      await pause(moment);
      await link.focus();
      if (moment === 0) {
        // Focused before hydration: React hydrates the link where it is, and the focus stays on it.
        await appStarted(page);
        await expect(link).toBeFocused();
      }
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { level: 1 }), `Enter ${moment} ms after it showed`).toHaveText(
        title,
      );
    }
  });

  test("ArrowUp in the quantity field counts, whenever it comes: on a direct load and after a navigation in the app", async ({
    page,
  }) => {
    await slowCpu(page);
    const product = await pieceProduct(page);
    const quantity = page.getByRole("spinbutton", { name: "Количество" });
    const pressArrowUp = async (moment: number) => {
      await quantity.waitFor();
      await pause(moment);
      await quantity.focus();
      await page.keyboard.press("ArrowUp");
      await expect(quantity, `ArrowUp ${moment} ms after the field showed`).toHaveValue("2");
    };
    for (const moment of MOMENTS_MS) {
      await startLoading(page, `/product/${product.slug}`);
      await pressArrowUp(moment);
    }
    for (const moment of MOMENTS_MS) {
      await openInTheApp(page, `/catalog/${PIECES_CATEGORY}`, firstCardLink);
      await pressArrowUp(moment);
      expect(await documentMarked(page), "the product page was a navigation in the app").toBe(true);
    }
  });
});

test.describe("with a keyboard, on a product sold by the kilogram, with the CPU slowed 4x", () => {
  test.use({ locale: "ru-RU" });

  test("ArrowUp in the quantity counts 100 g, written with a decimal comma, whenever it comes", async ({
    page,
  }) => {
    await slowCpu(page);
    const { member } = await apiGet<{ member: { slug: string }[] }>(
      page.request,
      "/catalog/products?itemsPerPage=1&category=tea",
    );
    const tea = member[0];
    if (!tea) throw new Error("The seeded shop has no tea");
    const quantity = page.getByRole("spinbutton", { name: "Количество" });
    for (const moment of [0, 400, 800, 1500]) {
      await startLoading(page, `/product/${tea.slug}`);
      await quantity.waitFor();
      await pause(moment);
      await quantity.focus();
      await page.keyboard.press("ArrowUp");
      await expect(quantity, `ArrowUp ${moment} ms after the field showed`).toHaveValue("0,2");
      // Still so once the page runs, and in what the page counts (the line's total follows it).
      await appStarted(page);
      await expect(quantity).toHaveValue("0,2");
      await expect(quantity).toHaveAttribute("aria-valuenow", "0.2");
    }
  });
});

/**
 * Samples the page's main content every 25 ms from the first byte: once it has shown text, it must
 * never be empty again (an error screen thrown away and drawn again blinks out).
 */
async function watchMainContent(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { shown: false, blanks: 0 };
    (window as { mainContent?: typeof record }).mainContent = record;
    const sample = () => {
      const main = document.querySelector("main");
      // biome-ignore lint/performance/useDomNodeTextContent: what shows, not what the DOM holds.
      const text = main instanceof HTMLElement ? main.innerText.trim() : "";
      if (text) record.shown = true;
      else if (record.shown) record.blanks++;
    };
    setInterval(sample, 25);
  });
}

const mainContentRecord = (page: Page) =>
  page.evaluate(() => (window as { mainContent?: { shown: boolean; blanks: number } }).mainContent);

test.describe("the main content, sampled every 25 ms with the CPU slowed 4x", () => {
  for (const path of ["/", "/catalog/tea", "/search?q=чай", "/about", "/no-such-page"]) {
    test(`never goes blank once shown: ${path}`, async ({ page }) => {
      await watchMainContent(page);
      await slowCpu(page);
      await page.goto(path);
      await appStarted(page);
      await expect(page.locator("main h1").first()).toBeVisible();
      await expect(page.locator("main")).not.toBeEmpty();
      expect(await mainContentRecord(page)).toEqual({ shown: true, blanks: 0 });
    });
  }

  test("never goes blank once shown: the 403 screen of the admin panel to a customer", async ({
    browser,
    baseURL,
    request,
  }) => {
    const context = await signedInContext(
      browser,
      baseURL ?? "",
      await tokenOf(request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password),
    );
    const page = await context.newPage();
    await watchMainContent(page);
    await slowCpu(page);
    for (const path of ["/admin", "/admin/orders"]) {
      await page.goto(path);
      await expect(page.getByText("403")).toBeVisible();
      await appStarted(page);
      expect(await mainContentRecord(page), path).toEqual({ shown: true, blanks: 0 });
    }
    await context.close();
  });
});

/**
 * Each listing photo that has loaded, and whether the eye sees it at the centre of its box: the
 * topmost picture there is the photo, and nothing above it but the card's link (whose transparent
 * `::after` stretches over the card, so a tap anywhere on it opens the product).
 */
function loadedPhotos(page: Page) {
  return page.getByTestId("product-grid").evaluate((grid) =>
    [...grid.querySelectorAll<HTMLImageElement>("img:not([data-testid='image-placeholder'])")]
      .filter((image) => image.complete && image.naturalWidth > 0)
      .filter((image) => {
        const box = image.getBoundingClientRect();
        const centre = box.y + box.height / 2;
        return centre > 0 && centre < window.innerHeight;
      })
      .map((image) => {
        const box = image.getBoundingClientRect();
        const stack = document.elementsFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        const above = stack.slice(0, stack.indexOf(image));
        // The page's header stays at the top when it scrolls: a photo beneath it is covered, not hidden.
        const underHeader = Boolean(stack[0]?.closest("header"));
        const seen =
          underHeader || (stack.includes(image) && above.every((element) => element.tagName === "A"));
        return { src: image.currentSrc, seen, above: above.map((element) => element.tagName) };
      }),
  );
}

for (const [device, options] of [
  ["a phone", PHONE],
  ["a desktop", DESKTOP],
] as const) {
  test.describe(`listing photos on ${device}, without moving the pointer`, () => {
    test.use({ ...options, locale: "ru-RU" });
    for (const path of ["/", "/catalog/tea", "/search?q=чай"]) {
      test(`every loaded photo is what shows at its centre: ${path}`, async ({ page }) => {
        await page.goto(path);
        // The shopper scrolls to the products (on a phone the home page's are below the fold).
        await page.getByTestId("product-grid").scrollIntoViewIfNeeded();
        await expect.poll(async () => (await loadedPhotos(page)).length).toBeGreaterThan(0);
        const photos = await loadedPhotos(page);
        expect(photos.filter((photo) => !photo.seen)).toEqual([]);
      });
    }
  });
}

test.describe("listing photos with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });
  test("show the moment they load: no script lifts a cover off them", async ({ page }) => {
    await page.goto("/catalog/tea");
    await expect.poll(async () => (await loadedPhotos(page)).length).toBeGreaterThan(0);
    const photos = await loadedPhotos(page);
    expect(photos.filter((photo) => !photo.seen)).toEqual([]);
  });
});
