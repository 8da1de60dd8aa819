import ipaddr from "ipaddr.js";
import proxyAddr from "proxy-addr";

// Who is asking, for per-client limits: one rule for the storefront and the API. The socket's peer
// is the client, unless it is a proxy the shop trusts; then the address that proxy put last into
// `X-Forwarded-For` is, and so on leftwards, past trusted proxies only (proxy-addr, Express's
// "trust proxy"). What a client writes into the header itself is never believed: it sits left of the
// first untrusted hop.

/** Which peers are trusted proxies, compiled once from addresses, CIDRs or proxy-addr's names. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * The trusted proxies of a `TRUST_PROXY` setting: a comma-separated list of addresses and CIDRs
 * (`10.0.0.0/8`, `2001:db8::/32`) or proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`),
 * on top of `always` (what the server trusts whatever the setting, e.g. the API its loopback
 * storefront). Empty: no proxy is trusted. A malformed entry throws, naming it, so the server does
 * not start on a setting it misread.
 * @example
 *   const trust = proxyTrust(process.env.TRUST_PROXY, ["loopback"]);
 */
export function proxyTrust(setting: string | undefined, always: readonly string[] = []): ProxyTrust {
  const entries = [
    ...always,
    ...(setting ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
  ];
  try {
    return proxyAddr.compile(entries);
  } catch (error) {
    throw new Error(`TRUST_PROXY: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The client's address: the peer, or, past trusted proxies, the `X-Forwarded-For` hop before them.
 * IPv4 mapped into IPv6 is written as IPv4. Without a peer (a test's `app.request`) the header's last
 * hop is taken as if its sender were trusted, else `unknown`.
 * @example
 *   clientAddress({ peer: "10.0.0.2", forwardedFor: "198.51.100.4, 203.0.113.7" }, proxyTrust("10.0.0.0/8"));
 *   // "203.0.113.7"
 */
export function clientAddress(
  { peer, forwardedFor }: { peer: string | undefined; forwardedFor: string | null | undefined },
  trust: ProxyTrust,
): string {
  if (!peer) return forwardedFor?.split(",").at(-1)?.trim() || "unknown";
  const request = {
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  };
  const address = proxyAddr(request as unknown as Parameters<typeof proxyAddr>[0], trust);
  return ipaddr.isValid(address) ? ipaddr.process(address).toString() : address;
}

/**
 * The key a client is counted under: an IPv4 address as it is, an IPv6 one as its /64 (the block
 * one subscriber gets, so a client cannot dodge a limit by taking another address of its own);
 * anything that is not an address is cut to 64 characters.
 * @example
 *   clientKey("2001:db8:1:2:3:4:5:6"); // "2001:db8:1:2::/64"
 */
export function clientKey(address: string): string {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (!ipaddr.isValid(bare)) return address.slice(0, 64);
  const parsed = ipaddr.process(bare);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const groups = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${groups.join(":")}::/64`;
}
