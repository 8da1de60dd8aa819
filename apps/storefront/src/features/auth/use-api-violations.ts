import { ApiError } from "@shop/api-client";
import { useSetAtom } from "jotai";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { authErrorsAtom } from "../../lib/auth-errors";
import { violationsByField } from "../../lib/field-rules";

/**
 * Puts the API's 422 violations next to the form's fields; violations of other paths join the
 * auth error list.
 */
export function useApiViolations<TForm extends FieldValues>(
  setError: UseFormSetError<TForm>,
  fields: readonly Path<TForm>[],
) {
  const setErrors = useSetAtom(authErrorsAtom);
  return (error: unknown) => {
    if (!(error instanceof ApiError) || error.violations.length === 0) return;
    const { byField, rest } = violationsByField(error.violations, fields);
    for (const field of fields) {
      const message = byField[field];
      if (message) setError(field, { type: "server", message });
    }
    if (rest.length > 0) setErrors(rest);
  };
}
