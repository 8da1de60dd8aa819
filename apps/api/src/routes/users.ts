import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Database } from "../db/client";
import { readPublicSettings } from "../domain/settings";
import { clientOf } from "../http/client-address/client-address";
import type { AppEnv } from "../http/env";
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
import {
  bodyEmailKey,
  CODE_CHECKS_PER_ADDRESS,
  HOUR,
  MAIL_LIMITS,
  pathEmailKey,
} from "../http/rate-limit/account-mail-limits";
import { type RateLimiter, rateLimit } from "../http/rate-limit/rate-limit";
import { codeField, emailField, nameField, passwordField, phoneField } from "../identity/fields";
import { requestPasswordCode, setPasswordWithCode } from "../identity/password-recovery";
import { confirmRegistration, register } from "../identity/registration";

const RegistrationSchema = z
  .object({
    name: nameField,
    lastName: nameField.openapi({ example: "Петрова" }),
    email: emailField,
    phone: phoneField,
    plainPassword: passwordField,
  })
  .openapi("Registration");

const EmailParams = z.object({
  email: emailField.openapi({ param: { name: "email", in: "path" }, example: "customer@example.com" }),
});

const ConfirmationSchema = z.object({ confirmationCode: codeField }).openapi("RegistrationConfirmation");
const NewPasswordSchema = z
  .object({ confirmationCode: codeField, plainPassword: passwordField })
  .openapi("PasswordWithCode");

const message = (description: string, status: 200 | 202 = 200) => ({
  [status]: jsonResponse(MessageResponseSchema, description),
});

const registerRoute = createRoute({
  method: "post",
  path: "/user/users",
  tags: ["Users"],
  summary: "Register a customer account",
  description:
    "Creates an unconfirmed account and mails it a 6-digit code (valid 30 minutes, 5 attempts). The answer is the same whether or not the email is registered: an existing account gets a notice mail instead. Registering an unconfirmed address again replaces its details and code; with another password than before, the account keeps no password (the owner sets one by `password-recovery` after confirming), so nobody but the owner chooses the password of the address they confirm. 403 when the public setting `registrationEnabled` is false. At most 5 mails per address and 20 requests per IP address an hour.",
  request: { body: jsonBody(RegistrationSchema) },
  responses: {
    ...message("Registration started; a code was mailed.", 202),
    ...problemResponses(400, 403, 413, 415, 422, 429),
  },
});

const confirmRegistrationRoute = createRoute({
  method: "patch",
  path: "/user/users-by-email/{email}/confirm-registration",
  tags: ["Users"],
  summary: "Confirm a registration with the mailed code",
  description:
    "When the address was registered again with another password before this confirmation, the account is confirmed without a password and the message says to set one through password recovery.",
  request: { params: EmailParams, body: mergePatchBody(ConfirmationSchema) },
  responses: {
    ...message("The account is confirmed; the customer may sign in."),
    ...problemResponses(400, 415, 422, 429),
  },
});

const passwordRecoveryRoute = createRoute({
  method: "patch",
  path: "/user/users-by-email/{email}/password-recovery",
  tags: ["Users"],
  summary: "Mail a code for setting a new password",
  description:
    "The same answer for unknown emails. The code serves both `password-recovery/confirm` and `create-password`.",
  request: {
    params: EmailParams,
    body: { ...mergePatchBody(z.object({}).openapi("EmptyBody")), required: false },
  },
  responses: {
    ...message("A code was mailed if the account exists.", 202),
    ...problemResponses(400, 415, 422, 429),
  },
});

const recoveryConfirmRoute = createRoute({
  method: "patch",
  path: "/user/users-by-email/{email}/password-recovery/confirm",
  tags: ["Users"],
  summary: "Set a new password with the mailed code",
  description: "Also confirms an unconfirmed account (the code proves the address). Signs out other devices.",
  request: { params: EmailParams, body: mergePatchBody(NewPasswordSchema) },
  responses: { ...message("The password is changed."), ...problemResponses(400, 415, 422, 429) },
});

const createPasswordRoute = createRoute({
  method: "patch",
  path: "/user/users-by-email/{email}/create-password",
  tags: ["Users"],
  summary: "Set a first password with the mailed code",
  description: "For accounts created without a password (the code comes from `password-recovery`).",
  request: { params: EmailParams, body: mergePatchBody(NewPasswordSchema) },
  responses: { ...message("The password is set."), ...problemResponses(400, 415, 422, 429) },
});

/**
 * Registration, its confirmation, password recovery and first passwords (SPEC.md section 7).
 * @example
 *   app.route("/", userRoutes({ db, limiter }));
 */
export function userRoutes({ db, limiter }: { db: Database; limiter: RateLimiter }) {
  const app = createRouteModule();
  const perAddress = (bucket: string, limit: number, windowMs: number) =>
    rateLimit(limiter, { bucket, limit, windowMs }, clientOf);
  const mailsPerEmail = (
    bucket: string,
    subject: (c: Context<AppEnv>) => string | undefined | Promise<string | undefined>,
  ) => rateLimit(limiter, { bucket, limit: MAIL_LIMITS.perEmail, windowMs: HOUR }, subject);

  app.use("/user/users", async (c, next) => {
    if (c.req.method !== "POST") return next();
    if (!(await readPublicSettings(db)).registrationEnabled) {
      throw new HttpProblem(403, {
        type: "/api/problems/registration-disabled",
        detail: "Регистрация сейчас отключена.",
      });
    }
    return next();
  });
  app.use("/user/users", perAddress("register-ip", MAIL_LIMITS.perAddress, HOUR));
  app.use("/user/users", mailsPerEmail("register-email", bodyEmailKey));
  app.use(
    "/user/users-by-email/:email/password-recovery",
    perAddress("recovery-ip", MAIL_LIMITS.perAddress, HOUR),
  );
  app.use("/user/users-by-email/:email/password-recovery", mailsPerEmail("recovery-email", pathEmailKey));
  for (const path of ["confirm-registration", "password-recovery/confirm", "create-password"]) {
    app.use(`/user/users-by-email/:email/${path}`, perAddress("code-ip", CODE_CHECKS_PER_ADDRESS, HOUR / 4));
  }

  app.openapi(registerRoute, async (c) => {
    const registration = c.req.valid("json");
    await register(db, registration);
    return c.json(
      messageResponse(
        `Мы отправили письмо на ${registration.email}. Введите код из письма, чтобы завершить регистрацию.`,
      ),
      202,
    );
  });

  app.openapi(confirmRegistrationRoute, async (c) => {
    const { withPassword } = await confirmRegistration(
      db,
      c.req.valid("param").email,
      c.req.valid("json").confirmationCode,
    );
    if (!withPassword) {
      return c.json(
        messageResponse(
          "Регистрация подтверждена. С этим адресом регистрировались с разными паролями, поэтому пароль не сохранён: задайте его через «Забыли пароль?».",
        ),
        200,
      );
    }
    return c.json(messageResponse("Регистрация подтверждена. Теперь вы можете войти."), 200);
  });

  app.openapi(passwordRecoveryRoute, async (c) => {
    const { email } = c.req.valid("param");
    await requestPasswordCode(db, email);
    return c.json(
      messageResponse(`Если адрес ${email} зарегистрирован, мы отправили на него код для установки пароля.`),
      202,
    );
  });

  app.openapi(recoveryConfirmRoute, async (c) => {
    await setPasswordWithCode(db, c.req.valid("param").email, c.req.valid("json"), true);
    return c.json(messageResponse("Пароль изменён. Войдите с новым паролем."), 200);
  });
  app.openapi(createPasswordRoute, async (c) => {
    await setPasswordWithCode(db, c.req.valid("param").email, c.req.valid("json"), false);
    return c.json(messageResponse("Пароль создан. Теперь вы можете войти."), 200);
  });
  return app;
}
