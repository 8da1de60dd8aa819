// The service worker's last build step (`build` script: after `vite build` and `tsup`, which bundles
// service-worker/sw.ts to dist/service-worker/sw.js): workbox-build's injectManifest writes the
// precache list into it as dist/client/sw.js, served at /sw.js (docs/storefront/offline.md).
//
//   node build/service-worker.ts
//
// Precached: the offline page (the cart page's offline form, a URL the server renders, with the
// build's id as its revision), every script and stylesheet of the build but the staff panel's (the shell loads
// parts lazily — its toasts, the error screen, dialogs, messages — that a page may need offline
// although the shopper never met them online), the web app manifest and its icons. Pages and
// pictures are kept as the shopper meets them.

import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { injectManifest } from "workbox-build";
import { OFFLINE_PAGE } from "../src/lib/service-worker-protocol.ts";
import { precompressFile } from "./precompress.ts";
import { firstLoadFiles, readStartManifest } from "./start-manifest.ts";

const appDir = fileURLToPath(new URL("..", import.meta.url));
const clientDir = join(appDir, "dist/client");

/** One id per client build: every hashed file's name. */
function buildId(): string {
  const names = readdirSync(join(clientDir, "assets")).sort().join("\n");
  return createHash("sha256").update(names).digest("hex").slice(0, 16);
}

export async function buildServiceWorker() {
  const swDest = join(clientDir, "sw.js");
  const result = await injectManifest({
    swSrc: join(appDir, "dist/service-worker/sw.js"),
    swDest,
    globDirectory: clientDir,
    // The stylesheets too: a lazily loaded chunk's import() asks for its CSS again (Vite's preload),
    // and fails offline when the page's own was fetched before the worker ran (the offline page's).
    globPatterns: [
      "assets/*.js",
      "assets/*.css",
      "manifest.webmanifest",
      "icons/*.png",
      "apple-touch-icon.png",
    ],
    // The staff panel's own chunk: staff work online.
    globIgnores: ["assets/admin-*.js"],
    // Hashed names change with their content: no revision query needed.
    dontCacheBustURLsMatching: /^assets\//,
    additionalManifestEntries: [{ url: OFFLINE_PAGE, revision: buildId() }],
  });
  for (const warning of result.warnings) console.warn(warning);
  // The offline page must open without a network: every script of its first load is precached.
  const precached = new Set(readFileSync(swDest, "utf8").match(/assets\/[\w.-]+\.js/g));
  const manifest = await readStartManifest();
  const missing = firstLoadFiles(manifest, new URL(OFFLINE_PAGE, "http://shop").pathname).filter(
    (file) => !precached.has(file.replace(/^\//, "")),
  );
  if (missing.length > 0)
    throw new Error(`the offline page's scripts are not precached: ${missing.join(", ")}`);
  await precompressFile(swDest);
  console.log(`sw.js: ${result.count} files precached, ${(result.size / 1000).toFixed(1)} kB`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await buildServiceWorker();
