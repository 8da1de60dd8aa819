import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { answered, shopApi } from "../../lib/api";

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ["profile"],
    queryFn: async () => answered(await shopApi.profile.get()),
  });

export const useProfile = () => useSuspenseQuery(profileQueryOptions()).data;
