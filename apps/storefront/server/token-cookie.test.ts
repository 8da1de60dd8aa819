import { ANONYMOUS_CALL_HEADER } from "@shop/api-client";
import { describe, expect, it } from "vitest";
import { ANONYMOUS_CALL_MARK, credentialsFromCookies, tokenAnswer } from "./token-cookie";

// The functions the /api proxy runs on each request and answer, on plain Fetch objects; the e2e
// suite (e2e/session-cookie.spec.ts) checks the same through the real proxy and the real API.

const jwt = (claims: object) =>
  ["header", Buffer.from(JSON.stringify(claims)).toString("base64url"), "signature"].join(".");
const now = () => Math.floor(Date.now() / 1000);
const request = (method: string, path: string, headers: Record<string, string> = {}) => ({
  method,
  path,
  headers: new Headers(headers),
});

describe("credentialsFromCookies", () => {
  it("sends the cookie's token as the Bearer header and keeps it out of the API's Cookie header", () => {
    const headers = credentialsFromCookies(
      "GET",
      "/api/user/profile",
      new Headers({ cookie: "i18n_redirected=ru; shop_token=abc.def.ghi; theme=dark" }),
    );
    expect(headers.get("authorization")).toBe("Bearer abc.def.ghi");
    expect(headers.get("cookie")).toBe("i18n_redirected=ru; theme=dark");
  });

  it("leaves a request's own Authorization header alone, and a sign-in goes without the old token", () => {
    const own = credentialsFromCookies(
      "GET",
      "/api/user/profile",
      new Headers({ cookie: "shop_token=old.old.old", authorization: "Bearer mine" }),
    );
    expect(own.get("authorization")).toBe("Bearer mine");
    const signIn = credentialsFromCookies(
      "POST",
      "/api/auth",
      new Headers({ cookie: "shop_token=old.old.old" }),
    );
    expect(signIn.has("authorization")).toBe(false);
    expect(signIn.has("cookie")).toBe(false);
  });

  it("sends no token for a malformed cookie, and keeps it out of the API's Cookie header too", () => {
    const headers = credentialsFromCookies(
      "GET",
      "/api/user/profile",
      new Headers({ cookie: "i18n_redirected=ru; shop_token=%E0%A4%A" }),
    );
    expect(headers.has("authorization")).toBe(false);
    expect(headers.get("cookie")).toBe("i18n_redirected=ru");
  });

  it("sends the device cookie to the sign-in alone, as its Device-Token header, and to the API in no Cookie header", () => {
    const device = jwt({ sub: "7", aud: "sign-in-device" });
    const cookie = `shop_device=${device}; theme=dark`;
    const signIn = credentialsFromCookies("POST", "/api/auth", new Headers({ cookie }));
    expect(signIn.get("device-token")).toBe(device);
    expect(signIn.get("cookie")).toBe("theme=dark");
    const other = credentialsFromCookies("GET", "/api/user/profile", new Headers({ cookie }));
    expect(other.has("device-token")).toBe(false);
    expect(other.get("cookie")).toBe("theme=dark");
    // A client's own header stays; a cookie that holds no token of the API's is not sent.
    const own = credentialsFromCookies("POST", "/api/auth", new Headers({ cookie, "device-token": "mine" }));
    expect(own.get("device-token")).toBe("mine");
    const garbled = credentialsFromCookies(
      "POST",
      "/api/auth",
      new Headers({ cookie: "shop_device=%3Cscript%3E" }),
    );
    expect(garbled.has("device-token")).toBe(false);
    expect(garbled.has("cookie")).toBe(false);
  });

  it("reads the anonymous mark by the name api-client sends it under", () => {
    expect(ANONYMOUS_CALL_MARK).toBe(ANONYMOUS_CALL_HEADER.toLowerCase());
  });

  it("sends a call the client marked anonymous without the cookie's token", () => {
    const headers = credentialsFromCookies(
      "POST",
      "/api/user/users",
      new Headers({ cookie: "shop_token=abc.def.ghi", "shop-anonymous": "?1" }),
    );
    expect(headers.has("authorization")).toBe(false);
    expect(headers.has("cookie")).toBe(false);
  });

  it("changes nothing without a token cookie", () => {
    const headers = credentialsFromCookies(
      "GET",
      "/api/catalog/products",
      new Headers({ cookie: "theme=dark" }),
    );
    expect(headers.has("authorization")).toBe(false);
    expect(headers.get("cookie")).toBe("theme=dark");
  });
});

describe("tokenAnswer", () => {
  it("moves a signed-in token from the body into an HttpOnly cookie of the browser session", async () => {
    const token = jwt({ sub: "7", jti: "x", iat: now(), exp: now() + 86_400 });
    const answer = await tokenAnswer(
      request("POST", "/api/auth"),
      Response.json({ token }, { headers: { "Content-Length": "999" } }),
      { secure: false },
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({});
    expect(answer.headers.get("set-cookie")).toBe(
      `shop_token=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax`,
    );
  });

  it("moves a sign-in's device token out of the body into an HttpOnly cookie of the sign-in path for as long as it lasts", async () => {
    const token = jwt({ sub: "7", jti: "x", iat: now(), exp: now() + 86_400 });
    const deviceToken = jwt({ sub: "7", jti: "d", iat: now(), exp: now() + 365 * 86_400 });
    const answer = await tokenAnswer(request("POST", "/api/auth"), Response.json({ token, deviceToken }), {
      secure: true,
    });
    expect(await answer.json()).toEqual({});
    const [, device] = answer.headers.getSetCookie();
    expect(device).toMatch(
      new RegExp(
        `^shop_device=${deviceToken}; Path=/api/auth; HttpOnly; SameSite=Strict; Max-Age=\\d+; Secure$`,
      ),
    );
    expect(Number(/Max-Age=(\d+)/.exec(device ?? "")?.[1])).toBeGreaterThan(365 * 86_400 - 60);
  });

  it("keeps a remember-me token for as long as it lasts, Secure over https", async () => {
    const exp = now() + 365 * 86_400;
    const token = jwt({ sub: "7", jti: "x", iat: now(), exp });
    const answer = await tokenAnswer(
      request("PATCH", "/api/user/profile/change-password"),
      Response.json({ "@type": "MessageResponse", message: "Пароль изменён.", token }),
      { secure: true },
    );
    expect(await answer.json()).toEqual({ "@type": "MessageResponse", message: "Пароль изменён." });
    const cookie = answer.headers.get("set-cookie") ?? "";
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)?.[1]);
    expect(maxAge).toBeGreaterThan(365 * 86_400 - 60);
    expect(maxAge).toBeLessThanOrEqual(365 * 86_400);
    expect(cookie).toMatch(/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/);
  });

  it("passes failures and other answers through untouched", async () => {
    const refused = Response.json({ status: 401 }, { status: 401 });
    expect(await tokenAnswer(request("POST", "/api/auth"), refused, { secure: false })).toBe(refused);
    const list = Response.json({ member: [] });
    expect(await tokenAnswer(request("GET", "/api/catalog/products"), list, { secure: false })).toBe(list);
  });

  it("clears the cookie at a logout whatever the API answered, and when the API refuses the cookie's token", async () => {
    for (const [path, status] of [
      ["/api/auth/logout", 204],
      ["/api/auth/logout", 401],
      ["/api/user/profile/logout-everywhere", 204],
    ] as const) {
      const answer = await tokenAnswer(
        request("POST", path, { cookie: "shop_token=aaa.bbb.ccc" }),
        new Response(null, { status }),
        { secure: false },
      );
      expect(answer.status).toBe(status);
      expect(answer.headers.get("set-cookie"), path).toBe(
        "shop_token=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0",
      );
    }
    const expired = await tokenAnswer(
      request("GET", "/api/user/profile", { cookie: "shop_token=aaa.bbb.ccc" }),
      Response.json({ status: 401 }, { status: 401 }),
      { secure: false },
    );
    expect(expired.headers.get("set-cookie")).toContain("Max-Age=0");
    // An anonymous call went without the cookie's token: its 401 leaves the cookie alone.
    const anonymous = await tokenAnswer(
      request("PATCH", "/api/user/users-by-email/a%40b.c/confirm-registration", {
        cookie: "shop_token=aaa.bbb.ccc",
        "shop-anonymous": "?1",
      }),
      Response.json({ status: 401 }, { status: 401 }),
      { secure: false },
    );
    expect(anonymous.headers.has("set-cookie")).toBe(false);
    // A client's own Bearer token was refused, not the cookie's: the cookie stays.
    const own = await tokenAnswer(
      request("GET", "/api/user/profile", {
        cookie: "shop_token=aaa.bbb.ccc",
        authorization: "Bearer other",
      }),
      Response.json({ status: 401 }, { status: 401 }),
      { secure: false },
    );
    expect(own.headers.has("set-cookie")).toBe(false);
  });
});
