import { useLingui } from "@lingui/react/macro";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { AdminPage } from "../../features/admin/admin-page";
import { adminTitles, isIntlList } from "../../features/admin/admin-titles";
import { type IntlSearch, intlListParams, intlQueries } from "../../features/admin/intl/get-intl-list";
import { IntlListView } from "../../features/admin/intl/intl-list";
import { i18n } from "../../lib/i18n";
import { pageTitle } from "../../lib/page-title";
import { optionalText, pageNumber } from "../../lib/search-params";

export const Route = createFileRoute("/admin/intl/$list")({
  codeSplitGroupings: [["loader", "component"]],
  validateSearch: (search): IntlSearch => ({
    page: pageNumber(search),
    code: optionalText(search, "code")?.slice(0, 64),
  }),
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params, deps }) => {
    if (!isIntlList(params.list)) throw notFound();
    await queryClient.ensureQueryData(intlQueries(params.list).list(intlListParams(deps)));
  },
  head: ({ params }) =>
    isIntlList(params.list) ? { meta: [{ title: pageTitle(i18n._(adminTitles[params.list])) }] } : {},
  component: IntlPage,
});

function IntlPage() {
  const { t } = useLingui();
  const { list } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!isIntlList(list)) return null;
  const title = t(adminTitles[list]);
  return (
    <AdminPage
      heading={title}
      breadcrumbs={[{ label: t({ id: "admin.menu.intl", message: "Reference lists" }) }, { label: title }]}
    >
      <IntlListView list={list} search={search} onSearchChange={(next) => void navigate({ search: next })} />
    </AdminPage>
  );
}
