import { ApiError, type Registration } from "@shop/api-client";
import { useMutation } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { answered, shopApi } from "../../lib/api";
import { authErrorsAtom } from "../../lib/auth-errors";
import { normalisePhone } from "../../lib/field-rules";
import { authErrorMessages } from "./auth-errors";

// Violations are shown next to their fields by the form; everything else goes into the list.
function collect(setErrors: (errors: string[]) => void) {
  return (error: unknown) => {
    if (error instanceof ApiError && error.violations.length > 0) {
      setErrors(error.violations.some((violation) => violation.propertyPath === "") ? [error.message] : []);
      return;
    }
    setErrors(authErrorMessages(error));
  };
}

/** `POST /user/users`: the API mails a confirmation code (202 with a message, shown as a toast). */
export function useRegister() {
  const setErrors = useSetAtom(authErrorsAtom);
  return useMutation({
    mutationFn: async (input: Registration) => {
      setErrors([]);
      return answered(
        await shopApi.users.register({
          ...input,
          email: input.email.trim(),
          phone: normalisePhone(input.phone),
        }),
      );
    },
    onError: collect(setErrors),
  });
}

/** `PATCH /user/users-by-email/{email}/confirm-registration` with the mailed code. */
export function useConfirmRegistration() {
  const setErrors = useSetAtom(authErrorsAtom);
  return useMutation({
    mutationFn: async ({ email, code }: { email: string; code: string }) => {
      setErrors([]);
      return answered(await shopApi.users.confirmRegistration(email, { confirmationCode: code.trim() }));
    },
    onError: collect(setErrors),
  });
}
