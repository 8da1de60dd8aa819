import { createRoute, z } from "@hono/zod-openapi";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import type { DatabaseExecutor } from "../db/executor";
import { customerTradingContracts, tradingContracts } from "../db/schema/index";
import { recordChange } from "../domain/audit-log";
import { basisPointsFromPercent, percentFromBasisPoints } from "../domain/money";
import { requireRole } from "../http/auth/auth";
import { callerOf } from "../http/auth/caller";
import { collection, collectionSchema, idParam, notFound, paginationQuery } from "../http/json-ld";
import { createRouteModule, jsonBody, jsonResponse, mergePatchBody, problemResponses } from "../http/openapi";
import { HttpProblem, operationDenied } from "../http/problem";

const TradingContractSchema = z
  .object({
    "@id": z.string(),
    "@type": z.literal("TradingContract"),
    id: z.number().int(),
    title: z.string(),
    discountPercent: z
      .string()
      .openapi({ example: "5.00", description: "Percent with 2 decimals, as a string (exact)." }),
  })
  .openapi("TradingContract");

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;
// Zod runs a refinement even after the format check failed, so the bound re-checks the format
// before converting (a malformed value must be a 422, not a conversion error).
const percent = z
  .union([z.string(), z.number()])
  .transform((value) => String(value))
  .pipe(z.string().regex(PERCENT, "Процент с не более чем двумя знаками, например 5.00."))
  .refine((value) => !PERCENT.test(value) || basisPointsFromPercent(value) <= 10_000, "Не больше 100 %.");

const TradingContractInput = z
  .object({ title: z.string().trim().min(1).max(200), discountPercent: percent })
  .openapi("TradingContractInput");

type Row = typeof tradingContracts.$inferSelect;
const view = (row: Row): z.infer<typeof TradingContractSchema> => ({
  "@id": `/api/sales/trading-contracts/${row.id}`,
  "@type": "TradingContract",
  id: row.id,
  title: row.title,
  discountPercent: percentFromBasisPoints(basisPointsFromPercent(row.discountPercent)),
});

const tags = ["Trading contracts"];
const staffOnly = requireRole("ROLE_STAFF");
const listQuery = z.object(paginationQuery(100));
const Collection = collectionSchema(TradingContractSchema, "TradingContractCollection");

const publicList = createRoute({
  method: "get",
  path: "/sales/trading-contracts",
  tags,
  summary: "Trading contracts (public)",
  request: { query: listQuery },
  responses: { 200: jsonResponse(Collection, "Contracts."), ...problemResponses(422) },
});
const publicItem = createRoute({
  method: "get",
  path: "/sales/trading-contracts/{id}",
  tags,
  summary: "One trading contract (public)",
  request: { params: idParam },
  responses: { 200: jsonResponse(TradingContractSchema, "The contract."), ...problemResponses(404) },
});
const adminList = createRoute({
  ...publicList,
  path: "/sales/admin/trading-contracts",
  summary: "Trading contracts (staff)",
  middleware: staffOnly,
  responses: { ...publicList.responses, ...problemResponses(401, 403) },
});
const adminItem = createRoute({
  ...publicItem,
  path: "/sales/admin/trading-contracts/{id}",
  summary: "One trading contract (staff)",
  middleware: staffOnly,
  responses: { ...publicItem.responses, ...problemResponses(401, 403) },
});
const adminCreate = createRoute({
  method: "post",
  path: "/sales/admin/trading-contracts",
  tags,
  summary: "Create a trading contract (staff)",
  middleware: staffOnly,
  request: { body: jsonBody(TradingContractInput) },
  responses: {
    201: jsonResponse(TradingContractSchema, "The contract."),
    ...problemResponses(401, 403, 422),
  },
});
const adminUpdate = createRoute({
  method: "patch",
  path: "/sales/admin/trading-contracts/{id}",
  tags,
  summary: "Update a trading contract (staff); not the one the caller's own account holds (403)",
  middleware: staffOnly,
  request: { params: idParam, body: mergePatchBody(TradingContractInput.partial()) },
  responses: {
    200: jsonResponse(TradingContractSchema, "The contract."),
    ...problemResponses(401, 403, 404, 422),
  },
});
const adminDelete = createRoute({
  method: "delete",
  path: "/sales/admin/trading-contracts/{id}",
  tags,
  summary: "Delete a trading contract no customer has (staff)",
  middleware: staffOnly,
  request: { params: idParam },
  responses: { 204: { description: "Deleted." }, ...problemResponses(401, 403, 404, 409) },
});

/**
 * Trading contracts (a customer's discount): public reads, staff CRUD under `/sales/admin/`.
 * @example
 *   app.route("/", tradingContractRoutes(db));
 */
export function tradingContractRoutes(db: Database) {
  const app = createRouteModule();
  const one = async (executor: DatabaseExecutor, id: number, { lock = false }: { lock?: boolean } = {}) => {
    const query = executor.select().from(tradingContracts).where(eq(tradingContracts.id, id));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw notFound("Договор не найден.");
    return row;
  };
  const list = async (page: number, itemsPerPage: number) => {
    const rows = await db.select().from(tradingContracts).orderBy(asc(tradingContracts.id));
    return collection(
      "/sales/trading-contracts",
      rows.slice((page - 1) * itemsPerPage, page * itemsPerPage).map(view),
      rows.length,
    );
  };

  app.openapi(publicList, async (c) =>
    c.json(await list(c.req.valid("query").page, c.req.valid("query").itemsPerPage), 200),
  );
  app.openapi(adminList, async (c) =>
    c.json(await list(c.req.valid("query").page, c.req.valid("query").itemsPerPage), 200),
  );
  app.openapi(publicItem, async (c) => c.json(view(await one(db, c.req.valid("param").id)), 200));
  app.openapi(adminItem, async (c) => c.json(view(await one(db, c.req.valid("param").id)), 200));
  app.openapi(adminCreate, async (c) => {
    const user = callerOf(c);
    const row = await db.transaction(async (tx) => {
      const [created] = await tx.insert(tradingContracts).values(c.req.valid("json")).returning();
      if (!created) throw new Error("insert returned no row");
      await recordChange(tx, {
        actorId: user.id,
        resource: "trading-contract",
        resourceId: created.id,
        operation: "create",
        before: null,
        after: view(created),
      });
      return created;
    });
    return c.json(view(row), 201);
  });
  app.openapi(adminUpdate, async (c) => {
    const { id } = c.req.valid("param");
    const user = callerOf(c);
    const input = c.req.valid("json");
    const changes = {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.discountPercent !== undefined ? { discountPercent: input.discountPercent } : {}),
    };
    const row = await db.transaction(async (tx) => {
      const before = await one(tx, id, { lock: true });
      // The contract's discount is the terms of everybody who holds it: not the holder's to set.
      const [own] = await tx
        .select({ userId: customerTradingContracts.userId })
        .from(customerTradingContracts)
        .where(
          and(
            eq(customerTradingContracts.tradingContractId, id),
            eq(customerTradingContracts.userId, user.id),
          ),
        );
      if (own) {
        throw new HttpProblem(403, {
          type: "/api/problems/operation-denied",
          detail: "Это договор вашей учётной записи: его условия меняет другой сотрудник.",
        });
      }
      if (Object.keys(changes).length === 0) return before;
      const [after] = await tx
        .update(tradingContracts)
        .set(changes)
        .where(eq(tradingContracts.id, id))
        .returning();
      if (!after) throw notFound("Договор не найден.");
      await recordChange(tx, {
        actorId: user.id,
        resource: "trading-contract",
        resourceId: id,
        operation: "update",
        before: view(before),
        after: view(after),
      });
      return after;
    });
    return c.json(view(row), 200);
  });
  app.openapi(adminDelete, async (c) => {
    const { id } = c.req.valid("param");
    const user = callerOf(c);
    await db.transaction(async (tx) => {
      const before = await one(tx, id, { lock: true });
      const [used] = await tx
        .select()
        .from(customerTradingContracts)
        .where(eq(customerTradingContracts.tradingContractId, id))
        .limit(1);
      if (used) throw new HttpProblem(409, { detail: "Договор назначен покупателям: его нельзя удалить." });
      await tx.delete(tradingContracts).where(eq(tradingContracts.id, id));
      await recordChange(tx, {
        actorId: user.id,
        resource: "trading-contract",
        resourceId: id,
        operation: "delete",
        before: view(before),
        after: null,
      });
    });
    return c.body(null, 204);
  });
  app.on(
    ["POST", "PUT", "PATCH", "DELETE"],
    ["/sales/trading-contracts", "/sales/trading-contracts/*"],
    () => {
      throw operationDenied();
    },
  );
  app.on(["PUT"], "/sales/admin/trading-contracts/*", () => {
    throw operationDenied();
  });
  return app;
}
