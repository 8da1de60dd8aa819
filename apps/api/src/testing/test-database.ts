import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** The throwaway PostgreSQL server of the `postgres` test project (see postgres-setup.ts). */
    postgresUrl?: string;
    /** A migrated database on that server that each test file's database is copied from. */
    postgresTemplate?: string;
    /** The migrated PGlite cluster of the `pglite` project, a `dumpDataDir` file (pglite-setup.ts). */
    pgliteSnapshot?: string;
  }
}

/**
 * The PostgreSQL server tests should use, if any. The `pglite` Vitest project never uses one; the
 * `postgres` project gets its server from its global setup; outside projects `TEST_DATABASE_URL`
 * decides.
 */
function testServerUrl(): string | undefined {
  const driver = process.env.SHOP_TEST_DRIVER;
  if (driver === "pglite") return undefined;
  const url = inject("postgresUrl") ?? process.env.TEST_DATABASE_URL;
  if (driver === "postgres" && !url) {
    throw new Error("The postgres test project has no server: its global setup did not provide one.");
  }
  return url;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default. With a PostgreSQL
 * server (the `postgres` test project, or `TEST_DATABASE_URL`) each call creates its own database
 * there, and `close()` drops it again, so test files never see each other's rows.
 * @example
 *   const database = await openTestDatabase();
 *   afterAll(() => database.close());
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = testServerUrl();
  if (!serverUrl) {
    const database = await openDatabase({ inMemory: true, snapshot: await migratedSnapshot() });
    // Nothing to do on the snapshot, unless a migration was added after it was taken.
    await database.migrate();
    return database;
  }
  const { url, drop } = await createServerDatabase(serverUrl);
  const database = await openDatabase({ databaseUrl: url });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await drop();
    },
  };
}

/** A database that an API child process uses (see api-process.ts) and the test can open too. */
export interface ProcessDatabase {
  /** `DATA_DIR` (and `DATABASE_URL` in the `postgres` project) for the API process. */
  env: Record<string, string>;
  /**
   * Opens the database from the test. With PGlite only while no API process has it open: an
   * embedded database belongs to one process at a time.
   */
  open(): Promise<DatabaseHandle>;
  /** Deletes the database (and the data folder). */
  remove(): Promise<void>;
}

/**
 * A fresh database for tests that run the API as a process: a PGlite data folder in the `pglite`
 * project, a new database on the test server in the `postgres` project.
 * @example
 *   const database = await createProcessDatabase();
 *   const api = await startApiProcess(database.env);
 */
export async function createProcessDatabase(): Promise<ProcessDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), "shop-api-process-"));
  const serverUrl = testServerUrl();
  const server = serverUrl ? await createServerDatabase(serverUrl) : undefined;
  return {
    env: { DATA_DIR: dataDir, ...(server ? { DATABASE_URL: server.url } : {}) },
    open: () => openDatabase(server ? { databaseUrl: server.url } : { dataDir: join(dataDir, "db") }),
    async remove() {
      await server?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let snapshot: Promise<Blob | undefined> | undefined;

/** The project's migrated PGlite cluster, read once per test file; none outside the `pglite` project. */
function migratedSnapshot(): Promise<Blob | undefined> {
  const file = inject("pgliteSnapshot");
  snapshot ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined);
  return snapshot;
}

/**
 * A new database on `serverUrl`, and the function that drops it: a copy of the project's migrated
 * template (postgres-setup.ts) when there is one, else empty.
 */
async function createServerDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shop_test_${process.pid}_${randomBytes(6).toString("hex")}`;
  const template = inject("postgresTemplate");
  await administer(serverUrl, (sql) =>
    sql.unsafe(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => administer(serverUrl, (sql) => sql.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
  };
}

async function administer(serverUrl: string, run: (sql: postgres.Sql) => Promise<unknown>) {
  const sql = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await run(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}
