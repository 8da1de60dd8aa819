import { describe, expect, it } from "vitest";
import { rawCookie, withoutCookies } from "./cookie-header";

describe("the Cookie header", () => {
  const header = "theme=dark; shop_token=a.b.c; shop_device=x=y;other";

  it("gives a cookie's raw value, '=' in it and all, and undefined for one it lacks", () => {
    expect(rawCookie(header, "shop_token")).toBe("a.b.c");
    expect(rawCookie(header, "shop_device")).toBe("x=y");
    expect(rawCookie(header, "other")).toBe("");
    expect(rawCookie(header, "shop")).toBeUndefined();
    expect(rawCookie("", "shop_token")).toBeUndefined();
  });

  it("drops the named cookies and keeps the others", () => {
    expect(withoutCookies(header, ["shop_token", "shop_device"])).toBe("theme=dark;other");
    expect(withoutCookies("shop_token=a.b.c", ["shop_token"])).toBe("");
  });
});
