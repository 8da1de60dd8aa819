// @vitest-environment happy-dom
import { serializeLocaleCookie } from "@shop/i18n";
import { describe, expect, it } from "vitest";
import { i18n } from "./lib/i18n";
import { getRouter } from "./router";

// The browser's start of a page the server rendered: what the server hands over with the page
// (the router's dehydrated state) is what the browser hydrates with.
describe("the page's locale", () => {
  it("travels with the page, and the browser hydrates in it whatever the locale cookie says by then", async () => {
    // Another tab switched back to Russian while this page, rendered in English, was on its way.
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie as another tab's switch leaves it, written by the package's own serializer.
    document.cookie = serializeLocaleCookie("ru");
    const router = getRouter();
    expect(i18n.locale).toBe("ru");

    // The server's query cache comes with the page as a stream (TanStack's SSR query integration).
    const query = { stream: new ReadableStream({ start: (controller) => controller.close() }) };
    await router.options.hydrate?.({ locale: "en-US", catalogs: ["customer"], admin: false, query });

    expect(i18n.locale).toBe("en-US");
    // The page's own messages came in its locale too.
    expect(i18n._("cart.empty.title")).toBe("Your cart is empty");
    // And what a page rendered in this tab would hand over names it.
    expect(router.options.dehydrate?.()).toMatchObject({ locale: "en-US" });
  });
});
