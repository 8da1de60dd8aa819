import { withSharedConfig } from "@shop/vitest-config";

// Checks of the libraries as published: README types, tarballs, a consumer app, a changeset dry run.
// Files share the packed tarballs (global setup packs them once).
export default withSharedConfig({
  test: {
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/pack.global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
