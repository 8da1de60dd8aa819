/** The roles of an account, as stored in `users.roles`. */
export const ROLES = ["ROLE_USER", "ROLE_STAFF", "ROLE_ADMIN"] as const;
export type Role = (typeof ROLES)[number];

/** Roles and the roles they include: staff can do what customers can, admins what staff can. */
const IMPLIED_ROLES: Record<string, readonly string[]> = {
  ROLE_ADMIN: ["ROLE_ADMIN", "ROLE_STAFF", "ROLE_USER"],
  ROLE_STAFF: ["ROLE_STAFF", "ROLE_USER"],
  ROLE_USER: ["ROLE_USER"],
};

/**
 * Every role an account holds, directly or through a higher one.
 * @example
 *   heldRoles(["ROLE_STAFF"]); // Set { "ROLE_STAFF", "ROLE_USER" }
 */
export function heldRoles(roles: readonly string[]): Set<string> {
  return new Set(roles.flatMap((role) => IMPLIED_ROLES[role] ?? [role]));
}

/**
 * True when the user holds `role` directly or through a higher role.
 * @example
 *   if (hasRole(c.get("user"), "ROLE_STAFF")) showAllOrders();
 */
export function hasRole<User extends { roles: readonly string[] }>(user: User | null, role: string): boolean {
  return user ? heldRoles(user.roles).has(role) : false;
}
