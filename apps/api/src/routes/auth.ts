import { createRoute, z } from "@hono/zod-openapi";
import type { Database } from "../db/client";
import { requireUser } from "../http/auth/auth";
import type { TokenService } from "../http/auth/tokens";
import { clientOf } from "../http/client-address/client-address";
import { createRouteModule, jsonBody, jsonResponse, problemResponses } from "../http/openapi";
import { HttpProblem } from "../http/problem";
import { type RateLimiter, tooManyRequests } from "../http/rate-limit/rate-limit";
import { emailKey } from "../identity/email";
import { endSession } from "../identity/sessions";
import { accountByPassword, accountIdByEmail } from "../identity/sign-in";

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/**
 * Failed sign-ins allowed in 15 minutes (docs/contract.md): per account, per IP address, and per
 * known device of an account, whose attempts are counted apart from the account's.
 */
export const LOGIN_LIMITS = { perAccount: 10, perAddress: 30, perDevice: 10 } as const;
const PER_ACCOUNT = { bucket: "login-account", limit: LOGIN_LIMITS.perAccount, windowMs: FIFTEEN_MINUTES };
const PER_ADDRESS = { bucket: "login-ip", limit: LOGIN_LIMITS.perAddress, windowMs: FIFTEEN_MINUTES };
const PER_DEVICE = { bucket: "login-device", limit: LOGIN_LIMITS.perDevice, windowMs: FIFTEEN_MINUTES };

/** The request header that brings a device token back (the storefront fills it from its cookie). */
export const DEVICE_TOKEN_HEADER = "Device-Token";

const LoginSchema = z
  .object({
    username: z
      .string({ error: "Укажите email." })
      .trim()
      .min(1, { error: "Укажите email." })
      .max(254, { error: "Email длиннее 254 символов." })
      // Spelled as at registration: a look-alike of the address is the same account.
      .transform(emailKey)
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
      description:
        "JWT (HS256): `sub` = user id, `jti` = the token's id, `iat`, `exp`; no email or other personal data. Send as `Authorization: Bearer <token>`.",
    }),
  })
  .openapi("Token");

const SignedInSchema = TokenSchema.extend({
  deviceToken: z.string().openapi({
    description: `Proof that this client has signed in to this account: keep it (the storefront keeps it in an HttpOnly cookie) and send it in the \`${DEVICE_TOKEN_HEADER}\` header of later sign-ins, so that failures from elsewhere never lock this client out. Valid a year, renewed at every sign-in; it grants no access (it is no Bearer token).`,
  }),
}).openapi("SignedIn");

const loginRoute = createRoute({
  method: "post",
  path: "/auth",
  tags: ["Auth"],
  summary: "Sign in with email and password",
  description:
    "Returns a JWT valid 24 hours, or 365 days with `rememberMe`, and a device token. After 10 failed attempts for an account, or 30 from one IP address, in 15 minutes: 429 with `Retry-After` (a successful sign-in clears the account's count). A client that sends the device token of an earlier sign-in to the same account has its failures counted on their own (10 in 15 minutes), apart from the account's: guesses from elsewhere never lock out a browser its owner has signed in with. An account whose registration is not confirmed yet answers 403 `/api/problems/account-not-confirmed` (only when the password is right).",
  request: {
    body: jsonBody(LoginSchema),
    headers: z.object({
      [DEVICE_TOKEN_HEADER.toLowerCase()]: z.string().optional().openapi({
        description:
          "The `deviceToken` of an earlier sign-in of this client. One that is expired, garbled or of another account counts as none.",
      }),
    }),
  },
  responses: {
    200: jsonResponse(SignedInSchema, "Signed in."),
    ...problemResponses(400, 401, 403, 413, 415, 422, 429),
  },
});

const logoutRoute = createRoute({
  method: "post",
  path: "/auth/logout",
  tags: ["Auth"],
  summary: "Sign out: the token stops working",
  description:
    "Ends the session of the Bearer token the request carries: the token stops working before it expires; other devices stay signed in (`POST /user/profile/logout-everywhere` ends them all). A token already refused is a 401.",
  security: [{ bearerAuth: [] }],
  responses: { 204: { description: "Signed out." }, ...problemResponses(401) },
});

/**
 * `POST /auth`: email and password for a token; `POST /auth/logout` ends one.
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
  app.use("/auth/logout", requireUser());
  app.openapi(logoutRoute, async (c) => {
    const token = c.get("token");
    if (token) await endSession(db, token.tokenId);
    return c.body(null, 204);
  });
  return app.openapi(loginRoute, async (c) => {
    const { username, password, rememberMe = false } = c.req.valid("json");
    // Only failures count, so signing in often (a family computer, the e2e tests) is never limited.
    // Every attempt is counted before the password is checked, atomically, and a right password
    // gives its count back: fifty wrong guesses sent at the same moment see the counter rise one
    // by one, and only the first ten reach argon2.
    //
    // Ten wrong passwords from anywhere lock an account: that stops guessing spread over many
    // addresses, but it also lets anyone lock the owner out (issue 33 point 8). So a client that
    // proves it has signed in to this very account before (the device token of that sign-in) is
    // counted on its own instead of the account's: its owner gets in while strangers' guesses
    // keep the account locked for everyone else. The account's count is left alone then, so
    // the owner's sign-in does not hand a guesser ten fresh tries.
    const device = await knownDeviceOf({ db, tokens }, username, c.req.header(DEVICE_TOKEN_HEADER));
    const perSubject = device
      ? { rule: PER_DEVICE, subject: `${device.userId}:${device.deviceId}` }
      : { rule: PER_ACCOUNT, subject: username };
    for (const { rule, subject } of [{ rule: PER_ADDRESS, subject: clientOf(c) }, perSubject]) {
      const state = await limiter.hit(rule, subject);
      if (!state.allowed) throw tooManyRequests(c, state);
    }
    const user = await accountByPassword(db, username, password);
    if (!user) {
      throw new HttpProblem(401, {
        type: "/api/problems/invalid-credentials",
        detail: "Неверный email или пароль.",
      });
    }
    // The right password is no failure, whatever the account's state.
    await limiter.refund(PER_ADDRESS, clientOf(c));
    await limiter.reset(perSubject.rule, perSubject.subject);
    if (user.status !== "active") {
      throw new HttpProblem(403, {
        type: "/api/problems/account-not-confirmed",
        detail: "Подтвердите регистрацию: введите код из письма.",
      });
    }
    return c.json(
      {
        token: await tokens.sign(user, { rememberMe }),
        deviceToken: await tokens.signDevice(user, device?.deviceId),
      },
      200,
    );
  });
}

/** The device a sign-in's device token names, when it is one of the account `username` signs in to. */
async function knownDeviceOf(
  { db, tokens }: { db: Database; tokens: TokenService },
  username: string,
  deviceToken: string | undefined,
) {
  const device = await tokens.verifyDevice(deviceToken);
  if (!device) return undefined;
  return (await accountIdByEmail(db, username)) === device.userId ? device : undefined;
}
