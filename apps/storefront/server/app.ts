import type { HttpBindings } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import { except } from "hono/combine";
import { compress } from "hono/compress";
import { proxy } from "hono/proxy";
import { openClientBuild } from "./client-build";
import { preferredEncoding } from "./compression/accept-encoding";
import { type ImageRouteOptions, imageRoute } from "./image/image-route";
import { problem } from "./problem";
import { securityHeaders } from "./security-headers/security-headers";

export interface ServerOptions {
  /** Folder of the Vite client build (index.html, assets/, routes.json, .gz and .br twins). */
  clientDir: string;
  /** Where `/api` is forwarded and media images are fetched, e.g. `http://127.0.0.1:3001`. */
  apiUrl?: string | undefined;
  /**
   * URL paths of the SPA in TanStack Router notation; default: `routes.json` of the client build.
   * Without either, every path is answered with 200.
   */
  routes?: readonly string[];
  /** Settings of the `/_image` route (its media come through `apiUrl`). */
  image?: Omit<ImageRouteOptions, "apiUrl">;
  /** Origins of the web-analytics counter, added to the CSP; see `contentSecurityPolicy`. */
  analyticsSources?: readonly string[];
  /** How often the client build is checked for a replacement, in ms (default 1000). */
  recheckMs?: number;
}

const IMMUTABLE = "public, max-age=31536000, immutable";
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

const matchesEtag = (header: string | undefined, etag: string) =>
  header?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag || tag.trim() === "*") ?? false;

/**
 * The production web server of the storefront: security headers on everything it serves,
 * precompressed files, hashed assets cached for a year, the image-resizing route `/_image`, the
 * SPA shell for client routes (404 for paths no route matches), `/api` forwarded to the API.
 * @example
 *   serve({ fetch: createServerApp({ clientDir: "dist/client", apiUrl: "http://127.0.0.1:3001" }).fetch, port: 3000 });
 */
export function createServerApp({
  clientDir,
  apiUrl,
  routes,
  image,
  analyticsSources,
  recheckMs,
}: ServerOptions) {
  const app = new Hono<{ Bindings: Partial<HttpBindings> }>();
  const build = openClientBuild(clientDir, { routes, ...(recheckMs === undefined ? {} : { recheckMs }) });

  app.use(
    securityHeaders({
      scriptHashes: () => build.current().scriptHashes,
      analyticsSources: analyticsSources ?? [],
    }),
  );

  if (apiUrl) {
    // Node's fetch asks the API for gzip and hands over the unpacked body, so the answer is packed
    // again for the browser (a page of products: 25 kB of JSON, 2 kB gzip).
    app.use("/api/*", compress());
    app.all("/api/*", (c) => {
      const target = new URL(c.req.path + new URL(c.req.url).search, apiUrl);
      const headers = new Headers(c.req.raw.headers);
      headers.set("X-Forwarded-Host", headers.get("host") ?? "");
      headers.set("X-Forwarded-Proto", new URL(c.req.url).protocol.replace(":", ""));
      // The API takes the last hop of X-Forwarded-For as the client (per-IP rate limits), so the
      // address this server saw is appended; whatever the client wrote itself stays in front.
      const peer = c.env?.incoming?.socket.remoteAddress;
      if (peer) {
        const forwarded = headers.get("X-Forwarded-For");
        headers.set("X-Forwarded-For", forwarded ? `${forwarded}, ${peer}` : peer);
      }
      return proxy(target, { raw: c.req.raw, headers }).catch(() =>
        problem(c, 502, "Bad Gateway", "The shop API does not answer."),
      );
    });
  }

  app.get("/_image", imageRoute({ ...image, apiUrl }));

  // serveStatic's onFound runs after the response is built, so these headers go on afterwards.
  const staticHeaders =
    (cacheControl: string): MiddlewareHandler =>
    async (c, next) => {
      await next();
      if (!c.res.ok) return;
      c.res.headers.set("Cache-Control", cacheControl);
      // Every compressible file has .gz and .br twins, so its bytes depend on Accept-Encoding.
      if (COMPRESSIBLE_TYPE.test(c.res.headers.get("Content-Type") ?? "") && !c.res.headers.has("Vary")) {
        c.res.headers.set("Vary", "Accept-Encoding");
      }
    };
  const files = serveStatic({ root: clientDir, precompressed: true });
  app.use("/assets/*", staticHeaders(IMMUTABLE), files);
  // A missing hashed asset is a stale deployment, not a page: no SPA shell for it.
  app.get("/assets/*", (c) => problem(c, 404, "Not Found", "No such asset in this build."));
  // Other files of the build (favicon, robots.txt): only paths whose last segment has a dot.
  app.use(except((c) => !/\.[^/]+$/.test(c.req.path), staticHeaders("no-cache"), files));

  // Everything else is a page of the SPA: its shell, with 404 where no route matches, so crawlers
  // and monitors see the status the router's error screen shows.
  app.get("*", (c) => {
    const { shell, known } = build.current().page(c.req.path);
    c.header("Cache-Control", "no-cache");
    c.header("Vary", "Accept-Encoding");
    if (known) {
      c.header("ETag", shell.etag);
      if (matchesEtag(c.req.header("If-None-Match"), shell.etag)) return c.body(null, 304);
    }
    const encoding = preferredEncoding(c.req.header("Accept-Encoding"), shell.encodings);
    const body = (encoding && shell.variants[encoding]) || shell.variants.identity;
    if (encoding) c.header("Content-Encoding", encoding);
    c.header("Content-Type", "text/html; charset=UTF-8");
    c.header("Content-Length", String(body.length));
    return c.body(body, known ? 200 : 404);
  });

  return app;
}
