import { createRoute, z } from "@hono/zod-openapi";
import type { Database } from "../db/client";
import { ROLES } from "../domain/roles";
import { requireRole } from "../http/auth/auth";
import { callerOf } from "../http/auth/caller";
import { collection, collectionSchema, idParam, paginationQuery } from "../http/json-ld";
import { createRouteModule, jsonResponse, mergePatchBody, problemResponses } from "../http/openapi";
import { operationDenied } from "../http/problem";
import { changeAccount, listAccounts, staffAccountOf } from "../identity/staff-accounts";

const TradingContractLinkSchema = z
  .object({
    "@id": z.string().openapi({ example: "/api/sales/trading-contracts/2" }),
    id: z.number().int(),
    title: z.string(),
    discountPercent: z.string().openapi({ example: "5.00" }),
  })
  .openapi("TradingContractLink");

const AdminUserSchema = z
  .object({
    "@id": z.string().openapi({ example: "/api/user/admin/users/7" }),
    "@type": z.literal("User"),
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    roles: z.array(z.string()),
    status: z.enum(["pending", "active"]),
    tradingContract: TradingContractLinkSchema.nullable().openapi({
      description: "The contract whose discount the customer's carts and orders get (none: no discount).",
    }),
    createdAt: z.string().openapi({ format: "date-time" }),
  })
  .openapi("AdminUser");

const AdminUserPatchSchema = z
  .object({
    tradingContract: z.union([z.string(), z.number(), z.null()]).openapi({
      description: "The contract's IRI (`/api/sales/trading-contracts/2`) or id; `null` takes it away.",
      example: "/api/sales/trading-contracts/2",
    }),
    roles: z
      .array(z.enum(ROLES))
      .min(1)
      .max(ROLES.length)
      .openapi({ description: "The account's roles (administrators only).", example: ["ROLE_STAFF"] }),
  })
  .partial()
  .strict()
  .openapi("AdminUserPatch", {
    description:
      "What administrators may change about an account: a customer's trading contract and the roles (staff read accounts only). Nobody changes their own account here (403): another administrator does. Anything else (email, names…) is 422: accounts change their own data.",
  });

const tags = ["Users (staff)"];
const staffOnly = requireRole("ROLE_STAFF");
const security = [{ bearerAuth: [] }];

const listRoute = createRoute({
  method: "get",
  path: "/user/admin/users",
  tags,
  summary: "Accounts, by id (staff)",
  middleware: staffOnly,
  security,
  request: {
    query: z.object({
      ...paginationQuery(100),
      search: z
        .string()
        .max(200)
        .optional()
        .openapi({ description: "Part of the email, name or last name (case-insensitive)." }),
    }),
  },
  responses: {
    200: jsonResponse(collectionSchema(AdminUserSchema, "AdminUserCollection"), "Accounts."),
    ...problemResponses(401, 403, 422),
  },
});

const itemRoute = createRoute({
  method: "get",
  path: "/user/admin/users/{id}",
  tags,
  summary: "One account (staff)",
  middleware: staffOnly,
  security,
  request: { params: idParam },
  responses: { 200: jsonResponse(AdminUserSchema, "The account."), ...problemResponses(401, 403, 404) },
});

const updateRoute = createRoute({
  method: "patch",
  path: "/user/admin/users/{id}",
  tags,
  summary: "Assign a trading contract to a customer's account, or change an account's roles (administrators)",
  description:
    "The contract's discount applies from the next cart calculation on; orders already placed keep theirs. Roles apply from the account's next request. Staff changing contracts or roles, anybody changing their own account's contract or roles, a contract for a staff or administrator account, and staff roles for an account that holds a contract get 403 `operation-denied`.",
  middleware: staffOnly,
  security,
  request: { params: idParam, body: mergePatchBody(AdminUserPatchSchema) },
  responses: {
    200: jsonResponse(AdminUserSchema, "The account after the change."),
    ...problemResponses(401, 403, 404, 422),
  },
});

/**
 * Accounts as staff see them (`/user/admin/users`): listing and reading; administrators assign the trading
 * contract whose discount a customer's carts and orders get.
 * @example
 *   app.route("/", adminUserRoutes(db));
 */
export function adminUserRoutes(db: Database) {
  const app = createRouteModule();

  app.openapi(listRoute, async (c) => {
    const { accounts, total } = await listAccounts(db, c.req.valid("query"));
    return c.json(collection("/user/admin/users", accounts, total), 200);
  });
  app.openapi(itemRoute, async (c) => c.json(await staffAccountOf(db, c.req.valid("param").id), 200));
  app.openapi(updateRoute, async (c) =>
    c.json(await changeAccount(db, callerOf(c), c.req.valid("param").id, c.req.valid("json")), 200),
  );

  // Accounts are created by registration and removed by nobody here: other methods are denied.
  app.on(["POST", "PUT", "DELETE"], ["/user/admin/users", "/user/admin/users/*"], staffOnly, () => {
    throw operationDenied();
  });
  return app;
}
