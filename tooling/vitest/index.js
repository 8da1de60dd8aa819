// Every package's Vitest run writes reports/test.json; `./shop test` adds those counts up
// into its closing "N passed, N failed" line, and turbo caches the file with the task.
import { defineConfig, mergeConfig } from "vitest/config";

/** Conditions that make workspace packages resolve to their TypeScript sources, not dist/. */
export const sourceConditions = ["@shop/source"];

/**
 * The base every package's vitest.config.ts extends.
 * @example
 *   export default withSharedConfig({ test: { environment: "happy-dom" } });
 */
export function withSharedConfig(config = {}) {
  return mergeConfig(
    defineConfig({
      resolve: { conditions: sourceConditions },
      ssr: { resolve: { conditions: sourceConditions } },
      test: {
        reporters: ["default", ["json", { outputFile: "reports/test.json" }]],
        passWithNoTests: false,
        typecheck: { enabled: false },
      },
    }),
    config,
  );
}
