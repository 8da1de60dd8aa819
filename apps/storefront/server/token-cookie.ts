import type { HttpBindings } from "@hono/node-server";
import type { ProxyTrust } from "@shop/node-server/client-address";
import type { MiddlewareHandler } from "hono";
import {
  clearedTokenCookie,
  readToken,
  readTokenCookie,
  TOKEN_COOKIE_NAME,
  tokenCookie,
} from "../src/lib/auth-token";
import { rawCookie, withoutCookies } from "../src/lib/cookie-header";
import { requestCameOverHttps } from "./https";

// The browser never holds the API token where a script could read it: the token lives in an
// HttpOnly cookie, which this server turns into the `Authorization: Bearer` header of the `/api`
// requests it forwards. Other clients of the API send their Bearer tokens themselves, untouched.

/** API answers that hand out a token (`{ token }` in their JSON), which goes into the cookie instead. */
const ISSUES_TOKEN = new Set(["POST /api/auth", "PATCH /api/user/profile/change-password"]);
/** Requests that end the session: their answer clears the cookie, whatever the API said. */
const ENDS_SESSION = new Set(["POST /api/auth/logout", "POST /api/user/profile/logout-everywhere"]);
/** Signing in replaces whatever token the cookie held: a stale one must not refuse the sign-in. */
const SIGN_IN = "POST /api/auth";

const ONE_DAY_SECONDS = 24 * 60 * 60;

const routeOf = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\/+$/, "")}`;

/**
 * The device token of the browser's last sign-in (docs/contract.md, "Known devices"): kept where
 * no script reads it and sent only to the sign-in, where it becomes the API's `Device-Token` header,
 * so that strangers' failed guesses never lock this browser's owner out.
 */
export const DEVICE_COOKIE_NAME = "shop_device";
const DEVICE_COOKIE_PATH = "/api/auth";
const DEVICE_TOKEN_HEADER = "device-token";
/** The device token's lifetime when it cannot be read from it: the API issues them for a year. */
const DEVICE_COOKIE_FALLBACK_SECONDS = 365 * ONE_DAY_SECONDS;
// A compact JWT of the API's, far shorter than this.
const DEVICE_TOKEN_SHAPE = /^[\w-]{1,512}\.[\w-]{1,512}\.[\w-]{1,512}$/;

/**
 * The headers an `/api` request goes on with: the token cookie's token as a Bearer header (unless
 * the request brings its own, signs in or is marked anonymous), the device cookie's token as the sign-in's
 * `Device-Token` header, and neither cookie in the Cookie header the API gets.
 * @example
 *   credentialsFromCookies("GET", "/api/user/profile", headers); // Authorization: Bearer <cookie's token>
 */
export function credentialsFromCookies(method: string, path: string, headers: Headers): Headers {
  const cookieHeader = headers.get("cookie") ?? "";
  const cookie = readTokenCookie(cookieHeader);
  const signsIn = routeOf(method, path) === SIGN_IN;
  if (cookie.kind === "token" && !headers.has("authorization") && !signsIn && !isAnonymous(headers)) {
    headers.set("authorization", `Bearer ${cookie.token}`);
  }
  const device = rawCookie(cookieHeader, DEVICE_COOKIE_NAME);
  if (
    signsIn &&
    device !== undefined &&
    DEVICE_TOKEN_SHAPE.test(device) &&
    !headers.has(DEVICE_TOKEN_HEADER)
  ) {
    headers.set(DEVICE_TOKEN_HEADER, device);
  }
  const others = withoutCookies(cookieHeader, [TOKEN_COOKIE_NAME, DEVICE_COOKIE_NAME]);
  if (others) headers.set("cookie", others);
  else headers.delete("cookie");
  return headers;
}

/**
 * The header by which api-client marks an anonymous call (its `ANONYMOUS_CALL_HEADER`; a test holds
 * the two names together). Written out here: `vite.config.ts` loads this module through the dev
 * proxy before the libraries are built, so it imports no workspace package's build.
 */
export const ANONYMOUS_CALL_MARK = "shop-anonymous";

/**
 * Whether the client marked the call anonymous (api-client's `anonymous`): it goes without the
 * cookie's token, and its 401 says nothing of that token.
 */
const isAnonymous = (headers: Headers) => headers.has(ANONYMOUS_CALL_MARK);

/** The Set-Cookie value that keeps a sign-in's device token for as long as it is valid. */
const deviceCookie = (deviceToken: string, { secure }: { secure: boolean }) =>
  [
    `${DEVICE_COOKIE_NAME}=${deviceToken}`,
    `Path=${DEVICE_COOKIE_PATH}`,
    "HttpOnly",
    // Only the shop's own sign-in form sends it: no other site's page has a use for it.
    "SameSite=Strict",
    `Max-Age=${secondsLeft(deviceToken) ?? DEVICE_COOKIE_FALLBACK_SECONDS}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");

/**
 * A token cookie that holds no token of the shop's (a broken percent-escape, an oversized or
 * foreign value) counts as no token everywhere (`readToken`) and is cleared by the answer, whatever
 * it is: one bad cookie must not break every page and call of its visitor.
 * @example
 *   app.use(clearMalformedTokenCookie(proxyTrust("loopback")));
 */
export function clearMalformedTokenCookie(
  trust: ProxyTrust,
): MiddlewareHandler<{ Bindings: Partial<HttpBindings> }> {
  return async (c, next) => {
    await next();
    if (readTokenCookie(c.req.header("cookie") ?? "").kind !== "malformed") return;
    // Answers of the proxy or of fetch may have immutable headers: the answer is made anew.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.append("Set-Cookie", clearedTokenCookie({ secure: requestCameOverHttps(c, trust) }));
  };
}

/**
 * The API's answer as the browser gets it: a token it hands out goes into the HttpOnly cookie
 * (for a year when it was issued with "remember me", else for the browser session) and out of the
 * body; a logout, or a 401 to a request that carried the cookie's token, clears the cookie.
 * @example
 *   return tokenAnswer(request, await proxy(target, { raw: request, headers }), { secure });
 */
export async function tokenAnswer(
  request: { method: string; path: string; headers: Headers },
  response: Response,
  { secure }: { secure: boolean },
): Promise<Response> {
  const route = routeOf(request.method, request.path);
  const usedCookie =
    readToken(request.headers.get("cookie") ?? "") !== null &&
    !request.headers.has("authorization") &&
    !isAnonymous(request.headers) &&
    route !== SIGN_IN;
  if (ENDS_SESSION.has(route) || (response.status === 401 && usedCookie)) {
    const cleared = new Response(response.body, response);
    cleared.headers.append("Set-Cookie", clearedTokenCookie({ secure }));
    return cleared;
  }
  if (!ISSUES_TOKEN.has(route) || !response.ok) return response;
  const body: unknown = await response.json();
  if (typeof body !== "object" || body === null || !("token" in body) || typeof body.token !== "string") {
    throw new Error(`${route} answered ${response.status} without a token`);
  }
  const { token, deviceToken, ...rest } = body as { token: string; deviceToken?: unknown };
  const headers = new Headers(response.headers);
  // The body is read (unpacked) and written anew.
  headers.delete("content-length");
  headers.delete("content-encoding");
  headers.append("Set-Cookie", tokenCookie(token, { maxAge: rememberedFor(token), secure }));
  if (typeof deviceToken === "string" && DEVICE_TOKEN_SHAPE.test(deviceToken)) {
    headers.append("Set-Cookie", deviceCookie(deviceToken, { secure }));
  }
  return Response.json(rest, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Seconds a "remember me" token stays valid (the cookie lasts as long), or undefined for a token of
 * a browser session. The token's own claims say it; an unreadable one counts as a session's.
 */
function rememberedFor(token: string): number | undefined {
  const { iat, exp } = claimsOf(token);
  if (typeof iat !== "number" || typeof exp !== "number" || exp - iat <= ONE_DAY_SECONDS) return undefined;
  return secondsLeft(token);
}

/** Seconds until a token's `exp`, or undefined when it has none that can be read. */
function secondsLeft(token: string): number | undefined {
  const { exp } = claimsOf(token);
  return typeof exp === "number" ? Math.max(0, exp - Math.floor(Date.now() / 1000)) : undefined;
}

/** The claims of a JWT as they are written (not verified: the API verifies), or none. */
function claimsOf(token: string): { iat?: unknown; exp?: unknown } {
  try {
    const claims: unknown = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString());
    return typeof claims === "object" && claims !== null ? claims : {};
  } catch {
    return {};
  }
}
