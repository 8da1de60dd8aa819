import { Hono } from "hono";
import type { DatabaseHandle } from "../db/client";

export interface HealthBody {
  status: "ok" | "degraded";
  version: string;
  database: "up" | "down";
}

/** `GET /health`: 200 when the database answers, 503 (problem document) when it does not. */
export function healthRoutes(database: Pick<DatabaseHandle, "ping">, version: string) {
  return new Hono().get("/health", async (c) => {
    const up = await database.ping();
    c.header("Cache-Control", "no-store");
    if (up) return c.json({ status: "ok", version, database: "up" } satisfies HealthBody);
    return c.json(
      {
        type: "about:blank",
        title: "Service Unavailable",
        status: 503,
        detail: "The database does not answer.",
      },
      503,
      { "Content-Type": "application/problem+json" },
    );
  });
}
