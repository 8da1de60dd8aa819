import { msg } from "@lingui/core/macro";
import { ApiError, type CallOptions } from "@shop/api-client";
import { ApiUnreachableError } from "../../../lib/api";
import { readableApiMessage } from "../../../lib/api-messages";
import { i18n } from "../../../lib/i18n";

/**
 * How admin changes call the API: the form or dialog that sent them shows what went wrong next to
 * the fields (no toast on top of it, no error page for a refused change). A 401 still logs out.
 */
export const ADMIN_CHANGE: CallOptions = { silent: true };

const unreachable = msg({
  id: "admin.problem.unreachable",
  message: "The server does not answer. Check the connection and try again.",
});
const invalid = msg({ id: "admin.problem.invalid", message: "Check the highlighted fields." });

/**
 * The form field a violation's `propertyPath` belongs to: the field itself, or the nearest field it
 * is a part of (`salesChannels.2` belongs to `salesChannels`, `recipient.phone` to itself).
 * @example
 *   fieldOfPath("salesChannels.2", ["code", "salesChannels"]); // "salesChannels"
 *   fieldOfPath("cart", ["code"]); // undefined
 */
export function fieldOfPath<TField extends string>(
  path: string,
  fields: readonly TField[],
): TField | undefined {
  let best: TField | undefined;
  for (const field of fields) {
    if (path === field) return field;
    if (path.startsWith(`${field}.`) && (best === undefined || field.length > best.length)) best = field;
  }
  return best;
}

export interface FormProblems<TField extends string> {
  /** The first message per field. */
  byField: Partial<Record<TField, string>>;
  /** For the form as a whole: violations of no field, or the error's own message. */
  rest: string[];
}

/**
 * Sorts a failed call's problems into field messages and form messages: 422 violations go to their
 * fields, a refusal without violations (a conflict, a 404, no answer) to the form, in words a
 * person can act on.
 * @example
 *   formProblems(conflict, ["code"]); // { byField: {}, rest: ["Статус с кодом «new» уже есть."] }
 */
export function formProblems<TField extends string>(
  error: unknown,
  fields: readonly TField[],
): FormProblems<TField> {
  const byField: Partial<Record<TField, string>> = {};
  const rest: string[] = [];
  if (error instanceof ApiError && error.violations.length > 0) {
    for (const { propertyPath, message } of error.violations) {
      const field = fieldOfPath(propertyPath, fields);
      if (field && byField[field] === undefined) byField[field] = message;
      else if (!field) rest.push(message);
    }
    if (rest.length === 0 && Object.keys(byField).length > 0) rest.push(i18n._(invalid));
    return { byField, rest };
  }
  if (error instanceof ApiUnreachableError) return { byField, rest: [i18n._(unreachable)] };
  if (error instanceof Error && error.message) return { byField, rest: [readableApiMessage(error.message)] };
  return { byField, rest: [i18n._(unreachable)] };
}
