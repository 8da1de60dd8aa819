import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { answered, shopApi } from "../../lib/api";
import { searchKeys } from "./search-keys";

/** Suggestions start with the second letter: one letter matches half the catalog. */
export const MIN_SUGGESTION_LENGTH = 2;

/**
 * `GET /catalog/suggestions` for the query typed so far. The query function hands the request its
 * abort signal, so when the next keystroke changes the key the stale request is aborted: at most
 * one suggestion call is in flight.
 */
export const suggestionsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: searchKeys.suggestions(query),
    queryFn: async ({ signal }) => answered(await shopApi.products.suggest(query, { signal, silent: true })),
    staleTime: 60_000,
  });

/** The suggestions for `query` while `enabled`; the previous ones stay while the next load. */
export function useSuggestions(query: string, enabled: boolean) {
  const trimmed = query.trim();
  return useQuery({
    ...suggestionsQueryOptions(trimmed),
    enabled: enabled && trimmed.length >= MIN_SUGGESTION_LENGTH,
    placeholderData: keepPreviousData,
  });
}
