// Loaded with `node --import` by api-process.ts so the fault tests run the server from its
// TypeScript sources (Node strips the types itself): the sources import without file extensions,
// as the bundler and Vitest allow, so a specifier Node cannot find is tried with `.ts` and
// `/index.ts` before giving up.
import { registerHooks } from "node:module";

const RETRIED = new Set(["ERR_MODULE_NOT_FOUND", "ERR_UNSUPPORTED_DIR_IMPORT"]);

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code !== "string" || !RETRIED.has(code) || !/^\.{1,2}\//.test(specifier)) throw error;
      for (const suffix of [".ts", "/index.ts"]) {
        try {
          return nextResolve(`${specifier}${suffix}`, context);
        } catch {
          // try the next form
        }
      }
      throw error;
    }
  },
});
