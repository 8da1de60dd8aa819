import { Hono } from "hono";
import type { DatabaseHandle } from "./db/client";
import { healthRoutes } from "./routes/health";

export interface AppDependencies {
  database: Pick<DatabaseHandle, "ping" | "db">;
  version: string;
}

/** The whole API under `/api`, as a Hono app (served by Node, driven by `app.request()` in tests). */
export function createApp({ database, version }: AppDependencies) {
  return new Hono().basePath("/api").route("/", healthRoutes(database, version));
}
