import { useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, notFound, useNavigate } from "@tanstack/react-router";
import { AdminPage } from "../../features/admin/admin-page";
import { adminTitles, recordTitles } from "../../features/admin/admin-titles";
import { isNotFound, isRecordId } from "../../features/admin/resource/record-id";
import { EditSalesChannelForm } from "../../features/admin/sales-channels/sales-channel-form";
import { salesChannelQueries } from "../../features/admin/shared/get-sales-channels";
import { i18n } from "../../lib/i18n";
import { pageTitle } from "../../lib/page-title";

export const Route = createFileRoute("/admin/sales-channels/$id")({
  codeSplitGroupings: [["loader", "component"]],
  loader: async ({ context: { queryClient }, params }) => {
    if (!isRecordId(params.id)) throw notFound();
    try {
      const channel = await queryClient.ensureQueryData(salesChannelQueries.detail(params.id));
      return { title: channel.title };
    } catch (error) {
      if (isNotFound(error)) throw notFound();
      throw error;
    }
  },
  head: ({ loaderData }) =>
    loaderData ? { meta: [{ title: pageTitle(i18n._(recordTitles.salesChannel(loaderData.title))) }] } : {},
  component: SalesChannelPage,
});

function SalesChannelPage() {
  const { t } = useLingui();
  const { id } = Route.useParams();
  const navigate = useNavigate();
  const channel = useSuspenseQuery(salesChannelQueries.detail(id)).data;
  const heading = t(recordTitles.salesChannel(channel.title));
  return (
    <AdminPage
      heading={heading}
      breadcrumbs={[
        { label: t(adminTitles.salesChannels), href: "/admin/sales-channels" },
        { label: heading },
      ]}
      backHref="/admin/sales-channels"
    >
      <EditSalesChannelForm channel={channel} onDone={() => void navigate({ to: "/admin/sales-channels" })} />
    </AdminPage>
  );
}
