import type { I18n } from "@lingui/core";
import { loadLocaleCatalogs } from "./lazy-catalogs";
import { type LocaleCookieOptions, serializeLocaleCookie } from "./locale-cookie";
import { isLocale, LOCALES, type Locale } from "./locales";

/** Called after the active locale changed, e.g. to reload the session in the new language. */
export type LocaleChangeListener = (locale: Locale, previous: string) => void;

export interface SetLocaleOptions {
  /** Where the locale cookie goes; `document.cookie` in a browser, nowhere elsewhere. */
  writeCookie?: (cookie: string) => void;
  /** Name and `Secure` flag of the cookie. */
  cookie?: LocaleCookieOptions;
}

// Per Lingui instance, so two apps (or two tests) on one page never hear each other.
const listenersByI18n = new WeakMap<I18n, Set<LocaleChangeListener>>();

/**
 * Subscribes to locale changes made with {@link setLocale}; returns the unsubscribe function.
 * @example
 *   const stop = onLocaleChange(i18n, () => queryClient.invalidateQueries());
 */
export function onLocaleChange(i18n: I18n, listener: LocaleChangeListener): () => void {
  let listeners = listenersByI18n.get(i18n);
  if (!listeners) {
    listeners = new Set();
    listenersByI18n.set(i18n, listeners);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Switches the interface language: activates the locale's catalogs (React re-renders through
 * `I18nProvider`), fetching them first for an instance of `createLazyShopI18n`, remembers the
 * locale in the locale cookie and tells the listeners. Setting the locale that is already active
 * only refreshes the cookie.
 * @returns whether the locale changed.
 * @throws {RangeError} for a locale the shop has no catalog for (the promise rejects).
 * @example
 *   await setLocale(i18n, "ru");
 */
export async function setLocale(
  i18n: I18n,
  locale: Locale,
  options: SetLocaleOptions = {},
): Promise<boolean> {
  if (!isLocale(locale)) {
    throw new RangeError(
      `No catalog for locale "${String(locale)}"; known: ${Object.keys(LOCALES).join(", ")}.`,
    );
  }
  // The catalog first: a failed fetch leaves the language and the cookie as they were.
  await loadLocaleCatalogs(i18n, locale);
  const writeCookie = options.writeCookie ?? writeDocumentCookie;
  writeCookie(serializeLocaleCookie(locale, options.cookie));
  const previous = i18n.locale;
  if (previous === locale) return false;
  i18n.activate(locale, [LOCALES[locale].tag]);
  for (const listener of listenersByI18n.get(i18n) ?? []) listener(locale, previous);
  return true;
}

function writeDocumentCookie(cookie: string): void {
  if (typeof document === "undefined") return;
  // biome-ignore lint/suspicious/noDocumentCookie: the value is built and escaped by serializeLocaleCookie, and the Cookie Store API is async and not in every browser we serve.
  document.cookie = cookie;
}
