import { DEMO_CUSTOMER, STAFF, tokenOf } from "./support/admin";
import { apiGet } from "./support/catalog";
import { addressesAccepting } from "./support/network";
import { type APIRequestContext, expect, type Page, test } from "./support/test";

// The production server as a browser meets it: security headers that the page lives with (the
// CSP's nonce lets the page's inline scripts run, nothing is blocked), the status of routes,
// precompressed and long-cached assets.

/** Records every CSP violation the page reports, from before its first script. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
    ...console,
  ];
}

test("pages run under a strict CSP: the inline scripts with the response's nonce run and nothing is blocked", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const response = await page.goto("/");
  const headers = response?.headers() ?? {};
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]+=*'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=()");

  // Set only by the inline colour-mode script in the page's head, before React starts.
  await expect(page.locator("html")).toHaveAttribute("data-color-mode", /^(light|dark)$/);
  await expect(page.getByRole("banner")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await violations()).toEqual([]);
});

test("the colour-mode script would not run without the response's nonce", async ({ page }) => {
  // The same page with another nonce in the CSP: proof that the header is what lets it run.
  await page.route("/", async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    headers["content-security-policy"] = (headers["content-security-policy"] ?? "").replace(
      /'nonce-[^']+'/,
      "'nonce-AAAAAAAAAAAAAAAAAAAAAA=='",
    );
    await route.fulfill({ response, headers });
  });
  const violations = await watchViolations(page);
  await page.goto("/");
  await expect.poll(violations).toContainEqual(expect.stringMatching(/^script-src(-elem)? inline$/));
});

test("known routes answer 200, unknown ones 404 with the error screen", async ({ page, request }) => {
  for (const path of ["/", "/catalog", "/cart", "/search", "/auth/login", "/my/profile"]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  const response = await page.goto("/no-such-page/at-all");
  expect(response?.status()).toBe(404);
  expect(response?.headers()["content-type"]).toContain("text/html");
  await expect(page.getByTestId("error-code")).toContainText("404");
});

// What a crawler, a link preview or a cache meets: the server's own answer, redirects not followed.

/** The first answer to a page request, as the visitor of `token` (anonymous without one). */
const firstAnswer = (request: APIRequestContext, path: string, token?: string) =>
  request.get(path, {
    maxRedirects: 0,
    headers: token ? { cookie: `shop_token=${encodeURIComponent(token)}` } : {},
  });

/** Where a redirect leads, as a path with its query. */
const locationOf = (response: { headers(): Record<string, string> }) => {
  const url = new URL(response.headers().location ?? "", "http://shop.invalid");
  return `${url.pathname}${url.search}`;
};

test("an unknown route, product or category answers 404 with the error screen in its HTML, no canonical link and noindex", async ({
  request,
}) => {
  for (const path of [
    "/no-such-page/at-all",
    "/product/no-such-product-999",
    "/catalog/tea/no-such-category",
  ]) {
    const response = await firstAnswer(request, path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()["content-type"], path).toContain("text/html");
    const html = await response.text();
    expect(html.match(/<title>([^<]*)<\/title>/)?.[1], path).toBe("Страница не найдена — Чайная лавка");
    expect(html.match(/data-testid="error-code"><span[^>]*>(\d+)</)?.[1], path).toBe("404");
    expect(html.match(/<link[^>]*rel="canonical"[^>]*>/)?.[0], path).toBeUndefined();
    // Nor an Open Graph address (it would name the home page), and it is not for an index.
    expect(html.match(/<meta[^>]*property="og:url"[^>]*>/)?.[0], path).toBeUndefined();
    expect(html, path).toMatch(/<meta name="robots" content="noindex"[ />]/);
  }
});

test("the fixed redirects of SPEC.md answer 301 to pages that answer 200", async ({ request }) => {
  const token = await tokenOf(request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const redirects: [from: string, to: string, token?: string][] = [
    ["/product", "/catalog"],
    ["/legal", "/legal/privacy-policy"],
    ["/auth", "/auth/login"],
    // A customer's own: a visitor is asked to log in first (below).
    ["/my", "/my/profile", token],
  ];
  for (const [from, to, asCustomer] of redirects) {
    const response = await firstAnswer(request, from, asCustomer);
    expect(response.status(), from).toBe(301);
    expect(locationOf(response), from).toBe(to);
    expect((await firstAnswer(request, to, asCustomer)).status(), to).toBe(200);
  }
});

test("a private page sends a visitor without a token to the login page, which brings them back", async ({
  request,
}) => {
  const privatePages = [
    "/my",
    "/my/profile/edit",
    "/my/purchases?page=2",
    "/my/purchases/no-such-order",
    "/checkout",
    "/admin/orders",
  ];
  for (const path of privatePages) {
    const response = await firstAnswer(request, path);
    // Temporary: once logged in, the same address is the page itself.
    expect(response.status(), path).toBe(307);
    expect(locationOf(response), path).toBe(`/auth/login?back=${encodeURIComponent(path)}`);
  }
  const login = await firstAnswer(request, "/auth/login?back=%2Fcheckout");
  expect(login.status()).toBe(200);
  expect(await login.text()).toMatch(/<input[^>]*type="password"/);
});

test("a signed-in visitor's pages are never stored; a visitor's public pages are checked each time", async ({
  request,
}) => {
  const [customer, staff] = await Promise.all(
    [DEMO_CUSTOMER, STAFF].map((account) => tokenOf(request, account.email, account.password)),
  );
  const { member } = await apiGet<{ member: { slug: string }[] }>(
    request,
    "/catalog/products?itemsPerPage=1",
  );
  const product = `/product/${member[0]?.slug}`;
  const cases: [path: string, token: string | undefined, status: number, cacheControl: string][] = [
    ["/my/profile", customer, 200, "private, no-store"],
    ["/my/purchases", customer, 200, "private, no-store"],
    ["/checkout", customer, 200, "private, no-store"],
    // The public pages too, once they are rendered for a customer (their name, their prices).
    ["/", customer, 200, "private, no-store"],
    ["/catalog/tea", customer, 200, "private, no-store"],
    [product, customer, 200, "private, no-store"],
    // The panel refuses a customer, and that answer is theirs alone as well.
    ["/admin/orders", customer, 403, "private, no-store"],
    ["/admin/orders", staff, 200, "private, no-store"],
    ["/", undefined, 200, "no-cache"],
    ["/catalog/tea", undefined, 200, "no-cache"],
    [product, undefined, 200, "no-cache"],
    ["/search?q=%D1%87%D0%B0%D0%B9", undefined, 200, "no-cache"],
    ["/about/contacts", undefined, 200, "no-cache"],
    ["/auth/login", undefined, 200, "no-cache"],
  ];
  for (const [path, token, status, cacheControl] of cases) {
    const what = `${path} ${token === customer ? "as the customer" : token ? "as staff" : "anonymously"}`;
    const response = await firstAnswer(request, path, token);
    expect(response.status(), what).toBe(status);
    expect(response.headers()["cache-control"], what).toBe(cacheControl);
  }
});

test("assets are precompressed, cached for a year, and a missing one is not the shell", async ({
  page,
  request,
}) => {
  const scripts: Array<Promise<{ path: string; size: number }>> = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    const path = new URL(response.url()).pathname;
    scripts.push(response.body().then((body) => ({ path, size: body.length })));
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  // The largest: files under 256 bytes (the entry's import stub) are not worth compressing.
  const [script] = (await Promise.all(scripts))
    .filter(({ path }) => path.startsWith("/assets/"))
    .sort((a, b) => b.size - a.size)
    .map(({ path }) => path);
  expect(script).toBeDefined();

  for (const encoding of ["br", "gzip"]) {
    const answer = await request.get(script ?? "", { headers: { "Accept-Encoding": encoding } });
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-encoding"]).toBe(encoding);
    expect(answer.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers().vary).toBe("Accept-Encoding");
  }
  const stale = await request.get("/assets/index-00000000.js");
  expect(stale.status()).toBe(404);
  expect(stale.headers()["content-type"]).not.toContain("text/html");
});

test("a malformed token cookie is no token: pages and API calls answer as for a visitor, and the cookie is cleared", async ({
  request,
}) => {
  for (const value of ["%E0%A4%A", "x".repeat(5000), "not-a-token"]) {
    for (const path of ["/", "/catalog/tea", "/api/core/session/session"]) {
      const response = await request.get(path, {
        headers: { Cookie: `shop_token=${value}` },
        maxRedirects: 0,
      });
      expect(response.status(), `${path} with ${value.slice(0, 12)}`).toBe(200);
      expect(response.headers()["set-cookie"], path).toContain(
        "shop_token=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0",
      );
    }
    const session = await request.get("/api/core/session/session", {
      headers: { Cookie: `shop_token=${value}` },
    });
    expect((await session.json()).authorized).toBe(false);
  }
});

test("no sign-in answer through the shop carries the token, however its path is spelled", async ({
  request,
}) => {
  const credentials = { username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password };
  for (const path of ["/api/auth", "/api/%61uth", "/api/./auth"]) {
    const response = await request.post(path, { data: credentials });
    expect(response.status(), path).toBe(200);
    expect(await response.json(), path).not.toHaveProperty("token");
    expect(response.headers()["set-cookie"], path).toMatch(/^shop_token=[\w.-]+;.*HttpOnly/);
  }
  for (const path of ["/api/au%09th", "/api/auth%20", "/api/auth%0A"]) {
    const response = await request.post(path, { data: credentials });
    expect(response.status(), path).toBe(400);
    expect(await response.text(), path).not.toContain("token");
  }
});

test("absolute URLs come from PUBLIC_URL: another Host is 421, never a canonical link or sitemap of its own", async ({
  request,
  baseURL,
}) => {
  for (const path of ["/", "/robots.txt", "/sitemap.xml", "/api/health"]) {
    const response = await request.get(path, { headers: { Host: "attacker.example" } });
    expect(response.status(), path).toBe(421);
    expect(await response.text(), path).not.toContain("attacker.example");
  }
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("a development shop listens on loopback alone: its mailbox of mailed codes is not open to the network", async ({
  baseURL,
}) => {
  // The suite's shop runs in development mode (`./shop serve` without --production), demo accounts
  // and /api/dev/mailbox on; its API listens on loopback too.
  const port = Number(new URL(baseURL ?? "").port);
  expect(await addressesAccepting(port)).toEqual([]);
  expect(await addressesAccepting(port + 1)).toEqual([]);
});
