import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";

/**
 * CSP sources (`'sha256-…'`) of the inline scripts of an HTML page, so exactly those scripts run
 * without `'unsafe-inline'`. The hash covers the text between the tags, as browsers compute it.
 * @example
 *   inlineScriptHashes("<script>document.documentElement.dataset.x = 1</script>"); // ["'sha256-…'"]
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = "", body = ""] = match;
    if (/\bsrc\s*=/i.test(attributes) || body === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

export interface ContentSecurityPolicyOptions {
  /** `'sha256-…'` sources of the inline scripts of index.html. */
  scriptHashes: readonly string[];
  /**
   * Origins of the web-analytics counter (e.g. `https://mc.yandex.ru`): allowed to load its
   * script, receive its hits and show its pixel. Empty when no counter is configured.
   */
  analyticsSources?: readonly string[];
}

/**
 * The Content-Security-Policy of the storefront: scripts only from the shop itself and the hashed
 * inline colour-mode script (no `'unsafe-inline'`, no `eval`), images from the shop and `data:`
 * placeholders, requests to the shop's own `/api`, no framing, no plugins. Inline styles stay
 * allowed: components set `style` attributes, and styles cannot run code.
 * @example
 *   contentSecurityPolicy({ scriptHashes: ["'sha256-abc'"], analyticsSources: ["https://mc.yandex.ru"] });
 */
export function contentSecurityPolicy({ scriptHashes, analyticsSources = [] }: ContentSecurityPolicyOptions) {
  const directives: Array<[string, ...string[]]> = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scriptHashes, ...analyticsSources],
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
 * Sets the security headers on every response of the storefront's own (not on `/api`, whose
 * answers are the API's): the CSP, no framing, no MIME sniffing, a referrer that leaves only the
 * origin to other sites, no opener across origins, and no camera, microphone or location.
 * @example
 *   app.use(securityHeaders({ scriptHashes: inlineScriptHashes(indexHtml) }));
 */
export function securityHeaders({
  scriptHashes,
  analyticsSources,
}: Omit<ContentSecurityPolicyOptions, "scriptHashes"> & {
  /** The hashes, or where to get the current ones (they change with a new build). */
  scriptHashes: ContentSecurityPolicyOptions["scriptHashes"] | (() => readonly string[]);
}): MiddlewareHandler {
  let policy = { key: "", value: "" };
  const currentPolicy = () => {
    const hashes = typeof scriptHashes === "function" ? scriptHashes() : scriptHashes;
    const key = hashes.join(" ");
    if (policy.value === "" || policy.key !== key) {
      policy = {
        key,
        value: contentSecurityPolicy({
          scriptHashes: hashes,
          ...(analyticsSources ? { analyticsSources } : {}),
        }),
      };
    }
    return policy.value;
  };
  const headers: Record<string, string> = {
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  };
  return async (c, next) => {
    await next();
    if (c.req.path === "/api" || c.req.path.startsWith("/api/")) return;
    c.res.headers.set("Content-Security-Policy", currentPolicy());
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}
