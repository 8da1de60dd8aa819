/** Query keys of the search feature, under one root. */
export const searchKeys = {
  all: ["search"] as const,
  results: (query: string, page: number) => [...searchKeys.all, "results", query, page] as const,
  suggestions: (query: string) => [...searchKeys.all, "suggestions", query] as const,
};
