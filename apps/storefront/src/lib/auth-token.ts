/** Name of the cookie that holds the API token (SPEC.md section 4: "authenticated means a token is stored"). */
export const TOKEN_COOKIE_NAME = "shop_token";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The stored API token, or null.
 * @example
 *   readToken("shop_token=abc; other=1"); // "abc"
 */
export function readToken(cookieHeader: string = typeof document === "undefined" ? "" : document.cookie) {
  for (const part of cookieHeader.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === TOKEN_COOKIE_NAME) return decodeURIComponent(value.join("=")) || null;
  }
  return null;
}

/**
 * The Set-Cookie value that stores a token: session-only by default, one year with remember-me;
 * SameSite=Lax, Secure on https.
 * @example
 *   document.cookie = tokenCookie("abc", { remember: true, secure: location.protocol === "https:" });
 */
export function tokenCookie(token: string, { remember, secure }: { remember: boolean; secure: boolean }) {
  return [
    `${TOKEN_COOKIE_NAME}=${encodeURIComponent(token)}`,
    "Path=/",
    "SameSite=Lax",
    ...(remember ? [`Max-Age=${ONE_YEAR_SECONDS}`] : []),
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

export function storeToken(token: string, { remember }: { remember: boolean }) {
  // biome-ignore lint/suspicious/noDocumentCookie: the value is built by tokenCookie; the async CookieStore API is not in every browser this shop supports.
  document.cookie = tokenCookie(token, { remember, secure: location.protocol === "https:" });
}

/** The Set-Cookie value that deletes the token. */
export const clearedTokenCookie = () => `${TOKEN_COOKIE_NAME}=; Path=/; SameSite=Lax; Max-Age=0`;

export function clearToken() {
  // biome-ignore lint/suspicious/noDocumentCookie: see storeToken.
  document.cookie = clearedTokenCookie();
}
