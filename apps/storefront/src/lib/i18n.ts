import type { I18n } from "@lingui/core";
import {
  activateLocale,
  createLazyShopI18n,
  createShopI18n,
  LOCALE_COOKIE_NAME,
  type Locale,
  readLocaleCookie,
  visitorLocale,
} from "@shop/i18n";
import { createIsomorphicFn } from "@tanstack/react-start";
import { browserCatalogs, type CatalogName } from "./catalogs";
import { everyCatalog } from "./every-catalog";
import { currentVisitor } from "./page-request";

/**
 * The locale a visitor gets: the one they chose with the language switch (the locale cookie), else
 * Russian (SPEC.md sections 1 and 9), whatever their browser prefers.
 */
export const localeOfVisitor = () =>
  visitorLocale({ cookie: readLocaleCookie(currentVisitor().cookieHeader, LOCALE_COOKIE_NAME) });

// On the server, one instance per locale holding every catalog: a page renders in its visitor's
// locale and never switches an instance another request is rendering with.
const serverInstances = new Map<Locale, I18n>();

/** The Lingui instance of the visitor being served: per locale on the server, the tab's in a browser. */
export const visitorI18n = createIsomorphicFn()
  .server((): I18n => {
    const locale = localeOfVisitor();
    let instance = serverInstances.get(locale);
    if (!instance) {
      instance = createShopI18n({ locale, catalogs: everyCatalog() });
      serverInstances.set(locale, instance);
    }
    return instance;
  })
  .client((): I18n => browserI18n);

// In the browser, one instance for the tab. It holds the Russian catalog from the start; another
// locale's is fetched when activated, so a visitor downloads one language.
const browserI18n = createLazyShopI18n(browserCatalogs);

/**
 * The app's Lingui instance for code outside React (route heads, validation messages, toasts):
 * the tab's in a browser; on the server it stands for the instance of the request being rendered,
 * whose locale may differ from a request rendered at the same time. Components read it from
 * `useLingui()`, which `I18nProvider` gives the same instance.
 */
export const i18n: I18n = import.meta.env.SSR
  ? new Proxy(browserI18n, {
      get(_target, key) {
        const instance = visitorI18n();
        const value = Reflect.get(instance, key, instance);
        return typeof value === "function" ? value.bind(instance) : value;
      },
    })
  : browserI18n;

/**
 * Settles once the locale the server rendered the page in is active in the browser: at once for
 * Russian, after its catalog's chunk for another; hydration waits for it, so the browser's first
 * render (the document's `lang` and its text) is the server's. A catalog that cannot be fetched
 * leaves the shop in Russian rather than not starting at all.
 * @example
 *   hydrate: async ({ locale }) => { await activatePageLocale(locale); },
 */
export const activatePageLocale = (locale: Locale | undefined): Promise<unknown> =>
  activateLocale(browserI18n, locale).catch((error: unknown) => console.error(error));

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /**
     * A catalog of messages the page needs beyond the shop's (`customer`: cart, checkout, login,
     * account); the root route fetches it before the page renders. (The staff area's, `admin`, is
     * fetched by its layout route.)
     */
    messages?: Exclude<CatalogName, "admin">;
  }
}
