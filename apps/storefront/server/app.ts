import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { HttpBindings } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import { proxy } from "hono/proxy";

export interface ServerOptions {
  /** Folder of the Vite client build (index.html, assets/). */
  clientDir: string;
  /** Where `/api` is forwarded, e.g. `http://127.0.0.1:3001`; no proxy when absent. */
  apiUrl?: string;
}

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The production web server of the storefront: hashed assets cached for a year, everything else
 * revalidated, unknown paths answered by the SPA shell, `/api` forwarded to the API.
 * @example
 *   serve({ fetch: createServerApp({ clientDir: "dist/client", apiUrl: "http://127.0.0.1:3001" }).fetch, port: 3000 });
 */
export function createServerApp({ clientDir, apiUrl }: ServerOptions) {
  const app = new Hono<{ Bindings: Partial<HttpBindings> }>();

  if (apiUrl) {
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
        c.json(
          { type: "about:blank", title: "Bad Gateway", status: 502, detail: "The shop API does not answer." },
          502,
          { "Content-Type": "application/problem+json" },
        ),
      );
    });
  }

  // serveStatic's onFound runs after the response is built, so cache headers go on afterwards.
  const cacheFor =
    (value: string): MiddlewareHandler =>
    async (c, next) => {
      await next();
      if (c.res.ok) c.res.headers.set("Cache-Control", value);
    };
  app.use("/assets/*", cacheFor(IMMUTABLE), serveStatic({ root: clientDir }));
  app.use("*", cacheFor("no-cache"), serveStatic({ root: clientDir }));

  // Anything else is a client-side route: the router decides what it shows.
  let shell: string | undefined;
  app.get("*", async (c) => {
    shell ??= await readFile(join(clientDir, "index.html"), "utf8");
    c.header("Cache-Control", "no-cache");
    return c.html(shell);
  });

  return app;
}
