import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";

/**
 * PostgreSQL settings of the embedded database. PGlite runs one backend inside a WebAssembly
 * memory that grows and never shrinks, and its shared buffers live in that memory: at
 * PostgreSQL's default of 128 MB they were about 120 MB of the API's resident memory once the
 * seed had touched them. The catalog `./shop start` seeds (300 products) is about 15 MB of tables
 * and indexes, so 16 MB of buffers hold it; a larger catalog is read through the operating
 * system's file cache instead. `maintenance_work_mem` bounds the memory of index builds (the GIN
 * and trigram indexes of the migrations and of `refreshSearchWords`), 64 MB by default.
 */
export const PGLITE_SETTINGS = {
  shared_buffers: "16MB",
  maintenance_work_mem: "16MB",
} as const;

const settingArguments = Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => [
  "-c",
  `${name}=${value}`,
]);

/**
 * What every PGlite of the API is created with: the settings above on PGlite's own start
 * parameters, and given to `initdb` as well, which writes them into the new cluster's
 * `postgresql.conf` and runs its bootstrap backends with them.
 */
export const pgliteSettingOptions = {
  startParams: [...PGlite.defaultStartParams, ...settingArguments],
  initDbStartParams: settingArguments,
} satisfies PGliteOptions;

/**
 * The cluster of a fresh data folder, unpacked from `template` (written by `writePgliteTemplate`)
 * instead of made by PGlite's `initdb`; nothing when the folder already holds a cluster or there
 * is no template. PGlite 0.5 makes a new cluster on disk by starting a second PostgreSQL in memory,
 * running `initdb` in it and copying the result over as a tar archive: the first start's memory
 * peaked at about 730 MB of RSS in that step alone, against 280 MB when it unpacks the same
 * cluster, so the build makes it once (see the `build` script) and the first start unpacks it.
 * @example
 *   await PGlite.create({ dataDir, ...(await clusterFromTemplate(dataDir, pgliteTemplatePath)) });
 */
export async function clusterFromTemplate(
  dataDir: string,
  template: string | undefined,
): Promise<Pick<PGliteOptions, "loadDataDir">> {
  if (!template || !existsSync(template) || existsSync(join(dataDir, "PG_VERSION"))) return {};
  return { loadDataDir: new Blob([await readFile(template)]) };
}

/**
 * Makes a new, empty cluster with the API's settings and writes it to `file` as a gzipped tar
 * archive, the template of `clusterFromTemplate`.
 * @example
 *   await writePgliteTemplate("dist/pglite-cluster.tar.gz");
 */
export async function writePgliteTemplate(file: string): Promise<void> {
  const client = await PGlite.create(pgliteSettingOptions);
  try {
    // A checkpoint first, so that the copy starts without replaying the log.
    await client.exec("checkpoint");
    const archive = await client.dumpDataDir("gzip");
    await writeFile(file, new Uint8Array(await archive.arrayBuffer()));
  } finally {
    await client.close();
  }
}
