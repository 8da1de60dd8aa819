import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { AdminPage } from "../../features/admin/admin-page";
import { adminTitles } from "../../features/admin/admin-titles";
import { CatalogImport } from "../../features/admin/catalog-import/catalog-import";
import { i18n } from "../../lib/i18n";
import { pageTitle } from "../../lib/page-title";
import { pageNumber } from "../../lib/search-params";

/**
 * `?job=7`: the import shown, so that a reload (or a link) follows the same import; `?page=2`: the
 * history's page (the first without it).
 */
interface ImportsSearch {
  job?: number;
  page?: number;
}

// In the entry chunk, as every route's search reader: the shared `pageNumber` and one check.
const readSearch = (search: Record<string, unknown>): ImportsSearch => {
  const job = Number(search.job);
  return { ...(Number.isInteger(job) && job > 0 ? { job } : {}), page: pageNumber(search) };
};

export const Route = createFileRoute("/admin/imports")({
  codeSplitGroupings: [["loader", "component"]],
  validateSearch: readSearch,
  head: () => ({ meta: [{ title: pageTitle(i18n._(adminTitles.imports)) }] }),
  component: ImportsPage,
});

function ImportsPage() {
  const { t } = useLingui();
  const { job, page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminPage heading={t(adminTitles.imports)} breadcrumbs={[{ label: t(adminTitles.imports) }]}>
      <CatalogImport
        jobId={job}
        historyPage={page ?? 1}
        onShow={(id) => void navigate({ search: { job: id } })}
      />
    </AdminPage>
  );
}
