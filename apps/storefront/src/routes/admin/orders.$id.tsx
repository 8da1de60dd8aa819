import { useLingui } from "@lingui/react/macro";
import { createFileRoute, notFound, useNavigate } from "@tanstack/react-router";
import { AdminPage } from "../../features/admin/admin-page";
import { adminTitles, recordTitles } from "../../features/admin/admin-titles";
import { orderQueries } from "../../features/admin/orders/get-orders";
import { OrderDetail } from "../../features/admin/orders/order-detail";
import { isNotFound, isRecordId } from "../../features/admin/resource/record-id";
import { ALL_STATUSES, orderStatusQueries } from "../../features/admin/shared/get-order-statuses";
import { i18n } from "../../lib/i18n";
import { pageTitle } from "../../lib/page-title";

export const Route = createFileRoute("/admin/orders/$id")({
  codeSplitGroupings: [["loader", "component"]],
  loader: async ({ context: { queryClient }, params }) => {
    if (!isRecordId(params.id)) throw notFound();
    try {
      const [order] = await Promise.all([
        queryClient.ensureQueryData(orderQueries.detail(params.id)),
        queryClient.ensureQueryData(orderStatusQueries.list(ALL_STATUSES)),
      ]);
      return { number: order.number };
    } catch (error) {
      if (isNotFound(error)) throw notFound();
      throw error;
    }
  },
  head: ({ loaderData }) =>
    loaderData ? { meta: [{ title: pageTitle(i18n._(recordTitles.order(loaderData.number))) }] } : {},
  component: OrderPage,
});

function OrderPage() {
  const { t } = useLingui();
  const { id } = Route.useParams();
  const { number } = Route.useLoaderData();
  const navigate = useNavigate();
  const title = t(recordTitles.order(number));
  return (
    <AdminPage
      heading={title}
      breadcrumbs={[{ label: t(adminTitles.orders), href: "/admin/orders" }, { label: title }]}
      backHref="/admin/orders"
    >
      <OrderDetail id={id} onDeleted={() => void navigate({ to: "/admin/orders" })} />
    </AdminPage>
  );
}
