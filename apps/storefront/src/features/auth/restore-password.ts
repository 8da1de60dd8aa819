import { useMutation } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { answered, shopApi } from "../../lib/api";
import { authErrorsAtom } from "../../lib/auth-errors";
import { authErrorMessages } from "./auth-errors";

/** `PATCH …/password-recovery`: mails a code; the answer's message tells the shopper what happened. */
export function useRequestPasswordCode() {
  const setErrors = useSetAtom(authErrorsAtom);
  return useMutation({
    mutationFn: async (email: string) => {
      setErrors([]);
      return answered(await shopApi.users.requestPasswordRecovery(email.trim()));
    },
    onError: (error) => setErrors(authErrorMessages(error)),
  });
}

/**
 * `PATCH …/password-recovery/confirm`, or `…/create-password` for an account made without a
 * password (`?mode=create`): the code and the new password.
 */
export function useSetPasswordWithCode(mode: "restore" | "create") {
  const setErrors = useSetAtom(authErrorsAtom);
  return useMutation({
    mutationFn: async ({ email, code, password }: { email: string; code: string; password: string }) => {
      setErrors([]);
      const body = { confirmationCode: code.trim(), plainPassword: password };
      return answered(
        mode === "create"
          ? await shopApi.users.createPassword(email, body)
          : await shopApi.users.confirmPasswordRecovery(email, body),
      );
    },
    onError: (error) => setErrors(authErrorMessages(error)),
  });
}
