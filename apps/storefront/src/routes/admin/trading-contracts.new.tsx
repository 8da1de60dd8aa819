import { useLingui } from "@lingui/react/macro";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { AdminPage } from "../../features/admin/admin-page";
import { adminTitles } from "../../features/admin/admin-titles";
import { NewTradingContractForm } from "../../features/admin/trading-contracts/trading-contracts";
import { i18n } from "../../lib/i18n";
import { pageTitle } from "../../lib/page-title";

export const Route = createFileRoute("/admin/trading-contracts/new")({
  head: () => ({ meta: [{ title: pageTitle(i18n._(adminTitles.newTradingContract)) }] }),
  component: NewTradingContractPage,
});

function NewTradingContractPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <AdminPage
      heading={t(adminTitles.newTradingContract)}
      breadcrumbs={[
        { label: t(adminTitles.tradingContracts), href: "/admin/trading-contracts" },
        { label: t(adminTitles.newTradingContract) },
      ]}
      backHref="/admin/trading-contracts"
    >
      <NewTradingContractForm onSaved={() => void navigate({ to: "/admin/trading-contracts" })} />
    </AdminPage>
  );
}
