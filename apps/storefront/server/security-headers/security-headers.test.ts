import { proxyTrust } from "@shop/node-server/client-address";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, type SecurityHeadersVariables, securityHeaders } from "./security-headers";

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split("; ").map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]),
  );

describe("contentSecurityPolicy", () => {
  it("runs only the shop's scripts and the inline ones with the nonce, with no framing and no plugins", () => {
    const policy = directives(contentSecurityPolicy({ nonce: "abc=" }));
    expect(policy["script-src"]).toEqual(["'self'", "'nonce-abc='"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'self'"]);
    expect(policy["img-src"]).toEqual(["'self'", "data:", "blob:"]);
    expect(policy["connect-src"]).toEqual(["'self'"]);
    expect(policy["default-src"]).toEqual(["'self'"]);
  });

  it("lets a configured analytics counter load, send hits and show its pixel", () => {
    const policy = directives(
      contentSecurityPolicy({
        nonce: "n",
        analyticsSources: ["https://mc.yandex.ru", "https://yastatic.net"],
      }),
    );
    expect(policy["script-src"]).toEqual([
      "'self'",
      "'nonce-n'",
      "https://mc.yandex.ru",
      "https://yastatic.net",
    ]);
    expect(policy["connect-src"]).toContain("https://mc.yandex.ru");
    expect(policy["img-src"]).toContain("https://mc.yandex.ru");
  });
});

describe("securityHeaders", () => {
  const app = new Hono<{ Variables: SecurityHeadersVariables }>()
    .use(securityHeaders({}))
    .get("*", (c) => c.text(c.get("cspNonce")));

  it("gives every response a nonce of its own, the one the page was handed", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const response = await app.request("/catalog");
      const nonce = await response.text();
      expect(nonce).toMatch(/^[\w+/]{22}==$/);
      expect(directives(response.headers.get("content-security-policy") ?? "")["script-src"]).toContain(
        `'nonce-${nonce}'`,
      );
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(5);
  });

  it("leaves the API's answers to the API", async () => {
    const response = await app.request("/api/health");
    expect(response.headers.get("content-security-policy")).toBeNull();
  });
});

describe("HSTS", () => {
  const app = new Hono()
    .use(securityHeaders({ trust: proxyTrust("10.0.0.5") }))
    .get("*", (c) => c.text("ok"));
  /** A request from `peer`, as Node's server hands it over (its socket's address). */
  const from = (peer: string, url: string, headers: Record<string, string> = {}) =>
    app.request(url, { headers }, { incoming: { socket: { remoteAddress: peer } } } as never);
  const hsts = (response: Response) => response.headers.get("strict-transport-security");

  it("is sent when the trusted TLS proxy in front says the request came over HTTPS, on pages and API answers", async () => {
    for (const path of ["/", "/catalog/tea", "/api/health"]) {
      const response = await from("10.0.0.5", `http://shop.example${path}`, { "X-Forwarded-Proto": "https" });
      expect(hsts(response), path).toBe("max-age=31536000");
    }
  });

  it("is sent on a request that came over TLS itself", async () => {
    expect(hsts(await from("203.0.113.9", "https://shop.example/"))).toBe("max-age=31536000");
  });

  it("is not sent over plain HTTP, nor when a client that is no trusted proxy claims HTTPS", async () => {
    expect(hsts(await from("10.0.0.5", "http://shop.example/"))).toBeNull();
    expect(hsts(await from("10.0.0.5", "http://shop.example/", { "X-Forwarded-Proto": "http" }))).toBeNull();
    expect(
      hsts(await from("203.0.113.9", "http://shop.example/", { "X-Forwarded-Proto": "https" })),
    ).toBeNull();
    // Without TRUST_PROXY nobody is believed, loopback included.
    const untrusting = new Hono().use(securityHeaders({})).get("*", (c) => c.text("ok"));
    const response = await untrusting.request(
      "http://shop.example/",
      { headers: { "X-Forwarded-Proto": "https" } },
      {
        incoming: { socket: { remoteAddress: "127.0.0.1" } },
      } as never,
    );
    expect(hsts(response)).toBeNull();
  });
});
