import { sourceConditions } from "@shop/vitest-config";
import { defineConfig } from "vitest/config";

// The contract suite: the typed resources against the real, built apps/api started as a process.
// It runs as this package's `test:e2e` (turbo builds @shop/api first) and reports like the others.
export default defineConfig({
  resolve: { conditions: sourceConditions },
  ssr: { resolve: { conditions: sourceConditions } },
  test: {
    include: ["src/**/*.contract.ts"],
    globalSetup: ["src/contract/global-setup.ts"],
    reporters: ["default", ["json", { outputFile: "reports/test-e2e.json" }]],
    hookTimeout: 120_000,
    // The files share one API and its data: one at a time keeps them from racing on it.
    fileParallelism: false,
    testTimeout: 30_000,
  },
});
