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
        // A limit catches a hang, not slowness (speed is measured in bench/, as ratios). CI runs
        // the whole suite on 2 cores at a load average near 7, where a test that takes 0.8 s
        // alone (the 100 000-product sitemap) took over 5 s, Vitest's default.
        testTimeout: 30_000,
        hookTimeout: 60_000,
        typecheck: { enabled: false },
      },
    }),
    config,
  );
}
