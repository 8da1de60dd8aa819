import { createRoute, z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema/index";
import type { TokenService } from "../http/auth/tokens";
import { createRouteModule, jsonBody, jsonResponse, problemResponses } from "../http/openapi";
import { HttpProblem } from "../http/problem";
import { clientAddress, type RateLimiter, rateLimit } from "../http/rate-limit/rate-limit";
import { verifySecret } from "../identity/passwords";

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Login attempts per account and per IP address in 15 minutes (docs/contract.md). */
export const LOGIN_LIMITS = { perAccount: 10, perAddress: 30 } as const;

const LoginSchema = z
  .object({
    username: z
      .string({ error: "Укажите email." })
      .trim()
      .toLowerCase()
      .min(1, { error: "Укажите email." })
      .max(254, { error: "Email длиннее 254 символов." })
      .openapi({ example: "customer@example.com", description: "The account's email." }),
    password: z
      .string({ error: "Укажите пароль." })
      .min(1, { error: "Укажите пароль." })
      .max(128, { error: "Пароль должен быть не длиннее 128 символов." }),
    rememberMe: z.boolean().optional().openapi({ description: "A token for 365 days instead of 24 hours." }),
  })
  .openapi("Login");

const TokenSchema = z
  .object({
    token: z.string().openapi({
      description: "JWT (HS256), `sub` = user id. Send as `Authorization: Bearer <token>`.",
    }),
  })
  .openapi("Token");

const loginRoute = createRoute({
  method: "post",
  path: "/auth",
  tags: ["Auth"],
  summary: "Sign in with email and password",
  description:
    "Returns a JWT valid 24 hours, or 365 days with `rememberMe`. Limited to 10 attempts per account and 30 per IP address in 15 minutes (429 with `Retry-After`). An account whose registration is not confirmed yet answers 403 `/api/problems/account-not-confirmed` (only when the password is right).",
  request: { body: jsonBody(LoginSchema) },
  responses: {
    200: jsonResponse(TokenSchema, "Signed in."),
    ...problemResponses(400, 401, 403, 413, 415, 422, 429),
  },
});

/** Reads the login name for the per-account limit; the JSON was already checked by `jsonBodies()`. */
async function loginAccount(c: { req: { json(): Promise<unknown> } }): Promise<string | undefined> {
  const body = await c.req.json().catch(() => undefined);
  if (typeof body !== "object" || body === null || !("username" in body)) return undefined;
  const { username } = body;
  return typeof username === "string" ? username.trim().toLowerCase().slice(0, 254) : undefined;
}

/**
 * `POST /auth`: email and password for a token.
 * @example
 *   app.route("/", authRoutes({ db, tokens, limiter }));
 */
export function authRoutes({
  db,
  tokens,
  limiter,
}: {
  db: Database;
  tokens: TokenService;
  limiter: RateLimiter;
}) {
  const app = createRouteModule();
  app.use(
    "/auth",
    rateLimit(
      limiter,
      { bucket: "login-ip", limit: LOGIN_LIMITS.perAddress, windowMs: FIFTEEN_MINUTES },
      clientAddress,
    ),
    rateLimit(
      limiter,
      { bucket: "login-account", limit: LOGIN_LIMITS.perAccount, windowMs: FIFTEEN_MINUTES },
      loginAccount,
    ),
  );
  return app.openapi(loginRoute, async (c) => {
    const { username, password, rememberMe = false } = c.req.valid("json");
    const [user] = await db.select().from(users).where(eq(users.email, username));
    // Verify even without an account, so the answer's timing does not tell whether it exists.
    const passwordMatches = await verifySecret(user?.passwordHash, password);
    if (!user || !passwordMatches) {
      throw new HttpProblem(401, {
        type: "/api/problems/invalid-credentials",
        detail: "Неверный email или пароль.",
      });
    }
    if (user.status !== "active") {
      throw new HttpProblem(403, {
        type: "/api/problems/account-not-confirmed",
        detail: "Подтвердите регистрацию: введите код из письма.",
      });
    }
    return c.json({ token: await tokens.sign(user, { rememberMe }) }, 200);
  });
}
