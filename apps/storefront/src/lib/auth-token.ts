/** Name of the cookie that holds the API token (SPEC.md section 4: "authenticated means a token is stored"). */
export const TOKEN_COOKIE_NAME = "shop_token";

/**
 * The API token of a Cookie header, or null. Only the shop's server reads it: the cookie is
 * HttpOnly, so the browser's scripts never see it.
 * @example
 *   readToken("shop_token=abc; other=1"); // "abc"
 */
export function readToken(cookieHeader: string) {
  for (const part of cookieHeader.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === TOKEN_COOKIE_NAME) return decodeURIComponent(value.join("=")) || null;
  }
  return null;
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
