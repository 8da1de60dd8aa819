import type { CatalogListRequest } from "./catalog-list-request";

/** Query keys of the catalog feature, under one root that a change to the catalog would invalidate. */
export const catalogKeys = {
  all: ["catalog"] as const,
  categories: () => [...catalogKeys.all, "categories"] as const,
  products: (request: CatalogListRequest) => [...catalogKeys.all, "products", request] as const,
};
