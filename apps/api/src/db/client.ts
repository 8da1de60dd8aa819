import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { migrationsFolder } from "../paths";
import * as schema from "./schema/index";

export type Database =
  | ReturnType<typeof drizzlePglite<typeof schema>>
  | ReturnType<typeof drizzlePostgres<typeof schema>>;

export interface DatabaseHandle {
  db: Database;
  driver: "pglite" | "postgres";
  /** Applies pending migrations of drizzle/. */
  migrate(): Promise<void>;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseLocation = { databaseUrl: string } | { dataDir: string } | { inMemory: true };

/**
 * Opens the database: PostgreSQL when a URL is given, else embedded PGlite (on disk, or in memory
 * for tests).
 * @example
 *   const handle = await openDatabase({ dataDir: ".data/db" });
 *   await handle.migrate();
 */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if ("databaseUrl" in location) {
    const client = postgres(location.databaseUrl, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema });
    return {
      db,
      driver: "postgres",
      migrate: () => migratePostgres(db, { migrationsFolder }),
      ping: () => pingWith(() => db.execute(sql`select 1`)),
      close: () => client.end({ timeout: 5 }),
    };
  }
  const dataDir = "dataDir" in location ? location.dataDir : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    driver: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: () => pingWith(() => db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}

async function pingWith(query: () => Promise<unknown>): Promise<boolean> {
  try {
    await query();
    return true;
  } catch {
    return false;
  }
}
