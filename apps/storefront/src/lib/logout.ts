import type { QueryClient } from "@tanstack/react-query";
import type { AnyRouter } from "@tanstack/react-router";
import { shopApi } from "./api";
import { config } from "./config";
import { sessionKeys } from "./session";

/** Wait before leaving the page after a logout (SPEC.md section 9). */
export const LOGOUT_REDIRECT_DELAY_MS = 500;
export const LOGOUT_PAGE = "/logout";

const logoutListeners = new Set<() => void>();

/** Runs `listener` at every logout (e.g. the cart forgets its lines); returns the unsubscribe function. */
export function onLogout(listener: () => void) {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

let loggingOut: Promise<void> | undefined;

/**
 * Logs out (SPEC.md section 4): the API ends the token's session and the storefront's server clears
 * its HttpOnly cookie; then the session (menus, cart) and whatever listens (the local cart, without
 * saving) are forgotten, and after 500 ms the visitor goes to the logout page unless already there
 * or on a page anonymous visitors may see. `ended`: the session already ended on the server (a
 * logout on all devices), only the local part is left. One logout at a time: the API's 401 to a token already
 * refused would otherwise start another.
 */
export function logout(
  app: { queryClient: QueryClient; router: AnyRouter },
  { ended = false }: { ended?: boolean } = {},
): Promise<void> {
  loggingOut ??= forget(app, ended).finally(() => {
    loggingOut = undefined;
  });
  return loggingOut;
}

async function forget(
  { queryClient, router }: { queryClient: QueryClient; router: AnyRouter },
  ended: boolean,
) {
  // Unreachable API: the local state is forgotten all the same; the cookie goes at the next 401.
  if (!ended) await shopApi.auth.logout().catch(() => undefined);
  for (const listener of logoutListeners) listener();
  // Everything cached belonged to the customer: profile, orders, the session's menus and cart.
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] });
  await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
  setTimeout(() => {
    const path = router.state.location.pathname;
    const anonymous = config.anonymousPages.some((pattern) => pattern.test(path));
    if (path !== LOGOUT_PAGE && !anonymous) void router.navigate({ to: LOGOUT_PAGE });
    else void router.invalidate();
  }, LOGOUT_REDIRECT_DELAY_MS);
}
