import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { LOCALES, type Locale, resolveLocale } from "./locales";
import { ownCatalogs } from "./own-catalogs";

/** Fetches one locale of a compiled catalog, usually a dynamic import: `() => import("./ru.gen")`. */
export type CatalogLoader = () => Promise<{ messages: Messages }>;

export interface LazyShopI18nOptions {
  /**
   * The app's catalog that every page uses: its Russian messages come with the code and are active
   * from the start; another locale's are fetched when it is activated.
   */
  shop?: { ru: Messages } & Partial<Record<Exclude<Locale, "ru">, CatalogLoader>>;
  /** Catalogs of parts of the app by name (the customer's pages, a staff area), fetched by {@link loadCatalog}. */
  parts?: Record<string, Record<Locale, CatalogLoader>>;
}

interface LazyCatalogs {
  loaders: Record<string, Partial<Record<Locale, CatalogLoader>>>;
  /** The catalogs the instance uses, each loaded in whatever locale it activates. */
  names: Set<string>;
  /** Loaded or loading, by `<catalog>:<locale>`. */
  loads: Map<string, Promise<void>>;
}

// Instances made by createShopI18n are not in it: they hold every catalog from the start.
const lazyCatalogs = new WeakMap<I18n, LazyCatalogs>();

/**
 * A Lingui instance that holds only the catalogs in use: the app's Russian messages, active from the
 * start, come with the code; another locale's are fetched by {@link activateLocale} or `setLocale`,
 * and a part of the app's by {@link loadCatalog}. This package's own messages are always there.
 * Browsers use it so that a visitor downloads one language and only the messages of the pages they
 * open; tests, stories and servers use `createShopI18n`, which holds every catalog it is given.
 * @example
 *   const i18n = createLazyShopI18n({
 *     shop: { ru: ruMessages, "en-US": () => import("./catalogs/en-US.gen") },
 *     parts: { customer: { ru: () => import("./catalogs/customer/ru.gen"), "en-US": () => import("./catalogs/customer/en-US.gen") } },
 *   });
 *   await activateLocale(i18n, readLocaleCookie(document.cookie)); // at once for Russian
 */
export function createLazyShopI18n(options: LazyShopI18nOptions = {}): I18n {
  const { ru = {}, ...shopLoaders } = options.shop ?? {};
  // Copies: Lingui adds later catalogs into a locale's object, which must not be a module's own.
  const i18n = setupI18n({ messages: { ru: { ...ownCatalogs.ru, ...ru } } });
  i18n.activate("ru", [LOCALES.ru.tag]);
  lazyCatalogs.set(i18n, {
    loaders: { ...options.parts, shop: shopLoaders },
    names: new Set(["shop"]),
    loads: new Map([["shop:ru", Promise.resolve()]]),
  });
  return i18n;
}

async function fetchMessages(state: LazyCatalogs, name: string, locale: Locale): Promise<Messages> {
  const loader = state.loaders[name]?.[locale];
  if (name === "shop") return { ...ownCatalogs[locale], ...(loader ? (await loader()).messages : {}) };
  if (!loader) throw new RangeError(`No catalog "${name}" for locale "${locale}".`);
  return { ...(await loader()).messages };
}

function load(i18n: I18n, state: LazyCatalogs, name: string, locale: Locale): Promise<void> {
  const key = `${name}:${locale}`;
  let loading = state.loads.get(key);
  if (!loading) {
    loading = fetchMessages(state, name, locale).then((messages) => i18n.load(locale, messages));
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
 * Adds a part of the app's catalog (one of `parts` of {@link createLazyShopI18n}) to an instance, in
 * the active locale (and in every locale it activates later); fetched once. Components re-render
 * when it arrives (Lingui's `change` event). An instance of `createShopI18n` has it already.
 * @throws {RangeError} for a name the instance was not given (the promise rejects).
 * @example
 *   beforeLoad: () => loadCatalog(i18n, "customer"), // a route of the customer's pages
 */
export function loadCatalog(i18n: I18n, name: string): Promise<void> {
  const state = lazyCatalogs.get(i18n);
  if (!state) return Promise.resolve();
  if (!state.loaders[name]) return Promise.reject(new RangeError(`No catalog "${name}" was given.`));
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
