import { join, resolve } from "node:path";
import type { Plugin, Rolldown } from "vite";
import { precompressFolder } from "../compression/precompress";
import { type RouteFile, routeFilesOfFolder, routePathsOfFolder } from "../spa-routes/route-paths";

/** Name of the list of the SPA's routes in the client build, read by the production server. */
export const ROUTES_FILE = "routes.json";

/** What `routes.json` holds. */
export interface RoutesManifest {
  /** URL paths in TanStack Router's notation, e.g. `/product/$slug`. */
  routes: string[];
  /**
   * Per route path, the URLs of the scripts its page needs beyond the entry's (its lazy component
   * chunks and theirs, and its layouts'), so the server can announce them in the page's HTML.
   */
  preload?: Record<string, string[]>;
}

/** The JS chunks of a build by file name. */
type Chunks = Map<string, Rolldown.OutputChunk>;

/** `chunk` and every chunk it imports statically, directly or not. */
function staticClosure(chunks: Chunks, chunk: Rolldown.OutputChunk, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const imported of chunk.imports) {
    const next = chunks.get(imported);
    if (next) staticClosure(chunks, next, into);
  }
  return into;
}

/**
 * The scripts each page of the SPA loads on a first visit besides the entry's. The route modules
 * come with the entry, but TanStack Router's code splitting moves a route's component into a chunk
 * of its own (module `…/routes/catalog.$.tsx?tsr-split=component`), and a loader may import code
 * too (the product page's head builder): both are fetched only once the entry has run and matched
 * the URL. Named in the HTML, they download beside the entry instead of after it (Lighthouse
 * mobile, catalog page: 89-91 -> 92-93). Split-off error and not-found components are left out:
 * rare; so are the messages a page adds (`staticData.messages`), whose chunk depends on the
 * visitor's language. `dynamicImportsOf` lists the modules a module imports with `import()` (Rolldown's
 * `getModuleInfo(id).dynamicallyImportedIds`).
 * @example
 *   routePreloads({ bundle, routesDir, routeFiles: routeFilesOfFolder(routesDir), dynamicImportsOf, base: "/" });
 *   // { "/catalog/$": ["/assets/catalog._-a1.js", "/assets/checkbox-b2.js"], "/admin/orders": [...] }
 */
export function routePreloads({
  bundle,
  routesDir,
  routeFiles,
  dynamicImportsOf,
  base,
}: {
  bundle: Rolldown.OutputBundle;
  routesDir: string;
  routeFiles: readonly RouteFile[];
  dynamicImportsOf: (moduleId: string) => readonly string[];
  base: string;
}): Record<string, string[]> {
  const chunks: Chunks = new Map();
  const chunkByFacade = new Map<string, Rolldown.OutputChunk>();
  for (const output of Object.values(bundle)) {
    if (output.type !== "chunk") continue;
    chunks.set(output.fileName, output);
    if (output.facadeModuleId) chunkByFacade.set(output.facadeModuleId, output);
  }
  const initial = new Set<string>();
  for (const chunk of chunks.values()) if (chunk.isEntry) staticClosure(chunks, chunk, initial);

  // Per route id (`cart.tsx` and `cart.lazy.tsx` are one route), the chunks it loads itself.
  const scriptsById = new Map<string, Set<string>>();
  for (const route of routeFiles) {
    const scripts = scriptsById.get(route.id) ?? new Set<string>();
    for (const imported of dynamicImportsOf(join(routesDir, ...route.file.split("/")))) {
      const splits = new URLSearchParams(imported.split("?")[1] ?? "").get("tsr-split")?.split("---");
      if (splits && !splits.includes("component")) continue;
      const chunk = chunkByFacade.get(imported);
      if (!chunk) continue;
      for (const file of staticClosure(chunks, chunk)) if (!initial.has(file)) scripts.add(file);
    }
    scriptsById.set(route.id, scripts);
  }

  // A page needs its own route's scripts and those of the layouts around it; two files can share
  // a path (a folder's layout `route.tsx` and its `index.tsx`).
  const parentOf = new Map(routeFiles.map((route) => [route.id, route.parent]));
  const scriptsByPath = new Map<string, Set<string>>();
  for (const route of routeFiles) {
    if (route.path === undefined) continue;
    const scripts = scriptsByPath.get(route.path) ?? new Set<string>();
    for (let id: string | undefined = route.id; id !== undefined; id = parentOf.get(id)) {
      for (const file of scriptsById.get(id) ?? []) scripts.add(file);
    }
    scriptsByPath.set(route.path, scripts);
  }
  return Object.fromEntries(
    [...scriptsByPath]
      .filter(([, scripts]) => scripts.size > 0)
      .map(([path, scripts]) => [path, [...scripts].sort().map((file) => `${base}${file}`)]),
  );
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
  let base = "/";
  return {
    name: "shop:client-artifacts",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const manifest: RoutesManifest = {
        routes: routePathsOfFolder(routesDir),
        preload: routePreloads({
          bundle,
          routesDir,
          routeFiles: routeFilesOfFolder(routesDir),
          dynamicImportsOf: (id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
          base,
        }),
      };
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
