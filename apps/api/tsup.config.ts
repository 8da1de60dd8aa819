import { defineConfig } from "tsup";

// The server bundle: our code inlined, node_modules left to Node, but for drizzle-orm and
// @shop/node-server (TypeScript sources, not built on their own). Migrations are read from
// ../drizzle at run time, relative to dist/.
//
// drizzle-orm is bundled because, loaded by Node from node_modules, its few hundred modules each
// made Node's ESM loader read its 180 KB package.json again: 170 MB allocated at start-up, which
// left the API with 290 MB of RSS before its first request (125 MB bundled; issue 17 point 7).
export default defineConfig({
  // pglite-template writes the empty cluster a first start copies (src/db/pglite-settings.ts);
  // the build script runs it. import-yml is `./shop import FILE.yml`.
  entry: {
    server: "src/server.ts",
    "pglite-template": "src/pglite-template.ts",
    "import-yml": "src/import-yml.ts",
  },
  format: ["esm"],
  platform: "node",
  target: "node22",
  sourcemap: true,
  clean: true,
  dts: false,
  noExternal: [/^drizzle-orm(?:\/|$)/, "@shop/node-server"],
});
