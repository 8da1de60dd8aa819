import { QueryClient } from "@tanstack/react-query";
import { createRouter } from "@tanstack/react-router";
import { NotFound, RouteError } from "./app/shell/route-errors";
import { appStore } from "./app/store";
import { appModeAtom, modeForPath } from "./lib/app-mode";
import { sessionQueryOptions } from "./lib/session";
import { routeTree } from "./routeTree.gen";

export function createAppRouter(
  queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } }),
) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: "intent",
    // Loaders read TanStack Query's cache, which keeps data fresh on its own terms.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Starts what the first page needs before the app renders. The router begins loading only once it
 * has rendered, and its root route awaits the session before the child routes fetch their code: the
 * session request goes out now (the root route's beforeLoad joins it), and the code of the routes
 * the address matches is fetched meanwhile (the server's HTML named those scripts already, so they
 * are usually on their way: see server/build/client-artifacts.ts).
 * @example
 *   const router = createAppRouter();
 *   preloadFirstPage(router); // GET /api/core/session/session and the page's chunks are under way
 */
export function preloadFirstPage(router: AppRouter) {
  const location = router.latestLocation;
  const mode = modeForPath(location.pathname, appStore.get(appModeAtom));
  void router.options.context.queryClient.prefetchQuery(sessionQueryOptions(mode));
  for (const match of router.matchRoutes(location)) {
    void router
      .loadRouteChunk(router.routesById[match.routeId as keyof typeof router.routesById])
      ?.catch(() => undefined);
  }
}

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
