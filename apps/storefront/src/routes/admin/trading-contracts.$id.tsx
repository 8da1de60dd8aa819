import { useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, notFound, useNavigate } from "@tanstack/react-router";
import { AdminPage } from "../../features/admin/admin-page";
import { adminTitles, recordTitles } from "../../features/admin/admin-titles";
import { isNotFound, isRecordId } from "../../features/admin/resource/record-id";
import { tradingContractQueries } from "../../features/admin/trading-contracts/get-trading-contracts";
import { EditTradingContractForm } from "../../features/admin/trading-contracts/trading-contracts";
import { i18n } from "../../lib/i18n";
import { pageTitle } from "../../lib/page-title";

export const Route = createFileRoute("/admin/trading-contracts/$id")({
  codeSplitGroupings: [["loader", "component"]],
  loader: async ({ context: { queryClient }, params }) => {
    if (!isRecordId(params.id)) throw notFound();
    try {
      const contract = await queryClient.ensureQueryData(tradingContractQueries.detail(params.id));
      return { title: contract.title };
    } catch (error) {
      if (isNotFound(error)) throw notFound();
      throw error;
    }
  },
  head: ({ loaderData }) =>
    loaderData
      ? { meta: [{ title: pageTitle(i18n._(recordTitles.tradingContract(loaderData.title))) }] }
      : {},
  component: TradingContractPage,
});

function TradingContractPage() {
  const { t } = useLingui();
  const { id } = Route.useParams();
  const navigate = useNavigate();
  const contract = useSuspenseQuery(tradingContractQueries.detail(id)).data;
  const heading = t(recordTitles.tradingContract(contract.title));
  return (
    <AdminPage
      heading={heading}
      breadcrumbs={[
        { label: t(adminTitles.tradingContracts), href: "/admin/trading-contracts" },
        { label: heading },
      ]}
      backHref="/admin/trading-contracts"
    >
      <EditTradingContractForm
        contract={contract}
        onDone={() => void navigate({ to: "/admin/trading-contracts" })}
      />
    </AdminPage>
  );
}
