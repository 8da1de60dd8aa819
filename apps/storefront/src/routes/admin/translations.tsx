import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { AdminPage } from "../../features/admin/admin-page";
import { adminTitles } from "../../features/admin/admin-titles";
import { isRecordId } from "../../features/admin/resource/record-id";
import {
  TranslationsPage,
  type TranslationsSearch,
} from "../../features/admin/translations/translations-page";
import { i18n } from "../../lib/i18n";
import { pageTitle } from "../../lib/page-title";
import { oneOf, optionalText } from "../../lib/search-params";

export const Route = createFileRoute("/admin/translations")({
  validateSearch: (search): TranslationsSearch => {
    const id = optionalText(search, "id");
    return {
      kind: oneOf(search, "kind", ["product", "category"] as const),
      id: id && isRecordId(id) ? Number(id) : undefined,
      q: optionalText(search, "q")?.slice(0, 100),
    };
  },
  head: () => ({ meta: [{ title: pageTitle(i18n._(adminTitles.translations)) }] }),
  component: TranslationsRoute,
});

function TranslationsRoute() {
  const { t } = useLingui();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminPage heading={t(adminTitles.translations)} breadcrumbs={[{ label: t(adminTitles.translations) }]}>
      <TranslationsPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
    </AdminPage>
  );
}
