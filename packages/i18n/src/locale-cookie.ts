/** The default name of the locale cookie (SPEC.md section 9). */
export const LOCALE_COOKIE_NAME = "i18n_redirected";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface LocaleCookieOptions {
  name?: string;
  /** Adds `Secure`; set it when the page is served over https. */
  secure?: boolean;
}

/**
 * The `Set-Cookie`/`document.cookie` string that remembers a locale for 365 days on the whole site.
 * @example
 *   document.cookie = serializeLocaleCookie("ru");
 */
export function serializeLocaleCookie(locale: string, options: LocaleCookieOptions = {}): string {
  const name = options.name ?? LOCALE_COOKIE_NAME;
  const parts = [
    `${name}=${encodeURIComponent(locale)}`,
    `Max-Age=${ONE_YEAR_SECONDS}`,
    "Path=/",
    "SameSite=Lax",
  ];
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

/**
 * Reads the locale from a `Cookie` header or `document.cookie`; `undefined` when absent.
 * @example
 *   readLocaleCookie("a=1; i18n_redirected=ru"); // "ru"
 */
export function readLocaleCookie(
  cookieHeader: string,
  name: string = LOCALE_COOKIE_NAME,
): string | undefined {
  for (const pair of cookieHeader.split(";")) {
    const separator = pair.indexOf("=");
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim()) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
