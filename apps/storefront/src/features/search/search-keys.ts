/** Query keys of the search feature, under one root. */
export const searchKeys = {
  all: ["search"] as const,
  results: (searchText: string, page: number) => [...searchKeys.all, "results", searchText, page] as const,
  suggestions: (searchText: string) => [...searchKeys.all, "suggestions", searchText] as const,
};
