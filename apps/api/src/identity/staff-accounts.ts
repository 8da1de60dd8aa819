import { asc, count, eq, or } from "drizzle-orm";
import type { Database } from "../db/client";
import { contains } from "../db/contains";
import type { DatabaseExecutor } from "../db/executor";
import { customerTradingContracts, tradingContracts, users } from "../db/schema/index";
import { recordChange } from "../domain/audit-log";
import { DomainError, notFound } from "../domain/errors";
import { basisPointsFromPercent, percentFromBasisPoints } from "../domain/money";
import { idFromReference } from "../domain/references";
import { hasRole, type Role } from "../domain/roles";
import type { AccountFields } from "./account-fields";

// Accounts as staff see them: the account and the trading contract whose discount its carts and
// orders get; administrators also set roles.

/** An account as staff see it. */
export interface StaffAccountView extends AccountFields {
  "@id": string;
  "@type": "User";
  status: "pending" | "active";
  tradingContract: { "@id": string; id: number; title: string; discountPercent: string } | null;
}

/** What staff may change about an account (`null` takes the contract away). */
export interface AccountChange {
  /** The contract's IRI or id. */
  tradingContract?: string | number | null | undefined;
  roles?: Role[] | undefined;
}

const selectAccounts = (executor: DatabaseExecutor) =>
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
type AccountRow = Awaited<ReturnType<ReturnType<typeof selectAccounts>["execute"]>>[number];

const view = ({ user, contract }: AccountRow): StaffAccountView => ({
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

async function accountRow(executor: DatabaseExecutor, id: number): Promise<AccountRow> {
  const [row] = await selectAccounts(executor).where(eq(users.id, id));
  if (!row) throw notFound("Пользователь не найден.");
  return row;
}

/**
 * A page of accounts by id, optionally those whose email, name or last name contains `search`.
 * @example
 *   const { accounts, total } = await listAccounts(db, { page: 1, itemsPerPage: 30, search: "petrova" });
 */
export async function listAccounts(
  db: Database,
  { page, itemsPerPage, search }: { page: number; itemsPerPage: number; search?: string | undefined },
): Promise<{ accounts: StaffAccountView[]; total: number }> {
  const part = search?.trim();
  const where = part
    ? or(contains(users.email, part), contains(users.name, part), contains(users.lastName, part))
    : undefined;
  const [rows, [total]] = await Promise.all([
    selectAccounts(db)
      .where(where)
      .orderBy(asc(users.id))
      .limit(itemsPerPage)
      .offset((page - 1) * itemsPerPage),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { accounts: rows.map(view), total: total?.total ?? 0 };
}

/**
 * One account as staff see it (404 when there is none).
 * @example
 *   await staffAccountOf(db, 7);
 */
export async function staffAccountOf(db: Database, id: number): Promise<StaffAccountView> {
  return view(await accountRow(db, id));
}

/** The id of a contract that exists (422 on `tradingContract` otherwise). */
async function existingContract(db: Database, contractId: number): Promise<number> {
  const [contract] = await db
    .select({ id: tradingContracts.id })
    .from(tradingContracts)
    .where(eq(tradingContracts.id, contractId));
  if (!contract) {
    throw new DomainError("invalid", {
      detail: "Запрос некорректен.",
      violations: [
        { propertyPath: "tradingContract", message: "Такого договора нет.", code: "unknown_reference" },
      ],
    });
  }
  return contract.id;
}

const refusal = (detail: string) =>
  new DomainError("forbidden", { type: "/api/problems/operation-denied", detail });

/**
 * For administrators: assigns (or takes away) an account's trading contract, or sets its roles,
 * recording the change in the audit log. Nobody changes their own account (403), staff change
 * neither roles nor contracts (403), and a contract is only a customer's: never given to a staff or
 * administrator account, which keeps none when promoted (403); 404 for an unknown account, 422 for
 * an unknown contract.
 * @example
 *   await changeAccount(db, staff, 7, { tradingContract: "/api/sales/trading-contracts/2" });
 */
export async function changeAccount(
  db: Database,
  actor: { id: number; roles: readonly string[] },
  id: number,
  { tradingContract, roles }: AccountChange,
): Promise<StaffAccountView> {
  await accountRow(db, id);
  // Nobody widens their own reach: what an account may do or pay is set by somebody else, and
  // what it pays (a discount) by an administrator.
  if (roles !== undefined && !hasRole(actor, "ROLE_ADMIN")) {
    throw refusal("Роли меняют только администраторы.");
  }
  if (tradingContract !== undefined && !hasRole(actor, "ROLE_ADMIN")) {
    throw refusal("Договоры покупателям назначают только администраторы.");
  }
  if (id === actor.id && (roles !== undefined || tradingContract !== undefined)) {
    throw refusal("Роли и договор своей учётной записи меняет другой сотрудник.");
  }
  const contractId =
    tradingContract === null || tradingContract === undefined
      ? tradingContract
      : await existingContract(
          db,
          idFromReference(tradingContract, "/sales/trading-contracts", "tradingContract"),
        );
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for("update");
    const before = await accountRow(tx, id);
    // Contracts are customers' terms: staff and administrators buy at the shop's prices, so a
    // contract never reaches an account that also gives discounts.
    const staffAfter = hasRole({ roles: roles ?? before.user.roles }, "ROLE_STAFF");
    const holdsAfter = contractId === undefined ? before.contract !== null : contractId !== null;
    if (staffAfter && holdsAfter) {
      throw refusal(
        contractId === undefined
          ? "У покупателя есть договор: снимите его, прежде чем дать учётной записи роль сотрудника."
          : "Договоры назначают только покупателям, не сотрудникам.",
      );
    }
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
    const changed = view(await accountRow(tx, id));
    await recordChange(tx, {
      actorId: actor.id,
      resource: "user",
      resourceId: id,
      operation: "update",
      before: view(before),
      after: changed,
    });
    return changed;
  });
}
