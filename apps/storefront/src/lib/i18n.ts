import { activateLocale, type CatalogName, createLazyShopI18n, readLocaleCookie } from "@shop/i18n";

/**
 * The app's one Lingui instance, given to `I18nProvider` and read by the API client. It holds the
 * Russian catalog from the start; another locale's is fetched when activated, so a visitor
 * downloads one language.
 */
export const i18n = createLazyShopI18n();

// The locale the visitor chose before (the cookie), else Russian. Tests and Node have no document.
const cookieHeader = typeof document === "undefined" ? "" : document.cookie;

/**
 * Settles once the visitor's locale is active: at once for Russian, after its catalog's chunk for
 * another. The app starts after it, so the session is asked for in that language. A catalog that
 * cannot be fetched leaves the shop in Russian rather than not starting at all.
 */
export const i18nReady: Promise<unknown> = activateLocale(i18n, readLocaleCookie(cookieHeader)).catch(
  (error: unknown) => console.error(error),
);

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /**
     * A catalog of messages the page needs beyond the shop's (`customer`: cart, checkout, login,
     * account); the root route fetches it before the page renders.
     */
    messages?: CatalogName;
  }
}
