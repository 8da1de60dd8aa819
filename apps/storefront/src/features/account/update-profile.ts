import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answered, shopApi } from "../../lib/api";
import { sessionKeys } from "../../lib/session";
import { profileQueryOptions } from "./get-profile";
import { type ProfileFormValues, toProfileUpdate } from "./profile-rules";

/**
 * `PATCH /user/profile` with name, last name and the normalised phone. The answer is the profile;
 * the session (which shows the customer's name) reloads.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: ProfileFormValues) =>
      answered(await shopApi.profile.update(toProfileUpdate(values))),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, profile);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
