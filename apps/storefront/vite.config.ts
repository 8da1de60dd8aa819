import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { getConfig } from "@lingui/conf";
import { linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";
import { clientArtifacts } from "./server/build/client-artifacts";
import { pandaStaticCss } from "./server/build/panda-static-css";
import { REACT_TO_PREACT } from "./server/build/react-to-preact";

const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

// The Lingui config lives with the catalogs in @shop/i18n; the macros need it to know their ids.
const i18nPackageDir = fileURLToPath(new URL(".", import.meta.resolve("@shop/i18n/package.json")));
const linguiConfigPath = `${realpathSync(i18nPackageDir)}/lingui.config.ts`;
const linguiConfig = getConfig({ configPath: linguiConfigPath });

// The app and @shop/ui generate Panda's runtime from the same preset; one copy of it ships, the
// design system's (the app's own codegen still serves type checking and the CSS extraction).
const uiStyledSystem = fileURLToPath(new URL("../../packages/ui/styled-system/", import.meta.url));

// React's entry points resolve to Preact's (server/build/react-to-preact.ts), as absolute paths, so
// the imports of workspace packages (which do not depend on preact) resolve too.
const preactAliases = Object.entries(REACT_TO_PREACT).map(([react, preact]) => ({
  find: new RegExp(`^${react}$`),
  replacement: fileURLToPath(import.meta.resolve(preact)),
}));

export default defineConfig({
  plugins: [
    tanstackRouter({ target: "react", autoCodeSplitting: true }),
    // Build only: literal css({ … }) calls become their class names, so no Panda runtime ships.
    pandaStaticCss({ styledSystemDir: uiStyledSystem }),
    // JSX is compiled by Vite itself; this plugin's Fast Refresh speaks to React's renderer, which
    // the shop does not run (see the aliases below), so in dev an edit reloads the page instead.
    react({ refreshExclude: /./ }),
    // Lingui macros (`<Trans>`, `useLingui().t`) become `i18n._()` calls with the ids of the catalogs.
    babel({ presets: [linguiTransformerBabelPreset({ linguiConfig }, { configPath: linguiConfigPath })] }),
    // Build only: routes.json (known URLs, for the server's 404s) and .gz/.br twins of the files.
    clientArtifacts({ routesDir: fileURLToPath(new URL("src/routes", import.meta.url)) }),
  ],
  // Workspace packages are compiled from their sources, so the app tree-shakes them as its own code.
  resolve: {
    conditions: ["@shop/source", ...defaultClientConditions],
    alias: [
      { find: /^(?:\.\.?\/)+styled-system\/(.*)$/, replacement: `${uiStyledSystem}$1` },
      ...preactAliases,
    ],
  },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Everything the entry imports statically loads on every first visit anyway: one chunk
          // compresses better than the dozen Rolldown would otherwise split off for sharing with
          // lazy route chunks (router, query, React glue), and saves their import/export glue.
          groups: [{ name: "shell", tags: ["$initial"] }],
          // A page's code would otherwise come as a score of small shared chunks (the catalog: 20
          // requests, queued six at a time on HTTP/1.1); ones under 8 kB are copied into the chunks
          // that use them instead (the catalog: 6). Lighthouse mobile, catalog 85-91 -> 92-93,
          // product 93-95 -> 97. Experimental in Rolldown; it needs preserveEntrySignatures: false.
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
        },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 3000), proxy: { "/api": apiTarget } },
});
