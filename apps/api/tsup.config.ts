import { defineConfig } from "tsup";

// The server bundle: our code inlined, node_modules left to Node. Migrations are read from
// ../drizzle at run time, relative to dist/.
export default defineConfig({
  entry: { server: "src/server.ts" },
  format: ["esm"],
  platform: "node",
  target: "node22",
  sourcemap: true,
  clean: true,
  dts: false,
});
