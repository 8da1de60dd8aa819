import type { QueryClient } from "@tanstack/react-query";
import type { AnyRouter } from "@tanstack/react-router";
import { clearToken } from "../lib/auth-token";
import { config } from "../lib/config";
import { SESSION_QUERY_KEY } from "../lib/session";

/** Wait before leaving the page after a logout (SPEC.md section 9). */
export const LOGOUT_REDIRECT_DELAY_MS = 500;
export const LOGOUT_PAGE = "/logout";

const logoutListeners = new Set<() => void>();

/** Runs `listener` at every logout (e.g. the cart forgets its lines); returns the unsubscribe function. */
export function onLogout(listener: () => void) {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

/**
 * Logs out (SPEC.md section 4): forgets the token, the session (menus, cart) and whatever listens
 * (the local cart, without saving), then after 500 ms goes to the logout page unless the visitor is
 * already there or on a page anonymous visitors may see.
 */
export async function logout({ queryClient, router }: { queryClient: QueryClient; router: AnyRouter }) {
  clearToken();
  for (const listener of logoutListeners) listener();
  // Everything cached belonged to the customer: profile, orders, the session's menus and cart.
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  setTimeout(() => {
    const path = router.state.location.pathname;
    const anonymous = config.anonymousPages.some((pattern) => pattern.test(path));
    if (path !== LOGOUT_PAGE && !anonymous) void router.navigate({ to: LOGOUT_PAGE });
    else void router.invalidate();
  }, LOGOUT_REDIRECT_DELAY_MS);
}
