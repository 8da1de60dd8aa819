import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { answered, shopApi } from "./api";
import { type AppMode, appModeAtom } from "./app-mode";

/** Root of the session query keys; invalidating it reloads the session (login, logout, locale change). */
export const SESSION_QUERY_KEY = ["session"] as const;

/**
 * The visitor's session (`GET /core/session/session`): authorised flag, menus, cart, currency,
 * price type, default measure, public settings. One per mode: in the admin panel it is asked for
 * with `?application=admin-panel`, and only then can `application.adminPanel` be true. The root
 * route loads the one of the current mode before anything renders.
 */
export const sessionQueryOptions = (mode: AppMode = "shop") =>
  queryOptions({
    queryKey: [...SESSION_QUERY_KEY, mode],
    queryFn: async () => answered(await shopApi.session.get({ adminPanel: mode === "admin-panel" })),
    // The session changes through the app's own actions, which invalidate it explicitly.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The loaded session of the current mode; only used below the root route, which has loaded it. */
export const useSession = () => useSuspenseQuery(sessionQueryOptions(useAtomValue(appModeAtom))).data;
