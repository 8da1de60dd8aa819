/** Query keys of the search feature, under one root. */
export const searchKeys = {
  all: ["search"] as const,
  results: (text: string, page: number) => [...searchKeys.all, "results", text, page] as const,
  suggestions: (text: string) => [...searchKeys.all, "suggestions", text] as const,
};
