import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** The throwaway PostgreSQL server of the `postgres` test project (see postgres-setup.ts). */
    postgresUrl?: string;
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
    const database = await openDatabase({ inMemory: true });
    await database.migrate();
    return database;
  }
  const name = `shop_test_${process.pid}_${randomBytes(6).toString("hex")}`;
  await administer(serverUrl, (sql) => sql.unsafe(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await administer(serverUrl, (sql) => sql.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
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
