export type { LocaleCookieOptions } from "./locale-cookie";
export { LOCALE_COOKIE_NAME, readLocaleCookie, serializeLocaleCookie } from "./locale-cookie";
export { createShopI18n, DEFAULT_LOCALE, FALLBACK_LOCALE } from "./setup";
