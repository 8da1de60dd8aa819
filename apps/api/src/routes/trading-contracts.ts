import { createRoute, z } from "@hono/zod-openapi";
import type { Database } from "../db/client";
import { basisPointsFromPercent } from "../domain/money";
import {
  changeTradingContract,
  createTradingContract,
  deleteTradingContract,
  listTradingContracts,
  tradingContractOf,
} from "../domain/trading-contracts";
import { requireRole } from "../http/auth/auth";
import { callerOf } from "../http/auth/caller";
import { collection, collectionSchema, idParam, paginationQuery } from "../http/json-ld";
import {
  createRouteModule,
  jsonBody,
  jsonResponse,
  mergePatchBody,
  mergePatchOf,
  problemResponses,
} from "../http/openapi";
import { operationDenied } from "../http/problem";

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
  summary: "Create a trading contract (staff; above the staff discount limit, administrators)",
  description:
    "A discount above the shop's staff limit (setting `staffDiscountLimitPercent`, default 30 %) is refused to staff with 403 `operation-denied`; administrators give any discount up to 100 %.",
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
  description:
    "Raising the discount above the shop's staff limit (setting `staffDiscountLimitPercent`, default 30 %) is refused to staff with 403 `operation-denied`; administrators give any discount up to 100 %.",
  middleware: staffOnly,
  request: {
    params: idParam,
    body: mergePatchBody(mergePatchOf(TradingContractInput).openapi("TradingContractPatch")),
  },
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
  const list = async (page: number, itemsPerPage: number) => {
    const all = await listTradingContracts(db);
    return collection(
      "/sales/trading-contracts",
      all.slice((page - 1) * itemsPerPage, page * itemsPerPage),
      all.length,
    );
  };

  app.openapi(publicList, async (c) =>
    c.json(await list(c.req.valid("query").page, c.req.valid("query").itemsPerPage), 200),
  );
  app.openapi(adminList, async (c) =>
    c.json(await list(c.req.valid("query").page, c.req.valid("query").itemsPerPage), 200),
  );
  app.openapi(publicItem, async (c) => c.json(await tradingContractOf(db, c.req.valid("param").id), 200));
  app.openapi(adminItem, async (c) => c.json(await tradingContractOf(db, c.req.valid("param").id), 200));
  app.openapi(adminCreate, async (c) =>
    c.json(await createTradingContract(db, c.req.valid("json"), callerOf(c)), 201),
  );
  app.openapi(adminUpdate, async (c) =>
    c.json(await changeTradingContract(db, c.req.valid("param").id, c.req.valid("json"), callerOf(c)), 200),
  );
  app.openapi(adminDelete, async (c) => {
    await deleteTradingContract(db, c.req.valid("param").id, callerOf(c).id);
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
