import { defineConfig } from "vitest/config";

// The runnable README blocks against the built reference API (turbo builds @shop/api first).
export default defineConfig({
  test: {
    include: ["src/**/*.e2e.ts"],
    reporters: ["default", ["json", { outputFile: "reports/test-e2e.json" }]],
    passWithNoTests: false,
    testTimeout: 60_000,
    // Starting the API (startApi waits up to 240 s on a busy machine) is the beforeAll hook.
    hookTimeout: 300_000,
  },
});
