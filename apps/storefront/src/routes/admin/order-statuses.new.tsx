import { useLingui } from "@lingui/react/macro";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { AdminPage } from "../../features/admin/admin-page";
import { adminTitles } from "../../features/admin/admin-titles";
import { NewOrderStatusForm } from "../../features/admin/order-statuses/order-status-form";
import { ALL_CHANNELS, salesChannelQueries } from "../../features/admin/shared/get-sales-channels";
import { i18n } from "../../lib/i18n";
import { pageTitle } from "../../lib/page-title";

export const Route = createFileRoute("/admin/order-statuses/new")({
  codeSplitGroupings: [["loader", "component"]],
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(salesChannelQueries.list(ALL_CHANNELS)),
  head: () => ({ meta: [{ title: pageTitle(i18n._(adminTitles.newOrderStatus)) }] }),
  component: NewOrderStatusPage,
});

function NewOrderStatusPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <AdminPage
      heading={t(adminTitles.newOrderStatus)}
      breadcrumbs={[
        { label: t(adminTitles.orderStatuses), href: "/admin/order-statuses" },
        { label: t(adminTitles.newOrderStatus) },
      ]}
      backHref="/admin/order-statuses"
    >
      <NewOrderStatusForm onSaved={() => void navigate({ to: "/admin/order-statuses" })} />
    </AdminPage>
  );
}
