import { randomBytes } from "node:crypto";
import type { HttpBindings } from "@hono/node-server";
import { type ProxyTrust, proxyTrust } from "@shop/node-server/client-address";
import type { MiddlewareHandler } from "hono";
import { requestCameOverHttps } from "../https";

/**
 * The request header by which this server hands a page's CSP nonce to the page renderer, which puts
 * it on its inline scripts (TanStack Router's `ssr.nonce`). Set here on every page request, so a
 * value a client sent is never used.
 */
export const CSP_NONCE_HEADER = "X-CSP-Nonce";

/** What the middleware leaves in the request's context. */
export interface SecurityHeadersVariables {
  /** This response's CSP nonce (base64 of 16 random bytes). */
  cspNonce: string;
}

export interface ContentSecurityPolicyOptions {
  /** The nonce of the response's inline scripts. */
  nonce: string;
  /**
   * Origins of the web-analytics counter (e.g. `https://mc.yandex.ru`): allowed to load its
   * script, receive its hits and show its pixel. Empty when no counter is configured.
   */
  analyticsSources?: readonly string[];
}

/**
 * The Content-Security-Policy of the storefront: scripts only from the shop itself and the inline
 * scripts the page was rendered with (the colour mode, the state handed to the browser), which carry
 * the response's nonce (no `'unsafe-inline'`, no `eval`), images from the shop and `data:`
 * placeholders, requests to the shop's own `/api`, no framing, no plugins. Inline styles stay
 * allowed: components set `style` attributes, and styles cannot run code.
 * @example
 *   contentSecurityPolicy({ nonce: "r4nd0m", analyticsSources: ["https://mc.yandex.ru"] });
 */
export function contentSecurityPolicy({ nonce, analyticsSources = [] }: ContentSecurityPolicyOptions) {
  const directives: Array<[string, ...string[]]> = [
    ["default-src", "'self'"],
    ["script-src", "'self'", `'nonce-${nonce}'`, ...analyticsSources],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", ...analyticsSources],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...analyticsSources],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/**
 * HSTS for a year (no `includeSubDomains`: the shop cannot speak for sibling hosts, nor `preload`,
 * which is the owner's decision). Sent only on an answer to a request that came over HTTPS, which a
 * browser then remembers: HTTP requests of this host are upgraded before they leave it.
 */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000";

/**
 * Sets the security headers on every response of the storefront's own (not on `/api`, whose
 * answers are the API's): the CSP with a fresh nonce (left in the context as `cspNonce` for the page
 * renderer), no framing, no MIME sniffing, a referrer that leaves only the origin to other sites, no
 * opener across origins, and no camera, microphone or location. On every answer, the API's too, to a
 * request that came over HTTPS (`cameOverHttps`, server/https.ts): HSTS.
 * @example
 *   app.use(securityHeaders({ analyticsSources: [], trust: proxyTrust("loopback") }));
 */
export function securityHeaders({
  analyticsSources,
  trust = proxyTrust(undefined),
}: Omit<ContentSecurityPolicyOptions, "nonce"> & {
  /** The proxies whose `X-Forwarded-Proto` is believed (HSTS). */
  trust?: ProxyTrust;
}): MiddlewareHandler<{ Bindings: Partial<HttpBindings>; Variables: SecurityHeadersVariables }> {
  const headers: Record<string, string> = {
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  };
  return async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("cspNonce", nonce);
    await next();
    if (requestCameOverHttps(c, trust)) {
      // Answers of the proxy or of fetch may have immutable headers: the answer is made anew.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
    }
    if (c.req.path === "/api" || c.req.path.startsWith("/api/")) return;
    c.res.headers.set(
      "Content-Security-Policy",
      contentSecurityPolicy({ nonce, ...(analyticsSources ? { analyticsSources } : {}) }),
    );
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}
