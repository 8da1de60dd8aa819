import { createFileRoute } from "@tanstack/react-router";
import { HomePage } from "../features/home/home-page";
import { newProductsQueryOptions } from "../features/home/list-new-products";
import { topCategoriesQueryOptions } from "../features/home/list-top-categories";

export const Route = createFileRoute("/")({
  staticData: { layout: "index-page" },
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(topCategoriesQueryOptions()),
      queryClient.ensureQueryData(newProductsQueryOptions()),
    ]),
  component: HomePage,
});
