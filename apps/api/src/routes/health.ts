import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { DatabaseHandle } from "../db/client";
import type { AppEnv } from "../http/env";
import { HttpProblem } from "../http/problem";

const HealthSchema = z
  .object({
    status: z.literal("ok"),
    version: z.string().openapi({ example: "0.1.0" }),
    database: z.literal("up"),
  })
  .openapi("Health");

const healthRoute = createRoute({
  method: "get",
  path: "/health",
  tags: ["Platform"],
  summary: "Liveness with the database reachable",
  responses: {
    200: {
      description: "The API and its database answer.",
      content: { "application/json": { schema: HealthSchema } },
    },
    503: { description: "The database does not answer (problem document)." },
  },
});

/** `GET /health`: 200 when the database answers, 503 (problem document) when it does not. */
export function healthRoutes(database: Pick<DatabaseHandle, "ping">, version: string) {
  return new OpenAPIHono<AppEnv>().openapi(healthRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    if (!(await database.ping())) throw new HttpProblem(503, { detail: "База данных не отвечает." });
    return c.json({ status: "ok" as const, version, database: "up" as const }, 200);
  });
}
