import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import type { DatabaseExecutor } from "../db/executor";
import { customerTradingContracts, tradingContracts } from "../db/schema/index";
import { recordChange } from "./audit-log";
import { DomainError, notFound } from "./errors";
import { basisPointsFromPercent, percentFromBasisPoints } from "./money";
import { hasRole } from "./roles";
import { staffDiscountLimit } from "./settings";

/** Who changes a contract: the discount above the shop's limit is an administrator's to give. */
export interface ContractActor {
  id: number;
  roles: readonly string[];
}

/**
 * Refuses (403) a discount above the staff limit (settings, default 30 %) to anyone but an
 * administrator: staff could otherwise make a contract that sells for nothing.
 */
async function checkDiscountLimit(
  executor: DatabaseExecutor,
  discountPercent: string | undefined,
  actor: ContractActor,
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

type ContractRow = typeof tradingContracts.$inferSelect;

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

const view = (row: ContractRow): TradingContractView => ({
  "@id": `/api/sales/trading-contracts/${row.id}`,
  "@type": "TradingContract",
  id: row.id,
  title: row.title,
  discountPercent: percentFromBasisPoints(basisPointsFromPercent(row.discountPercent)),
});

async function contractRow(
  executor: DatabaseExecutor,
  id: number,
  { lock = false } = {},
): Promise<ContractRow> {
  const query = executor.select().from(tradingContracts).where(eq(tradingContracts.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("Договор не найден.");
  return row;
}

/**
 * All trading contracts by id.
 * @example
 *   const contracts = await listTradingContracts(db);
 */
export async function listTradingContracts(db: Database): Promise<TradingContractView[]> {
  return (await db.select().from(tradingContracts).orderBy(asc(tradingContracts.id))).map(view);
}

/**
 * One trading contract (404 when there is none).
 * @example
 *   await tradingContractOf(db, 2); // { discountPercent: "5.00", … }
 */
export async function tradingContractOf(db: Database, id: number): Promise<TradingContractView> {
  return view(await contractRow(db, id));
}

/**
 * Creates a trading contract, recorded in the audit log; a discount above the staff limit only by
 * an administrator (403).
 * @example
 *   await createTradingContract(db, { title: "Опт", discountPercent: "12.5" }, staff);
 */
export async function createTradingContract(
  db: Database,
  input: TradingContractInput,
  actor: ContractActor,
): Promise<TradingContractView> {
  const actorId = actor.id;
  return db.transaction(async (tx) => {
    await checkDiscountLimit(tx, input.discountPercent, actor);
    const [created] = await tx.insert(tradingContracts).values(input).returning();
    if (!created) throw new Error("insert returned no row");
    await recordChange(tx, {
      actorId,
      resource: "trading-contract",
      resourceId: created.id,
      operation: "create",
      before: null,
      after: view(created),
    });
    return view(created);
  });
}

/**
 * Changes a contract's title or discount. A contract's discount is the terms of everybody who holds
 * it: a holder may not change their own contract (403; staff accounts hold none since contracts
 * are for customers, but one may from before that rule), and a discount above the staff limit is
 * an administrator's (403). 404 for an unknown one.
 * @example
 *   await changeTradingContract(db, 2, { discountPercent: "7" }, staff);
 */
export async function changeTradingContract(
  db: Database,
  id: number,
  input: Partial<TradingContractInput>,
  actor: ContractActor,
): Promise<TradingContractView> {
  const actorId = actor.id;
  const changes = {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.discountPercent !== undefined ? { discountPercent: input.discountPercent } : {}),
  };
  const row = await db.transaction(async (tx) => {
    const before = await contractRow(tx, id, { lock: true });
    const [own] = await tx
      .select({ userId: customerTradingContracts.userId })
      .from(customerTradingContracts)
      .where(
        and(eq(customerTradingContracts.tradingContractId, id), eq(customerTradingContracts.userId, actorId)),
      );
    if (own) {
      throw new DomainError("forbidden", {
        type: "/api/problems/operation-denied",
        detail: "Это договор вашей учётной записи: его условия меняет другой сотрудник.",
      });
    }
    await checkDiscountLimit(tx, input.discountPercent, actor);
    if (Object.keys(changes).length === 0) return before;
    const [after] = await tx
      .update(tradingContracts)
      .set(changes)
      .where(eq(tradingContracts.id, id))
      .returning();
    if (!after) throw notFound("Договор не найден.");
    await recordChange(tx, {
      actorId,
      resource: "trading-contract",
      resourceId: id,
      operation: "update",
      before: view(before),
      after: view(after),
    });
    return after;
  });
  return view(row);
}

/**
 * Deletes a contract no customer holds (409 otherwise; 404 for an unknown one).
 * @example
 *   await deleteTradingContract(db, 3, staff.id);
 */
export async function deleteTradingContract(db: Database, id: number, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await contractRow(tx, id, { lock: true });
    const [used] = await tx
      .select()
      .from(customerTradingContracts)
      .where(eq(customerTradingContracts.tradingContractId, id))
      .limit(1);
    if (used)
      throw new DomainError("conflict", { detail: "Договор назначен покупателям: его нельзя удалить." });
    await tx.delete(tradingContracts).where(eq(tradingContracts.id, id));
    await recordChange(tx, {
      actorId,
      resource: "trading-contract",
      resourceId: id,
      operation: "delete",
      before: view(before),
      after: null,
    });
  });
}
