import { createRoute, z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { settings } from "../db/schema/index";
import { createRouteModule, jsonResponse } from "../http/openapi";

const PublicSettingsSchema = z
  .object({
    registrationEnabled: z.boolean().openapi({
      description:
        "False hides registration: `POST /user/users` answers 403 and the storefront redirects to login.",
    }),
  })
  .openapi("PublicSettings");

export type PublicSettings = z.infer<typeof PublicSettingsSchema>;

/**
 * The settings anyone may read (also part of the session). Unset ones take their defaults.
 * @example
 *   const { registrationEnabled } = await readPublicSettings(db);
 */
export async function readPublicSettings(db: Database): Promise<PublicSettings> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(eq(settings.isPublic, "public"));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return { registrationEnabled: stored.get("registrationEnabled") !== false };
}

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
