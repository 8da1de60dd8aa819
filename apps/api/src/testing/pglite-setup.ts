import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client";

/**
 * Global setup of the `pglite` test project: one migrated cluster, dumped to a file that every
 * test file's in-memory database starts from (test-database.ts). PGlite runs `initdb` on each new
 * cluster, about 5 s of a 2-core machine's CPU, and the suite opens some seventy of them; loading
 * the dump takes 0.7 s. The dump is made by the code under test (`openDatabase`, `migrate`), so it
 * is what a fresh database would be.
 * @example
 *   // vitest.config.ts, project "pglite"
 *   globalSetup: ["./src/testing/pglite-setup.ts"]
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), "shop-pglite-snapshot-"));
  const file = join(folder, "migrated.tar");
  const database = await openDatabase({ inMemory: true });
  try {
    await database.migrate();
    if (!("$client" in database.db) || !(database.db.$client instanceof PGlite)) {
      throw new Error("openDatabase({ inMemory: true }) did not open PGlite");
    }
    const dump = await database.db.$client.dumpDataDir("none");
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide("pgliteSnapshot", file);
  return () => rm(folder, { recursive: true, force: true });
}
