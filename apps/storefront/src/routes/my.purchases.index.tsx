import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { ordersQueryOptions } from "../features/account/list-orders";
import { PurchasesList } from "../features/account/purchases-list";
import { i18n } from "../lib/i18n";
import { pageTitle } from "../lib/page-title";
import { pageNumber } from "../lib/search-params";
import { AccountPage } from "./-components/account-page";
import { accountTitles } from "./-components/account-titles";

export const Route = createFileRoute("/my/purchases/")({
  staticData: { layout: "two-columns", messages: "customer" },
  validateSearch: (search): { page?: number } => ({ page: pageNumber(search) }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(ordersQueryOptions(deps.page)),
  head: () => ({ meta: [{ title: pageTitle(i18n._(accountTitles.purchases)) }] }),
  component: PurchasesPage,
});

function PurchasesPage() {
  const { t } = useLingui();
  const { page = 1 } = Route.useSearch();
  return (
    <AccountPage heading={t(accountTitles.purchases)} breadcrumbs={[{ label: t(accountTitles.purchases) }]}>
      <PurchasesList page={page} />
    </AccountPage>
  );
}
