import { createRoute, z } from "@hono/zod-openapi";
import { and, eq, ne } from "drizzle-orm";
import type { Context } from "hono";
import type { Database } from "../db/client";
import { users } from "../db/schema/index";
import { requireUser } from "../http/auth/auth";
import { isRememberedToken, type TokenService } from "../http/auth/tokens";
import type { AppEnv, AuthUser } from "../http/env";
import {
  createRouteModule,
  jsonBody,
  jsonResponse,
  MessageResponseSchema,
  mergePatchBody,
  messageResponse,
  problemResponses,
} from "../http/openapi";
import { HttpProblem } from "../http/problem";
import { bodyEmailKey, HOUR, MAIL_LIMITS } from "../http/rate-limit/account-mail-limits";
import { type RateLimiter, rateLimit } from "../http/rate-limit/rate-limit";
import { consumeCode, issueCode } from "../identity/codes";
import { codeField, emailField, nameField, passwordField, phoneField } from "../identity/fields";
import { hashSecret, verifySecret } from "../identity/passwords";
import { endAllSessions } from "../identity/sessions";
import { changeEmailCodeMail, emailTakenMail, passwordChangedMail } from "../mail/messages";
import { enqueueMail } from "../mail/outbox";

const ProfileSchema = z
  .object({
    "@id": z.literal("/api/user/profile"),
    "@type": z.literal("UserProfile"),
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    roles: z.array(z.string()).openapi({ example: ["ROLE_USER"] }),
    createdAt: z.string().openapi({ format: "date-time" }),
  })
  .openapi("UserProfile");

const ProfilePatchSchema = z
  .object({ name: nameField, lastName: nameField, phone: phoneField.nullable() })
  .partial()
  .openapi("UserProfilePatch", {
    description: "Other fields (email, roles…) are ignored: email has its own flow.",
  });

const ChangeEmailSchema = z
  .object({
    email: emailField,
    password: z
      .string({ error: "Введите текущий пароль." })
      .min(1, { error: "Введите текущий пароль." })
      .max(128),
  })
  .openapi("ChangeEmail");

const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: "Введите текущий пароль." })
      .min(1, { error: "Введите текущий пароль." })
      .max(128),
    plainPassword: passwordField,
    rememberMe: z.boolean().optional().openapi({
      description:
        "Lifetime of the new token, as at sign-in: 365 days instead of 24 hours. Left out, the new token lasts as long as the one the request carries.",
    }),
  })
  .openapi("ChangePassword");

const PasswordChangedSchema = MessageResponseSchema.extend({
  token: z.string().openapi({
    description: "A new token: the password change signs out every other device, this one stays signed in.",
  }),
}).openapi("PasswordChanged");

const security = [{ bearerAuth: [] }];
const profileResponse = jsonResponse(ProfileSchema, "The signed-in customer's profile.");

const getProfileRoute = createRoute({
  method: "get",
  path: "/user/profile",
  tags: ["Profile"],
  summary: "The signed-in customer's profile",
  security,
  responses: { 200: profileResponse, ...problemResponses(401) },
});

const patchProfileRoute = createRoute({
  method: "patch",
  path: "/user/profile",
  tags: ["Profile"],
  summary: "Edit name, last name and phone",
  security,
  request: { body: mergePatchBody(ProfilePatchSchema) },
  responses: { 200: profileResponse, ...problemResponses(400, 401, 413, 415, 422) },
});

const changeEmailRoute = createRoute({
  method: "post",
  path: "/user/profile/change-email",
  tags: ["Profile"],
  summary: "Start changing the email: a code is mailed to the new address",
  description:
    "Needs the current password (a wrong one is a 422 on `password`, never a 401, which would sign the customer out). When the new address belongs to another account, that address gets a notice instead of a code and the answer is the same.",
  security,
  request: { body: jsonBody(ChangeEmailSchema) },
  responses: {
    202: jsonResponse(MessageResponseSchema, "A code was mailed to the new address."),
    ...problemResponses(400, 401, 413, 415, 422, 429),
  },
});

const confirmEmailRoute = createRoute({
  method: "patch",
  path: "/user/profile/change-email/confirm",
  tags: ["Profile"],
  summary: "Finish changing the email with the mailed code",
  security,
  request: {
    body: mergePatchBody(z.object({ confirmationCode: codeField }).openapi("ChangeEmailConfirmation")),
  },
  responses: { 200: profileResponse, ...problemResponses(400, 401, 409, 415, 422, 429) },
});

const changePasswordRoute = createRoute({
  method: "patch",
  path: "/user/profile/change-password",
  tags: ["Profile"],
  summary: "Change the password (needs the current one)",
  description:
    "A wrong current password is a 422 on `currentPassword`. Other devices are signed out; the answer carries a new token for this one.",
  security,
  request: { body: mergePatchBody(ChangePasswordSchema) },
  responses: {
    200: jsonResponse(PasswordChangedSchema, "The password is changed."),
    ...problemResponses(400, 401, 413, 415, 422, 429),
  },
});

const logoutEverywhereRoute = createRoute({
  method: "post",
  path: "/user/profile/logout-everywhere",
  tags: ["Profile"],
  summary: "Sign out on every device",
  description: "Every token of the account issued until now stops working, the one this request carries too.",
  security,
  responses: { 204: { description: "Signed out everywhere." }, ...problemResponses(401) },
});

const violation = (propertyPath: string, message: string, code: string) =>
  new HttpProblem(422, {
    detail: "Запрос некорректен.",
    violations: [{ propertyPath, message, code }],
  });

/**
 * The signed-in customer's profile at `/user/profile`: read, edit, change email (confirmed by a
 * code sent to the new address) and change password.
 * @example
 *   app.route("/", profileRoutes({ db, tokens, limiter }));
 */
export function profileRoutes({
  db,
  tokens,
  limiter,
}: {
  db: Database;
  tokens: TokenService;
  limiter: RateLimiter;
}) {
  const app = createRouteModule();
  app.use("/user/profile", requireUser());
  app.use("/user/profile/*", requireUser());
  // Password checks with a stolen token, and code guesses, are limited per account.
  const perUser = (bucket: string, limit: number) =>
    rateLimit(limiter, { bucket, limit, windowMs: HOUR }, (c) => String(c.get("user")?.id));
  app.use("/user/profile/change-email", perUser("change-email", 5));
  // And per recipient: a code mailed to an address counts for that address, whoever asks.
  app.use(
    "/user/profile/change-email",
    rateLimit(
      limiter,
      { bucket: "change-email-recipient", limit: MAIL_LIMITS.perEmail, windowMs: HOUR },
      (c) => (c.req.method === "POST" ? bodyEmailKey(c) : undefined),
    ),
  );
  app.use("/user/profile/change-email/confirm", perUser("change-email-confirm", 20));
  app.use("/user/profile/change-password", perUser("change-password", 10));

  async function profileOf(userId: number) {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    if (!row) throw new HttpProblem(401, { detail: "Сессия больше не действительна. Войдите снова." });
    return row;
  }
  const view = (row: typeof users.$inferSelect) => ({
    "@id": "/api/user/profile" as const,
    "@type": "UserProfile" as const,
    id: row.id,
    email: row.email,
    name: row.name,
    lastName: row.lastName,
    phone: row.phone,
    roles: row.roles,
    createdAt: row.createdAt.toISOString(),
  });
  // requireUser() ran before every route here; this only narrows the type.
  const signedIn = (c: Context<AppEnv>): AuthUser => {
    const user = c.get("user");
    if (!user) throw new HttpProblem(401, { detail: "Войдите, чтобы продолжить." });
    return user;
  };

  app.openapi(getProfileRoute, async (c) => c.json(view(await profileOf(signedIn(c).id)), 200));

  app.openapi(patchProfileRoute, async (c) => {
    const patch = c.req.valid("json");
    const { id } = signedIn(c);
    const [row] = await db
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    if (!row) throw new HttpProblem(401, { detail: "Сессия больше не действительна. Войдите снова." });
    return c.json(view(row), 200);
  });

  app.openapi(changeEmailRoute, async (c) => {
    const { email, password } = c.req.valid("json");
    const current = await profileOf(signedIn(c).id);
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
    return c.json(
      messageResponse(`Мы отправили код на ${email}. Введите его, чтобы подтвердить новый адрес.`),
      202,
    );
  });

  app.openapi(confirmEmailRoute, async (c) => {
    const { confirmationCode } = c.req.valid("json");
    const { id } = signedIn(c);
    const check = await consumeCode(db, { userId: id, purpose: "change-email", code: confirmationCode });
    if (!check.ok || !check.newEmail) {
      throw violation("confirmationCode", "Неверный или просроченный код.", "invalid_code");
    }
    const newEmail = check.newEmail;
    const row = await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, newEmail), ne(users.id, id)));
      if (taken) {
        throw new HttpProblem(409, { detail: "Этот адрес уже занят другим аккаунтом." });
      }
      const [updated] = await tx
        .update(users)
        .set({ email: newEmail, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return updated;
    });
    if (!row) throw new HttpProblem(401, { detail: "Сессия больше не действительна. Войдите снова." });
    return c.json(view(row), 200);
  });

  app.openapi(changePasswordRoute, async (c) => {
    const presented = c.get("token");
    const { currentPassword, plainPassword } = c.req.valid("json");
    const rememberMe = c.req.valid("json").rememberMe ?? (presented ? isRememberedToken(presented) : false);
    const current = await profileOf(signedIn(c).id);
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
      // Every device is signed out; this one gets the new token below.
      await endAllSessions(tx, current.id);
      await enqueueMail(tx, passwordChangedMail(current.email));
    });
    const token = await tokens.sign(current, { rememberMe });
    return c.json({ ...messageResponse("Пароль изменён."), token }, 200);
  });

  app.openapi(logoutEverywhereRoute, async (c) => {
    const token = c.get("token");
    if (!token) throw new HttpProblem(401, { detail: "Войдите, чтобы продолжить." });
    await endAllSessions(db, token.userId);
    return c.body(null, 204);
  });
  return app;
}
