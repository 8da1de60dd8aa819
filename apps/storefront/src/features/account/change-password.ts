import { useMutation } from "@tanstack/react-query";
import { answered, shopApi } from "../../lib/api";
import { readToken, storeToken } from "../../lib/auth-token";
import { isRememberedToken } from "./token-lifetime";

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
}

/**
 * `PATCH /user/profile/change-password`. The change signs out every token issued before it, so the
 * answer's new token replaces the stored one, kept as long as the old one was (remember-me or not).
 * A wrong current password is a violation on `currentPassword`.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: async ({ currentPassword, newPassword }: PasswordChangeInput) => {
      const rememberMe = isRememberedToken(readToken() ?? "");
      const { token } = answered(
        await shopApi.profile.changePassword({ currentPassword, plainPassword: newPassword, rememberMe }),
      );
      storeToken(token, { remember: rememberMe });
    },
  });
}
