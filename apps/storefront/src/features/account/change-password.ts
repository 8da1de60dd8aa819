import { useMutation } from "@tanstack/react-query";
import { answered, shopApi } from "../../lib/api";

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
}

/**
 * `PATCH /user/profile/change-password`. The change signs out every other device; the new token
 * the API answers for this one lasts as long as the old one did (remember-me or not), and the
 * storefront's server swaps it into the cookie. A wrong current password is a violation on
 * `currentPassword`.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: async ({ currentPassword, newPassword }: PasswordChangeInput) => {
      answered(await shopApi.profile.changePassword({ currentPassword, plainPassword: newPassword }));
    },
  });
}
