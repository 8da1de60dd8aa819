import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Locator,
  type Page,
} from "@playwright/test";
import { API_ORIGIN } from "./mailbox";
import { holdRequests } from "./network";

// Helpers of the admin panel specs: accounts and orders made through the real API, and browser
// contexts that are already signed in (the token cookie the login form would store).

/** The seeded staff account (apps/api README). */
export const STAFF = { email: "staff@example.com", password: "demo12345" } as const;
/** The seeded administrator: who sees a channel's orders, roles, the audit log. */
export const ADMIN = { email: "admin@example.com", password: "demo12345" } as const;
/**
 * The seeded customer. Only signed in, never changed: registering customers of their own would
 * spend the API's limit of registrations per address and hour, which the whole suite shares.
 */
export const DEMO_CUSTOMER = { email: "customer@example.com", password: "demo12345" } as const;

/** The body of a successful answer; anything else fails the test with what the API said. */
export async function answer<T>(response: {
  ok(): boolean;
  status(): number;
  url(): string;
  text(): Promise<string>;
}): Promise<T> {
  const text = await response.text();
  if (!response.ok()) throw new Error(`${response.status()} from ${response.url()}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * A bearer token of an account, signed in at the API itself: through the shop's `/api` a sign-in
 * answers the token only as an HttpOnly cookie, as a browser gets it.
 */
export async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  return (
    await answer<{ token: string }>(
      await request.post(`${API_ORIGIN}/api/auth`, { data: { username: email, password } }),
    )
  ).token;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * A browser context signed in with `token` (the `shop_token` cookie), made with `options` (a
 * device's viewport and touch, a locale). Close it when done.
 * @example
 *   const context = await signedInContext(browser, baseURL, token, PHONE);
 */
export async function signedInContext(
  browser: Browser,
  baseURL: string,
  token: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addCookies([{ name: "shop_token", value: encodeURIComponent(token), url: baseURL }]);
  return context;
}

/** An account signed in at the API for a test: its token, the API as it, and the panel in a browser. */
export interface SignedIn {
  token: string;
  /** The shop's API (`/api` + `path`) as this account: the answer's body, or a failure with what the API said. */
  call<T = unknown>(
    method: "get" | "post" | "put" | "patch" | "delete",
    path: string,
    data?: unknown,
  ): Promise<T>;
  /** A page in a new browser context signed in as this account, made with `options` (a device). Close its context when done. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /** A catalog section of the test's own, at the top level unless `parent` is given. */
  section(title: string, fields?: { slug?: string; parent?: number }): Promise<TestSection>;
  /**
   * A product of the test's own: in the catalog's first section and sold by the piece unless told
   * (`POST /catalog/admin/products`; a draft unless `published`). Its fields are the API's.
   */
  product<T = TestProduct>(fields: TestProductFields): Promise<T>;
}

export interface TestSection {
  id: number;
  slug: string;
  title: string;
}

export interface TestProduct {
  id: number;
  slug: string;
}

export interface TestProductFields {
  number: string;
  title: string;
  category?: number;
  defaultMeasure?: string;
  prices?: Record<string, Record<string, number>>;
  published?: boolean;
  description?: string;
}

/**
 * Signs `account` (staff unless told) in at the API, for a test's set-up and checks through the API
 * and for its pages in the panel, on any device.
 * @example
 *   const staff = await signIn({ browser, baseURL, request });
 *   const section = await staff.section(`Улуны ${word}`);
 *   const product = await staff.product({ number, title, category: section.id, published: true });
 *   const page = await staff.newPage(PHONE);
 */
export async function signIn(
  { browser, baseURL, request }: { browser: Browser; baseURL?: string; request: APIRequestContext },
  account: { email: string; password: string } = STAFF,
): Promise<SignedIn> {
  const token = await tokenOf(request, account.email, account.password);
  const call: SignedIn["call"] = async (method, path, data) =>
    answer(await request[method](`/api${path}`, { headers: bearer(token), data }));
  const firstSection = async () =>
    (await call<{ member: { id: number }[] }>("get", "/catalog/categories?itemsPerPage=1")).member[0]?.id;
  return {
    token,
    call,
    newPage: (options) => signedInPage(browser, baseURL, token, options),
    section: (title, fields) => call("post", "/catalog/admin/categories", { title, ...fields }),
    product: async (fields) =>
      call("post", "/catalog/admin/products", {
        defaultMeasure: "pcs",
        ...fields,
        category: fields.category ?? (await firstSection()),
      }),
  };
}

/**
 * A page in a new browser context signed in with `token` (a token kept from a `beforeAll`), made
 * with `options` (a device). Close its context when done; {@link signIn} opens a test's own.
 * @example
 *   const page = await signedInPage(browser, baseURL, adminToken, PHONE);
 */
export async function signedInPage(
  browser: Browser,
  baseURL: string | undefined,
  token: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  return (await signedInContext(browser, baseURL ?? "", token, options)).newPage();
}

interface Buyable {
  number: string;
  title: string;
  defaultMeasure: string;
}

/** The first products of the catalog that are sold in their default measure. */
export async function buyableProducts(request: APIRequestContext, count: number): Promise<Buyable[]> {
  const { member } = await answer<{
    member: (Buyable & { prices: { measure: { code: string }; price: number }[] })[];
  }>(await request.get("/api/catalog/products?itemsPerPage=20&sort[number]=asc"));
  const buyable = member.filter((product) =>
    product.prices.some((price) => price.measure.code === product.defaultMeasure && price.price > 0),
  );
  expect(buyable.length).toBeGreaterThanOrEqual(count);
  return buyable.slice(0, count);
}

export interface PlacedOrder {
  id: number;
  number: string;
  createdAt: string;
}

/**
 * Places an order of `products` (one of each, pickup, cash) as the account of `token` (staff, in
 * these specs: staff see their own orders as well as the channel's).
 */
export async function placeOrder(
  request: APIRequestContext,
  token: string,
  products: Buyable[],
  comment?: string,
): Promise<PlacedOrder> {
  const cart = await answer<{ "@id": string; totals: { totalAmount: number } }>(
    await request.post("/api/sales/carts/add", {
      headers: bearer(token),
      data: {
        currency: "RUB",
        items: products.map((product) => ({
          product: { number: product.number },
          measure: { code: product.defaultMeasure },
          quantity: 1,
        })),
      },
    }),
  );
  return answer<PlacedOrder>(
    await request.post("/api/sales/orders", {
      headers: { ...bearer(token), "Idempotency-Key": crypto.randomUUID() },
      data: {
        cart: cart["@id"],
        recipient: { name: "Анна", lastName: "Чайкина", email: "anna@example.com", phone: "+79161234567" },
        delivery: { method: "pickup" },
        payment: { method: "cash" },
        comment,
        expectedTotalAmount: cart.totals.totalAmount,
      },
    }),
  );
}

/**
 * Holds the panel's code (its `admin-*.js` chunks) on its way until the returned function is
 * called: the server's page is on screen, not yet hydrated, as on a slow phone.
 * @example
 *   const release = await holdPanelCode(page);
 *   await page.goto("/admin/products", { waitUntil: "domcontentloaded" });
 */
export const holdPanelCode = (page: Page): Promise<() => void> =>
  holdRequests(page, /\/assets\/admin-[^/]+\.js$/);

/**
 * Chooses the first catalog section in a product form, and waits for what it brings: the section's
 * attribute fields, which move the fields and buttons below them down. A person sees them come
 * before the next press; a press made the instant the section was chosen landed on the form instead
 * of «Создать товар» on a loaded CI machine.
 * @example
 *   await chooseFirstSection(page.getByTestId("product-form"));
 */
export async function chooseFirstSection(form: Locator): Promise<void> {
  await form.getByLabel("Раздел каталога").selectOption({ index: 1 });
  await expect(form.getByText("Сначала выберите раздел каталога")).toHaveCount(0);
}
