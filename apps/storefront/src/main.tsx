import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { Provider as JotaiProvider } from "jotai";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { startApp } from "./app/start";
import { appStore } from "./app/store";
import { i18n, i18nReady } from "./lib/i18n";
import { createAppRouter, preloadFirstPage } from "./router";
import "./index.css";

// The visitor's language first: the app asks the API in it from the first request.
void i18nReady.then(() => {
  const router = createAppRouter();
  startApp(router);
  preloadFirstPage(router);

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
