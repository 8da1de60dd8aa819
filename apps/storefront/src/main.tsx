import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { Provider as JotaiProvider } from "jotai";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { startApp } from "./app/start";
import { appStore } from "./app/store";
import { appModeAtom, modeForPath } from "./lib/app-mode";
import { i18n, i18nReady } from "./lib/i18n";
import { sessionQueryOptions } from "./lib/session";
import { createAppRouter } from "./router";
import "./index.css";

// The visitor's language first: the app asks the API in it from the first request.
void i18nReady.then(() => {
  const router = createAppRouter();
  startApp(router);
  // The router starts loading once it has rendered; the session it loads first is asked for now
  // (its beforeLoad joins this request). Then, as the root route awaits the session before its child
  // routes fetch their code, the code of the page being opened is fetched meanwhile.
  const mode = modeForPath(router.latestLocation.pathname, appStore.get(appModeAtom));
  void router.options.context.queryClient.prefetchQuery(sessionQueryOptions(mode));
  for (const match of router.matchRoutes(router.latestLocation)) {
    const route = router.routesById[match.routeId as keyof typeof router.routesById];
    void router.loadRouteChunk(route)?.catch(() => undefined);
  }

  const rootElement = document.getElementById("root");
  if (!rootElement) throw new Error("The page has no #root element.");

  createRoot(rootElement).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <JotaiProvider store={appStore}>
          <QueryClientProvider client={router.options.context.queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </JotaiProvider>
      </I18nProvider>
    </StrictMode>,
  );
});
