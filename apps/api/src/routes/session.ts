import { createRoute, z } from "@hono/zod-openapi";
import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { carts, currencies, menuItems, menus, settings, users } from "../db/schema/index";
import { readCart } from "../domain/carts/storage";
import { loadCatalogReference } from "../domain/catalog/reference";
import { hasRole } from "../http/auth/auth";
import { createRouteModule, jsonResponse } from "../http/openapi";
import { CartSchema, localisedCart } from "./schemas/carts";
import { MeasureSchema } from "./schemas/catalog";

// Menus are two levels deep (the catalog menu: top categories and their children); a recursive
// schema would not survive the OpenAPI generator.
const MenuLinkSchema = z.object({ title: z.string(), url: z.string() });
const MenuItemSchema = MenuLinkSchema.extend({ children: z.array(MenuLinkSchema).optional() });
type MenuItemView = z.infer<typeof MenuItemSchema>;

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
    cart: CartSchema.nullable(),
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

/** The measure the storefront shows when a product has no own default (шт). */
const DEFAULT_MEASURE = "pcs";

async function menuViews(db: Database) {
  const [menuRows, itemRows] = await Promise.all([
    db.select().from(menus).orderBy(asc(menus.id)),
    db.select().from(menuItems).orderBy(asc(menuItems.position), asc(menuItems.id)),
  ]);
  const childrenOf = (menuId: number, parentId: number | null) =>
    itemRows.filter((item) => item.menuId === menuId && item.parentId === parentId);
  const itemsOf = (menuId: number): MenuItemView[] =>
    childrenOf(menuId, null).map((item) => {
      const children = childrenOf(menuId, item.id).map(({ title, url }) => ({ title, url }));
      return { title: item.title, url: item.url, ...(children.length ? { children } : {}) };
    });
  return menuRows.map((menu) => ({ code: menu.code, title: menu.title, items: itemsOf(menu.id) }));
}

/**
 * `GET /core/session/session`: the caller, menus, their cart and the shop's defaults.
 * @example
 *   app.route("/", sessionRoutes(db));
 */
export function sessionRoutes(db: Database) {
  const app = createRouteModule();
  app.openapi(sessionRoute, async (c) => {
    c.header("Cache-Control", "private, no-store");
    const caller = c.get("user");
    const [reference, menuList, [currency], [registration], [account], [cartRow]] = await Promise.all([
      loadCatalogReference(db),
      menuViews(db),
      db.select().from(currencies).where(eq(currencies.code, "RUB")),
      db.select().from(settings).where(eq(settings.key, "registrationEnabled")),
      caller ? db.select().from(users).where(eq(users.id, caller.id)) : Promise.resolve([]),
      caller
        ? db.select().from(carts).where(eq(carts.userId, caller.id)).orderBy(desc(carts.updatedAt)).limit(1)
        : Promise.resolve([]),
    ]);
    const measure = reference.measureByCode.get(DEFAULT_MEASURE) ?? reference.measures[0];
    if (!measure) throw new Error("the catalog has no measures: was the database seeded?");
    return c.json(
      {
        authorized: caller !== null,
        user: account
          ? {
              id: account.id,
              email: account.email,
              name: account.name,
              lastName: account.lastName,
              roles: [...account.roles],
            }
          : null,
        application: {
          adminPanel: c.req.valid("query").application === "admin-panel" && hasRole(caller, "ROLE_STAFF"),
        },
        menus: menuList,
        cart: cartRow ? localisedCart(await readCart(db, cartRow, caller?.id)) : null,
        defaultCurrency: { code: "RUB", title: currency?.title ?? "Российский рубль" },
        priceType: { code: reference.defaultPriceType.code, title: reference.defaultPriceType.title },
        defaultMeasure: measure,
        settings: { registrationEnabled: registration?.value !== false },
      },
      200,
    );
  });
  return app;
}
