import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema/index";
import { enqueueMail } from "../mail/outbox";
import { consumeCode, issueCode } from "./codes";
import { passwordChangedMail, passwordRecoveryCodeMail } from "./mails";
import { hashSecret } from "./passwords";
import { wrongCode } from "./registration";
import { endAllSessions } from "./sessions";

/**
 * Mails a code for setting a new password when the address has an account; the same work (and
 * time) when it has none, so the answer tells nothing.
 * @example
 *   await requestPasswordCode(db, "anna@example.com");
 */
export async function requestPasswordCode(db: Database, email: string): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (user) {
    await db.transaction(async (tx) => {
      const code = await issueCode(tx, { userId: user.id, purpose: "password-recovery" });
      await enqueueMail(tx, passwordRecoveryCodeMail(email, code));
    });
  } else {
    await hashSecret("000000"); // stands in for hashing a code
  }
}

/**
 * Sets a password with a mailed recovery code (422 otherwise): the account is confirmed too (the
 * code proves the address) and every device is signed out; `notifyOwner` mails that the password
 * changed (a recovery; not a first password).
 * @example
 *   await setPasswordWithCode(db, "anna@example.com", { confirmationCode: "123456", plainPassword: "…" }, true);
 */
export async function setPasswordWithCode(
  db: Database,
  email: string,
  { confirmationCode, plainPassword }: { confirmationCode: string; plainPassword: string },
  notifyOwner: boolean,
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const check = await consumeCode(db, {
    userId: user?.id,
    purpose: "password-recovery",
    code: confirmationCode,
  });
  if (!check.ok || !user) throw wrongCode();
  const passwordHash = await hashSecret(plainPassword);
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(users)
      .set({ passwordHash, status: "active", credentialsChangedAt: now, updatedAt: now })
      .where(eq(users.id, user.id));
    // A password set by a mailed code signs every device out (someone else may have had it).
    await endAllSessions(tx, user.id);
    if (notifyOwner) await enqueueMail(tx, passwordChangedMail(email));
  });
}
