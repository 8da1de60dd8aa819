import { createRoute, z } from "@hono/zod-openapi";
import { eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Database } from "../db/client";
import { users } from "../db/schema/index";
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
import { clientAddress, type RateLimiter, rateLimit } from "../http/rate-limit/rate-limit";
import { consumeCode, issueCode } from "../identity/codes";
import { emailKey } from "../identity/email";
import { codeField, emailField, nameField, passwordField, phoneField } from "../identity/fields";
import { hashSecret, verifySecret } from "../identity/passwords";
import { endAllSessions } from "../identity/sessions";
import {
  alreadyRegisteredMail,
  passwordChangedMail,
  passwordRecoveryCodeMail,
  registrationCodeMail,
} from "../mail/messages";
import { enqueueMail } from "../mail/outbox";
import { readPublicSettings } from "./settings";

const HOUR = 60 * 60 * 1000;
/** Mails one address may be sent per hour, and requests per IP address: no mail bombing. */
export const MAIL_LIMITS = { perEmail: 5, perAddress: 20 } as const;
/** Code checks per IP address in 15 minutes (each code also allows only 5 attempts). */
export const CODE_CHECKS_PER_ADDRESS = 30;

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

const wrongCode = () =>
  new HttpProblem(422, {
    detail: "Запрос некорректен.",
    violations: [
      {
        propertyPath: "confirmationCode",
        message: "Неверный или просроченный код. Запросите новый, если попытки закончились.",
        code: "invalid_code",
      },
    ],
  });

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

/** The email of a `users-by-email/{email}` path, normalised like the field, for per-address limits. */
const pathEmail = (c: Context<AppEnv>) => {
  const email = c.req.param("email");
  return email === undefined ? undefined : emailKey(email);
};

/**
 * The `email` of a JSON body as a key of per-address limits (the mails a registration or an email
 * change sends), normalised like the field; none when the body has no email.
 */
export async function bodyEmailKey(c: Context<AppEnv>): Promise<string | undefined> {
  const body = await c.req.json().catch(() => undefined);
  const email = typeof body === "object" && body !== null && "email" in body ? body.email : undefined;
  return typeof email === "string" ? emailKey(email) : undefined;
}

/**
 * Registration, its confirmation, password recovery and first passwords (SPEC.md section 7).
 * @example
 *   app.route("/", userRoutes({ db, limiter }));
 */
export function userRoutes({ db, limiter }: { db: Database; limiter: RateLimiter }) {
  const app = createRouteModule();
  const perAddress = (bucket: string, limit: number, windowMs: number) =>
    rateLimit(limiter, { bucket, limit, windowMs }, clientAddress);
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
  app.use("/user/users-by-email/:email/password-recovery", mailsPerEmail("recovery-email", pathEmail));
  for (const path of ["confirm-registration", "password-recovery/confirm", "create-password"]) {
    app.use(`/user/users-by-email/:email/${path}`, perAddress("code-ip", CODE_CHECKS_PER_ADDRESS, HOUR / 4));
  }

  app.openapi(registerRoute, async (c) => {
    const { email, name, lastName, phone, plainPassword } = c.req.valid("json");
    // Hash first, whatever happens next, so every branch costs the same time.
    const passwordHash = await hashSecret(plainPassword);
    await db.transaction(async (tx) => {
      // Registrations of one address take turns: two at once would both find no account and the
      // second insert would fail on the unique email instead of replacing the pending details.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`registration:${email}`}))`);
      const [existing] = await tx.select().from(users).where(eq(users.email, email));
      const pending = existing?.status === "pending" ? existing : undefined;
      // Checked in every branch (against a dummy hash when there is nothing to compare), so the
      // three branches do the same argon2 work: one hash, one verification, one more hash.
      const samePassword = await verifySecret(pending?.passwordHash, plainPassword);
      if (existing?.status === "active") {
        await hashSecret("000000"); // stands in for hashing a code
        await enqueueMail(tx, alreadyRegisteredMail(email));
        return;
      }
      // A pending account is nobody's yet: registering again replaces its details and code. Its
      // password is kept only when it is the same one (a second submit). Another password means a
      // second person registered this address, and the code goes to the address's owner either
      // way: whoever registered last must not choose the password the owner then confirms without
      // knowing it. So a contested registration keeps no password; the owner confirms the address
      // and sets one with a recovery code (the confirmation says so).
      const contested = pending !== undefined && !samePassword;
      const details = {
        name,
        lastName,
        phone,
        passwordHash: contested ? null : passwordHash,
        updatedAt: new Date(),
      };
      const [row] = existing
        ? await tx.update(users).set(details).where(eq(users.id, existing.id)).returning()
        : await tx
            .insert(users)
            .values({ email, ...details })
            .returning();
      if (!row) throw new Error("registration wrote no user row");
      const code = await issueCode(tx, { userId: row.id, purpose: "registration" });
      await enqueueMail(tx, registrationCodeMail(email, code));
    });
    return c.json(
      messageResponse(`Мы отправили письмо на ${email}. Введите код из письма, чтобы завершить регистрацию.`),
      202,
    );
  });

  app.openapi(confirmRegistrationRoute, async (c) => {
    const { email } = c.req.valid("param");
    const { confirmationCode } = c.req.valid("json");
    const [user] = await db.select().from(users).where(eq(users.email, email));
    const pending = user?.status === "pending" ? user : undefined;
    const check = await consumeCode(db, {
      userId: pending?.id,
      purpose: "registration",
      code: confirmationCode,
    });
    if (!check.ok || !pending) throw wrongCode();
    await db.update(users).set({ status: "active", updatedAt: new Date() }).where(eq(users.id, pending.id));
    if (pending.passwordHash === null) {
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
    const [user] = await db.select().from(users).where(eq(users.email, email));
    if (user) {
      await db.transaction(async (tx) => {
        const code = await issueCode(tx, { userId: user.id, purpose: "password-recovery" });
        await enqueueMail(tx, passwordRecoveryCodeMail(email, code));
      });
    } else {
      await hashSecret("000000"); // stands in for hashing a code
    }
    return c.json(
      messageResponse(`Если адрес ${email} зарегистрирован, мы отправили на него код для установки пароля.`),
      202,
    );
  });

  const setPassword =
    (successMessage: string, notifyOwner: boolean) =>
    async (
      email: string,
      { confirmationCode, plainPassword }: { confirmationCode: string; plainPassword: string },
    ) => {
      const [user] = await db.select().from(users).where(eq(users.email, email));
      const check = await consumeCode(db, {
        userId: user?.id,
        purpose: "password-recovery",
        code: confirmationCode,
      });
      if (!check.ok || !user) throw wrongCode();
      const passwordHash = await hashSecret(plainPassword);
      await db.transaction(async (tx) => {
        const now = new Date();
        await tx
          .update(users)
          .set({ passwordHash, status: "active", credentialsChangedAt: now, updatedAt: now })
          .where(eq(users.id, user.id));
        // A password set by a mailed code signs every device out (someone else may have had it).
        await endAllSessions(tx, user.id);
        if (notifyOwner) await enqueueMail(tx, passwordChangedMail(email));
      });
      return messageResponse(successMessage);
    };
  const recover = setPassword("Пароль изменён. Войдите с новым паролем.", true);
  const create = setPassword("Пароль создан. Теперь вы можете войти.", false);

  app.openapi(recoveryConfirmRoute, async (c) =>
    c.json(await recover(c.req.valid("param").email, c.req.valid("json")), 200),
  );
  app.openapi(createPasswordRoute, async (c) =>
    c.json(await create(c.req.valid("param").email, c.req.valid("json")), 200),
  );
  return app;
}
