import { createRoute, z } from "@hono/zod-openapi";
import type { Database } from "../db/client";
import { readPublicSettings } from "../domain/settings";
import { createRouteModule, jsonResponse } from "../http/openapi";

const PublicSettingsSchema = z
  .object({
    registrationEnabled: z.boolean().openapi({
      description:
        "False hides registration: `POST /user/users` answers 403 and the storefront redirects to login.",
    }),
  })
  .openapi("PublicSettings");

const publicSettingsRoute = createRoute({
  method: "get",
  path: "/core/settings/public",
  tags: ["Settings"],
  summary: "Public settings of the shop",
  responses: { 200: jsonResponse(PublicSettingsSchema, "The public settings.") },
});

/**
 * `GET /core/settings/public`.
 * @example
 *   app.route("/", settingsRoutes(db));
 */
export function settingsRoutes(db: Database) {
  return createRouteModule().openapi(publicSettingsRoute, async (c) =>
    c.json(await readPublicSettings(db), 200),
  );
}
