import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema/index";
import { DomainError } from "../domain/errors";
import { enqueueMail } from "../mail/outbox";
import type { AccountFields } from "./account-fields";
import { consumeCode, issueCode } from "./codes";
import { changeEmailCodeMail, emailTakenMail, passwordChangedMail } from "./mails";
import { hashSecret, verifySecret } from "./passwords";
import { endAllSessions } from "./sessions";

type UserRow = typeof users.$inferSelect;

/** The signed-in customer's profile as the API answers it. */
export interface ProfileView extends AccountFields {
  "@id": "/api/user/profile";
  "@type": "UserProfile";
}

/** What a customer may edit in their profile (email and password have their own flows). */
export interface ProfilePatch {
  name?: string | undefined;
  lastName?: string | undefined;
  phone?: string | null | undefined;
}

// A token outlives its account only by a moment (a deleted account): the session is over.
const sessionGone = () =>
  new DomainError("unauthenticated", { detail: "Сессия больше не действительна. Войдите снова." });

const violation = (propertyPath: string, message: string, code: string) =>
  new DomainError("invalid", {
    detail: "Запрос некорректен.",
    violations: [{ propertyPath, message, code }],
  });

const profileView = (row: UserRow): ProfileView => ({
  "@id": "/api/user/profile",
  "@type": "UserProfile",
  id: row.id,
  email: row.email,
  name: row.name,
  lastName: row.lastName,
  phone: row.phone,
  roles: row.roles,
  createdAt: row.createdAt.toISOString(),
});

async function accountOf(db: Database, userId: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw sessionGone();
  return row;
}

/**
 * The profile of a signed-in customer (401 when the account is gone).
 * @example
 *   const profile = await readProfile(db, user.id);
 */
export async function readProfile(db: Database, userId: number): Promise<ProfileView> {
  return profileView(await accountOf(db, userId));
}

/**
 * Edits name, last name and phone.
 * @example
 *   await editProfile(db, user.id, { phone: null });
 */
export async function editProfile(db: Database, userId: number, patch: ProfilePatch): Promise<ProfileView> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw sessionGone();
  return profileView(row);
}

/**
 * Starts changing the email: needs the current password (a wrong one is a 422 on `password`),
 * then mails a code to the new address, or a notice when it belongs to another account (the
 * caller cannot tell which).
 * @example
 *   await startEmailChange(db, user.id, { email: "new@example.com", password: "…" });
 */
export async function startEmailChange(
  db: Database,
  userId: number,
  { email, password }: { email: string; password: string },
): Promise<void> {
  const current = await accountOf(db, userId);
  if (!(await verifySecret(current.passwordHash, password))) {
    throw violation("password", "Неверный пароль.", "invalid_password");
  }
  if (email === current.email) throw violation("email", "Это ваш текущий адрес.", "same_email");
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await db.transaction(async (tx) => {
    if (taken) {
      await hashSecret("000000"); // stands in for hashing a code
      await enqueueMail(tx, emailTakenMail(email));
      return;
    }
    const code = await issueCode(tx, { userId: current.id, purpose: "change-email", newEmail: email });
    await enqueueMail(tx, changeEmailCodeMail(email, code));
  });
}

/**
 * Finishes changing the email with the mailed code (422 otherwise; 409 when another account took
 * the address meanwhile).
 * @example
 *   const profile = await confirmEmailChange(db, user.id, "123456");
 */
export async function confirmEmailChange(
  db: Database,
  userId: number,
  confirmationCode: string,
): Promise<ProfileView> {
  const check = await consumeCode(db, { userId, purpose: "change-email", code: confirmationCode });
  if (!check.ok || !check.newEmail) {
    throw violation("confirmationCode", "Неверный или просроченный код.", "invalid_code");
  }
  const newEmail = check.newEmail;
  const row = await db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, newEmail), ne(users.id, userId)));
    if (taken) throw new DomainError("conflict", { detail: "Этот адрес уже занят другим аккаунтом." });
    const [updated] = await tx
      .update(users)
      .set({ email: newEmail, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return updated;
  });
  if (!row) throw sessionGone();
  return profileView(row);
}

/**
 * Changes the password (a wrong current one is a 422 on `currentPassword`): every device is signed
 * out and the owner is mailed. Answers the account, for the caller to sign a new token for this
 * device.
 * @example
 *   const account = await changePassword(db, user.id, { currentPassword: "…", plainPassword: "…" });
 */
export async function changePassword(
  db: Database,
  userId: number,
  { currentPassword, plainPassword }: { currentPassword: string; plainPassword: string },
): Promise<UserRow> {
  const current = await accountOf(db, userId);
  if (!(await verifySecret(current.passwordHash, currentPassword))) {
    throw violation("currentPassword", "Неверный текущий пароль.", "invalid_password");
  }
  const passwordHash = await hashSecret(plainPassword);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, credentialsChangedAt: now, updatedAt: now })
      .where(eq(users.id, current.id));
    // Every device is signed out; this one gets the new token.
    await endAllSessions(tx, current.id);
    await enqueueMail(tx, passwordChangedMail(current.email));
  });
  return current;
}
