import { useLingui } from "@lingui/react/macro";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { AdminPage } from "../../features/admin/admin-page";
import { adminTitles } from "../../features/admin/admin-titles";
import { NewSalesChannelForm } from "../../features/admin/sales-channels/sales-channel-form";
import { i18n } from "../../lib/i18n";
import { pageTitle } from "../../lib/page-title";

export const Route = createFileRoute("/admin/sales-channels/new")({
  head: () => ({ meta: [{ title: pageTitle(i18n._(adminTitles.newSalesChannel)) }] }),
  component: NewSalesChannelPage,
});

function NewSalesChannelPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <AdminPage
      heading={t(adminTitles.newSalesChannel)}
      breadcrumbs={[
        { label: t(adminTitles.salesChannels), href: "/admin/sales-channels" },
        { label: t(adminTitles.newSalesChannel) },
      ]}
      backHref="/admin/sales-channels"
    >
      <NewSalesChannelForm onSaved={() => void navigate({ to: "/admin/sales-channels" })} />
    </AdminPage>
  );
}
