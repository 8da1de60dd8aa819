import type { Database } from "../db/client";
import { users } from "../db/schema/index";
import { hashSecret } from "../identity/passwords";

/** The one password of the demo accounts (README, printed at start). Never seeded in production. */
export const DEMO_PASSWORD = "demo12345";

export const DEMO_ACCOUNTS = [
  {
    email: "customer@example.com",
    name: "Анна",
    lastName: "Смирнова",
    phone: "+79990000001",
    roles: ["ROLE_USER"],
  },
  {
    email: "staff@example.com",
    name: "Сергей",
    lastName: "Иванов",
    phone: "+79990000002",
    roles: ["ROLE_STAFF"],
  },
  {
    // Administrators decide what staff may not decide for themselves (who sees a channel's
    // orders, roles) and read the audit log of what staff changed.
    email: "admin@example.com",
    name: "Елена",
    lastName: "Кузнецова",
    phone: "+79990000003",
    roles: ["ROLE_ADMIN"],
  },
] as const;

/**
 * The demo customer, staff and administrator accounts, confirmed, with `DEMO_PASSWORD`. Existing accounts are left
 * alone, so a password changed while trying the shop stays changed.
 * @example
 *   if (process.env.NODE_ENV !== "production") await seedDemoUsers(db);
 */
export async function seedDemoUsers(db: Database): Promise<void> {
  const passwordHash = await hashSecret(DEMO_PASSWORD);
  await db
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map((account) => ({
        ...account,
        roles: [...account.roles],
        passwordHash,
        status: "active" as const,
      })),
    )
    .onConflictDoNothing();
}
