import type { Credentials } from "@shop/api-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { answered, shopApi } from "../../lib/api";
import { authErrorsAtom } from "../../lib/auth-errors";
import { sessionKeys } from "../../lib/session";
import { authErrorMessages } from "./auth-errors";

export interface LogInInput extends Credentials {
  rememberMe: boolean;
}

/**
 * `POST /auth` (with remember-me the API signs the token for a year, not a day; the storefront's
 * server puts it into an HttpOnly cookie for as long), then the session reloads — which
 * merges the anonymous cart into the customer's (app/start-browser-app.ts).
 * Failures fill the auth error list.
 */
export function useLogIn() {
  const queryClient = useQueryClient();
  const setErrors = useSetAtom(authErrorsAtom);
  return useMutation({
    mutationFn: async ({ username, password, rememberMe }: LogInInput) => {
      setErrors([]);
      // The storefront's server keeps the token in an HttpOnly cookie (a year with remember-me).
      answered(await shopApi.auth.login({ username, password, rememberMe }));
      await queryClient.refetchQueries({ queryKey: sessionKeys.all });
    },
    onError: (error) => setErrors(authErrorMessages(error)),
  });
}
