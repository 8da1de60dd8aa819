import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { messages as ruMessages } from "./catalogs/ru.gen";
import { LOCALES, type Locale, resolveLocale } from "./locales";

/**
 * Catalogs that parts of the storefront fetch when they open, beside the shop's own:
 * `customer` holds the messages of a customer's pages (cart, checkout, login, account).
 */
export type CatalogName = "customer";

type CatalogModule = Promise<{ messages: Messages }>;

// Russian shop messages, the interface language, ship with the code; every other catalog (another
// locale's, a part of the app's) is a chunk of its own, fetched when needed. A compiled catalog is
// complete on its own (the compiler fills gaps from en-US), so nothing is layered under it.
const catalogLoaders: Record<"shop" | CatalogName, Record<Locale, () => CatalogModule>> = {
  shop: {
    ru: async () => ({ messages: ruMessages }),
    "en-US": () => import("./catalogs/en-US.gen"),
  },
  customer: {
    ru: () => import("./catalogs/customer/ru.gen"),
    "en-US": () => import("./catalogs/customer/en-US.gen"),
  },
};

interface LazyCatalogs {
  /** The catalogs the instance uses, each loaded in whatever locale it activates. */
  names: Set<"shop" | CatalogName>;
  /** Loaded or loading, by `<catalog>:<locale>`. */
  loads: Map<string, Promise<void>>;
}

// Instances made by createShopI18n are not in it: they hold every catalog from the start.
const lazyCatalogs = new WeakMap<I18n, LazyCatalogs>();

/**
 * A Lingui instance that holds only the catalogs in use: the Russian shop messages, active from the
 * start, come with the code; another locale's are fetched by {@link activateLocale} or `setLocale`,
 * and a part of the app's by {@link loadCatalog}. Browsers use it so that a visitor downloads one
 * language and only the messages of the pages they open; tests, stories and Node use
 * `createShopI18n`, which holds every catalog.
 * @example
 *   const i18n = createLazyShopI18n();
 *   await activateLocale(i18n, readLocaleCookie(document.cookie)); // at once for Russian
 */
export function createLazyShopI18n(): I18n {
  // Copies: Lingui adds later catalogs into a locale's object, which must not be a module's own.
  const i18n = setupI18n({ messages: { ru: { ...ruMessages } } });
  i18n.activate("ru", [LOCALES.ru.tag]);
  lazyCatalogs.set(i18n, { names: new Set(["shop"]), loads: new Map([["shop:ru", Promise.resolve()]]) });
  return i18n;
}

function load(i18n: I18n, state: LazyCatalogs, name: "shop" | CatalogName, locale: Locale): Promise<void> {
  const key = `${name}:${locale}`;
  let loading = state.loads.get(key);
  if (!loading) {
    loading = catalogLoaders[name][locale]().then(({ messages }) => i18n.load(locale, { ...messages }));
    state.loads.set(key, loading);
    // A failed fetch (a deploy replaced the chunk, the network dropped) may be tried again.
    loading.catch(() => state.loads.delete(key));
  }
  return loading;
}

/**
 * Makes sure an instance has every catalog it uses in a locale, fetching what a lazy instance lacks
 * (once); an instance with every catalog has nothing to wait for.
 * @example
 *   await loadLocaleCatalogs(i18n, "en-US");
 */
export async function loadLocaleCatalogs(i18n: I18n, locale: Locale): Promise<void> {
  const state = lazyCatalogs.get(i18n);
  if (!state) return;
  await Promise.all([...state.names].map((name) => load(i18n, state, name, locale)));
}

/**
 * Adds a part of the app's catalog to an instance, in the active locale (and in every locale it
 * activates later); fetched once. Components re-render when it arrives (Lingui's `change` event).
 * @example
 *   beforeLoad: () => loadCatalog(i18n, "customer"), // a route of the customer's pages
 */
export function loadCatalog(i18n: I18n, name: CatalogName): Promise<void> {
  const state = lazyCatalogs.get(i18n);
  if (!state) return Promise.resolve();
  state.names.add(name);
  return load(i18n, state, name, resolveLocale(i18n.locale));
}

/**
 * Activates the locale a visitor chose before (a code or tag, e.g. from the locale cookie; Russian
 * when unknown) once its catalogs are there, without writing the cookie or telling listeners: the
 * start of the app, before anything asks the API in that language.
 * @returns the locale now active.
 * @example
 *   await activateLocale(i18n, readLocaleCookie(document.cookie)); // "ru"
 */
export async function activateLocale(i18n: I18n, candidate: string | null | undefined): Promise<Locale> {
  const locale = resolveLocale(candidate);
  await loadLocaleCatalogs(i18n, locale);
  if (i18n.locale !== locale) i18n.activate(locale, [LOCALES[locale].tag]);
  return locale;
}
