import { z } from "@hono/zod-openapi";
import { normalizeEmail } from "./email";

// Field rules of docs/contract.md ("Auth and users"), with messages in Russian: the storefront
// shows violations next to the fields.

const EMAIL = /^[^\s@"<>()[\],;:]+@[^\s@"<>()[\],;:]+\.[^\s@"<>()[\],;:]+$/;

// An address as given is normalised (identity/email.ts) before it is checked and stored, so
// look-alike spellings of one mailbox are one account.
export const emailField = z
  .string({ error: "Укажите email." })
  .max(320, { error: "Email длиннее 254 символов." })
  .transform((raw, context) => {
    const normalized = normalizeEmail(raw);
    if ("email" in normalized) return normalized.email;
    context.addIssue({
      code: "custom",
      message:
        normalized.problem === "mixed-scripts"
          ? "В адресе смешаны буквы разных алфавитов."
          : "Неверный формат email.",
    });
    return z.NEVER;
  })
  .pipe(
    z
      .string()
      .max(254, { error: "Email длиннее 254 символов." })
      .regex(EMAIL, { error: "Неверный формат email." }),
  )
  .openapi({ example: "customer@example.com", format: "email" });

export const nameField = z
  .string({ error: "Заполните поле." })
  .trim()
  .min(1, { error: "Заполните поле." })
  .max(100, { error: "Не длиннее 100 символов." })
  .openapi({ example: "Анна" });

/**
 * `+7XXXXXXXXXX` after removing spaces, dashes and brackets; a leading `8` or `7` becomes `+7`.
 * @example
 *   normalisePhone("8 (912) 345-67-89"); // "+79123456789"
 */
export function normalisePhone(input: string): string {
  const compact = input.replace(/[\s()-]/g, "");
  if (/^8\d{10}$/.test(compact)) return `+7${compact.slice(1)}`;
  if (/^7\d{10}$/.test(compact)) return `+${compact}`;
  return compact;
}

export const phoneField = z
  .string({ error: "Укажите телефон." })
  .max(40, { error: "Неверный формат телефона: ожидается +7XXXXXXXXXX." })
  .transform(normalisePhone)
  .pipe(z.string().regex(/^\+7\d{10}$/, { error: "Неверный формат телефона: ожидается +7XXXXXXXXXX." }))
  .openapi({ example: "+79123456789", type: "string" });

export const passwordField = z
  .string({ error: "Укажите пароль." })
  .min(8, { error: "Пароль должен быть не короче 8 символов." })
  .max(128, { error: "Пароль должен быть не длиннее 128 символов." })
  .regex(/\p{L}/u, { error: "Пароль должен содержать букву." })
  .regex(/\d/, { error: "Пароль должен содержать цифру." })
  .openapi({ example: "tea-lover-2026", format: "password" });

export const codeField = z
  .string({ error: "Введите код из письма." })
  .trim()
  .regex(/^\d{6}$/, { error: "Код состоит из 6 цифр." })
  .openapi({ example: "042917" });
