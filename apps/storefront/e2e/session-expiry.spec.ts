import { tokenOf } from "./support/admin";
import { newCustomer } from "./support/mailbox";
import {
  type APIRequestContext,
  appStarted,
  type BrowserContext,
  expect,
  type Page,
  test,
} from "./support/test";

// A 401 from any call logs out (SPEC.md sections 4 and 8): the token cookie goes, the cart on this
// device is cleared without saving, and a private page gives way to the logout page. The token
// stops working the ways it does in real life: the password changed on another device, or the
// cookie no longer holds a token the API signed.

/** Logs in through the form a fresh customer (support/mailbox.ts), so nothing else signs them out. */
async function logIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto("/auth/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Пароль", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Войти" }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function someProductSlug(request: APIRequestContext) {
  const { member } = await (
    await request.get("/api/catalog/products?itemsPerPage=1&sort[number]=asc")
  ).json();
  return member[0].slug as string;
}

const tokenCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === "shop_token");

/** Lines of the cart this device keeps (cart-core's localStorage entry). */
const localCartLines = (page: Page) =>
  page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem("shop.cart") ?? "null") as {
      cart?: { items?: Record<string, Record<string, unknown>> };
    } | null;
    return Object.values(stored?.cart?.items ?? {}).flatMap((measures) => Object.keys(measures)).length;
  });

/**
 * Watches the page's calls to the shop's API; the returned function waits until none has been on
 * its way for half a second. (The API's calls, not the whole network's quiet, which a loaded CI
 * machine once did not reach in a minute: what else the page loads is not the question here.)
 */
function watchApiCalls(page: Page): () => Promise<void> {
  const calls = new Set<object>();
  let lastActivity = Date.now();
  const settle = (call: object) => {
    calls.delete(call);
    lastActivity = Date.now();
  };
  page.on("request", (call) => {
    if (!new URL(call.url()).pathname.startsWith("/api/")) return;
    calls.add(call);
    lastActivity = Date.now();
  });
  page.on("requestfinished", settle);
  page.on("requestfailed", settle);
  return () =>
    expect.poll(() => calls.size === 0 && Date.now() - lastActivity >= 500, { timeout: 30_000 }).toBe(true);
}

/** Logged out: no token cookie, nothing in the local cart, the header offers to log in. */
async function expectLoggedOut(page: Page) {
  await expect.poll(() => tokenCookie(page.context())).toBeUndefined();
  await expect(page.getByTestId("cart-badge")).toHaveCount(0);
  expect(await localCartLines(page)).toBe(0);
  await expect(page.getByRole("banner").getByRole("link", { name: "Войти" })).toBeVisible();
}

test("a password changed on another device logs this one out at its next call", async ({ page, request }) => {
  const customer = await newCustomer(request, "expiry");
  await logIn(page, customer);
  await page.goto(`/product/${await someProductSlug(request)}`);
  // The cart is saved to the API two seconds after the click: this device is well signed in.
  const saved = page.waitForResponse(
    (response) => response.url().includes("/api/sales/carts") && response.ok(),
  );
  await page.getByRole("button", { name: "В корзину" }).click();
  await saved;
  await expect(page.getByTestId("cart-badge")).toContainText("1");
  expect(await localCartLines(page)).toBe(1);
  await page.getByRole("banner").getByRole("link", { name: "Личный кабинет" }).click();
  await expect(page).toHaveURL(/\/my\/profile$/);
  // The profile has loaded (its own call made): the next call is the one the shopper makes below.
  // (A loaded CI machine once changed the password while the profile's call was still on its way:
  // that call logged the page out, correctly, before the test's own.)
  await expect(page.getByRole("main").getByText(customer.email)).toBeVisible();

  // The other device: signs in and changes the password, which ends every other session.
  const token = await tokenOf(request, customer.email, customer.password);
  const changed = await request.patch("/api/user/profile/change-password", {
    data: { currentPassword: customer.password, plainPassword: "new-leaf-2027" },
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/merge-patch+json" },
  });
  expect(changed.status()).toBe(200);

  // The next call of this page (its purchases) answers 401.
  const refused = page.waitForResponse(
    (response) => response.url().includes("/api/sales/orders") && response.status() === 401,
  );
  await page.getByRole("complementary").getByRole("link", { name: "Покупки" }).click();
  await refused;
  await expect(page).toHaveURL(/\/logout$/);
  await expect(page.getByRole("heading", { level: 1, name: "Вы вышли из аккаунта" })).toBeVisible();
  await expectLoggedOut(page);
});

test("a token the API did not sign logs out at the cart's next save, leaving the visitor on the product", async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request, "expiry");
  await logIn(page, customer);
  const slug = await someProductSlug(request);
  // The page's own API calls (a product query refetched on mount) finish first: the next request
  // to carry the forged token must be the cart's save.
  const apiQuiet = watchApiCalls(page);
  await page.goto(`/product/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await appStarted(page);
  await apiQuiet();

  // The cookie now holds the real token with one claim changed: its signature no longer matches.
  const cookie = await tokenCookie(page.context());
  if (!cookie) throw new Error("no token cookie after login");
  const [header, payload, signature] = decodeURIComponent(cookie.value).split(".");
  const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
  const forged = Buffer.from(JSON.stringify({ ...claims, roles: ["ROLE_ADMIN"] })).toString("base64url");
  await page.context().addCookies([{ ...cookie, value: `${header}.${forged}.${signature}` }]);

  // Adding to the cart is local at once; its save to the API two seconds later answers 401.
  const refused = page.waitForResponse(
    (response) => response.url().includes("/api/sales/carts") && response.status() === 401,
  );
  await page.getByRole("button", { name: "В корзину" }).click();
  await refused;
  await expectLoggedOut(page);
  // A product page is open to anybody, so the visitor stays on it (SPEC.md section 4).
  await expect(page).toHaveURL(new RegExp(`/product/${slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a token the API refuses on a first page load gets the shop as a visitor and is cleared", async ({
  request,
}) => {
  const response = await request.get("/catalog", {
    headers: { cookie: "shop_token=expired-or-forged" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(200);
  expect(response.headers()["set-cookie"]).toContain(
    "shop_token=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0",
  );
  const html = await response.text();
  expect(html).toContain("<h1");
  expect(html).toMatch(/href="\/auth\/login"[^>]*>Войти</);
  // A private page sends the visitor to the login page instead of an error screen.
  const privatePage = await request.get("/my/profile", {
    headers: { cookie: "shop_token=expired-or-forged" },
    maxRedirects: 0,
  });
  expect(privatePage.status()).toBe(307);
  expect(privatePage.headers().location).toBe("/auth/login?back=%2Fmy%2Fprofile");
});
