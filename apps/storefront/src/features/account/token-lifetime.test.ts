import { describe, expect, it } from "vitest";
import { isRememberedToken } from "./token-lifetime";

const jwt = (claims: object) =>
  ["header", Buffer.from(JSON.stringify(claims)).toString("base64url"), "signature"].join(".");

describe("isRememberedToken", () => {
  it("tells a year-long token (remember me) from a day-long one", () => {
    const iat = 1_780_000_000;
    expect(isRememberedToken(jwt({ sub: "7", iat, exp: iat + 365 * 86_400 }))).toBe(true);
    expect(isRememberedToken(jwt({ sub: "7", iat, exp: iat + 86_400 }))).toBe(false);
  });

  it("reads base64url payloads that need padding and URL-safe characters", () => {
    const iat = 1_780_000_000;
    // "?>" and "~" produce "-" and "_" in base64url.
    const token = jwt({ email: "a?>~@example.com", iat, exp: iat + 365 * 86_400, x: "ab" });
    expect(token.split(".")[1]).toMatch(/[-_]/);
    expect(isRememberedToken(token)).toBe(true);
  });

  it("counts anything unreadable as not remembered", () => {
    expect(isRememberedToken("")).toBe(false);
    expect(isRememberedToken("not-a-jwt")).toBe(false);
    expect(isRememberedToken("a.%%%.c")).toBe(false);
    expect(isRememberedToken(jwt({ sub: "7" }))).toBe(false);
  });
});
