import { expect, type Page, test } from "./support/test";

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
