import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { AdminPage } from "../../features/admin/admin-page";
import { adminTitles } from "../../features/admin/admin-titles";
import { CatalogImport } from "../../features/admin/catalog-import/catalog-import";
import { i18n } from "../../lib/i18n";
import { pageTitle } from "../../lib/page-title";

/** `?job=7`: the import shown, so that a reload (or a link) follows the same import. */
interface ImportsSearch {
  job?: number;
}

const readSearch = (search: Record<string, unknown>): ImportsSearch => {
  const job = Number(search.job);
  return Number.isInteger(job) && job > 0 ? { job } : {};
};

export const Route = createFileRoute("/admin/imports")({
  codeSplitGroupings: [["loader", "component"]],
  validateSearch: readSearch,
  head: () => ({ meta: [{ title: pageTitle(i18n._(adminTitles.imports)) }] }),
  component: ImportsPage,
});

function ImportsPage() {
  const { t } = useLingui();
  const { job } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminPage heading={t(adminTitles.imports)} breadcrumbs={[{ label: t(adminTitles.imports) }]}>
      <CatalogImport jobId={job} onShow={(id) => void navigate({ search: { job: id } })} />
    </AdminPage>
  );
}
