import type { ApiError } from "@shop/api-client";
import { onLocaleChange } from "@shop/i18n";
import { setApiHandlers } from "../lib/api";
import { authErrorsAtom } from "../lib/auth-errors";
import { cartStore, toServerCart } from "../lib/cart";
import { config } from "../lib/config";
import { i18n } from "../lib/i18n";
import { SESSION_QUERY_KEY, sessionQueryOptions } from "../lib/session";
import type { AppRouter } from "../router";
import { startAnalytics } from "./analytics";
import { fatalErrorAtom } from "./fatal-error";
import { logout, onLogout } from "./logout";
import { appStore } from "./store";
import { showApiEvent } from "./toaster";

/**
 * Wires the app together once, before the first render: API signals to toasts, logout and the
 * error screen; router events to the auth error list, the fatal error and analytics; the session
 * to the cart's sync mode; locale changes to a session reload.
 */
export function startApp(router: AppRouter) {
  const { queryClient } = router.options.context;

  setApiHandlers({
    onEvent: showApiEvent,
    onUnauthorized: () => void logout({ queryClient, router }),
    onFatalError: (error: ApiError) =>
      appStore.set(fatalErrorAtom, {
        statusCode: error.statusCode,
        statusMessage: error.statusText,
        message: error.message,
        fatal: true,
      }),
  });

  // Navigating clears the auth error list and a fatal error (SPEC.md section 2).
  router.subscribe("onBeforeNavigate", () => {
    appStore.set(authErrorsAtom, []);
    appStore.set(fatalErrorAtom, null);
  });

  if (config.analytics) startAnalytics(config.analytics, router);

  // The cart syncs only for a customer outside the admin panel (cart-core's modes); whenever the
  // session (re)loads, the cart follows it.
  // undefined until the first session: a customer who arrives logged in resumes the server's cart,
  // one who logs in during the visit merges the anonymous cart into it (SPEC.md section 4).
  let wasAuthorised: boolean | undefined;
  queryClient.getQueryCache().subscribe((event) => {
    // Only a freshly loaded session counts: invalidation also "updates" the query, with the old data.
    if (event.type !== "updated" || event.action.type !== "success") return;
    if (event.query.queryKey[0] !== SESSION_QUERY_KEY[0]) return;
    const session = queryClient.getQueryData(sessionQueryOptions().queryKey);
    if (!session) return;
    if (session.authorized && wasAuthorised !== true) {
      const serverCart = session.cart ? toServerCart(session.cart) : null;
      const mode = session.application.adminPanel ? "admin-panel" : "customer";
      if (wasAuthorised === undefined) {
        cartStore.setMode(mode);
        cartStore.resume(serverCart);
      } else {
        cartStore.login(serverCart, mode);
      }
    } else if (!session.authorized) {
      cartStore.setMode("anonymous");
    }
    wasAuthorised = session.authorized;
  });
  onLogout(() => {
    cartStore.logout();
    wasAuthorised = false;
  });

  // Changing the locale reloads the session (SPEC.md section 4); every query follows.
  document.documentElement.lang = i18n.locale;
  onLocaleChange(i18n, (locale) => {
    document.documentElement.lang = locale;
    void queryClient.invalidateQueries();
  });
}
