import type { ApiError, Session } from "@shop/api-client";
import { onLocaleChange } from "@shop/i18n";
import type { RegisteredRouter } from "@tanstack/react-router";
import { setApiHandlers } from "../lib/api-handlers";
import { appModeAtom } from "../lib/app-mode";
import { authErrorsAtom } from "../lib/auth-errors";
import { config } from "../lib/config";
import { i18n } from "../lib/i18n";
import { forgetKeptPages } from "../lib/kept-pages";
import { logout, onLogout } from "../lib/logout";
import { sessionKeys, sessionQueryOptions } from "../lib/session";
import { cartHandOver } from "./cart-hand-over";
import { fatalErrorAtom } from "./fatal-error";
import { appStore } from "./store";
import { showApiEvent } from "./toaster";

/**
 * Wires the app together once, before the first render: API signals to toasts, logout and the
 * error screen; router events to the auth error list, the fatal error and analytics; the session
 * to the cart's sync mode; locale changes to a session reload.
 */
export function startApp(router: RegisteredRouter) {
  const { queryClient } = router.options.context;

  setApiHandlers({
    onEvent: showApiEvent,
    onUnauthorized: () => void logout({ queryClient, router }),
    // An HTTP reason phrase ("Forbidden") is not a status message: the screen's header is the
    // localised one for the code (SPEC.md section 2).
    onFatalError: (error: ApiError) =>
      appStore.set(fatalErrorAtom, { statusCode: error.statusCode, message: error.message, fatal: true }),
  });

  // Navigating clears the auth error list and a fatal error (SPEC.md section 2).
  router.subscribe("onBeforeNavigate", () => {
    appStore.set(authErrorsAtom, []);
    appStore.set(fatalErrorAtom, null);
  });

  // The counter's code is a chunk of its own, fetched only when a counter is configured: most
  // builds have none, and with one its script loads after the page anyway.
  const { analytics } = config;
  if (analytics) void import("./analytics").then((module) => module.startAnalytics(analytics, router));

  // The service worker (offline pages, the update prompt) is a chunk of its own too, fetched once
  // the page has loaded: a first visit's JavaScript does not grow by it. (No worker in development.)
  if (import.meta.env.PROD) {
    const startWorker = () => import("./service-worker-client").then((worker) => worker.start(router));
    if (document.readyState === "complete") void startWorker();
    else addEventListener("load", startWorker);
  }

  // The cart follows the session; its code comes once the page has loaded (app/cart-hand-over.ts).
  const cart = cartHandOver(() => import("./cart-session"));
  const followSession = (session: Session) => cart.follow({ session });
  if (document.readyState === "complete") void cart.load();
  else addEventListener("load", () => void cart.load(), { once: true });
  // The session of the tab's mode, unless it was invalidated since (a logout): stale data must not
  // log the cart back in.
  const currentSession = () => {
    const { queryKey } = sessionQueryOptions(appStore.get(appModeAtom));
    return queryClient.getQueryState(queryKey)?.isInvalidated
      ? undefined
      : queryClient.getQueryData(queryKey);
  };
  queryClient.getQueryCache().subscribe((event) => {
    // Only a freshly loaded session counts: invalidation also "updates" the query, with the old data.
    // The first page's session arrives with the server's cache ("added" when the page hydrates).
    const loaded =
      (event.type === "updated" && event.action.type === "success") ||
      (event.type === "added" && event.query.state.status === "success");
    if (!loaded) return;
    const [key, mode] = event.query.queryKey;
    // The other mode's session (a preload, a refetch of all sessions at login) is not the tab's.
    if (key !== sessionKeys.all[0] || mode !== appStore.get(appModeAtom)) return;
    const session = currentSession();
    if (session) followSession(session);
  });
  // Switching modes may find the other session cached: no load, but the cart's mode changes.
  router.subscribe("onResolved", () => {
    const session = currentSession();
    if (session) followSession(session);
  });
  onLogout(() => {
    cart.follow("logout");
    // The customer's lines must leave this device now, not once the page has loaded.
    void cart.load();
    appStore.set(appModeAtom, "shop");
    // The pages the service worker kept may show what the customer saw. Here, not in the worker's
    // page side: that starts once the page is idle, and a logout tapped before then would leave them.
    forgetKeptPages();
  });

  // Changing the locale reloads the session (SPEC.md section 4); every query follows. (The document's
  // `lang` follows the locale by itself: the root route renders it, see app/shell/html-document.)
  onLocaleChange(i18n, () => void queryClient.invalidateQueries());
}
