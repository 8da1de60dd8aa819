import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { AdminPage } from "../../features/admin/admin-page";
import { adminTitles } from "../../features/admin/admin-titles";
import { orderQueries } from "../../features/admin/orders/get-orders";
import { OrdersList } from "../../features/admin/orders/orders-list";
import {
  ORDERS_SEARCH,
  type OrdersSearch,
  ordersListParams,
} from "../../features/admin/orders/orders-search";
import { readListSearch } from "../../features/admin/resource/list-search";
import { ALL_STATUSES, orderStatusQueries } from "../../features/admin/shared/get-order-statuses";
import { i18n } from "../../lib/i18n";
import { pageTitle } from "../../lib/page-title";

export const Route = createFileRoute("/admin/orders/")({
  // The loader leaves with the page's code: shoppers' entry chunk carries neither.
  codeSplitGroupings: [["loader", "component"]],
  validateSearch: (search): OrdersSearch => readListSearch(ORDERS_SEARCH, search),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      queryClient.ensureQueryData(orderStatusQueries.list(ALL_STATUSES)),
      queryClient.ensureQueryData(orderQueries.list(ordersListParams(deps))),
    ]),
  head: () => ({ meta: [{ title: pageTitle(i18n._(adminTitles.orders)) }] }),
  component: OrdersPage,
});

function OrdersPage() {
  const { t } = useLingui();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminPage heading={t(adminTitles.orders)} breadcrumbs={[{ label: t(adminTitles.orders) }]}>
      <OrdersList search={search} onSearchChange={(next) => void navigate({ search: next })} />
    </AdminPage>
  );
}
