import { useLingui } from "@lingui/react/macro";
import { Button } from "@shop/ui";
import { createFileRoute, Link } from "@tanstack/react-router";
import { AdminPage } from "../../features/admin/admin-page";
import { adminTitles } from "../../features/admin/admin-titles";
import { OrderStatusesList } from "../../features/admin/order-statuses/order-statuses-list";
import { ALL_STATUSES, orderStatusQueries } from "../../features/admin/shared/get-order-statuses";
import { i18n } from "../../lib/i18n";
import { pageTitle } from "../../lib/page-title";

export const Route = createFileRoute("/admin/order-statuses/")({
  codeSplitGroupings: [["loader", "component"]],
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(orderStatusQueries.list(ALL_STATUSES)),
  head: () => ({ meta: [{ title: pageTitle(i18n._(adminTitles.orderStatuses)) }] }),
  component: OrderStatusesPage,
});

function OrderStatusesPage() {
  const { t } = useLingui();
  return (
    <AdminPage
      heading={t(adminTitles.orderStatuses)}
      breadcrumbs={[{ label: t(adminTitles.orderStatuses) }]}
      actions={
        <Button asChild>
          <Link to="/admin/order-statuses/new">{t(adminTitles.newOrderStatus)}</Link>
        </Button>
      }
    >
      <OrderStatusesList />
    </AdminPage>
  );
}
