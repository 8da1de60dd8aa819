import { defineConfig } from "tsup";

export default defineConfig([
  // The production server (static files, the image route, the /api proxy, security headers) around
  // the pages TanStack Start renders; beside Vite's dist/client and dist/server. @shop/node-server is
  // TypeScript sources, bundled here.
  {
    entry: { index: "server/index.ts" },
    outDir: "dist/node",
    format: ["esm"],
    platform: "node",
    target: "node22",
    sourcemap: true,
    clean: true,
    dts: false,
    noExternal: ["@shop/node-server"],
  },
  // The service worker (docs/storefront/offline.md), Workbox included, as one classic script; its
  // precache list is injected afterwards into dist/client/sw.js (build/service-worker.ts). Built
  // outside Vite: TanStack Start's multi-environment build does not run the PWA plugins.
  {
    entry: { sw: "service-worker/sw.ts" },
    outDir: "dist/service-worker",
    format: ["iife"],
    outExtension: () => ({ js: ".js" }),
    platform: "browser",
    target: "es2022",
    tsconfig: "service-worker/tsconfig.json",
    minify: true,
    sourcemap: false,
    clean: true,
    dts: false,
    noExternal: [/^workbox-/],
    // Workbox's development logging and assertions go.
    define: { "process.env.NODE_ENV": '"production"' },
  },
]);
