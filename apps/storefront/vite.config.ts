import { fileURLToPath } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { getConfig } from "@lingui/conf";
import { linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { tanstackStart } from "@tanstack/react-start/plugin/vite";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defaultServerConditions, defineConfig } from "vite";
import { pandaStaticCss } from "./build/panda-static-css";
import { precompressClientBuild } from "./build/precompress-plugin";
import { webAppFiles } from "./build/web-app/web-app-plugin";
import { apiProxy } from "./server/api-proxy";

const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

// The app's Lingui config (beside its catalogs); the macros need it to know their ids.
const linguiConfigPath = fileURLToPath(new URL("./lingui.config.ts", import.meta.url));
const linguiConfig = getConfig({ configPath: linguiConfigPath });

// The app and @shop/ui generate Panda's runtime from the same preset; one copy of it ships, the
// design system's (the app's own codegen still serves type checking and the CSS extraction).
const uiStyledSystem = fileURLToPath(new URL("../../packages/ui/styled-system/", import.meta.url));

// Workspace packages are compiled from their sources (the `@shop/source` export condition), so the
// app tree-shakes them as its own code, on the server as in the browser.
const sourceFirst = (conditions: readonly string[]) => ["@shop/source", ...conditions];

export default defineConfig({
  plugins: [
    // TanStack Start: the file routes (code-split per route), server rendering with streaming and
    // hydration, the client and server entries and their builds (dist/client, dist/server).
    tanstackStart({
      // The page's stylesheet goes into its HTML instead of a request before the first paint.
      server: { build: { inlineCss: { enabled: true } } },
    }),
    react(),
    // Panda's `css()` calls of literal styles become their class lists when the app is built, so
    // pages ship without Panda's runtime (build/panda-static-css.ts).
    pandaStaticCss({
      runtime: uiStyledSystem,
      include: /\/(?:packages\/ui|apps\/storefront)\/src\/.+\.tsx?(?:\?.*)?$/,
    }),
    // Lingui macros (`<Trans>`, `useLingui().t`) become `i18n._()` calls with the ids of the catalogs.
    babel({ presets: [linguiTransformerBabelPreset({ linguiConfig }, { configPath: linguiConfigPath })] }),
    // The web app manifest and its icons, drawn from the shop's mark (docs/storefront/offline.md).
    webAppFiles(),
    precompressClientBuild(),
    {
      // `/api` through the production server's own proxy, so that signing in (the token in an
      // HttpOnly cookie, server/token-cookie.ts) works in development exactly as deployed.
      name: "shop-api-proxy",
      configureServer(server) {
        const forward = getRequestListener(apiProxy(apiTarget).fetch);
        server.middlewares.use((request, response, next) => {
          if (request.url === "/api" || request.url?.startsWith("/api/")) void forward(request, response);
          else next();
        });
      },
    },
  ],
  resolve: {
    conditions: sourceFirst(defaultClientConditions),
    alias: [{ find: /^(?:\.\.?\/)+styled-system\/(.*)$/, replacement: `${uiStyledSystem}$1` }],
  },
  environments: {
    ssr: { resolve: { conditions: sourceFirst(defaultServerConditions) } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Every page starts with the same modules (React, the router, the shell, the route
            // table): one file instead of some thirty small shared chunks, each a request of its
            // own that a phone on HTTP/1.1 queues six at a time before the page can hydrate.
            // The staff panel's pages and the customer's account pages are one file each (not
            // their shared UI parts, which stay where the shop's pages find them): every lazy
            // import of a route names the files it needs in the start file, and some twenty
            // routes naming one file instead of up to thirty cost a first visit 1.3 kB less
            // (bench/first-load-js.ts); staff and customers get their area's code at once.
            codeSplitting: {
              groups: [
                { name: "start", tags: ["$initial"], priority: 2 },
                {
                  name: "admin",
                  test: /src\/(?:features|routes)\/admin\//,
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
                // The page's side of the service worker and what it shares with the offline page:
                // one file, fetched after the page has loaded (app/start-browser-app.ts). A short
                // name: the entry, every page's first load, names the file.
                {
                  name: "offline",
                  test: /src\/(?:app\/service-worker-client|lib\/service-worker-protocol)\.ts$/,
                  priority: 1,
                },
                // The cart (cart-core and the shop's store over it): one file, which a product
                // page names up front (its «В корзину») and every other page fetches once it has
                // loaded (app/cart-hand-over.ts); in pieces it cost a product page 0.5 kB more.
                {
                  name: "cart",
                  test: /(?:packages\/cart-core\/src\/|src\/lib\/cart\.ts$)/,
                  priority: 1,
                },
                {
                  name: "account",
                  test: /src\/(?:features\/account\/|routes\/my\.)/,
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    },
  },
  build: { sourcemap: true },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    // Loopback unless asked: the development shop's mailbox lists every mailed code.
    host: process.env.HOST?.trim() || "127.0.0.1",
  },
});
