import type { HttpBindings } from "@hono/node-server";
import { clientAddress, type ProxyTrust, proxyTrust } from "@shop/node-server/client-address";
import type { Context } from "hono";
import { problem } from "./problem";

/**
 * The storefront's health route: what `./shop start` waits for and what a load balancer asks. Not
 * under `/api` (that is the API's, for the shop's host only), underscored like `/_image`.
 */
export const HEALTH_PATH = "/_health";

/** How long the API may take to answer the storefront's health check. */
const API_HEALTH_TIMEOUT_MS = 5_000;

const loopback = proxyTrust("loopback");
const noProxy = proxyTrust(undefined);

/**
 * Whether a request is a health check from the shop's own side: from this machine (loopback, or
 * one of its addresses to itself) or from a proxy the shop trusts (a load balancer), asked by that
 * machine itself rather than forwarded for a visitor. Such a check names whatever host it reached
 * the server by (`localhost:3000`, the replica's address), so `PUBLIC_URL`'s host rule lets it
 * through; its answer holds no URL for a Host to end up in.
 * @example
 *   if (isOwnHealthCheck(c, proxyTrust("10.0.0.0/8"))) return next(); // the balancer at 10.0.0.2
 */
export function isOwnHealthCheck(
  c: Pick<Context<{ Bindings: Partial<HttpBindings> }>, "req" | "env">,
  trust: ProxyTrust,
): boolean {
  if (c.req.path !== HEALTH_PATH) return false;
  const socket = c.env?.incoming?.socket;
  if (!socket?.remoteAddress) return false;
  const asker = clientAddress(
    { peer: socket.remoteAddress, forwardedFor: c.req.header("x-forwarded-for") },
    trust,
  );
  const self =
    socket.localAddress && clientAddress({ peer: socket.localAddress, forwardedFor: null }, noProxy);
  return loopback(asker, 0) || trust(asker, 0) || asker === self;
}

/**
 * `GET /_health`: 200 `{"status":"ok"}` when this server runs and the API it forwards `/api` to
 * answers its own health check (so one check covers both processes), else a 503 problem document.
 * @example
 *   app.get(HEALTH_PATH, healthCheck("http://127.0.0.1:3001"));
 */
export function healthCheck(apiUrl: string | undefined) {
  return async (c: Context) => {
    if (apiUrl) {
      const apiUp = await fetch(new URL("/api/health", apiUrl), {
        signal: AbortSignal.timeout(API_HEALTH_TIMEOUT_MS),
      }).then(
        async (answer) => {
          await answer.body?.cancel();
          return answer.ok;
        },
        () => false,
      );
      if (!apiUp)
        return problem(c, 503, "Service Unavailable", "The shop API does not answer its health check.");
    }
    return c.json({ status: "ok" }, 200, { "Cache-Control": "no-store" });
  };
}
