import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { AdminPage } from "../../features/admin/admin-page";
import { adminTitles } from "../../features/admin/admin-titles";
import { AuditLogList } from "../../features/admin/audit-log/audit-log-list";
import {
  type AuditLogSearch,
  auditLogListParams,
  readAuditLogSearch,
} from "../../features/admin/audit-log/audit-log-search";
import { auditLogQueries } from "../../features/admin/audit-log/get-audit-log";
import { AdminPanelForbiddenError, administratorsOnly, isAdmin } from "../../lib/app-mode";
import { i18n } from "../../lib/i18n";
import { pageTitle } from "../../lib/page-title";

export const Route = createFileRoute("/admin/audit-log")({
  // Other staff get the 403 screen before anything is asked of the API (which refuses them too).
  beforeLoad: ({ context }) => {
    if (!isAdmin(context.session.user)) throw new AdminPanelForbiddenError(administratorsOnly);
  },
  codeSplitGroupings: [["loader", "component"]],
  validateSearch: (search): AuditLogSearch => readAuditLogSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(auditLogQueries.list(auditLogListParams(deps))),
  head: () => ({ meta: [{ title: pageTitle(i18n._(adminTitles.auditLog)) }] }),
  component: AuditLogPage,
});

function AuditLogPage() {
  const { t } = useLingui();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminPage heading={t(adminTitles.auditLog)} breadcrumbs={[{ label: t(adminTitles.auditLog) }]}>
      <AuditLogList search={search} onSearchChange={(next) => void navigate({ search: next })} />
    </AdminPage>
  );
}
