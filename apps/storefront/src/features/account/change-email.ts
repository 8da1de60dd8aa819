import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answered, shopApi } from "../../lib/api";
import { sessionKeys } from "../../lib/session";
import { profileQueryOptions } from "./get-profile";

export interface EmailChangeInput {
  email: string;
  password: string;
}

/**
 * `POST /user/profile/change-email`: the API mails a code to the new address and answers a
 * message (shown as a toast). A wrong password is a violation on `password`.
 */
export function useChangeEmail() {
  return useMutation({
    mutationFn: async ({ email, password }: EmailChangeInput) =>
      answered(await shopApi.profile.changeEmail({ email: email.trim(), password })),
  });
}

/** `PATCH /user/profile/change-email/confirm` with the mailed code: the profile has the new email. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      answered(await shopApi.profile.confirmEmailChange({ confirmationCode: code.trim() })),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, profile);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
