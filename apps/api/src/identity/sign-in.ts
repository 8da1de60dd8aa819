import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema/index";
import { verifySecret } from "./passwords";

/**
 * The account of `email` if `password` is its password, whatever its status; undefined otherwise.
 * @example
 *   const account = await accountByPassword(db, "anna@example.com", "…");
 */
export async function accountByPassword(db: Database, email: string, password: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  // Verify even without an account, so the answer's timing does not tell whether it exists.
  const passwordMatches = await verifySecret(user?.passwordHash, password);
  return user && passwordMatches ? user : undefined;
}

/**
 * The id of the account of `email`, or undefined.
 * @example
 *   await accountIdByEmail(db, "anna@example.com"); // 42
 */
export async function accountIdByEmail(db: Database, email: string): Promise<number | undefined> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user?.id;
}
