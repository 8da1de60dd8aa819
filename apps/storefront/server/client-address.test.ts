import type { HttpBindings } from "@hono/node-server";
import { describe, expect, it } from "vitest";
import { clientKey } from "./client-address";

const socketOf = (remoteAddress: string): Partial<HttpBindings> => ({
  incoming: { socket: { remoteAddress } } as HttpBindings["incoming"],
});
const forwarded = (value: string) => new Headers({ "X-Forwarded-For": value });

describe("clientKey", () => {
  it("is the peer of a public client, whatever X-Forwarded-For it sends", () => {
    expect(clientKey(new Headers(), socketOf("203.0.113.7"))).toBe("203.0.113.7");
    expect(clientKey(forwarded("198.51.100.1"), socketOf("203.0.113.7"))).toBe("203.0.113.7");
    expect(clientKey(forwarded("198.51.100.1"), socketOf("::ffff:203.0.113.7"))).toBe("203.0.113.7");
  });

  it("behind a reverse proxy on the loopback or a private network, is the hop that proxy appended", () => {
    for (const proxy of [
      "127.0.0.1",
      "::1",
      "::ffff:127.0.0.1",
      "10.0.0.5",
      "172.20.1.1",
      "192.168.1.2",
      "fd12::1",
    ]) {
      expect(clientKey(forwarded("1.2.3.4, 203.0.113.7"), socketOf(proxy)), proxy).toBe("203.0.113.7");
    }
    // The proxy's own address when it sends no header.
    expect(clientKey(new Headers(), socketOf("127.0.0.1"))).toBe("127.0.0.1");
    // Not private: 172.32/12 is public.
    expect(clientKey(forwarded("203.0.113.7"), socketOf("172.32.0.1"))).toBe("172.32.0.1");
  });

  it("counts IPv6 clients by their /64", () => {
    expect(clientKey(new Headers(), socketOf("2001:db8:1:2:aaaa::1"))).toBe("2001:db8:1:2::/64");
    expect(clientKey(new Headers(), socketOf("2001:db8:1:2:ffff:ffff:ffff:ffff"))).toBe("2001:db8:1:2::/64");
    expect(clientKey(new Headers(), socketOf("2001:db8::1"))).toBe("2001:db8:0:0::/64");
    expect(clientKey(forwarded("2001:0db8:0001:0002::9"), socketOf("127.0.0.1"))).toBe("2001:db8:1:2::/64");
  });

  it("without a socket (app.request), takes the header, else `unknown`", () => {
    expect(clientKey(forwarded("203.0.113.7"), undefined)).toBe("203.0.113.7");
    expect(clientKey(new Headers(), undefined)).toBe("unknown");
    expect(clientKey(forwarded("x".repeat(500)), undefined)).toHaveLength(64);
  });
});
