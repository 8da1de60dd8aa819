import { type Locale, loadCatalog, resolveLocale } from "@shop/i18n";
import { QueryClient } from "@tanstack/react-query";
import { createRouter } from "@tanstack/react-router";
import { setupRouterSsrQueryIntegration } from "@tanstack/react-router-ssr-query";
import { createIsomorphicFn } from "@tanstack/react-start";
import { createStore } from "jotai";
import { reportFailedStart } from "./app/failed-start";
import { NotFound, preloadErrorScreen, RouteError } from "./app/shell/route-errors";
import { startApp } from "./app/start-browser-app";
import { appStore } from "./app/store";
import { type AppMode, appModeAtom, hydrateAppMode } from "./lib/app-mode";
import type { CatalogName } from "./lib/catalogs";
import { config } from "./lib/config";
import { activatePageLocale, visitorI18n } from "./lib/i18n";
import { currentCspNonce, currentVisitor } from "./lib/page-request";
import { registerSessionQuery } from "./lib/session";
import { SHOP_TIME_ZONE, timeZoneAtom, visitorTimeZone } from "./lib/time-zone";
import { routeTree } from "./routeTree.gen";

/**
 * What every request gets of its own on the server, and the tab keeps for its life in the browser:
 * the query cache (filled by loaders; the server hands it to the browser) and the jotai store of
 * the app's state (the tab's mode, the error screen, the auth errors).
 */
const perVisit = createIsomorphicFn()
  .server(() => {
    const store = createStore();
    store.set(timeZoneAtom, visitorTimeZone(currentVisitor().cookieHeader));
    return { store, nonce: currentCspNonce() };
  })
  .client(() => ({ store: appStore, nonce: undefined }));

let firstRender = true;

/**
 * Scroll restoration, but not over the shopper's own scroll: the first page shows from the server's
 * HTML, and a shopper may scroll it before it hydrates (or the browser restores a reload's position
 * by itself). The router's restoration on that first render would throw them back to the top,
 * under their finger, mid-tap; after it, each navigation restores or resets as usual.
 */
function keepsTheShoppersFirstScroll(): boolean {
  // The server asks too, for its inline script that puts a reloaded page back where it was.
  if (typeof window === "undefined" || !firstRender) return true;
  firstRender = false;
  return window.scrollX === 0 && window.scrollY === 0;
}

/** What the browser's start needs of the server's: the locale and the messages beyond the shop's
 * own it rendered with, and the failure of the page's start there, if it failed. */
interface PageStart {
  /** The locale the page was rendered in: the browser hydrates in it, whatever it would choose. */
  locale: Locale;
  catalogs: CatalogName[];
  admin: boolean;
  failedStart?: string;
  /** The page is an error screen (404, 403, a failed load). */
  errorScreen?: boolean;
  /** The time zone the page's times were rendered in (lib/time-zone.ts). */
  timeZone: string;
  /** The mode the page was rendered in: the panel for an /admin page, else the shop. */
  mode: AppMode;
}

/**
 * The app's router: called by TanStack Start once per page request on the server and once in the
 * browser, where it also wires the app together (`startApp`).
 * @example
 *   const router = getRouter(); // src/routes/*, with a new query cache
 */
export function getRouter() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
  registerSessionQuery(queryClient);
  const { store, nonce } = perVisit();
  const i18n = visitorI18n();
  const router = createRouter({
    routeTree,
    context: { queryClient, store, i18n },
    defaultPreload: "intent",
    // Loaders read TanStack Query's cache, which keeps data fresh on its own terms.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
    scrollRestoration: keepsTheShoppersFirstScroll,
    ...(nonce ? { ssr: { nonce } } : {}),
  });
  // The browser hydrates with the messages the server rendered with: the page's locale, the page's
  // own catalog (`staticData.messages`) and the panel's. Hydration does not run the routes'
  // beforeLoad again, so what the root route loaded on the server is named here and loaded first.
  // The locale travels too rather than being worked out again in the browser: the document's `lang`
  // and every text hydrate from the value they were rendered from.
  router.update({
    ...router.options,
    dehydrate: (): PageStart => {
      const root = router.state.matches[0];
      return {
        locale: resolveLocale(i18n.locale),
        catalogs: router.state.matches.flatMap((match) => match.staticData.messages ?? []),
        admin: router.state.matches.some((match) => match.routeId.startsWith("/admin")),
        timeZone: store.get(timeZoneAtom),
        mode: store.get(appModeAtom),
        ...(root?.status === "error" ? { failedStart: String(root.error) } : {}),
        ...(router.state.matches.length === 1 ||
        router.state.matches.some(
          (match) => match.status === "error" || match.status === "notFound" || match._notFound,
        )
          ? { errorScreen: true }
          : {}),
      };
    },
    hydrate: async (dehydrated) => {
      const {
        locale,
        catalogs = [],
        admin = false,
        failedStart,
        errorScreen,
        timeZone = SHOP_TIME_ZONE,
        mode = "shop",
      }: Partial<PageStart> = dehydrated;
      store.set(timeZoneAtom, timeZone);
      // The page hydrates in the mode it was rendered in (what the tab keeps for itself is restored
      // after hydration, `restoreTabMode`): an /admin page hydrated in shop mode rendered the
      // panel with the shop's session, which the server had not loaded, and the switch to the
      // panel's reached it before it had hydrated.
      hydrateAppMode(store, mode);
      // The page's start failed on the server, which rendered the error screen: the browser's
      // console and the counter learn of it too.
      if (failedStart) void reportFailedStart(failedStart, config.analytics);
      try {
        await activatePageLocale(locale);
        await Promise.all([
          ...catalogs.map((name) => loadCatalog(i18n, name)),
          ...(admin ? [loadCatalog(i18n, "admin")] : []),
          ...(errorScreen ? [preloadErrorScreen()] : []),
        ]);
      } catch (error) {
        void reportFailedStart(error, config.analytics);
        throw error;
      }
    },
  });
  // The server's query cache goes to the browser with the page, so hydration asks for nothing the
  // server already fetched; it also provides the QueryClient to components.
  setupRouterSsrQueryIntegration({ router, queryClient });
  if (!import.meta.env.SSR) startApp(router);
  return router;
}

export type AppRouter = ReturnType<typeof getRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
