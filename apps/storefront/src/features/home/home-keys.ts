/** Query keys of the home page's lists, under one root. */
export const homeKeys = {
  all: ["home"] as const,
  topCategories: () => [...homeKeys.all, "top-categories"] as const,
  newProducts: () => [...homeKeys.all, "new-products"] as const,
};
