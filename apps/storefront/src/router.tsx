import { QueryClient } from "@tanstack/react-query";
import { createRouter } from "@tanstack/react-router";
import { setupRouterSsrQueryIntegration } from "@tanstack/react-router-ssr-query";
import { createIsomorphicFn } from "@tanstack/react-start";
import { createStore } from "jotai";
import { NotFound, RouteError } from "./app/shell/route-errors";
import { startApp } from "./app/start";
import { appStore } from "./app/store";
import { visitorI18n } from "./lib/i18n";
import { currentCspNonce } from "./lib/page-request";
import { routeTree } from "./routeTree.gen";

/**
 * What every request gets of its own on the server, and the tab keeps for its life in the browser:
 * the query cache (filled by loaders; the server hands it to the browser) and the jotai store of
 * the app's state (the tab's mode, the error screen, the auth errors).
 */
const perVisit = createIsomorphicFn()
  .server(() => ({ store: createStore(), nonce: currentCspNonce() }))
  .client(() => ({ store: appStore, nonce: undefined }));

/**
 * The app's router: called by TanStack Start once per page request on the server and once in the
 * browser, where it also wires the app together (`startApp`).
 * @example
 *   const router = getRouter(); // src/routes/*, with a new query cache
 */
export function getRouter() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
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
    scrollRestoration: true,
    ...(nonce ? { ssr: { nonce } } : {}),
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
