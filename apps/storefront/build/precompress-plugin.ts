import type { Plugin } from "vite";
import { precompressFolder } from "./precompress";

/**
 * Writes `.gz` and `.br` twins of the client build's text files once it is written, so the
 * production server sends compressed scripts and styles without compressing them per request
 * (brotli at its best quality takes seconds for the entry: too slow to do per request). Only the
 * client environment: the server bundle is never sent to a browser.
 * @example
 *   plugins: [tanstackStart(), precompressClientBuild()]
 */
export function precompressClientBuild(): Plugin {
  return {
    name: "shop:precompress-client-build",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options) {
      if (options.dir) await precompressFolder(options.dir);
    },
  };
}
