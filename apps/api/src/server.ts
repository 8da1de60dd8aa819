import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { serve } from "@hono/node-server";
import pino from "pino";
import { createApp } from "./app";
import { openDatabase } from "./db/client";
import { seed } from "./db/seed";
import { packageJsonPath } from "./paths";

const log = pino({ name: "api", level: process.env.LOG_LEVEL ?? "info" });
const { version } = JSON.parse(readFileSync(packageJsonPath, "utf8")) as { version: string };

const port = Number(process.env.PORT ?? 3001);
const host = process.env.HOST ?? "127.0.0.1";
const databaseUrl = process.env.DATABASE_URL;
const dataDir = resolve(process.env.DATA_DIR ?? ".data", "db");

const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
log.info({ driver: database.driver, ...(databaseUrl ? {} : { dataDir }) }, "database opened");
await database.migrate();
await seed(database.db);
log.info("database migrated and seeded");

const app = createApp({
  database,
  version,
  log,
  ...(process.env.JWT_SECRET ? { jwtSecret: process.env.JWT_SECRET } : {}),
});
const server = serve({ fetch: app.fetch, port, hostname: host }, (info) =>
  log.info(`API listening on http://${host}:${info.port}/api`),
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "shutting down");
  server.close();
  // PGlite writes its files on close: stopping without it can leave the data dir needing recovery.
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
