import { type ApiResult, isNetworkFailure, networkFailure, type ShopApi } from "@shop/api-client";

// The API client (lib/api-connection.ts: the HTTP library, the client, the shop's resources, 7 kB
// gzip) is not in the start script every page loads: a page the server rendered hydrates from the
// data it came with and asks the API nothing until the shopper acts. `shopApi` here stands in for
// it, and its first call loads it: a link hovered or touched (the router preloads the page's data
// on intent), a navigation, the cart's first sync after a tap (the cart changes on screen at once).

/**
 * The shop's icon set (`GET /api/core/icons?icons=…`, SVG symbols) as the browser reaches it, for
 * `@shop/ui`'s `IconSet`: same-origin, so `<use href>` may draw from it, on the server's HTML too.
 */
export const ICON_SET_PATH = "/api/core/icons";

/** Loads the API client (once; later calls get the same module). */
const loadApiConnection = () => import("./api-connection");

/**
 * An object of calls (`api.products.list(…)`, each returning a promise) that exists before the
 * object itself is loaded: a call loads it with `load` (the first one; the module system keeps it),
 * then makes the same call on it. Since every call already answers later, the caller sees no
 * difference. If the object cannot be loaded (offline before it ever was), a call answers
 * `unloaded(error)`, or rejects without it. A member that is not a call rejects; the stand-in is
 * never a thenable, so awaiting a part of it (`await api.products`) is not taken for a call.
 * @example
 *   const shopApi = lazyCalls(() => import("./api-connection").then((module) => module.shopApi));
 *   await shopApi.products.list({ page: 1 }); // loads the module, then calls its products.list
 */
export function lazyCalls<Calls extends object>(
  load: () => Promise<Calls>,
  unloaded?: (error: unknown) => unknown,
): Calls {
  const part = (path: readonly string[]): unknown =>
    new Proxy(() => undefined, {
      get: (_target, key) => (typeof key === "string" && key !== "then" ? part([...path, key]) : undefined),
      apply: async (_target, _this, args: unknown[]) => {
        let owner: unknown;
        let member: unknown;
        try {
          member = await load();
        } catch (error) {
          if (unloaded) return unloaded(error);
          throw error;
        }
        for (const key of path) {
          owner = member;
          member = (member as Record<string, unknown> | undefined)?.[key];
        }
        if (typeof member !== "function") throw new TypeError(`${path.join(".")} is not a call`);
        return Reflect.apply(member, owner, args);
      },
    });
  return part([]) as Calls;
}

/**
 * Typed shop resources: the calls of the API client, which loads with the first of them. A client
 * that could not be loaded (offline, its file never fetched) is a call without an answer, as the
 * client's own network failures are: `answered` turns it into the «no connection» state.
 */
export const shopApi: ShopApi = lazyCalls(
  () => loadApiConnection().then((module) => module.shopApi),
  networkFailure,
);

/** Thrown by query functions when the API did not answer at all; the error screen shows 503. */
export class ApiUnreachableError extends Error {
  readonly status = 503;
  constructor(message: string) {
    super(message);
    this.name = "ApiUnreachableError";
  }
}

/**
 * Turns the client's explicit "no answer" into an error, which is what TanStack Query expects of a
 * failed query function.
 * @example
 *   queryFn: async () => answered(await shopApi.products.getBySlug(slug)),
 */
export function answered<T>(result: ApiResult<T>): T {
  if (isNetworkFailure(result)) throw new ApiUnreachableError(result.message);
  return result;
}
