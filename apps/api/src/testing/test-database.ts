import { type DatabaseHandle, openDatabase } from "../db/client";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default. When
 * `TEST_DATABASE_URL` points at a PostgreSQL server the same suites run there instead (each file
 * gets its own throwaway database; see `./shop test`).
 * @example
 *   const database = await openTestDatabase();
 *   afterAll(() => database.close());
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const database = await openDatabase({ inMemory: true });
  await database.migrate();
  return database;
}
