import { useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, notFound, useNavigate } from "@tanstack/react-router";
import { AdminPage } from "../../features/admin/admin-page";
import { adminTitles, recordTitles } from "../../features/admin/admin-titles";
import { CategoryEditor } from "../../features/admin/categories/category-editor";
import { isRecordId } from "../../features/admin/resource/record-id";
import { categoryTreeQueryOptions } from "../../features/admin/shared/get-categories";
import { i18n } from "../../lib/i18n";
import { pageTitle } from "../../lib/page-title";

export const Route = createFileRoute("/admin/categories/$id")({
  codeSplitGroupings: [["loader", "component"]],
  loader: async ({ context: { queryClient }, params }) => {
    if (!isRecordId(params.id)) throw notFound();
    const tree = await queryClient.ensureQueryData(categoryTreeQueryOptions());
    const category = tree.member.find((candidate) => String(candidate.id) === params.id);
    if (!category) throw notFound();
    return { title: category.title };
  },
  head: ({ loaderData }) =>
    loaderData ? { meta: [{ title: pageTitle(i18n._(recordTitles.category(loaderData.title))) }] } : {},
  component: CategoryPage,
});

function CategoryPage() {
  const { t } = useLingui();
  const { id } = Route.useParams();
  const navigate = useNavigate();
  const tree = useSuspenseQuery(categoryTreeQueryOptions()).data.member;
  const category = tree.find((candidate) => String(candidate.id) === id);
  if (!category) throw notFound();
  const heading = t(recordTitles.category(category.title));
  return (
    <AdminPage
      heading={heading}
      breadcrumbs={[{ label: t(adminTitles.categories), href: "/admin/categories" }, { label: heading }]}
      backHref="/admin/categories"
    >
      <CategoryEditor
        category={category}
        onDeleted={() => void navigate({ to: "/admin/categories", ignoreBlocker: true })}
      />
    </AdminPage>
  );
}
