import type { Context } from "hono";
import type { AppEnv, AuthUser } from "../env";
import { HttpProblem } from "../problem";

/**
 * The signed-in caller of a route behind `requireUser()` or `requireRole()` (401 should one be
 * reached without them).
 * @example
 *   const user = callerOf(c);
 *   await recordChange(tx, { actorId: user.id, … });
 */
export function callerOf(c: Context<AppEnv>): AuthUser {
  const user = c.get("user");
  if (!user) throw new HttpProblem(401, { detail: "Войдите, чтобы продолжить." });
  return user;
}
