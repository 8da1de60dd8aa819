import { ApiError, type Product } from "@shop/api-client";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { answered, shopApi } from "../../lib/api";
import { productKeys } from "./product-keys";

/** The product of a slug, or null when there is none (the page answers 404 then). */
async function getProduct(slug: string): Promise<Product | null> {
  try {
    // Silent: an unknown slug is the 404 screen, not an error toast; other errors are thrown.
    return answered(await shopApi.products.getBySlug(slug, { silent: true }));
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return null;
    throw error;
  }
}

/** A product by its slug (`/product/{slug}`). */
export const productQueryOptions = (slug: string) =>
  queryOptions({ queryKey: productKeys.bySlug(slug), queryFn: () => getProduct(slug) });

export const useProduct = (slug: string) => useSuspenseQuery(productQueryOptions(slug)).data;
