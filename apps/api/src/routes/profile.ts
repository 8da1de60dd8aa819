import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Database } from "../db/client";
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
import { codeField, emailField, nameField, passwordField, phoneField } from "../identity/fields";
import {
  changePassword,
  confirmEmailChange,
  editProfile,
  readProfile,
  startEmailChange,
} from "../identity/profile";
import { endAllSessions } from "../identity/sessions";

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
  // `null` removes the phone (a union: the field's own `type` would hide `.nullable()` from the document).
  .object({ name: nameField, lastName: nameField, phone: z.union([phoneField, z.null()]) })
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

  // requireUser() ran before every route here; this only narrows the type.
  const signedIn = (c: Context<AppEnv>): AuthUser => {
    const user = c.get("user");
    if (!user) throw new HttpProblem(401, { detail: "Войдите, чтобы продолжить." });
    return user;
  };

  app.openapi(getProfileRoute, async (c) => c.json(await readProfile(db, signedIn(c).id), 200));
  app.openapi(patchProfileRoute, async (c) =>
    c.json(await editProfile(db, signedIn(c).id, c.req.valid("json")), 200),
  );

  app.openapi(changeEmailRoute, async (c) => {
    const input = c.req.valid("json");
    await startEmailChange(db, signedIn(c).id, input);
    return c.json(
      messageResponse(`Мы отправили код на ${input.email}. Введите его, чтобы подтвердить новый адрес.`),
      202,
    );
  });
  app.openapi(confirmEmailRoute, async (c) =>
    c.json(await confirmEmailChange(db, signedIn(c).id, c.req.valid("json").confirmationCode), 200),
  );

  app.openapi(changePasswordRoute, async (c) => {
    const presented = c.get("token");
    const input = c.req.valid("json");
    const rememberMe = input.rememberMe ?? (presented ? isRememberedToken(presented) : false);
    const account = await changePassword(db, signedIn(c).id, input);
    const token = await tokens.sign(account, { rememberMe });
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
