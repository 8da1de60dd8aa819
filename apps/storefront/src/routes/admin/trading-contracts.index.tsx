import { useLingui } from "@lingui/react/macro";
import { Button } from "@shop/ui";
import { createFileRoute, Link } from "@tanstack/react-router";
import { AdminPage } from "../../features/admin/admin-page";
import { adminTitles } from "../../features/admin/admin-titles";
import {
  ALL_CONTRACTS,
  tradingContractQueries,
} from "../../features/admin/trading-contracts/get-trading-contracts";
import { TradingContractsList } from "../../features/admin/trading-contracts/trading-contracts";
import { i18n } from "../../lib/i18n";
import { pageTitle } from "../../lib/page-title";

export const Route = createFileRoute("/admin/trading-contracts/")({
  codeSplitGroupings: [["loader", "component"]],
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(tradingContractQueries.list(ALL_CONTRACTS)),
  head: () => ({ meta: [{ title: pageTitle(i18n._(adminTitles.tradingContracts)) }] }),
  component: TradingContractsPage,
});

function TradingContractsPage() {
  const { t } = useLingui();
  return (
    <AdminPage
      heading={t(adminTitles.tradingContracts)}
      breadcrumbs={[{ label: t(adminTitles.tradingContracts) }]}
      actions={
        <Button asChild>
          <Link to="/admin/trading-contracts/new">{t(adminTitles.newTradingContract)}</Link>
        </Button>
      }
    >
      <TradingContractsList />
    </AdminPage>
  );
}
