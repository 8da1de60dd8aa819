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
import { copyTemplateCluster, pgliteSettingOptions } from "./pglite-settings";
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

export type DatabaseLocation =
  | { databaseUrl: string; poolSize?: number }
  | {
      dataDir: string;
      /** An empty cluster (`writePgliteTemplate`), copied into a `dataDir` that has none. */
      template?: string | undefined;
    }
  | {
      inMemory: true;
      /**
       * A cluster dumped with PGlite's `dumpDataDir` to start from instead of running `initdb`
       * (about 0.7 s instead of 5 on a 2-core machine): the test suites' migrated snapshot.
       */
      snapshot?: Blob | undefined;
    };

/** How long opening a connection to PostgreSQL may take before the server counts as down. */
const CONNECT_TIMEOUT_SECONDS = 5;

/** Seconds before the `failures`-th reconnection attempt in a row: 0.1, 0.2, 0.4, 0.8, then 1. */
const reconnectDelaySeconds = (failures: number) => Math.min(0.05 * 2 ** failures, 1);

/**
 * Connections the API keeps to a PostgreSQL server for queries (`DATABASE_POOL_SIZE`); as many
 * more run transactions.
 */
export const DEFAULT_POOL_SIZE = 10;

/**
 * One postgres.js client for drizzle, made of two pools. Queries run on the first, each sent as
 * a prepared statement: Drizzle asks postgres.js for an unnamed statement unless a query was built
 * with `.prepare(name)`, and an unnamed statement with parameters costs two round trips (describe,
 * then bind and execute) and a fresh parse and plan each time. The API's queries come in a few
 * dozen shapes (lists of values are one array parameter, see any-of.ts), so postgres.js keeps each
 * prepared once per connection and later runs are a single bind and execute: about half the
 * database time of a catalog page.
 *
 * Transactions (`begin`) run on the second pool, whose connections carry nothing else (their
 * queries are prepared too). When every
 * connection is busy, postgres.js 3.4.9 pipelines a new query behind the ones a connection is
 * running, and a `BEGIN` pipelined there can miss the reservation of its connection
 * (porsager/postgres#823, #1189): the transaction fails with UNSAFE_TRANSACTION, or worse, other
 * queries run inside it. The load test (bench/load.mjs) hit it at 200 connections. A pool that
 * only ever runs transactions has no busy connection to pipeline a `BEGIN` onto: a transaction
 * waits for a free connection instead, and a burst of them cannot take the reads' connections.
 */
function routedClient(queries: postgres.Sql, transactions: postgres.Sql): postgres.Sql {
  return preparing(queries, (callback: (sql: postgres.TransactionSql) => unknown) =>
    transactions.begin((sql) => callback(preparing(sql))),
  );
}

/** `sql` sending every query as a prepared statement, and `begin` replaced when given. */
function preparing<Sql extends postgres.Sql | postgres.TransactionSql>(sql: Sql, begin?: unknown): Sql {
  return new Proxy(sql, {
    get(target, property, receiver) {
      if (property === "begin" && begin) return begin;
      if (property !== "unsafe") return Reflect.get(target, property, receiver);
      const unsafe: postgres.Sql["unsafe"] = (query, parameters, options) =>
        target.unsafe(query, parameters, { ...options, prepare: true });
      return unsafe;
    },
  });
}

/**
 * Opens the database: PostgreSQL when a URL is given, else embedded PGlite (on disk, or in memory
 * for tests).
 * @example
 *   const handle = await openDatabase({ dataDir: ".data/db" });
 *   await handle.migrate();
 */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if ("databaseUrl" in location) {
    const poolSize = location.poolSize ?? DEFAULT_POOL_SIZE;
    const connect = (max: number) =>
      postgres(location.databaseUrl, {
        max,
        // A server that does not accept a connection within this time counts as down: the request
        // answers 503 (http/errors.ts) instead of waiting postgres.js's default 30 s. A refused
        // connection (the server stopped or restarting) fails at once anyway; this bounds the case
        // of a host that does not answer at all.
        connect_timeout: CONNECT_TIMEOUT_SECONDS,
        // postgres.js waits before reconnecting a connection that failed, 3^n/100 s after the n-th
        // failure in a row, up to 20 s, and a query given to that connection waits with it: during
        // an outage requests would hang for up to 20 s, and after it the API would stay unavailable
        // for as long. A delay of at most one second answers them 503 at once and finds the server
        // again within a second of its return.
        backoff: reconnectDelaySeconds,
        onnotice: () => {},
        // postgres.js itself is patched (patches/postgres@3.4.9.patch, see the README): unpatched,
        // a transaction whose session PostgreSQL ended wrote its ROLLBACK on the closed socket from
        // a timer and the uncaught TypeError ended the process (src/db/client.postgres.test.ts).
      });
    const queries = connect(poolSize);
    const transactions = connect(poolSize);
    const db = drizzlePostgres(routedClient(queries, transactions), { schema });
    // Drizzle reads dates and timestamps as text (it sets the client's parsers): transactions too.
    Object.assign(transactions.options.parsers, queries.options.parsers);
    Object.assign(transactions.options.serializers, queries.options.serializers);
    return {
      db,
      driver: "postgres",
      migrate: () => migratePostgres(db, { migrationsFolder }),
      ping: () => pingWith(() => db.execute(sql`select 1`)),
      close: async () => {
        await Promise.all([queries.end({ timeout: 5 }), transactions.end({ timeout: 5 })]);
      },
    };
  }
  const dataDir = "dataDir" in location ? location.dataDir : undefined;
  if (dataDir) {
    await copyTemplateCluster(dataDir, "template" in location ? location.template : undefined);
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    ...pgliteSettingOptions,
    ...(dataDir ? { dataDir } : {}),
    ...("snapshot" in location && location.snapshot ? { loadDataDir: location.snapshot } : {}),
    extensions: { pg_trgm },
  });
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
