import { queryOptions } from "@tanstack/react-query";
import { answered, shopApi } from "./api";

/** `GET /user/profile`: shared by the account pages and the checkout's recipient. */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ["profile"],
    queryFn: async () => answered(await shopApi.profile.get()),
  });
