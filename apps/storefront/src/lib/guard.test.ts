import { describe, expect, it } from "vitest";
import { DEFAULT_ANONYMOUS_PAGES } from "./config";
import { guard, safeBackUrl } from "./guard";

const anonymousPages = DEFAULT_ANONYMOUS_PAGES.map((pattern) => new RegExp(pattern));
const visit = (pathname: string, authorised: boolean, knownPage = true) =>
  guard({ pathname, href: `${pathname}?x=1`, authorised, knownPage, anonymousPages });

describe("route guard", () => {
  it("sends an authorised user away from login, restore and register to the start page", () => {
    for (const page of ["/auth/login", "/auth/register", "/auth/restore", "/auth/login/"]) {
      expect(visit(page, true)).toEqual({ to: "/" });
    }
    expect(visit("/my/profile", true)).toBeNull();
  });

  it("sends an anonymous visitor of a private page to login, remembering the whole wanted URL", () => {
    expect(visit("/my/purchases", false)).toEqual({
      to: "/auth/login",
      search: { back: "/my/purchases?x=1" },
    });
    expect(visit("/checkout", false)).toEqual({ to: "/auth/login", search: { back: "/checkout?x=1" } });
  });

  it("lets anonymous visitors shop: catalog, products, search, cart and the info pages", () => {
    for (const page of [
      "/",
      "/catalog",
      "/catalog/tea/green",
      "/product/puer",
      "/search",
      "/cart",
      "/about/contacts",
    ]) {
      expect(visit(page, false)).toBeNull();
    }
  });

  it("never guards the auth pages themselves, nor API URLs", () => {
    expect(visit("/auth/login", false)).toBeNull();
    expect(visit("/auth/restore", false)).toBeNull();
    expect(visit("/api/health", false)).toBeNull();
  });

  it("leaves unknown URLs to the 404 screen", () => {
    expect(visit("/no-such-page", false, false)).toBeNull();
  });

  it("follows configured anonymous-page patterns", () => {
    const decision = guard({
      pathname: "/my/wishlist",
      href: "/my/wishlist",
      authorised: false,
      knownPage: true,
      anonymousPages: [/^\/my\/wishlist$/],
    });
    expect(decision).toBeNull();
  });
});

describe("safeBackUrl", () => {
  it("keeps same-site paths and refuses everything that leaves the site", () => {
    expect(safeBackUrl("/my/purchases?page=2#top")).toBe("/my/purchases?page=2#top");
    for (const hostile of [
      "//evil.example/",
      "https://evil.example/",
      "javascript:alert(1)",
      "/\\evil.example",
      "",
      42,
    ]) {
      expect(safeBackUrl(hostile)).toBe("/");
    }
  });
});
