import { getConnInfo } from "@hono/node-server/conninfo";
import { clientAddress, clientKey, proxyTrust } from "@shop/node-server/client-address";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";

/**
 * Resolves who is asking once per request (`c.get("client")`, the key rate limits count under) by
 * the shop's one rule (`@shop/node-server`'s `clientAddress`): the socket's peer, or, past trusted
 * proxies, the `X-Forwarded-For` hop before them; IPv6 by its /64. The API always trusts loopback,
 * where the storefront's `/api` proxy sits and names the client it resolved; `TRUST_PROXY` adds
 * other proxies (a storefront on another host). A malformed setting throws at start.
 * @example
 *   app.use(clientAddresses(process.env.TRUST_PROXY));
 */
export function clientAddresses(trustProxy?: string): MiddlewareHandler<AppEnv> {
  const trust = proxyTrust(trustProxy, ["loopback"]);
  return async (c, next) => {
    let peer: string | undefined;
    try {
      peer = getConnInfo(c).remote.address;
    } catch {
      peer = undefined; // not served by Node (app.request() in tests)
    }
    c.set("client", clientKey(clientAddress({ peer, forwardedFor: c.req.header("X-Forwarded-For") }, trust)));
    await next();
  };
}

/**
 * The key of the caller resolved by {@link clientAddresses}, for rate limits.
 * @example
 *   rateLimit(limiter, { bucket: "login-ip", limit: 30, windowMs: 900_000 }, clientOf);
 */
export function clientOf(c: Context<AppEnv>): string {
  return c.get("client") ?? "unknown";
}
