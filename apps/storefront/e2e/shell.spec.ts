import { STAFF, signedInContext, tokenOf } from "./support/admin";
import { expectNoAxeViolationsInEitherMode } from "./support/axe";
import { holdRequests } from "./support/network";
import { expect, type Page, test } from "./support/test";

const CUSTOMER = { email: "customer@example.com", password: "demo12345" };

async function logIn(page: Page, { rememberMe = false } = {}) {
  await page.getByLabel("Email").fill(CUSTOMER.email);
  await page.getByLabel("Пароль", { exact: true }).fill(CUSTOMER.password);
  if (rememberMe) await page.getByText("Запомнить меня").click();
  await page.getByRole("button", { name: "Войти" }).click();
}

test("an anonymous visitor of a private page logs in and comes back to it", async ({ page }) => {
  await page.goto("/my/profile");
  await expect(page).toHaveURL(/\/auth\/login\?back=%2Fmy%2Fprofile$/);
  await expect(page).toHaveTitle("Вход — Чайная лавка");

  await logIn(page);
  await expect(page).toHaveURL(/\/my\/profile$/);
  await expect(page.getByRole("heading", { level: 1, name: "Профиль" })).toBeVisible();
  await expect(page.getByText(CUSTOMER.email)).toBeVisible();
  await expect(page.getByRole("link", { name: "Личный кабинет" })).toBeVisible();
});

test("a logged-in customer who opens the login page is sent to the start page", async ({ page }) => {
  await page.goto("/auth/login");
  await logIn(page);
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/auth/login");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/$/);
});

test("a back URL that leaves the site is not followed", async ({ page }) => {
  await page.goto("/auth/login?back=%2F%2Fevil.example%2F");
  await logIn(page);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test("wrong credentials are listed on the form and shown as a toast; navigating clears the list", async ({
  page,
}) => {
  await page.goto("/auth/login");
  await page.getByLabel("Email").fill(CUSTOMER.email);
  await page.getByLabel("Пароль", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Войти" }).click();
  const errors = page.getByTestId("auth-errors");
  await expect(errors).toBeVisible();
  await expect(page.getByRole("region", { name: "Уведомления" }).getByText("Ошибка")).toBeVisible();

  await page.getByRole("link", { name: "Чайная лавка" }).first().click();
  await page.goBack();
  await expect(errors).toHaveCount(0);
});

test("an error answer with nothing readable in it is told in words, never as a message key", async ({
  page,
}) => {
  // A gateway in front of the API answering with its own HTML page, or an empty body: the shop's
  // own servers always answer problem+json, so the browser's request is answered here instead.
  const answers = [
    { status: 502, contentType: "text/html", body: "<html><body><h1>502 Bad Gateway</h1></body></html>" },
    { status: 500, contentType: "application/json", body: "" },
  ];
  await page.goto("/auth/login");
  for (const answer of answers) {
    await page.route("**/api/auth", (route) => route.fulfill(answer), { times: 1 });
    await page.getByLabel("Email").fill(CUSTOMER.email);
    await page.getByLabel("Пароль", { exact: true }).fill(CUSTOMER.password);
    await page.getByRole("button", { name: "Войти" }).click();
    const toast = page.getByRole("region", { name: "Уведомления" }).getByRole("alert").last();
    await expect(toast).toContainText("Ошибка");
    await expect(toast).toContainText("Что-то пошло не так. Попробуйте ещё раз.");
    await expect(page.getByTestId("auth-errors")).toContainText("Что-то пошло не так. Попробуйте ещё раз.");
    await expect(page.locator("body")).not.toContainText("common.");
  }
});

test("a form's button works before the page's script has run: the press is taken once it has, nothing is posted or put in the address", async ({
  page,
}) => {
  // The page's scripts are held back until the server's HTML has been used.
  const release = await holdRequests(page, "**/assets/*.js");
  const posted: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && !request.url().includes("/api/")) posted.push(request.url());
  });
  await page.goto("/auth/login", { waitUntil: "domcontentloaded" });
  const submit = page.getByRole("button", { name: "Войти" });
  await expect(submit).toBeEnabled();
  await page.getByLabel("Email").fill(CUSTOMER.email);
  await page.getByLabel("Пароль", { exact: true }).fill(CUSTOMER.password);
  await submit.click();
  // Still the login page, as it was: React keeps the press for the form until it has hydrated.
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Вход" })).toBeVisible();
  release();
  await expect(page.getByRole("banner").getByRole("link", { name: "Личный кабинет" })).toBeVisible();
  expect(posted).toEqual([]);
  expect(page.url()).not.toContain(CUSTOMER.password);
});

test("an empty login form says what is missing instead of calling the API", async ({ page }) => {
  await page.goto("/auth/login");
  await page.getByRole("button", { name: "Войти" }).click();
  await expect(page.getByText("Заполните поле")).toHaveCount(2);
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test("logging out ends the token on the server, forgets it and lands on the logout page", async ({
  page,
  context,
  request,
}) => {
  await page.goto("/auth/login?back=%2Fmy%2Fprofile");
  await logIn(page);
  await expect(page).toHaveURL(/\/my\/profile$/);
  const token = decodeURIComponent(
    (await context.cookies()).find((cookie) => cookie.name === "shop_token")?.value ?? "",
  );
  const bearer = { Authorization: `Bearer ${token}` };
  expect((await request.get("/api/user/profile", { headers: bearer })).status()).toBe(200);
  await page.getByRole("button", { name: "Выйти", exact: true }).click();
  await expect(page).toHaveURL(/\/logout$/);
  await expect(page.getByRole("heading", { level: 1, name: "Вы вышли из аккаунта" })).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === "shop_token")).toBeUndefined();
  // Whoever copied the token before the logout gets nothing with it now.
  expect((await request.get("/api/user/profile", { headers: bearer })).status()).toBe(401);
  await page.goto("/my/profile");
  await expect(page).toHaveURL(/\/auth\/login/);
});

test("the token cookie is out of reach of the page's scripts, and its body never reaches the browser", async ({
  page,
  context,
}) => {
  await page.goto("/auth/login");
  const signIn = page.waitForResponse((response) => response.url().endsWith("/api/auth"));
  await logIn(page);
  const answer = await signIn;
  expect(await answer.json()).toEqual({});
  await expect(page).toHaveURL(/\/$/);
  const cookie = (await context.cookies()).find((candidate) => candidate.name === "shop_token");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  expect(await page.evaluate(() => document.cookie)).not.toContain("shop_token");
  // Signed in all the same: the shop's server sends the cookie's token on to the API.
  await page.goto("/my/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Профиль" })).toBeVisible();
});

test("the token cookie is Secure when the shop is reached over HTTPS", async ({ request }) => {
  const response = await request.post("/api/auth", {
    data: { username: "customer@example.com", password: "demo12345" },
    headers: { "Content-Type": "application/ld+json", "X-Forwarded-Proto": "https" },
  });
  expect(response.status()).toBe(200);
  const cookies = response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === "set-cookie")
    .map(({ value }) => value);
  expect(cookies).toEqual([
    expect.stringMatching(/^shop_token=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Secure$/),
    // The device token of this sign-in (against targeted lockouts), for the sign-in alone.
    expect.stringMatching(
      /^shop_device=[^;]+; Path=\/api\/auth; HttpOnly; SameSite=Strict; Max-Age=\d+; Secure$/,
    ),
  ]);
});

test("remember-me keeps the token for a year; without it the cookie ends with the session", async ({
  page,
  context,
}) => {
  await page.goto("/auth/login");
  await logIn(page);
  await expect(page).toHaveURL(/\/$/);
  const sessionCookie = (await context.cookies()).find((cookie) => cookie.name === "shop_token");
  expect(sessionCookie?.expires).toBe(-1);
  expect(sessionCookie?.sameSite).toBe("Lax");
  // The token itself lives as long as the cookie was meant to (SPEC.md sections 4 and 9): a day...
  expect(tokenLifetimeDays(sessionCookie?.value)).toBe(1);

  await context.clearCookies();
  await page.goto("/auth/login");
  await logIn(page, { rememberMe: true });
  await expect(page).toHaveURL(/\/$/);
  const lasting = (await context.cookies()).find((cookie) => cookie.name === "shop_token");
  const days = ((lasting?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);
  // ...and a year when remembered, or the API would refuse it the next day and log the customer out.
  expect(tokenLifetimeDays(lasting?.value)).toBe(365);
});

/** Days between a JWT's `iat` and `exp` claims (the cookie holds the token URL-encoded). */
function tokenLifetimeDays(cookieValue: string | undefined): number {
  const payload = decodeURIComponent(cookieValue ?? "").split(".")[1] ?? "";
  const { iat, exp } = JSON.parse(Buffer.from(payload, "base64url").toString()) as {
    iat: number;
    exp: number;
  };
  return (exp - iat) / 86_400;
}

test("an unknown page shows the 404 screen to anyone, with the anonymous marker on the body", async ({
  page,
}) => {
  await page.goto("/no-such-page");
  await expect(page).toHaveURL(/\/no-such-page$/);
  await expect(page.getByRole("heading", { level: 1, name: "Страница не найдена" })).toBeVisible();
  await expect(page.getByTestId("error-code")).toContainText("404");
  await expect(page).toHaveTitle("Страница не найдена — Чайная лавка");
  await expect(page.locator("body")).toHaveClass(/error-page--anonymous/);
  await page.getByRole("link", { name: "На главную" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("body")).not.toHaveClass(/error-page--anonymous/);
});

test("the colour mode chosen in the footer survives a reload", async ({ page }) => {
  await page.goto("/");
  // The radios are visually hidden inside their labels, which are what a visitor clicks.
  await page.locator("label", { hasText: "Тёмная" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-color-mode", "dark");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-color-mode", "dark");
  await expect(page.getByRole("radio", { name: "Тёмная" })).toBeChecked();
  await page.locator("label", { hasText: "Светлая" }).click();
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-color-mode", "light");
});

test("the shell pages have no accessibility violations in either colour mode", async ({ page }) => {
  // Three pages, each scanned by axe: on a busy machine that takes longer than one page's 30 s.
  test.setTimeout(90_000);
  for (const path of ["/auth/login", "/logout", "/no-such-page"]) {
    await page.goto(path);
    await expect(page.locator("h1")).toBeVisible();
    await expectNoAxeViolationsInEitherMode(page);
  }
});

test("a session that cannot load is a failed start: logged in the console, then the error screen", async ({
  browser,
  request,
  baseURL,
}) => {
  const context = await signedInContext(
    browser,
    baseURL as string,
    await tokenOf(request, STAFF.email, STAFF.password),
  );
  const page = await context.newPage();
  const logged: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") logged.push(message.text());
  });
  await page.goto("/");
  // The panel starts from a session of its own, which the API fails to give here.
  await page.route(
    (url) => url.pathname === "/api/core/session/session" && url.search.includes("admin-panel"),
    (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/problem+json",
        body: JSON.stringify({
          type: "about:blank",
          title: "Ошибка сервера",
          status: 500,
          detail: "База данных недоступна.",
        }),
      }),
  );
  await page.getByRole("link", { name: "Панель управления" }).click();
  await expect(page.getByRole("main").getByText("База данных недоступна.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Панель управления" })).toHaveCount(0);
  expect(logged.filter((text) => text.startsWith("[shop] the app could not start:"))).toHaveLength(1);
  await context.close();
});

test("the error screen's header is the shop's own words for the code, never an HTTP reason phrase", async ({
  page,
}) => {
  // A gateway's bare answers, whose only words are the status line's "Forbidden" and
  // "Internal Server Error".
  for (const [status, header] of [
    [403, "Доступ запрещён"],
    [500, "Ошибка сервера"],
  ] as const) {
    await page.goto("/");
    await page.route("**/api/catalog/products?**", (route) => route.fulfill({ status, body: "" }));
    await page.getByRole("navigation", { name: "Каталог" }).getByRole("link", { name: "Чай" }).click();
    const screen = page.getByRole("main");
    await expect(screen.getByRole("heading", { level: 1 })).toHaveText(header);
    await expect(screen).toContainText("Что-то пошло не так. Попробуйте ещё раз.");
    await expect(page.locator("body")).not.toContainText(/Forbidden|Internal Server Error/);
    await page.unrouteAll();
  }
});

test("the first Tab shows a skip link that takes the keyboard past the header to the content", async ({
  page,
}) => {
  await page.goto("/catalog/tea");
  await page.waitForLoadState("networkidle");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Перейти к содержимому" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  // The next Tab goes on inside the content, not back to the header's search.
  await page.keyboard.press("Tab");
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
});
