import type { HttpBindings } from "@hono/node-server";
import type { ProxyTrust } from "@shop/node-server/client-address";

/**
 * Whether a request came over HTTPS: on a TLS socket of this server, or through a proxy this
 * server trusts (`TRUST_PROXY`) that says so in `X-Forwarded-Proto`. What any other client writes
 * there is not believed. The one rule for everything the scheme decides: HSTS (a forged https must
 * not pin a host to a scheme it is not served on), the cookies' `Secure`, the shop's own origin
 * for the cross-site check, and the scheme the API is told.
 * @example
 *   cameOverHttps("http://shop.example/", headers, "127.0.0.1", proxyTrust("loopback")); // true with X-Forwarded-Proto: https
 */
export function cameOverHttps(
  url: string,
  headers: Headers,
  peer: string | undefined,
  trust: ProxyTrust,
): boolean {
  if (new URL(url).protocol === "https:") return true;
  if (peer === undefined || !trust(peer, 0)) return false;
  return headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() === "https";
}

/** {@link cameOverHttps} for the request of a Hono handler on Node's server. */
export const requestCameOverHttps = (
  c: { req: { url: string; raw: Request }; env: Partial<HttpBindings> | undefined },
  trust: ProxyTrust,
): boolean => cameOverHttps(c.req.url, c.req.raw.headers, c.env?.incoming?.socket.remoteAddress, trust);
