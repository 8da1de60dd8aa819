import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { messages as customerEnUSMessages } from "./catalogs/customer/en-US.gen";
import { messages as customerRuMessages } from "./catalogs/customer/ru.gen";
import { messages as enUSMessages } from "./catalogs/en-US.gen";
import { messages as ruMessages } from "./catalogs/ru.gen";
import { FALLBACK_LOCALE, LOCALES, type Locale, resolveLocale } from "./locales";

// The compiled catalogs (`pnpm i18n:compile`) per locale: the shop's and the customer pages'
// (which browsers fetch apart, see lazy-catalogs.ts; here everything is at hand).
const catalogs: Record<Locale, Messages> = {
  ru: { ...ruMessages, ...customerRuMessages },
  "en-US": { ...enUSMessages, ...customerEnUSMessages },
};

export interface ShopI18nOptions {
  /** A locale code or tag, e.g. from the locale cookie; unknown or absent means Russian. */
  locale?: string | null | undefined;
  /** Compiled catalogs to use instead of the shop's; for tests and previews. */
  catalogs?: Partial<Record<Locale, Messages>>;
}

/**
 * A Lingui instance with the shop's compiled catalogs, activated in the given locale (Russian by
 * default). A message missing from a catalog is shown in English rather than as its bare key.
 * @example
 *   const i18n = createShopI18n({ locale: readLocaleCookie(document.cookie) });
 *   i18n._({ ...commonMessages.itemCount, values: { count: 2 } }); // "2 товара"
 */
export function createShopI18n(options: ShopI18nOptions = {}): I18n {
  const sources = { ...catalogs, ...options.catalogs };
  const fallback = sources[FALLBACK_LOCALE] ?? {};
  const messages: Record<string, Messages> = {};
  for (const locale of Object.keys(LOCALES) as Locale[]) {
    messages[locale] = { ...fallback, ...sources[locale] };
  }
  const locale = resolveLocale(options.locale);
  const i18n = setupI18n({ messages });
  i18n.activate(locale, [LOCALES[locale].tag]);
  return i18n;
}
