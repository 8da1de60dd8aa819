import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema/index";
import { DomainError } from "../domain/errors";
import { enqueueMail } from "../mail/outbox";
import { consumeCode, issueCode } from "./codes";
import { alreadyRegisteredMail, registrationCodeMail } from "./mails";
import { hashSecret, verifySecret } from "./passwords";

/**
 * The 422 of a confirmation code that is wrong, used up or expired.
 * @example
 *   if (!check.ok) throw wrongCode();
 */
export const wrongCode = () =>
  new DomainError("invalid", {
    detail: "Запрос некорректен.",
    violations: [
      {
        propertyPath: "confirmationCode",
        message: "Неверный или просроченный код. Запросите новый, если попытки закончились.",
        code: "invalid_code",
      },
    ],
  });

/** What a customer registers with (already validated and normalised). */
export interface Registration {
  email: string;
  name: string;
  lastName: string;
  phone: string;
  plainPassword: string;
}

/**
 * Starts a registration: an unconfirmed account and a mailed code, or a notice mail to an address
 * already registered; the same work (and time) either way, so the answer tells nothing.
 * Registering an unconfirmed address again replaces its details and code; with another password
 * than before, the account keeps none (the owner sets one with a recovery code).
 * @example
 *   await register(db, { email: "anna@example.com", name: "Анна", lastName: "Петрова", phone: "+79990000000", plainPassword: "…" });
 */
export async function register(db: Database, { email, name, lastName, phone, plainPassword }: Registration) {
  // Hash first, whatever happens next, so every branch costs the same time.
  const passwordHash = await hashSecret(plainPassword);
  await db.transaction(async (tx) => {
    // Registrations of one address take turns: two at once would both find no account and the
    // second insert would fail on the unique email instead of replacing the pending details.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`registration:${email}`}))`);
    const [existing] = await tx.select().from(users).where(eq(users.email, email));
    const pending = existing?.status === "pending" ? existing : undefined;
    // Checked in every branch (against a dummy hash when there is nothing to compare), so the
    // three branches do the same argon2 work: one hash, one verification, one more hash.
    const samePassword = await verifySecret(pending?.passwordHash, plainPassword);
    if (existing?.status === "active") {
      await hashSecret("000000"); // stands in for hashing a code
      await enqueueMail(tx, alreadyRegisteredMail(email));
      return;
    }
    // A pending account is nobody's yet: registering again replaces its details and code. Its
    // password is kept only when it is the same one (a second submit). Another password means a
    // second person registered this address, and the code goes to the address's owner either
    // way: whoever registered last must not choose the password the owner then confirms without
    // knowing it. So a contested registration keeps no password; the owner confirms the address
    // and sets one with a recovery code (the confirmation says so).
    const contested = pending !== undefined && !samePassword;
    const details = {
      name,
      lastName,
      phone,
      passwordHash: contested ? null : passwordHash,
      updatedAt: new Date(),
    };
    const [row] = existing
      ? await tx.update(users).set(details).where(eq(users.id, existing.id)).returning()
      : await tx
          .insert(users)
          .values({ email, ...details })
          .returning();
    if (!row) throw new Error("registration wrote no user row");
    const code = await issueCode(tx, { userId: row.id, purpose: "registration" });
    await enqueueMail(tx, registrationCodeMail(email, code));
  });
}

/**
 * Confirms a pending account with its mailed code (422 otherwise). Answers whether the account
 * kept a password: a contested registration (see `register`) is confirmed without one.
 * @example
 *   const { withPassword } = await confirmRegistration(db, "anna@example.com", "123456");
 */
export async function confirmRegistration(
  db: Database,
  email: string,
  confirmationCode: string,
): Promise<{ withPassword: boolean }> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const pending = user?.status === "pending" ? user : undefined;
  const check = await consumeCode(db, {
    userId: pending?.id,
    purpose: "registration",
    code: confirmationCode,
  });
  if (!check.ok || !pending) throw wrongCode();
  await db.update(users).set({ status: "active", updatedAt: new Date() }).where(eq(users.id, pending.id));
  return { withPassword: pending.passwordHash !== null };
}
