import { defineConfig } from "tsup";

// The production server (static files, the image route, the /api proxy, security headers) around
// the pages TanStack Start renders; beside Vite's dist/client and dist/server. @shop/node-server is
// TypeScript sources, bundled here.
export default defineConfig({
  entry: { index: "server/index.ts" },
  outDir: "dist/node",
  format: ["esm"],
  platform: "node",
  target: "node22",
  sourcemap: true,
  clean: true,
  dts: false,
  noExternal: ["@shop/node-server"],
});
