// What TanStack Start's build says a page loads first, read from dist/server (no browser, no
// server): the worker's build step checks the offline page's scripts are precached
// (build/service-worker.ts), and bench/first-load-js.ts weighs the measured pages'.

import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const serverAssets = fileURLToPath(new URL("../dist/server/assets", import.meta.url));

export interface ManifestRoute {
  children?: string[];
  preloads?: string[];
  scripts?: Array<{ attrs?: { src?: string } }>;
}

export interface StartManifest {
  routes: Record<string, ManifestRoute>;
}

/** TanStack Start's manifest of the last build (dist/server/assets/_tanstack-start-manifest…). */
export async function readStartManifest(): Promise<StartManifest> {
  const file = readdirSync(serverAssets).find((name) => name.startsWith("_tanstack-start-manifest"));
  if (!file) throw new Error(`no TanStack Start manifest in ${serverAssets}: build the storefront first`);
  const module = (await import(pathToFileURL(join(serverAssets, file)).href)) as {
    tsrStartManifest: () => StartManifest;
  };
  return module.tsrStartManifest();
}

/**
 * The scripts a first load of `routeId` fetches: the root's and each route's down to it (the
 * `<script>` and `<link rel="modulepreload">` tags of its HTML).
 * @example
 *   firstLoadFiles(await readStartManifest(), "/product/$slug"); // ["/assets/index-….js", …]
 */
export function firstLoadFiles(manifest: StartManifest, routeId: string): string[] {
  const parents = new Map<string, string>();
  for (const [id, route] of Object.entries(manifest.routes)) {
    for (const child of route.children ?? []) parents.set(child, id);
  }
  if (!manifest.routes[routeId]) throw new Error(`no route ${routeId} in the manifest`);
  const chain: string[] = [];
  for (let id: string | undefined = routeId; id; id = parents.get(id)) chain.unshift(id);
  const files = new Set<string>();
  for (const id of chain) {
    const route = manifest.routes[id];
    for (const script of route?.scripts ?? []) if (script.attrs?.src) files.add(script.attrs.src);
    for (const preload of route?.preloads ?? []) files.add(preload);
  }
  return [...files];
}
