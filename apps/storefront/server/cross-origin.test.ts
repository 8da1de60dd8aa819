import { describe, expect, it } from "vitest";
import { comesFromAnotherOrigin } from "./cross-origin";

const url = "http://shop.example/api/user/profile/logout-everywhere";
const from = (headers: Record<string, string>) => new Headers({ Host: "shop.example", ...headers });

describe("comesFromAnotherOrigin", () => {
  it("refuses a change sent from another origin, however close: another site, port or subdomain", () => {
    for (const origin of [
      "http://evil.example",
      "http://shop.example:8080",
      "http://blog.shop.example",
      "https://shop.example",
      "null",
    ]) {
      expect(comesFromAnotherOrigin("POST", url, from({ Origin: origin })), origin).toBe(true);
    }
    for (const site of ["cross-site", "same-site"]) {
      expect(comesFromAnotherOrigin("PATCH", url, from({ "Sec-Fetch-Site": site })), site).toBe(true);
      // The browser's word wins over an Origin that happens to match.
      expect(
        comesFromAnotherOrigin(
          "DELETE",
          url,
          from({ "Sec-Fetch-Site": site, Origin: "http://shop.example" }),
        ),
      ).toBe(true);
    }
  });

  it("lets the shop's own pages and the browser's own interface change things", () => {
    expect(comesFromAnotherOrigin("POST", url, from({ Origin: "http://shop.example" }))).toBe(false);
    expect(comesFromAnotherOrigin("POST", url, from({ Origin: "HTTP://SHOP.EXAMPLE" }))).toBe(false);
    expect(comesFromAnotherOrigin("POST", url, from({ "Sec-Fetch-Site": "same-origin" }))).toBe(false);
    expect(comesFromAnotherOrigin("POST", url, from({ "Sec-Fetch-Site": "none" }))).toBe(false);
    // Behind a TLS proxy the shop's origin is https.
    const overHttps = true;
    expect(comesFromAnotherOrigin("POST", url, from({ Origin: "https://shop.example" }), { overHttps })).toBe(
      false,
    );
    expect(comesFromAnotherOrigin("POST", url, from({ Origin: "http://shop.example" }), { overHttps })).toBe(
      true,
    );
  });

  it("takes PUBLIC_URL as the shop's origin when it is set", () => {
    const publicUrl = "https://shop.example";
    expect(comesFromAnotherOrigin("POST", url, from({ Origin: "https://shop.example" }), { publicUrl })).toBe(
      false,
    );
    expect(comesFromAnotherOrigin("POST", url, from({ Origin: "http://shop.example" }), { publicUrl })).toBe(
      true,
    );
  });

  it("lets reads through from anywhere, and requests that no browser sent", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect(comesFromAnotherOrigin(method, url, from({ Origin: "http://evil.example" })), method).toBe(
        false,
      );
    }
    expect(comesFromAnotherOrigin("POST", url, from({}))).toBe(false);
  });
});
