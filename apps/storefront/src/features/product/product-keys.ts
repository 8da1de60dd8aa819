/** Query keys of the product page, under one root. */
export const productKeys = {
  all: ["product"] as const,
  bySlug: (slug: string) => [...productKeys.all, slug] as const,
};
