import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { AdminPage } from "../../features/admin/admin-page";
import { adminTitles } from "../../features/admin/admin-titles";
import { CategoriesTree } from "../../features/admin/categories/categories-tree";
import { categoryTreeQueryOptions } from "../../features/admin/shared/get-categories";
import { i18n } from "../../lib/i18n";
import { pageTitle } from "../../lib/page-title";

export const Route = createFileRoute("/admin/categories/")({
  codeSplitGroupings: [["loader", "component"]],
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(categoryTreeQueryOptions()),
  head: () => ({ meta: [{ title: pageTitle(i18n._(adminTitles.categories)) }] }),
  component: CategoriesPage,
});

function CategoriesPage() {
  const { t } = useLingui();
  return (
    <AdminPage heading={t(adminTitles.categories)} breadcrumbs={[{ label: t(adminTitles.categories) }]}>
      <CategoriesTree />
    </AdminPage>
  );
}
