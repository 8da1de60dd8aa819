import { defineConfig } from "vitest/config";

// The runnable README blocks against the built reference API (turbo builds @shop/api first).
export default defineConfig({
  test: {
    include: ["src/**/*.e2e.ts"],
    reporters: ["default", ["json", { outputFile: "reports/test-e2e.json" }]],
    passWithNoTests: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
