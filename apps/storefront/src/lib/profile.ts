import { queryOptions } from "@tanstack/react-query";
import { answered, shopApi } from "./api";

/** Query keys of the customer's profile. */
export const profileKeys = {
  all: ["profile"] as const,
};

/** `GET /user/profile`: shared by the account pages and the checkout's recipient. */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.all,
    queryFn: async () => answered(await shopApi.profile.get()),
  });
