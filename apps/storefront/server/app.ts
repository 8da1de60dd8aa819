import type { HttpBindings } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { type ProxyTrust, proxyTrust } from "@shop/node-server/client-address";
import { Hono, type MiddlewareHandler } from "hono";
import { except } from "hono/combine";
import { compress } from "hono/compress";
import { apiProxy, forwardClient } from "./api-proxy";
import { HEALTH_PATH, healthCheck, isOwnHealthCheck } from "./health";
import { type ImageRouteOptions, imageRoute } from "./image/image-route";
import { createPageCache, type PageCacheOptions } from "./page-cache";
import type { PageRenderer } from "./page-renderer";
import { problem } from "./problem";
import {
  CSP_NONCE_HEADER,
  type SecurityHeadersVariables,
  securityHeaders,
} from "./security-headers/security-headers";
import { clearMalformedTokenCookie } from "./token-cookie";

export interface ServerOptions {
  /** Folder of the client build (assets/ with .gz and .br twins, public files). */
  clientDir: string;
  /** Renders every page; its answers get the security headers, with the CSP nonce it was given. */
  pages: PageRenderer;
  /** Where `/api` is forwarded and media images are fetched, e.g. `http://127.0.0.1:3001`. */
  apiUrl?: string | undefined;
  /** Settings of the `/_image` route (its media come through `apiUrl`). */
  image?: Omit<ImageRouteOptions, "apiUrl">;
  /** Origins of the web-analytics counter, added to the CSP; see `contentSecurityPolicy`. */
  analyticsSources?: readonly string[];
  /**
   * Share an anonymous visitor's public pages for a few seconds (server/page-cache.ts); off when
   * undefined.
   */
  pageCache?: PageCacheOptions | undefined;
  /**
   * Reverse proxies in front of this server (`TRUST_PROXY`) whose `X-Forwarded-For` names the
   * client: for per-client limits here and in the API. Default: none, the socket's peer is the client.
   */
  trustProxy?: ProxyTrust;
  /**
   * The shop's address (`PUBLIC_URL`, an origin). Set, it is the only host the server answers:
   * others get 421, so no Host header or absolute-form request line of a client's choosing reaches
   * the absolute URLs of pages, robots.txt and sitemaps, which shared caches keep. The one
   * exception is a health check from this machine or a trusted proxy (server/health.ts).
   */
  publicUrl?: string;
}

const IMMUTABLE = "public, max-age=31536000, immutable";
/**
 * The web app manifest and its icons (build/web-app/): names without a hash that browsers read on
 * their own schedule (an installed shop's manifest about once a day), so a day, then checked again.
 */
const WEB_APP_FILES = "public, max-age=86400";
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

/**
 * The production web server of the storefront, around the server rendering of its pages: security
 * headers on everything it serves, precompressed files, hashed assets cached for a year, the
 * image-resizing route `/_image`, the health check `/_health` (server/health.ts), `/api` forwarded
 * to the API (the HttpOnly token cookie becoming its Bearer header, server/token-cookie.ts), and
 * every other path rendered by `pages` (TanStack Start), compressed for the browser.
 * @example
 *   const pages = (await import("./server.js")).default;
 *   serve({ fetch: createServerApp({ clientDir: "dist/client", pages, apiUrl: "http://127.0.0.1:3001" }).fetch, port: 3000 });
 */
export function createServerApp({
  clientDir,
  pages,
  apiUrl,
  image,
  analyticsSources,
  pageCache,
  trustProxy = proxyTrust(undefined),
  publicUrl,
}: ServerOptions) {
  const render = pageCache ? createPageCache(pages, pageCache) : pages;
  const app = new Hono<{ Bindings: Partial<HttpBindings>; Variables: SecurityHeadersVariables }>();

  app.use(securityHeaders({ analyticsSources: analyticsSources ?? [], trust: trustProxy }));
  if (publicUrl) {
    const publicHost = new URL(publicUrl).host;
    app.use(async (c, next) => {
      // The CLI's and a load balancer's health checks name the host they reached the server by.
      if (new URL(c.req.url).host === publicHost || isOwnHealthCheck(c, trustProxy)) return next();
      return problem(c, 421, "Misdirected Request", `This server answers for ${publicHost} only.`);
    });
  }
  app.use(clearMalformedTokenCookie(trustProxy));

  if (apiUrl) app.route("/", apiProxy(apiUrl, { trust: trustProxy, publicUrl }));

  app.get(HEALTH_PATH, healthCheck(apiUrl));

  app.get("/_image", imageRoute({ ...image, apiUrl, trustProxy }));

  // serveStatic's onFound runs after the response is built, so these headers go on afterwards. A
  // path with no file falls through to the pages (`/sitemap.xml`, `/robots.txt` are server routes):
  // their answers say their own Cache-Control, which stays.
  const staticHeaders =
    (cacheControl: string): MiddlewareHandler =>
    async (c, next) => {
      await next();
      if (!c.res.ok || c.res.headers.has("Cache-Control")) return;
      c.res.headers.set("Cache-Control", cacheControl);
      // Every compressible file has .gz and .br twins, so its bytes depend on Accept-Encoding.
      if (COMPRESSIBLE_TYPE.test(c.res.headers.get("Content-Type") ?? "") && !c.res.headers.has("Vary")) {
        c.res.headers.set("Vary", "Accept-Encoding");
      }
    };
  const files = serveStatic({ root: clientDir, precompressed: true });
  // The build keeps its source maps (assets/*.map) for error tracking; the shop never hands its
  // sources out.
  app.use("/assets/*", async (c, next) =>
    c.req.path.endsWith(".map") ? problem(c, 404, "Not Found", "No such asset in this build.") : next(),
  );
  app.use("/assets/*", staticHeaders(IMMUTABLE), files);
  // A missing hashed asset is a stale deployment, not a page.
  app.get("/assets/*", (c) => problem(c, 404, "Not Found", "No such asset in this build."));
  for (const path of ["/manifest.webmanifest", "/apple-touch-icon.png", "/icons/*"]) {
    app.use(path, staticHeaders(WEB_APP_FILES), files);
  }
  // Other files of the build (favicon and the like): only paths whose last segment has a dot. The
  // service worker (/sw.js) among them: `no-cache`, so a new deployment's worker is seen at once
  // (browsers also bypass their HTTP cache for it; it registers with `updateViaCache: "none"`).
  app.use(except((c) => !/\.[^/]+$/.test(c.req.path), staticHeaders("no-cache"), files));

  // Everything else is a page. Its HTML is compressed on the fly (streamed, so the browser starts
  // on the head before the body is rendered); its inline scripts carry this response's CSP nonce.
  // An anonymous visitor's public page may come from the page cache, rendered seconds ago.
  app.use("*", compress());
  app.on(["GET", "HEAD"], "*", (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CSP_NONCE_HEADER, c.get("cspNonce"));
    forwardClient(headers, c.env, trustProxy);
    return render.fetch(new Request(c.req.raw, { headers }));
  });

  app.all("*", (c) => {
    c.header("Allow", "GET, HEAD");
    return problem(c, 405, "Method Not Allowed", "Pages are read with GET.");
  });

  return app;
}
