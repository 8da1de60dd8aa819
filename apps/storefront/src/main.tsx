import { I18nProvider } from "@lingui/react";
import { onLocaleChange } from "@shop/i18n";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { i18n } from "./app/i18n";
import { createAppRouter } from "./router";
import "./index.css";

const router = createAppRouter();

// The page's language follows the active locale (screen readers, hyphenation). Changing the locale
// reloads the session (SPEC.md section 4): every query refetches, and the API client now sends the
// new locale as Accept-Language.
document.documentElement.lang = i18n.locale;
onLocaleChange(i18n, (locale) => {
  document.documentElement.lang = locale;
  void router.options.context.queryClient.invalidateQueries();
});

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("The page has no #root element.");

createRoot(rootElement).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={router.options.context.queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>,
);
