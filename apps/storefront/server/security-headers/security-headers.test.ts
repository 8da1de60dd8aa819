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
