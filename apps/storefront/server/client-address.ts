import { isIPv6 } from "node:net";
import type { HttpBindings } from "@hono/node-server";

/**
 * Who is asking, for per-client limits: the socket's peer, or, when that peer is a reverse proxy
 * on the loopback or a private network, the last `X-Forwarded-For` hop (the address that proxy
 * appended; hops further left are the client's own say and never trusted). The API's
 * `clientAddress` (apps/api/src/http/rate-limit/rate-limit.ts) follows the same rule, so both
 * count a visitor under one address. IPv6 addresses count by their /64, the block one
 * subscriber gets. Without a socket (`app.request` in tests) the header decides, else `unknown`.
 * @example
 *   clientKey(c.req.raw.headers, c.env); // "203.0.113.7", "2001:db8:1:2::/64"
 */
export function clientKey(headers: Headers, bindings: Partial<HttpBindings> | undefined): string {
  const peer = bindings?.incoming?.socket.remoteAddress;
  const forwarded = headers.get("X-Forwarded-For")?.split(",").at(-1)?.trim();
  const address = forwarded && (!peer || isInternalAddress(peer)) ? forwarded : (peer ?? "unknown");
  return blockOf(address);
}

/** The loopback and private networks: where the shop's own reverse proxy would be. */
export function isInternalAddress(address: string): boolean {
  const v4 = address.replace(/^::ffff:/i, "");
  return (
    v4 === "::1" ||
    /^127\./.test(v4) ||
    /^10\./.test(v4) ||
    /^192\.168\./.test(v4) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(v4) ||
    /^f[cd][0-9a-f]{2}:/i.test(v4)
  );
}

/** An IPv4 address as it is (also when mapped into IPv6), an IPv6 one as its /64. */
function blockOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (!isIPv6(bare)) return address.slice(0, 64);
  const [head = "", tail = ""] = bare.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = bare.includes("::") && tail ? tail.split(":") : [];
  const groups = bare.includes("::")
    ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
