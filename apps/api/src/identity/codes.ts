import { randomInt } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { DatabaseExecutor } from "../db/executor";
import { userCodes } from "../db/schema/index";
import { hashSecret, verifySecret } from "./passwords";

export const CODE_TTL_MS = 30 * 60 * 1000;
export const CODE_ATTEMPTS = 5;

export type CodePurpose = (typeof userCodes.$inferSelect)["purpose"];

/**
 * A fresh 6-digit code for a user and purpose, replacing any earlier one. Only its hash is stored;
 * the code itself goes into the mail and nowhere else.
 * @example
 *   const code = await issueCode(db, { userId: 7, purpose: "password-recovery" });
 */
export async function issueCode(
  db: DatabaseExecutor,
  { userId, purpose, newEmail = null }: { userId: number; purpose: CodePurpose; newEmail?: string | null },
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const values = {
    userId,
    purpose,
    newEmail,
    codeHash: await hashSecret(code),
    attemptsLeft: CODE_ATTEMPTS,
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
    createdAt: new Date(),
  };
  await db
    .insert(userCodes)
    .values(values)
    .onConflictDoUpdate({ target: [userCodes.userId, userCodes.purpose], set: values });
  return code;
}

export type CodeCheck = { ok: true; newEmail: string | null } | { ok: false };

/**
 * Checks a code and, when right, uses it up. Each check spends one attempt *before* comparing, so
 * parallel guesses cannot exceed the 5 attempts; an expired or exhausted code is deleted. A user
 * without a live code costs the same time as a wrong guess.
 * @example
 *   const check = await consumeCode(db, { userId, purpose: "registration", code: "042917" });
 */
export async function consumeCode(
  db: DatabaseExecutor,
  { userId, purpose, code }: { userId: number | undefined; purpose: CodePurpose; code: string },
): Promise<CodeCheck> {
  if (userId === undefined) {
    await verifySecret(undefined, code);
    return { ok: false };
  }
  const mine = and(eq(userCodes.userId, userId), eq(userCodes.purpose, purpose));
  const [spent] = await db
    .update(userCodes)
    .set({ attemptsLeft: sql`${userCodes.attemptsLeft} - 1` })
    .where(and(mine, gt(userCodes.attemptsLeft, 0), gt(userCodes.expiresAt, new Date())))
    .returning();
  if (!spent) {
    await db.delete(userCodes).where(mine);
    await verifySecret(undefined, code);
    return { ok: false };
  }
  if (await verifySecret(spent.codeHash, code)) {
    await db.delete(userCodes).where(eq(userCodes.id, spent.id));
    return { ok: true, newEmail: spent.newEmail };
  }
  if (spent.attemptsLeft <= 0) await db.delete(userCodes).where(eq(userCodes.id, spent.id));
  return { ok: false };
}
