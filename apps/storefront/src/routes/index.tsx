import { createFileRoute } from "@tanstack/react-router";
import { HomePage } from "../features/home/home-page";
import { newProductsQueryOptions } from "../features/home/list-new-products";
import { topCategoriesQueryOptions } from "../features/home/list-top-categories";
import { pageOrigin } from "../lib/page-request";

export const Route = createFileRoute("/")({
  staticData: { layout: "index-page" },
  loader: async ({ context: { queryClient } }) => {
    // The head's builder (JSON-LD of the new arrivals) arrives beside the data, outside the entry chunk.
    const [, newProducts, { itemListJsonLd, jsonLdScripts }] = await Promise.all([
      queryClient.ensureQueryData(topCategoriesQueryOptions()),
      queryClient.ensureQueryData(newProductsQueryOptions()),
      import("../lib/structured-data"),
    ]);
    return { scripts: jsonLdScripts(itemListJsonLd(newProducts, { origin: pageOrigin() })) };
  },
  head: ({ loaderData }) => ({ scripts: loaderData?.scripts }),
  component: HomePage,
});
