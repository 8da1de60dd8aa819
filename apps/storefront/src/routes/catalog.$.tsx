import { msg } from "@lingui/core/macro";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { catalogListRequest } from "../features/catalog/catalog-list-request";
import { CatalogPage } from "../features/catalog/catalog-page";
import { categoryPath, categoryTrail } from "../features/catalog/category-tree";
import { categoryTreeQueryOptions } from "../features/catalog/get-category-tree";
import { categoryProductsQueryOptions } from "../features/catalog/list-category-products";
import { type CatalogSearch, readCatalogSearch } from "../lib/catalog-search";
import { i18n } from "../lib/i18n";
import { pageTitle } from "../lib/page-title";
import { onTheServer } from "../lib/server-waits";

// `/catalog` itself matches too, with an empty splat: the whole catalog.
export const Route = createFileRoute("/catalog/$")({
  staticData: { layout: "two-columns" },
  validateSearch: (search): CatalogSearch => readCatalogSearch(search),
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params, deps }) => {
    // The products leave with the tree, not after it.
    const products = onTheServer(
      queryClient.prefetchQuery(
        categoryProductsQueryOptions(catalogListRequest(categoryPath(params._splat ?? ""), deps)),
      ),
    );
    const tree = await queryClient.ensureQueryData(categoryTreeQueryOptions());
    const category = categoryTrail(tree, params._splat ?? "");
    if (!category) throw notFound();
    await products;
    return { title: category.at(-1)?.title };
  },
  head: ({ loaderData }) => ({
    meta: [
      { title: pageTitle(loaderData?.title ?? i18n._(msg({ id: "catalog.title", message: "Catalog" }))) },
    ],
  }),
  component: CatalogRoute,
});

function CatalogRoute() {
  const { _splat: splat = "" } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CatalogPage
      categoryPath={categoryPath(splat)}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
    />
  );
}
