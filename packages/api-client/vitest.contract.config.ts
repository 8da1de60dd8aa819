import { sourceConditions } from "@shop/vitest-config";
import { defineConfig } from "vitest/config";

// The contract suite: the typed resources against the real, built apps/api started as a process.
// It runs as this package's `test:e2e` (turbo builds @shop/api first) and reports like the others.
export default defineConfig({
  resolve: { conditions: sourceConditions },
  ssr: { resolve: { conditions: sourceConditions } },
  test: {
    include: ["src/**/*.contract.ts"],
    reporters: ["default", ["json", { outputFile: "reports/test-e2e.json" }]],
    hookTimeout: 120_000,
    // Each file starts its own API; one at a time keeps the machine free for the other e2e suites.
    fileParallelism: false,
    testTimeout: 30_000,
  },
});
