import { resolve } from "node:path";
import type { Plugin } from "vite";
import { precompressFolder } from "../compression/precompress";
import { routePathsOfFolder } from "../spa-routes/route-paths";

/** Name of the list of the SPA's routes in the client build, read by the production server. */
export const ROUTES_FILE = "routes.json";

/** What `routes.json` holds. */
export interface RoutesManifest {
  /** URL paths in TanStack Router's notation, e.g. `/product/$slug`. */
  routes: string[];
}

/**
 * What the production server needs from a client build, made at build time: `routes.json` (the
 * URL paths of the file routes in `routesDir`, so unknown paths can answer 404 while the SPA
 * shows its error screen) and `.gz`/`.br` twins of every compressible file.
 * @example
 *   plugins: [clientArtifacts({ routesDir: "src/routes" })]
 */
export function clientArtifacts({ routesDir }: { routesDir: string }): Plugin {
  let outDir = "";
  return {
    name: "shop:client-artifacts",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle() {
      const manifest: RoutesManifest = { routes: routePathsOfFolder(routesDir) };
      this.emitFile({
        type: "asset",
        fileName: ROUTES_FILE,
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        const files = await precompressFolder(outDir);
        this.info(`precompressed ${files.length} files (gzip, brotli)`);
      },
    },
  };
}
