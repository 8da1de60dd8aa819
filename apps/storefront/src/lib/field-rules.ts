import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { i18n } from "./i18n";

// The field rules of docs/contract.md ("Auth and users"), checked in the browser before a call so
// a shopper sees what to fix next to the field; the API checks the same rules again.

const EMAIL = /^[^\s@"<>()[\],;:]+@[^\s@"<>()[\],;:]+\.[^\s@"<>()[\],;:]+$/;
const CODE = /^\d{6}$/;

/**
 * `+7XXXXXXXXXX` after removing spaces, dashes and brackets; a leading `8` or `7` becomes `+7`
 * (the API normalises the same way).
 * @example
 *   normalisePhone("8 (912) 345-67-89"); // "+79123456789"
 */
export function normalisePhone(input: string): string {
  const compact = input.replace(/[\s()-]/g, "");
  if (/^8\d{10}$/.test(compact)) return `+7${compact.slice(1)}`;
  if (/^7\d{10}$/.test(compact)) return `+${compact}`;
  return compact;
}

const messages = {
  required: msg({ id: "field.required", message: "Fill in this field" }),
  email: msg({ id: "field.email.invalid", message: "Enter an email like name@example.com" }),
  phone: msg({ id: "field.phone.invalid", message: "Enter a Russian phone number: +7 912 345-67-89" }),
  name: msg({ id: "field.name.tooLong", message: "At most 100 characters" }),
  passwordShort: msg({ id: "field.password.short", message: "At least 8 characters" }),
  passwordLong: msg({ id: "field.password.long", message: "At most 128 characters" }),
  passwordLetter: msg({ id: "field.password.letter", message: "Add at least one letter" }),
  passwordDigit: msg({ id: "field.password.digit", message: "Add at least one digit" }),
  passwordRepeat: msg({ id: "field.password.repeat", message: "The passwords do not match" }),
  code: msg({ id: "field.code.invalid", message: "The code has 6 digits" }),
  postcode: msg({ id: "field.postcode.invalid", message: "A postcode has 6 digits" }),
} satisfies Record<string, MessageDescriptor>;

type Check = (value: string) => string | true;
const fail = (message: MessageDescriptor) => i18n._(message);

/** Each returns `true` or the message to show (react-hook-form's `validate` contract). */
export const fieldRules = {
  required: (value: string): string | true => value.trim() !== "" || fail(messages.required),
  email: ((value) => {
    const email = value.trim();
    if (email === "") return fail(messages.required);
    return (email.length <= 254 && EMAIL.test(email)) || fail(messages.email);
  }) satisfies Check,
  name: ((value) => {
    if (value.trim() === "") return fail(messages.required);
    return value.trim().length <= 100 || fail(messages.name);
  }) satisfies Check,
  /** An optional phone: empty is fine, anything else must be a Russian mobile or landline number. */
  optionalPhone: ((value) =>
    value.trim() === "" || /^\+7\d{10}$/.test(normalisePhone(value)) || fail(messages.phone)) satisfies Check,
  phone: ((value) => {
    if (value.trim() === "") return fail(messages.required);
    return /^\+7\d{10}$/.test(normalisePhone(value)) || fail(messages.phone);
  }) satisfies Check,
  newPassword: ((value) => {
    if (value.length < 8) return fail(messages.passwordShort);
    if (value.length > 128) return fail(messages.passwordLong);
    if (!/\p{L}/u.test(value)) return fail(messages.passwordLetter);
    return /\d/.test(value) || fail(messages.passwordDigit);
  }) satisfies Check,
  /** A repeat field: equal to the other one. */
  sameAs:
    (other: () => string): Check =>
    (value) =>
      value === other() || fail(messages.passwordRepeat),
  code: ((value) => CODE.test(value.trim()) || fail(messages.code)) satisfies Check,
  postcode: ((value) => /^\d{6}$/.test(value.trim()) || fail(messages.postcode)) satisfies Check,
};

/**
 * react-hook-form options for a required field: its `required` rule catches an empty value (the
 * form library does not run `validate` on empty fields), `check` the rest.
 * @example
 *   register("email", requiredField(fieldRules.email))
 */
export function requiredField(check?: Check) {
  return { required: fail(messages.required), ...(check ? { validate: check } : {}) };
}

/** Where the API's violations go: `propertyPath` to a form field, unknown paths to the form's list. */
export function violationsByField<TField extends string>(
  violations: readonly { propertyPath: string; message: string }[],
  fields: readonly TField[],
): { byField: Partial<Record<TField, string>>; rest: string[] } {
  const byField: Partial<Record<TField, string>> = {};
  const rest: string[] = [];
  for (const { propertyPath, message } of violations) {
    const field = fields.find((candidate) => candidate === propertyPath);
    if (field && byField[field] === undefined) byField[field] = message;
    else rest.push(message);
  }
  return { byField, rest };
}
