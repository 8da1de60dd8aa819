import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { withSharedConfig } from "@shop/vitest-config";
import { configDefaults } from "vitest/config";

// The suite runs on two databases: embedded PGlite and a real PostgreSQL server (TEST_DATABASE_URL,
// or a throwaway cluster that src/testing/postgres-setup.ts starts; see the README). Results land
// in one reports/test.json.
//
// What makes it fast on a 2-core machine (issue 43; docs/benchmarks/test-run.md):
// - Each test file opens its own database, copied from one migrated in the global setup (a PGlite
//   dump, a PostgreSQL template), not made by initdb and the migrations seventy times over.
// - Test files of a worker share their modules (`isolate: false`): the app's module graph (Hono,
//   Drizzle, sharp, PGlite's WebAssembly) is loaded once per worker, not once per file, which was
//   two thirds of the suite's time. Every file builds its own app on its own database, so nothing
//   of one file's state reaches another's. A file that replaces a module (`vi.mock`) needs a module
//   graph of its own and runs isolated, in a project of its own.
// - A file that opens no database (pure rules, parsers, HTTP helpers) runs once, not per driver.
// - Four workers on two cores: many tests wait (a child API process, PostgreSQL, a rate limit's
//   window), and the suite ran in 294 s with four against 393 s with two (the default: one per
//   core); six were no faster (299 s).
// Tests that concern one driver only (src/faults: the API process killed or its PostgreSQL
// restarted, PGlite's files across a restart) are named `*.postgres.test.ts` or `*.pglite.test.ts`
// and run in that project alone.

const source = (file: string) => readFileSync(join(import.meta.dirname, file), "utf8");
const testFiles = readdirSync(join(import.meta.dirname, "src"), { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".test.ts"))
  .map((file) => join("src", file));

/** Files that replace a module with `vi.mock`: they cannot share a module graph. */
const mocking = testFiles.filter((file) => /\bvi\.(?:do)?[mM]ock\(/.test(source(file)));
/**
 * Files that open no database and start no API: the same on both drivers, so they run in the
 * `pglite` projects only. When in doubt a file counts as using one (it then runs twice).
 */
const withoutDatabase = testFiles.filter(
  (file) =>
    !/\.(?:pglite|postgres)\.test\.ts$/.test(file) &&
    !/openDatabase|openTestDatabase|openSeededDatabase|createProcessDatabase|startApiProcess|built-server|\/db\/|\bPGlite\b|postgres/.test(
      source(file),
    ),
);

const driverProjects = (driver: "pglite" | "postgres", exclude: string[]) => {
  const test = {
    env: { SHOP_TEST_DRIVER: driver },
    globalSetup: [`./src/testing/${driver}-setup.ts`],
    exclude: [...configDefaults.exclude, ...exclude],
  };
  return [
    {
      extends: true,
      test: { ...test, name: driver, isolate: false, exclude: [...test.exclude, ...mocking] },
    },
    { extends: true, test: { ...test, name: `${driver} (isolated)`, include: mocking } },
  ];
};

export default withSharedConfig({
  test: {
    environment: "node",
    maxWorkers: 4,
    hookTimeout: 60_000,
    testTimeout: 30_000,
    projects: [
      ...driverProjects("pglite", ["**/*.postgres.test.ts"]),
      ...driverProjects("postgres", ["**/*.pglite.test.ts", ...withoutDatabase]),
    ],
  },
});
