import { createRoute, z } from "@hono/zod-openapi";
import { asc, count, eq, ilike, or } from "drizzle-orm";
import type { Database } from "../db/client";
import type { DatabaseExecutor } from "../db/executor";
import { customerTradingContracts, tradingContracts, users } from "../db/schema/index";
import { recordChange } from "../domain/audit-log";
import { basisPointsFromPercent, percentFromBasisPoints } from "../domain/money";
import { idFromReference } from "../domain/references";
import { hasRole, ROLES } from "../domain/roles";
import { requireRole } from "../http/auth/auth";
import { callerOf } from "../http/auth/caller";
import { collection, collectionSchema, idParam, notFound, paginationQuery } from "../http/json-ld";
import { createRouteModule, jsonResponse, mergePatchBody, problemResponses } from "../http/openapi";
import { HttpProblem, operationDenied } from "../http/problem";

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
      "What staff may change about an account: its trading contract; administrators also its roles. Nobody changes their own account here (403): another staff member or administrator does. Anything else (email, names…) is 422: accounts change their own data.",
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
  summary: "Assign a trading contract to an account (staff), or change its roles (administrators)",
  description:
    "The contract's discount applies from the next cart calculation on; orders already placed keep theirs. Roles apply from the account's next request. Staff changing roles, and anybody changing their own account's contract or roles, get 403.",
  middleware: staffOnly,
  security,
  request: { params: idParam, body: mergePatchBody(AdminUserPatchSchema) },
  responses: {
    200: jsonResponse(AdminUserSchema, "The account after the change."),
    ...problemResponses(401, 403, 404, 422),
  },
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const refusal = (detail: string) => new HttpProblem(403, { type: "/api/problems/operation-denied", detail });

/**
 * Accounts as staff see them (`/user/admin/users`): listing, reading, and assigning the trading
 * contract whose discount a customer's carts and orders get.
 * @example
 *   app.route("/", adminUserRoutes(db));
 */
export function adminUserRoutes(db: Database) {
  const app = createRouteModule();

  const select = (executor: DatabaseExecutor = db) =>
    executor
      .select({
        user: users,
        contract: {
          id: tradingContracts.id,
          title: tradingContracts.title,
          discountPercent: tradingContracts.discountPercent,
        },
      })
      .from(users)
      .leftJoin(customerTradingContracts, eq(customerTradingContracts.userId, users.id))
      .leftJoin(tradingContracts, eq(tradingContracts.id, customerTradingContracts.tradingContractId));
  type Row = Awaited<ReturnType<ReturnType<typeof select>["execute"]>>[number];

  /** The id of a contract that exists (422 on `tradingContract` otherwise). */
  const existingContract = async (contractId: number) => {
    const [contract] = await db
      .select({ id: tradingContracts.id })
      .from(tradingContracts)
      .where(eq(tradingContracts.id, contractId));
    if (!contract) {
      throw new HttpProblem(422, {
        detail: "Запрос некорректен.",
        violations: [
          { propertyPath: "tradingContract", message: "Такого договора нет.", code: "unknown_reference" },
        ],
      });
    }
    return contract.id;
  };

  const view = ({ user, contract }: Row): z.infer<typeof AdminUserSchema> => ({
    "@id": `/api/user/admin/users/${user.id}`,
    "@type": "User",
    id: user.id,
    email: user.email,
    name: user.name,
    lastName: user.lastName,
    phone: user.phone,
    roles: [...user.roles],
    status: user.status,
    tradingContract: contract
      ? {
          "@id": `/api/sales/trading-contracts/${contract.id}`,
          id: contract.id,
          title: contract.title,
          discountPercent: percentFromBasisPoints(basisPointsFromPercent(contract.discountPercent)),
        }
      : null,
    createdAt: user.createdAt.toISOString(),
  });
  const one = async (id: number, executor: DatabaseExecutor = db) => {
    const [row] = await select(executor).where(eq(users.id, id));
    if (!row) throw notFound("Пользователь не найден.");
    return row;
  };

  app.openapi(listRoute, async (c) => {
    const { page, itemsPerPage, search } = c.req.valid("query");
    const pattern = search?.trim() ? `%${escapeLike(search.trim())}%` : undefined;
    const where = pattern
      ? or(ilike(users.email, pattern), ilike(users.name, pattern), ilike(users.lastName, pattern))
      : undefined;
    const [rows, [total]] = await Promise.all([
      select()
        .where(where)
        .orderBy(asc(users.id))
        .limit(itemsPerPage)
        .offset((page - 1) * itemsPerPage),
      db.select({ total: count() }).from(users).where(where),
    ]);
    return c.json(collection("/user/admin/users", rows.map(view), total?.total ?? 0), 200);
  });

  app.openapi(itemRoute, async (c) => c.json(view(await one(c.req.valid("param").id)), 200));

  app.openapi(updateRoute, async (c) => {
    const { id } = c.req.valid("param");
    const user = callerOf(c);
    const { tradingContract, roles } = c.req.valid("json");
    await one(id);
    // Nobody widens their own reach: what an account may do or pay is set by somebody else.
    if (roles !== undefined && !hasRole(user, "ROLE_ADMIN")) {
      throw refusal("Роли меняют только администраторы.");
    }
    if (id === user.id && (roles !== undefined || tradingContract !== undefined)) {
      throw refusal("Роли и договор своей учётной записи меняет другой сотрудник.");
    }
    const contractId =
      tradingContract === null || tradingContract === undefined
        ? tradingContract
        : await existingContract(
            idFromReference(tradingContract, "/sales/trading-contracts", "tradingContract"),
          );
    const after = await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for("update");
      const before = await one(id, tx);
      if (contractId === null) {
        await tx.delete(customerTradingContracts).where(eq(customerTradingContracts.userId, id));
      } else if (contractId !== undefined) {
        await tx
          .insert(customerTradingContracts)
          .values({ userId: id, tradingContractId: contractId })
          .onConflictDoUpdate({
            target: customerTradingContracts.userId,
            set: { tradingContractId: contractId },
          });
      }
      if (roles !== undefined) {
        await tx
          .update(users)
          .set({ roles: [...new Set(roles)], updatedAt: new Date() })
          .where(eq(users.id, id));
      }
      const changed = view(await one(id, tx));
      await recordChange(tx, {
        actorId: user.id,
        resource: "user",
        resourceId: id,
        operation: "update",
        before: view(before),
        after: changed,
      });
      return changed;
    });
    return c.json(after, 200);
  });

  // Accounts are created by registration and removed by nobody here: other methods are denied.
  app.on(["POST", "PUT", "DELETE"], ["/user/admin/users", "/user/admin/users/*"], staffOnly, () => {
    throw operationDenied();
  });
  return app;
}
