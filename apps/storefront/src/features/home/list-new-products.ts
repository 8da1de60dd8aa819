import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { answered, shopApi } from "../../lib/api";
import { homeKeys } from "./home-keys";

/** How many new arrivals the home page shows. */
export const NEW_PRODUCTS_COUNT = 8;

async function listNewProducts() {
  const page = answered(
    await shopApi.products.list({
      itemsPerPage: NEW_PRODUCTS_COUNT,
      sort: { createdAt: "desc" },
      view: "card",
    }),
  );
  return page.member;
}

/** The newest products of the catalog, for the home page. */
export const newProductsQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.newProducts(), queryFn: listNewProducts });

export const useNewProducts = () => useSuspenseQuery(newProductsQueryOptions()).data;
