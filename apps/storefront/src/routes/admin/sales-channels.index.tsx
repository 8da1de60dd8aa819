import { useLingui } from "@lingui/react/macro";
import { Button } from "@shop/ui";
import { createFileRoute, Link } from "@tanstack/react-router";
import { AdminPage } from "../../features/admin/admin-page";
import { adminTitles } from "../../features/admin/admin-titles";
import { SalesChannelsList } from "../../features/admin/sales-channels/sales-channels-list";
import { ALL_CHANNELS, salesChannelQueries } from "../../features/admin/shared/get-sales-channels";
import { i18n } from "../../lib/i18n";
import { pageTitle } from "../../lib/page-title";

export const Route = createFileRoute("/admin/sales-channels/")({
  codeSplitGroupings: [["loader", "component"]],
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(salesChannelQueries.list(ALL_CHANNELS)),
  head: () => ({ meta: [{ title: pageTitle(i18n._(adminTitles.salesChannels)) }] }),
  component: SalesChannelsPage,
});

function SalesChannelsPage() {
  const { t } = useLingui();
  return (
    <AdminPage
      heading={t(adminTitles.salesChannels)}
      breadcrumbs={[{ label: t(adminTitles.salesChannels) }]}
      actions={
        <Button asChild>
          <Link to="/admin/sales-channels/new">{t(adminTitles.newSalesChannel)}</Link>
        </Button>
      }
    >
      <SalesChannelsList />
    </AdminPage>
  );
}
