import { readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { resolve } from "node:path";
import { startNodeServer } from "@shop/node-server";
import pino from "pino";
import { createApp } from "./app";
import { openDatabase } from "./db/client";
import { createCatalogIndexStore } from "./domain/catalog/index/catalog-index-store";
import { pictureHostsOf } from "./domain/catalog/yml-pictures";
import { weakSecretReason } from "./http/auth/secret-policy";
import { startMailSender } from "./mail/sender";
import { packageJsonPath, pgliteTemplatePath } from "./paths";
import { seed } from "./seed";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoUsers } from "./seed/users";

const production = process.env.NODE_ENV === "production";
// A person reading a terminal gets one coloured line per request (pino-pretty, in a worker);
// anything else (a file, a log collector, production) gets pino's JSON lines.
const log = pino({
  name: "api",
  level: process.env.LOG_LEVEL ?? "info",
  ...(process.stdout.isTTY && !production
    ? {
        transport: {
          target: "pino-pretty",
          options: { translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" },
        },
      }
    : {}),
});
const { version } = JSON.parse(readFileSync(packageJsonPath, "utf8")) as { version: string };

// A promise rejected with no handler is a defect to fix, not a reason to drop every request in
// flight: it is logged as an error and the API goes on. One such rejection (a socket's ECONNRESET,
// with no stack of ours) ended the API while PostgreSQL was stopped under load in a clean-clone run
// of faults/postgres-restart.postgres.test.ts; the database's own errors are answered 503 by
// http/errors.ts. Exceptions thrown synchronously still end the process.
process.on("unhandledRejection", (reason) => {
  log.error({ err: reason }, "unhandled promise rejection");
});

// A production API signs tokens with a secret it is given, strong enough; nothing starts otherwise.
const weakSecret = production ? weakSecretReason(process.env.JWT_SECRET) : undefined;
if (weakSecret) throw new Error(`The API does not start in production: ${weakSecret}`);

const port = Number(process.env.PORT ?? 3001);
const host = process.env.HOST ?? "127.0.0.1";
const databaseUrl = process.env.DATABASE_URL;
const dataDir = resolve(process.env.DATA_DIR ?? ".data", "db");
const mediaDir = resolve(process.env.DATA_DIR ?? ".data", "media");
// Staff's YML uploads wait here for their import (on the data disk: /tmp may be memory).
const uploadDir = resolve(process.env.DATA_DIR ?? ".data", "uploads");
await mkdir(uploadDir, { recursive: true });
// Products generated into an empty catalog: a few hundred for a quick first start, 100 000 for the benchmark.
const seedProducts = Number(process.env.SEED_PRODUCTS ?? 300);

// How long a checkout owns its Idempotency-Key: a retry of a checkout whose process died waits
// this long (see http/idempotency). Longer than the slowest checkout, short enough for a customer.
const leaseSeconds = Number(process.env.IDEMPOTENCY_LEASE_SECONDS ?? 30);
if (!(Number.isFinite(leaseSeconds) && leaseSeconds > 0)) {
  throw new Error(
    `IDEMPOTENCY_LEASE_SECONDS must be a positive number, not "${process.env.IDEMPOTENCY_LEASE_SECONDS}"`,
  );
}

// The catalog cache's bound (see http/public-cache/public-cache.ts): its answers' bytes, in MiB.
const cacheMegabytes = Number(process.env.CATALOG_CACHE_MB ?? 32);
if (!(Number.isFinite(cacheMegabytes) && cacheMegabytes > 0)) {
  throw new Error(`CATALOG_CACHE_MB must be a positive number, not "${process.env.CATALOG_CACHE_MB}"`);
}

const poolSize = process.env.DATABASE_POOL_SIZE ? Number(process.env.DATABASE_POOL_SIZE) : undefined;
if (poolSize !== undefined && !(Number.isInteger(poolSize) && poolSize > 0)) {
  throw new Error(`DATABASE_POOL_SIZE must be a positive integer, not "${process.env.DATABASE_POOL_SIZE}"`);
}
const database = await openDatabase(
  databaseUrl
    ? { databaseUrl, ...(poolSize ? { poolSize } : {}) }
    : { dataDir, template: pgliteTemplatePath },
);
log.info({ driver: database.driver, ...(databaseUrl ? {} : { dataDir }) }, "database opened");
await database.migrate();
let loggedTenth = "";
await seed(database.db, {
  products: seedProducts,
  mediaDir,
  onProgress: (stage, done, total) => {
    const line = `seeding ${stage}: ${done}/${total}`;
    if (process.stderr.isTTY) {
      process.stderr.write(`\r${line}${done === total ? "\n" : ""}`);
      return;
    }
    // In a log, one line per tenth rather than one per batch.
    const tenth = `${stage}:${Math.floor((done / total) * 10)}`;
    if (tenth !== loggedTenth) log.info(line);
    loggedTenth = tenth;
  },
});
log.info("database migrated and seeded");
// Product lists are answered from the catalog index: it is built before the first shopper would
// wait for it (a second or two at 100 000 products).
const catalogIndexStore = createCatalogIndexStore(database.db);
await catalogIndexStore.current();
log.info("catalog index built");
if (!production) {
  await seedDemoUsers(database.db);
  log.info(
    `demo accounts (not in production): ${DEMO_ACCOUNTS.map((account) => `${account.email} (${account.roles.join(", ")})`).join(", ")}; password: ${DEMO_PASSWORD}`,
  );
}
const mailSender = startMailSender({
  db: database.db,
  log,
  ...(process.env.SMTP_URL ? { smtpUrl: process.env.SMTP_URL } : {}),
  ...(process.env.MAIL_FROM ? { from: process.env.MAIL_FROM } : {}),
});
log.info(
  process.env.SMTP_URL
    ? "mail: sent by SMTP (SMTP_URL)"
    : `mail: SMTP_URL is not set, messages are logged${production ? "" : " and listed at /api/dev/mailbox"}`,
);

const app = createApp({
  catalogIndexStore,
  database,
  version,
  log,
  production,
  // The API reference: always in development, in production only when asked for.
  apiDocs: !production || process.env.API_DOCS === "1",
  ...(process.env.JWT_SECRET ? { jwtSecret: process.env.JWT_SECRET } : {}),
  catalogCache: process.env.CATALOG_CACHE !== "0",
  catalogCacheBytes: Math.round(cacheMegabytes * 1024 * 1024),
  mediaDir,
  uploadDir,
  pictureHosts: pictureHostsOf(process.env.IMPORT_PICTURE_HOSTS),
  idempotencyLeaseMs: leaseSeconds * 1000,
  ...(process.env.TRUST_PROXY ? { trustProxy: process.env.TRUST_PROXY } : {}),
});
const server = startNodeServer(app.fetch, { port, hostname: host }, (info) =>
  log.info(`API listening on http://${host}:${info.port}/api`),
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "shutting down");
  server.close();
  await mailSender.stop();
  // PGlite writes its files on close: stopping without it can leave the data dir needing recovery.
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
