import { QueryClient } from "@tanstack/react-query";
import { createRouter } from "@tanstack/react-router";
import { NotFound, RouteError } from "./app/shell/route-errors";
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

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
