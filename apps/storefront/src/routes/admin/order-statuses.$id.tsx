import { useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, notFound, useNavigate } from "@tanstack/react-router";
import { AdminPage } from "../../features/admin/admin-page";
import { adminTitles, recordTitles } from "../../features/admin/admin-titles";
import { EditOrderStatusForm } from "../../features/admin/order-statuses/order-status-form";
import { isNotFound, isRecordId } from "../../features/admin/resource/record-id";
import { orderStatusQueries } from "../../features/admin/shared/get-order-statuses";
import { ALL_CHANNELS, salesChannelQueries } from "../../features/admin/shared/get-sales-channels";
import { i18n } from "../../lib/i18n";
import { pageTitle } from "../../lib/page-title";

export const Route = createFileRoute("/admin/order-statuses/$id")({
  codeSplitGroupings: [["loader", "component"]],
  loader: async ({ context: { queryClient }, params }) => {
    if (!isRecordId(params.id)) throw notFound();
    try {
      const [status] = await Promise.all([
        queryClient.ensureQueryData(orderStatusQueries.detail(params.id)),
        queryClient.ensureQueryData(salesChannelQueries.list(ALL_CHANNELS)),
      ]);
      return { title: status.title };
    } catch (error) {
      if (isNotFound(error)) throw notFound();
      throw error;
    }
  },
  head: ({ loaderData }) =>
    loaderData ? { meta: [{ title: pageTitle(i18n._(recordTitles.orderStatus(loaderData.title))) }] } : {},
  component: OrderStatusPage,
});

function OrderStatusPage() {
  const { t } = useLingui();
  const { id } = Route.useParams();
  const navigate = useNavigate();
  const status = useSuspenseQuery(orderStatusQueries.detail(id)).data;
  const heading = t(recordTitles.orderStatus(status.title));
  return (
    <AdminPage
      heading={heading}
      breadcrumbs={[
        { label: t(adminTitles.orderStatuses), href: "/admin/order-statuses" },
        { label: heading },
      ]}
      backHref="/admin/order-statuses"
    >
      <EditOrderStatusForm status={status} onDone={() => void navigate({ to: "/admin/order-statuses" })} />
    </AdminPage>
  );
}
