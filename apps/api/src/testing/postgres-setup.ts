import { startThrowawayPostgres } from "@shop/cli/postgres";
import type { TestProject } from "vitest/node";

/**
 * Global setup of the `postgres` test project: the server of `TEST_DATABASE_URL` when set (as
 * `./shop test` does), else a throwaway cluster started here and removed afterwards. Without
 * PostgreSQL installed this throws, so the PostgreSQL half fails loudly instead of passing empty.
 * @example
 *   // vitest.config.ts, project "postgres"
 *   globalSetup: ["./src/testing/postgres-setup.ts"]
 */
export default async function setup(project: TestProject) {
  const configured = process.env.TEST_DATABASE_URL;
  if (configured) {
    project.provide("postgresUrl", configured);
    return undefined;
  }
  const cluster = await startThrowawayPostgres({ log: (line) => console.log(`[postgres] ${line}`) });
  project.provide("postgresUrl", cluster.url);
  return () => cluster.stop();
}
