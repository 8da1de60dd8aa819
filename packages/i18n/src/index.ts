export { commonMessages } from "./common-messages";
export type { FormatOptions, FormatPriceOptions } from "./formatters";
export { formatDate, formatNumber, formatPrice } from "./formatters";
export type { CatalogLoader, LazyShopI18nOptions } from "./lazy-catalogs";
export { activateLocale, createLazyShopI18n, loadCatalog } from "./lazy-catalogs";
export type { LocaleChangeListener, SetLocaleOptions } from "./locale-change";
export { onLocaleChange, setLocale } from "./locale-change";
export type { LocaleCookieOptions } from "./locale-cookie";
export { LOCALE_COOKIE_NAME, readLocaleCookie, serializeLocaleCookie } from "./locale-cookie";
export type { Locale } from "./locales";
export {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  isLocale,
  LOCALES,
  localeFromAcceptLanguage,
  resolveLocale,
  visitorLocale,
} from "./locales";
export type { ShopI18nOptions } from "./setup";
export { createShopI18n } from "./setup";
