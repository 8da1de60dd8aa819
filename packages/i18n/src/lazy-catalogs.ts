import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { messages as ruMessages } from "./catalogs/ru.gen";
import { LOCALES, type Locale, resolveLocale } from "./locales";

// Russian, the interface language, ships with the code; every other locale's catalog is a chunk of
// its own, fetched when that locale is activated. A compiled catalog is complete on its own (the
// compiler fills gaps from en-US), so nothing is layered under it.
const catalogLoaders: Record<Locale, () => Promise<Messages>> = {
  ru: () => Promise.resolve(ruMessages),
  "en-US": async () => (await import("./catalogs/en-US.gen")).messages,
};

// Per lazy instance: the locales whose catalogs are loaded or loading. Instances made by
// createShopI18n are not in it: they hold every catalog from the start.
const loadsByI18n = new WeakMap<I18n, Map<Locale, Promise<void>>>();

/**
 * A Lingui instance that holds only the catalogs in use: Russian, active from the start, comes with
 * the code; another locale's catalog is fetched by {@link activateLocale} or `setLocale`. Browsers
 * use it so that a visitor downloads one language; tests, stories and Node use `createShopI18n`.
 * @example
 *   const i18n = createLazyShopI18n();
 *   await activateLocale(i18n, readLocaleCookie(document.cookie)); // at once for Russian
 */
export function createLazyShopI18n(): I18n {
  const i18n = setupI18n({ messages: { ru: ruMessages } });
  i18n.activate("ru", [LOCALES.ru.tag]);
  loadsByI18n.set(i18n, new Map([["ru", Promise.resolve()]]));
  return i18n;
}

/**
 * Makes sure an instance has the catalog of a locale, fetching it once for a lazy instance (a failed
 * fetch may be tried again); an instance with every catalog has nothing to wait for.
 * @example
 *   await loadLocaleCatalog(i18n, "en-US");
 */
export function loadLocaleCatalog(i18n: I18n, locale: Locale): Promise<void> {
  const loads = loadsByI18n.get(i18n);
  if (!loads) return Promise.resolve();
  let loading = loads.get(locale);
  if (!loading) {
    loading = catalogLoaders[locale]().then((messages) => i18n.load(locale, messages));
    loads.set(locale, loading);
    loading.catch(() => loads.delete(locale));
  }
  return loading;
}

/**
 * Activates the locale a visitor chose before (a code or tag, e.g. from the locale cookie; Russian
 * when unknown) once its catalog is there, without writing the cookie or telling listeners: the
 * start of the app, before anything asks the API in that language.
 * @returns the locale now active.
 * @example
 *   await activateLocale(i18n, readLocaleCookie(document.cookie)); // "ru"
 */
export async function activateLocale(i18n: I18n, candidate: string | null | undefined): Promise<Locale> {
  const locale = resolveLocale(candidate);
  await loadLocaleCatalog(i18n, locale);
  if (i18n.locale !== locale) i18n.activate(locale, [LOCALES[locale].tag]);
  return locale;
}
