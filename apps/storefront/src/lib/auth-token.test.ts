import { describe, expect, it } from "vitest";
import { MAX_TOKEN_LENGTH, readToken, readTokenCookie } from "./auth-token";

const jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl";

describe("readTokenCookie", () => {
  it("reads the shop's token among other cookies", () => {
    expect(readTokenCookie(`i18n_redirected=ru; shop_token=${jwt}; theme=dark`)).toEqual({
      kind: "token",
      token: jwt,
    });
    expect(readToken(`shop_token=${encodeURIComponent(jwt)}`)).toBe(jwt);
  });

  it("finds none without the cookie or with an emptied one", () => {
    expect(readTokenCookie("i18n_redirected=ru")).toEqual({ kind: "none" });
    expect(readTokenCookie("shop_token=")).toEqual({ kind: "none" });
    expect(readTokenCookie("")).toEqual({ kind: "none" });
  });

  it("calls a broken escape, an oversized value or a foreign one malformed, without throwing", () => {
    for (const value of [
      "%E0%A4%A",
      "abc%",
      `${"a".repeat(MAX_TOKEN_LENGTH)}.b.c`,
      "not-a-token",
      "a.b",
      "<script>.x.y",
      "a.b.c.d",
    ]) {
      expect(readTokenCookie(`shop_token=${value}`), value).toEqual({ kind: "malformed" });
      expect(readToken(`shop_token=${value}`), value).toBeNull();
    }
  });
});
