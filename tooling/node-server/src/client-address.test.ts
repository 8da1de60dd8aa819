import { describe, expect, it } from "vitest";
import { clientAddress, clientKey, proxyTrust } from "./client-address";

const nothing = proxyTrust(undefined);

describe("clientAddress", () => {
  it("is the socket's peer when no proxy is trusted, whatever X-Forwarded-For claims", () => {
    expect(clientAddress({ peer: "203.0.113.7", forwardedFor: "198.51.100.1" }, nothing)).toBe("203.0.113.7");
    // Loopback and private networks are not trusted either unless the setting names them.
    expect(clientAddress({ peer: "127.0.0.1", forwardedFor: "198.51.100.1" }, nothing)).toBe("127.0.0.1");
    expect(clientAddress({ peer: "10.0.0.2", forwardedFor: "198.51.100.1" }, nothing)).toBe("10.0.0.2");
  });

  it("walks X-Forwarded-For from the right past trusted proxies only", () => {
    const nginx = proxyTrust("10.0.0.2");
    expect(clientAddress({ peer: "10.0.0.2", forwardedFor: "203.0.113.7" }, nginx)).toBe("203.0.113.7");
    // What the client wrote itself sits left of the address nginx appended: never believed.
    expect(clientAddress({ peer: "10.0.0.2", forwardedFor: "1.2.3.4, 203.0.113.7" }, nginx)).toBe(
      "203.0.113.7",
    );
    // Two trusted hops (a load balancer, then nginx), by CIDR.
    const chain = proxyTrust("10.0.0.0/8, 192.168.1.5");
    expect(
      clientAddress({ peer: "192.168.1.5", forwardedFor: "6.6.6.6, 203.0.113.7, 10.1.2.3" }, chain),
    ).toBe("203.0.113.7");
    // A peer that is not trusted is the client, even with a header.
    expect(clientAddress({ peer: "198.51.100.9", forwardedFor: "203.0.113.7" }, chain)).toBe("198.51.100.9");
    // A trusted proxy that forwarded nothing: the proxy itself is the client.
    expect(clientAddress({ peer: "10.0.0.2", forwardedFor: undefined }, nginx)).toBe("10.0.0.2");
  });

  it("reads IPv6 peers and hops, and writes IPv4 mapped into IPv6 as IPv4", () => {
    const trust = proxyTrust("loopback");
    expect(clientAddress({ peer: "::1", forwardedFor: "2001:db8::7" }, trust)).toBe("2001:db8::7");
    expect(clientAddress({ peer: "::ffff:127.0.0.1", forwardedFor: "203.0.113.7" }, trust)).toBe(
      "203.0.113.7",
    );
    expect(clientAddress({ peer: "::ffff:203.0.113.7", forwardedFor: undefined }, nothing)).toBe(
      "203.0.113.7",
    );
  });

  it("adds what a server always trusts to the setting, and refuses a setting it cannot read", () => {
    const api = proxyTrust("", ["loopback"]);
    expect(clientAddress({ peer: "127.0.0.1", forwardedFor: "203.0.113.7" }, api)).toBe("203.0.113.7");
    expect(() => proxyTrust("10.0.0.0/99")).toThrow(/TRUST_PROXY/);
    expect(() => proxyTrust("not-an-address")).toThrow(/TRUST_PROXY/);
  });

  it("takes the header's last hop without a socket (a test's app.request), else unknown", () => {
    expect(clientAddress({ peer: undefined, forwardedFor: "1.2.3.4, 203.0.113.7" }, nothing)).toBe(
      "203.0.113.7",
    );
    expect(clientAddress({ peer: undefined, forwardedFor: undefined }, nothing)).toBe("unknown");
  });
});

describe("clientKey", () => {
  it("counts an IPv4 client by its address and an IPv6 one by its /64", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8:1:2::9")).toBe(clientKey("2001:0DB8:0001:0002:ffff::1"));
    expect(clientKey("2001:db8:1:3::9")).not.toBe(clientKey("2001:db8:1:2::9"));
    expect(clientKey("[2001:db8::1]")).toBe("2001:db8:0:0::/64");
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientKey("unknown")).toBe("unknown");
  });
});
