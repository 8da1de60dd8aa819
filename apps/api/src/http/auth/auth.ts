import { eq, sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { Database } from "../../db/client";
import { authSessions, users } from "../../db/schema/index";
import { hasRole } from "../../domain/roles";
import type { AppEnv } from "../env";
import { HttpProblem } from "../problem";
import type { TokenService } from "./tokens";

// The role hierarchy is a rule of the domain (order visibility reads it too); routes keep importing
// it from here beside the middleware that enforces it.
export { hasRole };

function refuse(c: Context, detail: string): never {
  c.header("WWW-Authenticate", 'Bearer realm="shop"');
  throw new HttpProblem(401, { detail });
}

/**
 * Reads `Authorization: Bearer <jwt>` and sets `c.get("user")`: null without the header, 401 for a
 * tampered or expired token, one whose session ended (a logout), or one of a user that no longer
 * exists or changed their password since. Every request re-reads the user, so a role change or a
 * deleted account applies at once.
 * @example
 *   app.use(authentication({ db, tokens }));
 */
export function authentication({
  db,
  tokens,
}: {
  db: Database;
  tokens: TokenService;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header("Authorization");
    if (!header) {
      c.set("user", null);
      c.set("token", null);
      return next();
    }
    const match = /^Bearer\s+([A-Za-z0-9_.~+/-]+=*)\s*$/i.exec(header);
    if (!match?.[1]) refuse(c, "Неверный заголовок авторизации: ожидается Bearer-токен.");
    const verified = await tokens.verify(match[1]);
    if (verified === "expired") refuse(c, "Срок действия сессии истёк. Войдите снова.");
    if (verified === "invalid") refuse(c, "Недействительный токен. Войдите снова.");

    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        roles: users.roles,
        status: users.status,
        credentialsChangedAt: users.credentialsChangedAt,
        signedIn: sql<boolean>`exists (select 1 from ${authSessions} where ${authSessions.tokenId} = ${verified.tokenId} and ${authSessions.userId} = ${users.id})`,
      })
      .from(users)
      .where(eq(users.id, verified.userId));
    // iat has whole seconds: a token issued in the same second as the change still counts.
    const changedAt = row ? Math.floor(row.credentialsChangedAt.getTime() / 1000) : 0;
    if (row?.status !== "active" || verified.issuedAt < changedAt || !row.signedIn) {
      refuse(c, "Сессия больше не действительна. Войдите снова.");
    }
    c.set("user", { id: row.id, email: row.email, roles: row.roles });
    c.set("token", verified);
    return next();
  };
}

/**
 * Lets only signed-in callers through (401 problem otherwise). Use on a route or a path.
 * @example
 *   app.use("/user/profile/*", requireUser());
 */
export function requireUser(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.get("user")) refuse(c, "Войдите, чтобы продолжить.");
    return next();
  };
}

/**
 * Lets only callers holding `role` (or a higher one) through: 401 when anonymous, 403 otherwise.
 * @example
 *   app.use("/sales/admin/*", requireRole("ROLE_STAFF"));
 */
export function requireRole(role: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get("user");
    if (!user) refuse(c, "Войдите, чтобы продолжить.");
    if (!hasRole(user, role)) {
      throw new HttpProblem(403, {
        type: "/api/problems/operation-denied",
        detail: "Операция запрещена.",
      });
    }
    return next();
  };
}
