import { randomBytes } from "node:crypto";
import { startThrowawayPostgres } from "@shop/cli/postgres";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client";

/**
 * Global setup of the `postgres` test project: the server of `TEST_DATABASE_URL` when set (as
 * `./shop test` does), else a throwaway cluster started here and removed afterwards. Without
 * PostgreSQL installed this throws, so the PostgreSQL half fails loudly instead of passing empty.
 * On that server it migrates one database, the template each test file's database is copied from
 * (`CREATE DATABASE ... TEMPLATE`, a file copy instead of some seventy runs of the migrations).
 * @example
 *   // vitest.config.ts, project "postgres"
 *   globalSetup: ["./src/testing/postgres-setup.ts"]
 */
export default async function setup(project: TestProject) {
  const configured = process.env.TEST_DATABASE_URL;
  const cluster = configured
    ? undefined
    : await startThrowawayPostgres({ log: (line) => console.log(`[postgres] ${line}`) });
  const serverUrl = configured ?? cluster?.url ?? "";
  project.provide("postgresUrl", serverUrl);

  const template = `shop_test_template_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${template}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${template}`;
  // The template must have no connection left when it is copied.
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  project.provide("postgresTemplate", template);

  return async () => {
    await admin.unsafe(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await admin.end({ timeout: 5 });
    await cluster?.stop();
  };
}
