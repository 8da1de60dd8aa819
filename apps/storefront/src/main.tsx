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

/**
 * Settles in a later task. The start is cut into tasks (evaluating the bundle; starting the router
 * and the first requests; loading the locale's number data; the first render) so that none runs
 * long enough to hold up input: on a mid-range phone each is a fraction of the one long task they
 * made together, and Lighthouse counts a task's time over 50 ms as blocking.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The visitor's language first: the app asks the API in it from the first request.
void i18nReady.then(nextTask).then(async () => {
  const router = createAppRouter();
  startApp(router);
  preloadFirstPage(router);
  await nextTask();
  // The first number a page formats (a price, a count in a message) loads ICU's data for the
  // locale, 15-20 ms at once: done here, while the requests are in flight, not in the first render.
  i18n.number(0);
  await nextTask();

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
