import { ApiError } from "@shop/api-client";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ProblemList } from "../../components/problem-list";
import { violationsByField } from "../../lib/field-rules";

/**
 * Puts the API's violations next to the form's fields (`propertyPath` is the field's name).
 * @example
 *   onError: (error) => showFieldViolations(error, setError, ["name", "phone"]),
 */
export function showFieldViolations<TForm extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TForm>,
  fields: readonly Path<TForm>[],
) {
  if (!(error instanceof ApiError)) return;
  const { byField } = violationsByField(error.violations, fields);
  for (const field of fields) {
    const message = byField[field];
    if (message) setError(field, { type: "server", message }, { shouldFocus: true });
  }
}

/**
 * What a failed call leaves for the form as a whole: violations of no field of the form, or the
 * error's message when it has no violations (a rate limit, a conflict, no answer at all).
 * @example
 *   formLevelErrors(mutation.error, ["email", "password"]); // ["Слишком много попыток…"]
 */
export function formLevelErrors(error: unknown, fields: readonly string[]): string[] {
  if (error === null || error === undefined) return [];
  if (error instanceof ApiError && error.violations.length > 0) {
    return violationsByField(error.violations, fields).rest;
  }
  return [error instanceof Error ? error.message : String(error)];
}

/** The form-level errors, announced when they appear. */
export function FormErrors({ messages }: { messages: readonly string[] }) {
  return <ProblemList problems={messages} testId="form-errors" />;
}
