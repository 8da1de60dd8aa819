import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { FALLBACK_LOCALE, LOCALES, type Locale, resolveLocale } from "./locales";
import { ownCatalogs } from "./own-catalogs";

export interface ShopI18nOptions {
  /** A locale code or tag, e.g. from the locale cookie; unknown or absent means Russian. */
  locale?: string | null | undefined;
  /**
   * The app's compiled catalogs per locale (with those of the packages it shows, such as
   * `@shop/ui`'s `uiMessages`), put over this package's own `common.*` messages.
   */
  catalogs?: Partial<Record<Locale, Messages>>;
}

/**
 * A Lingui instance holding every catalog it is given, activated in the given locale (Russian by
 * default): for servers, tests and stories. A message missing from a locale's catalog is shown in
 * English rather than as its bare key.
 * @example
 *   const i18n = createShopI18n({ locale: "ru", catalogs: { ru: { ...uiMessages.ru, ...appRu } } });
 *   i18n._({ ...commonMessages.itemCount, values: { count: 2 } }); // "2 товара"
 */
export function createShopI18n(options: ShopI18nOptions = {}): I18n {
  const sources = Object.fromEntries(
    (Object.keys(LOCALES) as Locale[]).map((locale) => [
      locale,
      { ...ownCatalogs[locale], ...options.catalogs?.[locale] },
    ]),
  ) as Record<Locale, Messages>;
  const fallback = sources[FALLBACK_LOCALE];
  const messages: Record<string, Messages> = {};
  for (const locale of Object.keys(LOCALES) as Locale[]) {
    messages[locale] = { ...fallback, ...sources[locale] };
  }
  const locale = resolveLocale(options.locale);
  const i18n = setupI18n({ messages });
  i18n.activate(locale, [LOCALES[locale].tag]);
  return i18n;
}
