import { defineConfig } from "tsup";

// The production server (static files, SPA fallback, /api proxy), beside the client build.
export default defineConfig({
  entry: { index: "server/index.ts" },
  outDir: "dist/server",
  format: ["esm"],
  platform: "node",
  target: "node22",
  sourcemap: true,
  clean: true,
  dts: false,
});
