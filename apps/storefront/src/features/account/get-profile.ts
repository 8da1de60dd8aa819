import { useSuspenseQuery } from "@tanstack/react-query";
import { profileQueryOptions } from "../../lib/profile";

// The query options live in lib/profile.ts: checkout prefills its recipient from the same query.
export { profileQueryOptions };

export const useProfile = () => useSuspenseQuery(profileQueryOptions()).data;
