import { readFileSync } from "node:fs";
import {
  ADMIN,
  answer,
  bearer,
  buyableProducts,
  DEMO_CUSTOMER,
  placeOrder,
  STAFF,
  signedInContext,
  tokenOf,
} from "./support/admin";
import { type APIRequestContext, expect, type Page, test } from "./support/test";

// WCAG 2.2 reflow (1.4.10) and SPEC.md's smallest breakpoint (xs, 320 px): no page scrolls sideways
// on a 320 px phone, nor in a 1280 px window zoomed to 200 % (a 640 CSS px viewport). Every page
// route of the router is visited, as the visitor who can see it. Each page is loaded once, on the
// phone, then its window is widened to 640 px, as zooming a loaded page resizes its viewport. The
// sweep runs in the light mode only: the dark mode changes colours and nothing else (the first test
// below holds the stylesheet to that; no component reads the mode to render, the theme switcher
// shows the stored preference, the same in either mode).

const PHONE = { width: 320, height: 640 };
const ZOOMED_WINDOW = { width: 640, height: 360 };

/** What the dark mode may set: colour tokens and the colour scheme (with Lightning CSS's light-dark() switches). */
const COLOUR_ONLY = /^(?:--colors-|--lightningcss-(?:light|dark)$|color-scheme$)/;

type Visitor = "anonymous" | "customer" | "staff" | "admin";

interface Fixtures {
  /** The number of an order of the staff account (its purchases and the admin panel show it). */
  orderNumber: string;
  orderId: number;
}

/** Every page route (as the router's generated tree names it), with the URL and visitor to try it as. */
const ROUTES: Record<string, { visitor: Visitor; url: (fixtures: Fixtures) => string }> = {
  "/": { visitor: "anonymous", url: () => "/" },
  "/catalog/$": { visitor: "anonymous", url: () => "/catalog/tea?attributes.country=china&page=2" },
  "/product/": { visitor: "anonymous", url: () => "/product" },
  "/product/$slug": { visitor: "anonymous", url: () => "/product/chzhu-e-tsin-pervyy-sort" },
  "/search": { visitor: "anonymous", url: () => "/search?q=чай" },
  "/about/": { visitor: "anonymous", url: () => "/about" },
  "/about/contacts": { visitor: "anonymous", url: () => "/about/contacts" },
  "/about/delivery": { visitor: "anonymous", url: () => "/about/delivery" },
  "/about/payment": { visitor: "anonymous", url: () => "/about/payment" },
  "/legal/": { visitor: "anonymous", url: () => "/legal" },
  "/legal/cookies": { visitor: "anonymous", url: () => "/legal/cookies" },
  "/legal/privacy-policy": { visitor: "anonymous", url: () => "/legal/privacy-policy" },
  "/legal/user-agreement": { visitor: "anonymous", url: () => "/legal/user-agreement" },
  "/uikit": { visitor: "anonymous", url: () => "/uikit" },
  "/auth/": { visitor: "anonymous", url: () => "/auth" },
  "/auth/login": { visitor: "anonymous", url: () => "/auth/login" },
  "/auth/register": { visitor: "anonymous", url: () => "/auth/register" },
  "/auth/restore": { visitor: "anonymous", url: () => "/auth/restore?mode=create" },
  "/cart": { visitor: "customer", url: () => "/cart" },
  "/checkout": { visitor: "customer", url: () => "/checkout" },
  "/my/": { visitor: "customer", url: () => "/my" },
  "/my/profile/": { visitor: "customer", url: () => "/my/profile" },
  "/my/profile/edit": { visitor: "customer", url: () => "/my/profile/edit" },
  "/my/profile/change-email": { visitor: "customer", url: () => "/my/profile/change-email" },
  "/my/profile/change-password": { visitor: "customer", url: () => "/my/profile/change-password" },
  "/my/purchases/": { visitor: "staff", url: () => "/my/purchases" },
  "/my/purchases/$slug": { visitor: "staff", url: ({ orderNumber }) => `/my/purchases/${orderNumber}` },
  "/admin/": { visitor: "staff", url: () => "/admin" },
  "/admin/orders/": { visitor: "staff", url: () => "/admin/orders" },
  "/admin/orders/$id": { visitor: "staff", url: ({ orderId }) => `/admin/orders/${orderId}` },
  "/admin/order-statuses/": { visitor: "staff", url: () => "/admin/order-statuses" },
  "/admin/order-statuses/new": { visitor: "staff", url: () => "/admin/order-statuses/new" },
  "/admin/order-statuses/$id": { visitor: "staff", url: () => "/admin/order-statuses/1" },
  "/admin/sales-channels/": { visitor: "staff", url: () => "/admin/sales-channels" },
  "/admin/sales-channels/new": { visitor: "staff", url: () => "/admin/sales-channels/new" },
  "/admin/sales-channels/$id": { visitor: "staff", url: () => "/admin/sales-channels/1" },
  "/admin/trading-contracts/": { visitor: "staff", url: () => "/admin/trading-contracts" },
  "/admin/trading-contracts/new": { visitor: "staff", url: () => "/admin/trading-contracts/new" },
  "/admin/trading-contracts/$id": { visitor: "staff", url: () => "/admin/trading-contracts/1" },
  "/admin/products/": { visitor: "staff", url: () => "/admin/products" },
  "/admin/products/new": { visitor: "staff", url: () => "/admin/products/new" },
  "/admin/products/$id": { visitor: "staff", url: () => "/admin/products/1" },
  "/admin/categories/": { visitor: "staff", url: () => "/admin/categories" },
  "/admin/categories/$id": { visitor: "staff", url: () => "/admin/categories/1" },
  "/admin/imports": { visitor: "staff", url: () => "/admin/imports" },
  "/admin/translations": { visitor: "staff", url: () => "/admin/translations" },
  "/admin/intl/$list": { visitor: "staff", url: () => "/admin/intl/currencies" },
  // For administrators only (other staff get the 403 screen).
  "/admin/audit-log": { visitor: "admin", url: () => "/admin/audit-log" },
};

/** Routes that answer no page: files for crawlers and marketplaces, and logout (which only signs out and leaves). */
const NOT_PAGES = /\.(xml|txt|yml)$|^\/logout$/;

test("the sweep below covers every page route of the router", () => {
  const tree = readFileSync(new URL("../src/routeTree.gen.ts", import.meta.url), "utf8");
  const union = /fullPaths:\s*((?:\|\s*'[^']*'\s*)+)/.exec(tree)?.[1] ?? "";
  const paths = [...union.matchAll(/'([^']*)'/g)].map(([, path]) => path ?? "");
  expect(paths.length).toBeGreaterThan(30);
  // A parent whose index route exists ('/admin' and '/admin/') is one page.
  const pages = paths.filter((path) => !NOT_PAGES.test(path) && !paths.includes(`${path}/`));
  expect(pages.filter((path) => !(path in ROUTES))).toEqual([]);
});

/** How far the page scrolls sideways, and the elements that reach past the viewport's right edge. */
function overflowOf(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const edge = root.clientWidth;
    const tooWide = [...document.body.querySelectorAll<HTMLElement>("*")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > edge + 0.5;
      })
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${element.className}`,
      );
    return { sideways: root.scrollWidth - edge, tooWide };
  });
}

/** What the pages of a visitor need: a placed order (staff) or a line in the cart (customer). */
async function fixturesFor(visitor: Visitor, request: APIRequestContext): Promise<Fixtures> {
  const fixtures: Fixtures = { orderNumber: "", orderId: 0 };
  if (visitor !== "staff" && visitor !== "customer") return fixtures;
  const [product] = await buyableProducts(request, 1);
  if (!product) throw new Error("the catalog has no product to order");
  if (visitor === "staff") {
    const staffToken = await tokenOf(request, STAFF.email, STAFF.password);
    const order = await placeOrder(request, staffToken, [product]);
    return { orderNumber: order.number, orderId: order.id };
  }
  // The customer's cart holds a line, so the cart and checkout pages show their full forms.
  const customerToken = await tokenOf(request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await answer(
    await request.post("/api/sales/carts/add", {
      headers: bearer(customerToken),
      data: {
        currency: "RUB",
        items: [
          { product: { number: product.number }, measure: { code: product.defaultMeasure }, quantity: 1 },
        ],
      },
    }),
  );
  return fixtures;
}

const ACCOUNTS = { customer: DEMO_CUSTOMER, staff: STAFF, admin: ADMIN } as const;

test("the dark mode changes colours only, so the sweep below need not repeat in it", async ({ page }) => {
  await page.goto("/");
  const darkDeclarations = await page.evaluate(() => {
    const declarations = new Set<string>();
    const visit = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule && /data-color-mode\s*=\s*"?dark/.test(rule.selectorText)) {
          for (const property of rule.style) declarations.add(property);
        }
        if ("cssRules" in rule && rule.cssRules instanceof CSSRuleList) visit(rule.cssRules);
      }
    };
    for (const sheet of document.styleSheets) visit(sheet.cssRules);
    return [...declarations];
  });
  // The preset's dark tokens are there (an empty list would prove nothing)...
  expect(darkDeclarations).toContain("--colors-bg-canvas");
  // ...and nothing that takes up room.
  expect(darkDeclarations.filter((property) => !COLOUR_ONLY.test(property))).toEqual([]);
});

// One test per visitor: each loads a few dozen pages at most, so a busy machine slows each one
// without pushing a single sweep of all 47 pages past its time.
for (const visitor of ["anonymous", "customer", "staff", "admin"] as const) {
  const routes = Object.entries(ROUTES).filter(([, route]) => route.visitor === visitor);
  test(`no page of ${visitor === "anonymous" ? "a visitor" : `the ${visitor}`} scrolls sideways on a 320 px phone, nor zoomed to 640 px`, async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const fixtures = await fixturesFor(visitor, request);
    const context =
      visitor === "anonymous"
        ? await browser.newContext({ viewport: PHONE })
        : await signedInContext(
            browser,
            baseURL ?? "",
            await tokenOf(request, ACCOUNTS[visitor].email, ACCOUNTS[visitor].password),
          );
    const overflowing: string[] = [];
    const check = async (page: Page, route: string, url: string, width: number) => {
      const { sideways, tooWide } = await overflowOf(page);
      if (sideways > 0)
        overflowing.push(`${route} (${url}) at ${width} px: ${sideways} px, ${tooWide.join(", ")}`);
    };
    try {
      for (const [route, { url }] of routes) {
        const page = await context.newPage();
        await page.setViewportSize(PHONE);
        await page.goto(url(fixtures));
        await expect(page.locator("html")).toHaveAttribute("data-color-mode", "light");
        await expect(page.locator("h1").first()).toBeVisible({ timeout: 15_000 });
        await page.waitForLoadState("networkidle");
        await check(page, route, url(fixtures), PHONE.width);
        await page.setViewportSize(ZOOMED_WINDOW);
        // The layout answers the new width (media queries, and scripts that measure on resize)
        // before it is read: two frames.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        await check(page, route, url(fixtures), ZOOMED_WINDOW.width);
        await page.close();
      }
    } finally {
      await context.close();
    }
    expect(overflowing).toEqual([]);
  });
}

test("a section titled with one long word does not widen the home page at 640 px", async ({
  browser,
  request,
}) => {
  // Staff name sections freely: a top-level section of one long word once made the home page's
  // tiles wider than a 1280 px window at 200 %.
  const staffToken = await tokenOf(request, STAFF.email, STAFF.password);
  const created = await answer<{ id: number }>(
    await request.post("/api/catalog/admin/categories", {
      headers: bearer(staffToken),
      data: { title: `Переименованныйразделсоченьдлиннымназванием${Date.now()}` },
    }),
  );
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.setViewportSize({ width: 640, height: 360 });
    await page.goto("/");
    await expect(page.getByTestId("home-categories")).toContainText("Переименованныйраздел");
    expect(await overflowOf(page)).toEqual({ sideways: 0, tooWide: [] });
  } finally {
    await context.close();
    await request.delete(`/api/catalog/admin/categories/${created.id}`, { headers: bearer(staffToken) });
  }
});
