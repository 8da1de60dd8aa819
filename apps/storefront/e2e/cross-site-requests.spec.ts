import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { DEMO_CUSTOMER, signedInContext, tokenOf } from "./support/admin";
import { expect, test } from "./support/test";

// Cross-site request forgery: the token is a SameSite=Lax cookie, which the browser also sends from
// pages of the same site (another port here, a sibling subdomain in production). A page served on
// another port of the same host asks the shop's /api to end every session of its visitor.

let attacker: Server;
let attackerOrigin: string;

test.beforeAll(async ({ baseURL }) => {
  const shop = baseURL ?? "";
  attacker = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(`<!doctype html><title>waiting</title><script>
      Promise.allSettled([
        fetch(${JSON.stringify(`${shop}/api/user/profile/logout-everywhere`)}, { method: "POST", credentials: "include", mode: "no-cors" }),
        fetch(${JSON.stringify(`${shop}/api/auth/logout`)}, { method: "POST", credentials: "include", mode: "no-cors" }),
      ]).then(() => { document.title = "sent"; });
    </script>`);
  });
  await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
  attackerOrigin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => attacker.close(resolve));
});

test("a page of another origin on the same site cannot end the visitor's sessions through /api", async ({
  browser,
  baseURL,
  request,
}) => {
  const token = await tokenOf(request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const context = await signedInContext(browser, baseURL ?? "", token);
  try {
    const page = await context.newPage();
    await page.goto(attackerOrigin);
    await expect(page).toHaveTitle("sent");
    // The session is still open: the token works, and the shop still shows the signed-in visitor.
    const session = await context.request.get(`${baseURL}/api/core/session/session`);
    expect((await session.json()).authorized).toBe(true);
    await page.goto(`${baseURL}/my/profile`);
    await expect(page).toHaveURL(/\/my\/profile$/);
  } finally {
    await context.close();
  }
});
