import { withSharedConfig } from "@shop/vitest-config";
import { configDefaults } from "vitest/config";

// The same suite runs twice, as two projects whose results land in one reports/test.json:
// on embedded PGlite, and on a real PostgreSQL server (TEST_DATABASE_URL, or a throwaway cluster
// that src/testing/postgres-setup.ts starts; see the README). Each test file opens its own
// database; PGlite's WASM start-up and the migrations take seconds on a busy 2-core machine, so
// hooks get more than Vitest's default 10 s. Tests that concern one driver only (src/faults: the
// API process killed or its PostgreSQL restarted, PGlite's files across a restart) are named
// `*.postgres.test.ts` or `*.pglite.test.ts` and run in that project alone.
export default withSharedConfig({
  test: {
    environment: "node",
    hookTimeout: 60_000,
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: "pglite",
          env: { SHOP_TEST_DRIVER: "pglite" },
          exclude: [...configDefaults.exclude, "**/*.postgres.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "postgres",
          env: { SHOP_TEST_DRIVER: "postgres" },
          globalSetup: ["./src/testing/postgres-setup.ts"],
          exclude: [...configDefaults.exclude, "**/*.pglite.test.ts"],
        },
      },
    ],
  },
});
