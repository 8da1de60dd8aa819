import { rawCookie } from "./cookie-header";

/** Name of the cookie that holds the API token (SPEC.md section 4: "authenticated means a token is stored"). */
export const TOKEN_COOKIE_NAME = "shop_token";

/** Far above any token the API issues (a few hundred characters): a longer cookie is not one of them. */
export const MAX_TOKEN_LENGTH = 4096;
// A JSON Web Token in compact form: three base64url parts.
const TOKEN_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/**
 * The token cookie a request brings: none, a token, or something that is not one of the shop's
 * tokens (a broken percent-escape, an oversized or foreign value), which counts as no token and
 * which the server clears.
 */
export type TokenCookie = { kind: "none" } | { kind: "token"; token: string } | { kind: "malformed" };

/**
 * Reads the token cookie of a Cookie header; never throws, whatever the header holds.
 * @example
 *   readTokenCookie("shop_token=%E0%A4%A"); // { kind: "malformed" }
 */
export function readTokenCookie(cookieHeader: string): TokenCookie {
  const raw = rawCookie(cookieHeader, TOKEN_COOKIE_NAME);
  if (raw === undefined || raw === "") return { kind: "none" };
  if (raw.length > MAX_TOKEN_LENGTH * 3) return { kind: "malformed" };
  let token: string;
  try {
    token = decodeURIComponent(raw);
  } catch {
    return { kind: "malformed" };
  }
  return token.length <= MAX_TOKEN_LENGTH && TOKEN_SHAPE.test(token)
    ? { kind: "token", token }
    : { kind: "malformed" };
}

/**
 * The API token of a Cookie header, or null (also for a cookie that holds no token of the shop's).
 * Only the shop's server reads it: the cookie is HttpOnly, so the browser's scripts never see it.
 * @example
 *   readToken("shop_token=aaa.bbb.ccc; other=1"); // "aaa.bbb.ccc"
 */
export function readToken(cookieHeader: string): string | null {
  const cookie = readTokenCookie(cookieHeader);
  return cookie.kind === "token" ? cookie.token : null;
}

/**
 * The Set-Cookie value that stores a token: HttpOnly (no script of the page can read it; the
 * storefront's server turns it into the API's Bearer header), SameSite=Lax, Secure on https; for
 * `maxAge` seconds ("remember me") or else the browser session.
 * @example
 *   tokenCookie("abc", { maxAge: 31_536_000, secure: true });
 *   // "shop_token=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000; Secure"
 */
export function tokenCookie(
  token: string,
  { maxAge, secure }: { maxAge?: number | undefined; secure: boolean },
) {
  return [
    `${TOKEN_COOKIE_NAME}=${encodeURIComponent(token)}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    ...(maxAge !== undefined ? [`Max-Age=${maxAge}`] : []),
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** The Set-Cookie value that deletes the token (Secure over https, as the cookie was set). */
export const clearedTokenCookie = ({ secure = false }: { secure?: boolean } = {}) =>
  [
    `${TOKEN_COOKIE_NAME}=`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    "Max-Age=0",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
