import { and, eq, lt, ne, sql } from "drizzle-orm";
import type { DatabaseExecutor } from "../db/executor";
import { authSessions } from "../db/schema/index";

/**
 * Records a token the API is about to hand out, so that it is accepted until it expires or the
 * session ends. Sessions past their expiry are swept on the way (indexed on `expires_at`).
 * @example
 *   await startSession(db, { tokenId: randomUUID(), userId: 7, expiresAt: new Date(Date.now() + 86_400_000) });
 */
export async function startSession(
  db: DatabaseExecutor,
  session: { tokenId: string; userId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(authSessions).values(session);
  await db.delete(authSessions).where(lt(authSessions.expiresAt, sql`now()`));
}

/**
 * Ends one session (a logout on this device): its token stops working at once.
 * @example
 *   await endSession(db, verified.tokenId);
 */
export async function endSession(db: DatabaseExecutor, tokenId: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.tokenId, tokenId));
}

/**
 * Ends every session of an account ("log out on all devices", a new password), except `keep` when
 * given (the token a password change hands to the device that made it).
 * @example
 *   await endAllSessions(db, 7);
 */
export async function endAllSessions(
  db: DatabaseExecutor,
  userId: number,
  { keep }: { keep?: string } = {},
): Promise<void> {
  const mine = eq(authSessions.userId, userId);
  await db.delete(authSessions).where(keep ? and(mine, ne(authSessions.tokenId, keep)) : mine);
}
