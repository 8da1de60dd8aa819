import { existsSync } from "node:fs";
import { cp, mkdir, readdir, rename, rm } from "node:fs/promises";
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
 * Fills a data folder that has no cluster yet with a copy of `template` (a cluster written by
 * `writePgliteTemplate`), so that PGlite opens it instead of making one; nothing when the folder
 * holds anything already or there is no template. PGlite 0.5 makes a new cluster on disk by
 * starting a second PostgreSQL in memory, running `initdb` in it and copying the result over as a
 * tar archive: the first start's memory peaked at about 730 MB of RSS in that step alone. Given
 * that archive as `loadDataDir`, it still unpacked 40 MB in JavaScript and left some 50 MB more
 * resident for good than a copy of the files, which the file system does. The copy goes to a
 * folder beside the data folder first and is renamed into place, so a start stopped halfway leaves
 * no half cluster.
 * @example
 *   await copyTemplateCluster(".data/db", pgliteTemplatePath);
 */
export async function copyTemplateCluster(dataDir: string, template: string | undefined): Promise<void> {
  if (!template || !existsSync(join(template, "PG_VERSION"))) return;
  if (existsSync(dataDir) && (await readdir(dataDir)).length > 0) return;
  const partial = `${dataDir}.partial`;
  await rm(partial, { recursive: true, force: true });
  await cp(template, partial, { recursive: true });
  await rm(dataDir, { recursive: true, force: true });
  await rename(partial, dataDir);
}

/**
 * Makes a new, empty cluster with the API's settings in the folder `template` (emptied first),
 * the template of `copyTemplateCluster`.
 * @example
 *   await writePgliteTemplate("dist/pglite-cluster");
 */
export async function writePgliteTemplate(template: string): Promise<void> {
  await rm(template, { recursive: true, force: true });
  await mkdir(template, { recursive: true });
  const client = await PGlite.create({ dataDir: template, ...pgliteSettingOptions });
  // A checkpoint, so that a copy starts without replaying the log.
  await client.exec("checkpoint");
  await client.close();
}
