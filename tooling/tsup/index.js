import { defineConfig } from "tsup";

/**
 * The build of a published library: ESM with declarations, one output per entry point.
 * @example
 *   export default libraryConfig({ entry: { index: "src/index.ts", react: "src/react/index.ts" } });
 */
export function libraryConfig(options = {}) {
  return defineConfig({
    entry: { index: "src/index.ts" },
    format: ["esm"],
    dts: true,
    sourcemap: true,
    clean: true,
    target: "es2023",
    platform: "neutral",
    treeshake: true,
    ...options,
  });
}
