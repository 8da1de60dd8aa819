import { describe, expect, it } from "vitest";
import { DEFAULT_ANONYMOUS_PAGES, readConfig } from "./config";

describe("readConfig", () => {
  it("works with nothing configured: no analytics, the default anonymous pages, the translated brand", () => {
    const config = readConfig({});
    expect(config.analytics).toBeUndefined();
    expect(config.brandName).toBeUndefined();
    expect(config.anonymousPages.map(String)).toEqual(
      DEFAULT_ANONYMOUS_PAGES.map((pattern) => String(new RegExp(pattern))),
    );
  });

  it("reads the analytics counter with its delay and script source", () => {
    const config = readConfig({
      VITE_ANALYTICS_ID: "987",
      VITE_ANALYTICS_DELAY_MS: "1500",
      VITE_ANALYTICS_SCRIPT_SRC: "/metrika.js",
    });
    expect(config.analytics).toEqual({ id: "987", delayMs: 1500, scriptSrc: "/metrika.js" });
  });

  it("takes anonymous-page patterns as a comma-separated list", () => {
    const config = readConfig({ VITE_ANONYMOUS_PAGES: "^/$, ^/promo(/|$)" });
    expect(config.anonymousPages.some((pattern) => pattern.test("/promo/summer"))).toBe(true);
    expect(config.anonymousPages.some((pattern) => pattern.test("/catalog"))).toBe(false);
  });
});
