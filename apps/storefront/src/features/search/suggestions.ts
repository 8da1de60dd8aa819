import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { answered, shopApi } from "../../lib/api";
import { searchKeys } from "./search-keys";

/** Suggestions start with the second letter: one letter matches half the catalog. */
export const MIN_SUGGESTION_LENGTH = 2;

/**
 * `GET /catalog/suggestions` for the search text typed so far. The query function hands the request its
 * abort signal, so when the next keystroke changes the key the stale request is aborted: at most
 * one suggestion call is in flight.
 */
export const suggestionsQueryOptions = (searchText: string) =>
  queryOptions({
    queryKey: searchKeys.suggestions(searchText),
    queryFn: async ({ signal }) =>
      answered(await shopApi.products.suggest(searchText, { signal, silent: true })),
    staleTime: 60_000,
  });

/** The suggestions for `searchText` while `enabled`; the previous ones stay while the next load. */
export function useSuggestions(searchText: string, enabled: boolean) {
  const trimmed = searchText.trim();
  return useQuery({
    ...suggestionsQueryOptions(trimmed),
    enabled: enabled && trimmed.length >= MIN_SUGGESTION_LENGTH,
    placeholderData: keepPreviousData,
  });
}
