import { DEMO_CUSTOMER, signedInContext, tokenOf } from "./support/admin";
import { expect, test } from "./support/test";

// Issue 48 point 7: the product page's loader put its slug in the API's path, and the router hands
// it `..%2F..%2Fcore%2Fsession%2Fsession` decoded. Signed in as the demo customer, the page fetched
// the session with the customer's token and rendered a 500 page holding their email and phone.
// A param that is no slug is the 404 page, and nothing of another API path reaches it.

/** How many times `text` holds `part`. */
const occurrences = (text: string, part: string) => text.split(part).length - 1;

/** The demo customer's phone (the seed's), which only their profile answers. */
const CUSTOMER_PHONE = "+79990000001";

for (const path of [
  "/product/..%2F..%2Fcore%2Fsession%2Fsession",
  "/product/..%2F..%2Fuser%2Fprofile",
  "/my/purchases/..%2F..%2Fuser%2Fprofile",
  "/catalog/..%2F..%2F..%2Fcore%2Fsession%2Fsession",
]) {
  test(`${path} is the 404 page, with nothing of the customer's in it`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const token = await tokenOf(request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const context = await signedInContext(browser, baseURL ?? "", token);
    const page = await context.newPage();
    // Every page of a signed-in visitor carries their session (its email among it): an unknown
    // page's HTML is the measure of what a 404 page may hold.
    const ordinary = await page.goto("/no-such-page");
    expect(ordinary?.status()).toBe(404);
    const emailsOnA404 = occurrences((await ordinary?.text()) ?? "", DEMO_CUSTOMER.email);

    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Страница не найдена" })).toBeVisible();
    // The server's HTML (with the query cache it hands the browser) and the page as shown.
    const html = (await response?.text()) ?? "";
    for (const text of [html, await page.content()]) {
      expect(text).not.toContain(CUSTOMER_PHONE);
      expect(occurrences(text, DEMO_CUSTOMER.email)).toBeLessThanOrEqual(emailsOnA404);
    }
    await context.close();
  });
}
