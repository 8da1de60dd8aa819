/** Query keys of the UI kit page, under one root. */
export const uikitKeys = {
  all: ["uikit"] as const,
  sampleProduct: () => [...uikitKeys.all, "sample-product"] as const,
};
