import { msg } from "@lingui/core/macro";
import { createFileRoute, notFound, redirect } from "@tanstack/react-router";
import { CATALOG_PAGE_SIZE, catalogListRequest } from "../features/catalog/catalog-list-request";
import { CatalogPage } from "../features/catalog/catalog-page";
import { categoryPath, categoryTrail, isCategoryPath } from "../features/catalog/category-tree";
import { categoryTreeQueryOptions } from "../features/catalog/get-category-tree";
import { categoryProductsQueryOptions } from "../features/catalog/list-category-products";
import { i18n } from "../lib/i18n";
import { type ListingUrlParams, readListingUrl } from "../lib/listing-url";
import { pageOrigin } from "../lib/page-request";
import { pageTitle } from "../lib/page-title";
import { onTheServer } from "../lib/server-waits";

// `/catalog` itself matches too, with an empty splat: the whole catalog.
export const Route = createFileRoute("/catalog/$")({
  staticData: { layout: "two-columns" },
  validateSearch: (search): ListingUrlParams => readListingUrl(search),
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params, deps, location }) => {
    const path = categoryPath(params._splat ?? "");
    // A path no category can have is the 404 page before anything is asked of the API.
    if (!isCategoryPath(path)) throw notFound();
    const request = catalogListRequest(path, deps);
    const productsOptions = categoryProductsQueryOptions(request);
    // The products leave with the tree, not after it; the head's builder (JSON-LD) beside them.
    const products = onTheServer(queryClient.prefetchQuery(productsOptions));
    const [tree, { catalogHeadScripts }] = await Promise.all([
      queryClient.ensureQueryData(categoryTreeQueryOptions()),
      import("../features/catalog/catalog-head"),
    ]);
    const category = categoryTrail(tree, params._splat ?? "");
    if (!category) {
      // A path staff changed (a renamed or moved section, or one above it) leads on to the section,
      // permanently, with the listing's filters and sorting (docs/contract.md).
      const { movedAddress } = await import("../lib/moved-address");
      const to = await movedAddress("category", path);
      if (to) throw redirect({ href: `${to}${location.searchStr}`, statusCode: 308 });
      throw notFound();
    }
    await products;
    return {
      title: category.at(-1)?.title,
      scripts: catalogHeadScripts(i18n, {
        trail: category,
        products: queryClient.getQueryData(productsOptions.queryKey)?.member,
        page: request.page,
        pageSize: CATALOG_PAGE_SIZE,
        origin: pageOrigin(),
      }),
    };
  },
  head: ({ loaderData }) => ({
    meta: [
      { title: pageTitle(loaderData?.title ?? i18n._(msg({ id: "catalog.title", message: "Catalog" }))) },
    ],
    scripts: loaderData?.scripts,
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
