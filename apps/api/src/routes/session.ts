import { createRoute, z } from "@hono/zod-openapi";
import type { Database } from "../db/client";
import type { CatalogIndexStore } from "../domain/catalog/index/catalog-index-store";
import { shopSession } from "../domain/session";
import { hasRole } from "../http/auth/auth";
import { createRouteModule, jsonResponse } from "../http/openapi";
import { CartSchema, localisedCart } from "./schemas/carts";
import { MeasureSchema } from "./schemas/catalog";

// Menus are two levels deep (the catalog menu: top categories and their children); a recursive
// schema would not survive the OpenAPI generator.
const MenuLinkSchema = z.object({ title: z.string(), url: z.string() });
const MenuItemSchema = MenuLinkSchema.extend({ children: z.array(MenuLinkSchema).optional() });

const SessionSchema = z
  .object({
    authorized: z.boolean(),
    user: z
      .object({
        id: z.number().int(),
        email: z.string(),
        name: z.string(),
        lastName: z.string(),
        roles: z.array(z.string()),
      })
      .nullable(),
    application: z.object({ adminPanel: z.boolean() }),
    menus: z.array(z.object({ code: z.string(), title: z.string(), items: z.array(MenuItemSchema) })),
    // A union, not `.nullable()`: on a named schema that becomes `allOf` with null, which says no cart
    // is an object.
    cart: z.union([CartSchema, z.null()]),
    defaultCurrency: z.object({ code: z.string(), title: z.string() }),
    priceType: z.object({ code: z.string(), title: z.string() }),
    defaultMeasure: MeasureSchema,
    settings: z.object({ registrationEnabled: z.boolean() }),
  })
  .openapi("Session");

const sessionRoute = createRoute({
  method: "get",
  path: "/core/session/session",
  tags: ["Session"],
  summary: "What the storefront loads at start (anonymous callers too)",
  description:
    "`cart` is the signed-in customer's most recently updated cart (null for anonymous callers, who keep their cart id themselves). `application.adminPanel` is true only for staff who ask for it with `?application=admin-panel`.",
  request: { query: z.object({ application: z.string().max(50).optional() }) },
  responses: { 200: jsonResponse(SessionSchema, "The session.") },
});

/**
 * `GET /core/session/session`: the caller, menus, their cart and the shop's defaults.
 * @example
 *   app.route("/", sessionRoutes(db, { catalog }));
 */
export function sessionRoutes(db: Database, { catalog }: { catalog: CatalogIndexStore }) {
  const app = createRouteModule();
  app.openapi(sessionRoute, async (c) => {
    c.header("Cache-Control", "private, no-store");
    const caller = c.get("user");
    const { account, ...session } = await shopSession(db, catalog, caller?.id);
    return c.json(
      {
        authorized: caller !== null,
        user: account,
        application: {
          adminPanel: c.req.valid("query").application === "admin-panel" && hasRole(caller, "ROLE_STAFF"),
        },
        menus: session.menus,
        cart: session.cart ? localisedCart(session.cart) : null,
        defaultCurrency: session.defaultCurrency,
        priceType: session.priceType,
        defaultMeasure: session.defaultMeasure,
        settings: session.settings,
      },
      200,
    );
  });
  return app;
}
