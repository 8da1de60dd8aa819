import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { answered, shopApi } from "./api";

/** Key of the session query; invalidating it reloads the session (login, logout, locale change). */
export const SESSION_QUERY_KEY = ["session"] as const;

/**
 * The visitor's session (`GET /core/session/session`): authorised flag, menus, cart, currency,
 * price type, default measure, public settings. The root route loads it before anything renders.
 */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: async () => answered(await shopApi.session.get()),
    // The session changes through the app's own actions, which invalidate it explicitly.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The loaded session; only used below the root route, which has loaded it. */
export const useSession = () => useSuspenseQuery(sessionQueryOptions()).data;
