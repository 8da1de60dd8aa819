import { useLingui } from "@lingui/react/macro";
import { Button } from "@shop/ui";
import { createFileRoute, Link } from "@tanstack/react-router";
import { AdminPage } from "../../features/admin/admin-page";
import { adminTitles } from "../../features/admin/admin-titles";
import { productQueries } from "../../features/admin/products/get-products";
import { ProductsList } from "../../features/admin/products/products-list";
import {
  PRODUCTS_SEARCH,
  type ProductsSearch,
  productsListParams,
} from "../../features/admin/products/products-search";
import { readListSearch } from "../../features/admin/resource/list-search";
import { categoryTreeQueryOptions } from "../../features/admin/shared/get-categories";
import { i18n } from "../../lib/i18n";
import { pageTitle } from "../../lib/page-title";

export const Route = createFileRoute("/admin/products/")({
  codeSplitGroupings: [["loader", "component"]],
  validateSearch: (search): ProductsSearch => readListSearch(PRODUCTS_SEARCH, search),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      queryClient.ensureQueryData(categoryTreeQueryOptions()),
      queryClient.ensureQueryData(productQueries.list(productsListParams(deps))),
    ]),
  head: () => ({ meta: [{ title: pageTitle(i18n._(adminTitles.products)) }] }),
  component: ProductsPage,
});

function ProductsPage() {
  const { t } = useLingui();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminPage
      heading={t(adminTitles.products)}
      breadcrumbs={[{ label: t(adminTitles.products) }]}
      actions={
        <Button asChild>
          <Link to="/admin/products/new">{t(adminTitles.newProduct)}</Link>
        </Button>
      }
    >
      <ProductsList search={search} onSearchChange={(next) => void navigate({ search: next })} />
    </AdminPage>
  );
}
