import type { DatabaseHandle } from "../db/client";
import { users } from "../db/schema/index";
import { createTokenService } from "../http/auth/tokens";
import { hashSecret } from "../identity/passwords";

export interface TestUser {
  id: number;
  email: string;
  roles: string[];
  /** `Bearer <jwt>`, accepted by an app built with `createApp({ database })` on the same database. */
  authorization: string;
}

let sequence = 0;

/**
 * An active account and a token for it, for route tests that need a signed-in caller. It has a
 * password only when one is given (hashing costs time).
 * @example
 *   const staff = await createTestUser(database, { roles: ["ROLE_STAFF"] });
 *   await app.request("/api/sales/admin/carts/1", { method: "DELETE", headers: { Authorization: staff.authorization } });
 */
export async function createTestUser(
  database: Pick<DatabaseHandle, "db">,
  {
    email,
    roles = ["ROLE_USER"],
    name = "Тест",
    password,
  }: { email?: string; roles?: string[]; name?: string; password?: string } = {},
): Promise<TestUser> {
  sequence += 1;
  const address = email ?? `test-${process.pid}-${sequence}-${Date.now()}@example.com`;
  const [row] = await database.db
    .insert(users)
    .values({
      email: address,
      name,
      lastName: "Пользователь",
      roles,
      status: "active",
      passwordHash: password ? await hashSecret(password) : null,
    })
    .returning();
  if (!row) throw new Error("createTestUser: the insert returned no row");
  const token = await createTokenService(database.db).sign({ id: row.id });
  return { id: row.id, email: address, roles, authorization: `Bearer ${token}` };
}
