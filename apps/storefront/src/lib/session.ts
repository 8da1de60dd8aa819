import { ApiError } from "@shop/api-client";
import { type QueryClient, queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { answered, shopApi } from "./api";
import { type AppMode, appModeAtom } from "./app-mode";
import { forgetRefusedToken } from "./page-request";

/** Query keys of the session; invalidating `all` reloads it (login, logout, locale change). */
export const sessionKeys = {
  all: ["session"] as const,
  mode: (mode: AppMode) => [...sessionKeys.all, mode] as const,
};

/**
 * The visitor's session (`GET /core/session/session`): authorised flag, menus, cart, currency,
 * price type, default measure, public settings. One per mode: in the admin panel it is asked for
 * with `?application=admin-panel`, and only then can `application.adminPanel` be true. The root
 * route loads the one of the current mode before anything renders.
 */
export const sessionQueryOptions = (mode: AppMode = "shop") =>
  queryOptions({
    queryKey: sessionKeys.mode(mode),
    queryFn: loadSession,
    // The session changes through the app's own actions, which invalidate it explicitly.
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * Loads the session of the mode its query key names. A token the API refuses while the server
 * renders a page is forgotten there and the session loaded anonymously, so a stale cookie gets the
 * shop, not an error screen.
 */
async function loadSession({ queryKey: [, mode] }: { queryKey: readonly unknown[] }) {
  const load = async () => answered(await shopApi.session.get({ adminPanel: mode === "admin-panel" }));
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 401 && forgetRefusedToken()) return load();
    throw error;
  }
}

/**
 * Lets a session query refetch without a component watching it. The browser's cache gets the
 * session from the server's, without its query function (functions do not travel), and the app
 * reads it from the root route's context rather than through an observer: a login's refetch would
 * otherwise have nothing to run.
 * @example
 *   registerSessionQuery(queryClient); // in getRouter
 */
export function registerSessionQuery(queryClient: QueryClient) {
  queryClient.setQueryDefaults(sessionKeys.all, { queryFn: loadSession });
}

/** The loaded session of the current mode; only used below the root route, which has loaded it. */
export const useSession = () => useSuspenseQuery(sessionQueryOptions(useAtomValue(appModeAtom))).data;
