import { z } from "@hono/zod-openapi";
import type { Database } from "../db/client";
import { basisPointsFromPercent } from "../domain/money";
import { tradingContractRecords } from "../domain/trading-contracts";
import { mergePatchOf } from "../http/openapi";
import { recordRoutes } from "../http/record-routes";

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
const TradingContractPatch = mergePatchOf(TradingContractInput).openapi("TradingContractPatch");

/**
 * Trading contracts (a customer's discount): public reads, staff CRUD under `/sales/admin/`.
 * @example
 *   app.route("/", tradingContractRoutes(db));
 */
export function tradingContractRoutes(db: Database) {
  return recordRoutes(db, {
    records: tradingContractRecords,
    path: "/sales/admin/trading-contracts",
    publicPath: "/sales/trading-contracts",
    schemas: { item: TradingContractSchema, input: TradingContractInput, patch: TradingContractPatch },
    names: { tag: "Trading contracts", one: "trading contract", component: "TradingContract" },
    answers: { collection: "Contracts.", item: "The contract." },
    docs: {
      create: {
        summary: "Create a trading contract (staff; above the staff discount limit, administrators)",
        description:
          "A discount above the shop's staff limit (setting `staffDiscountLimitPercent`, default 30 %) is refused to staff with 403 `operation-denied`; administrators give any discount up to 100 %.",
      },
      update: {
        summary: "Update a trading contract (staff); not the one the caller's own account holds (403)",
        description:
          "Raising the discount above the shop's staff limit (setting `staffDiscountLimitPercent`, default 30 %) is refused to staff with 403 `operation-denied`; administrators give any discount up to 100 %.",
      },
      delete: { summary: "Delete a trading contract no customer has (staff)" },
    },
  });
}
