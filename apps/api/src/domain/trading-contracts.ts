import { and, eq } from "drizzle-orm";
import type { DatabaseExecutor } from "../db/executor";
import { customerTradingContracts, tradingContracts } from "../db/schema/index";
import { auditedRecords, type RecordActor } from "./audited-records";
import { DomainError } from "./errors";
import { basisPointsFromPercent, percentFromBasisPoints } from "./money";
import { hasRole } from "./roles";
import { staffDiscountLimit } from "./settings";

/**
 * Refuses (403) a discount above the staff limit (settings, default 30 %) to anyone but an
 * administrator: staff could otherwise make a contract that sells for nothing.
 */
async function checkDiscountLimit(
  executor: DatabaseExecutor,
  discountPercent: string | undefined,
  actor: RecordActor,
): Promise<void> {
  if (discountPercent === undefined || hasRole(actor, "ROLE_ADMIN")) return;
  const limit = await staffDiscountLimit(executor);
  if (basisPointsFromPercent(discountPercent) > basisPointsFromPercent(limit)) {
    throw new DomainError("forbidden", {
      type: "/api/problems/operation-denied",
      detail: `Скидку больше ${limit} % даёт только администратор.`,
    });
  }
}

/** A trading contract (a customer's discount) as the API answers it. */
export interface TradingContractView {
  "@id": string;
  "@type": "TradingContract";
  id: number;
  title: string;
  /** Percent with 2 decimals, as a string (exact). */
  discountPercent: string;
}

/** What staff send to create a contract; a change sends any part of it. */
export interface TradingContractInput {
  title: string;
  /** Percent with at most 2 decimals, at most 100. */
  discountPercent: string;
}

/**
 * Trading contracts, staff's to keep. A discount above the staff limit is an administrator's to give
 * (403). A contract's discount is the terms of everybody who holds it: a holder may not change their
 * own contract (403; staff accounts hold none since contracts are for customers, but one may from
 * before that rule). A contract a customer holds is not deleted (409).
 * @example
 *   await tradingContractRecords.change(db, 2, { discountPercent: "7" }, staff);
 */
export const tradingContractRecords = auditedRecords<
  typeof tradingContracts,
  TradingContractView,
  TradingContractInput
>({
  table: tradingContracts,
  auditResource: "trading-contract",
  notFoundDetail: "Договор не найден.",
  view: (row) => ({
    "@id": `/api/sales/trading-contracts/${row.id}`,
    "@type": "TradingContract",
    id: row.id,
    title: row.title,
    discountPercent: percentFromBasisPoints(basisPointsFromPercent(row.discountPercent)),
  }),
  checkCreate: (tx, input, actor) => checkDiscountLimit(tx, input.discountPercent, actor),
  async checkChange(tx, { id, input, actor }) {
    const [own] = await tx
      .select({ userId: customerTradingContracts.userId })
      .from(customerTradingContracts)
      .where(
        and(
          eq(customerTradingContracts.tradingContractId, id),
          eq(customerTradingContracts.userId, actor.id),
        ),
      );
    if (own) {
      throw new DomainError("forbidden", {
        type: "/api/problems/operation-denied",
        detail: "Это договор вашей учётной записи: его условия меняет другой сотрудник.",
      });
    }
    await checkDiscountLimit(tx, input.discountPercent, actor);
  },
  stillUsed: {
    detail: "Договор назначен покупателям: его нельзя удалить.",
    async by(tx, id) {
      const [used] = await tx
        .select()
        .from(customerTradingContracts)
        .where(eq(customerTradingContracts.tradingContractId, id))
        .limit(1);
      return used !== undefined;
    },
  },
});
