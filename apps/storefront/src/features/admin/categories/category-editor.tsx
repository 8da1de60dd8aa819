import { useLingui } from "@lingui/react/macro";
import type { Category } from "@shop/api-client";
import { Button } from "@shop/ui";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useAdminNotice } from "../resource/admin-notices";
import { useSavedStatus } from "../resource/saved-status";
import { categoryTreeQueryOptions, useDeleteCategory, useUpdateCategory } from "../shared/get-categories";
import { CategoryDeleteDialog } from "./category-delete-dialog";
import { CategoryForm } from "./category-form";
import { categoryPatch, categoryValues } from "./category-values";

/**
 * /admin/categories/$id: rename, move under another section, or delete when empty. A save stays on
 * the page and says so beside the buttons, focused; leaving with unsaved edits asks first.
 */
export function CategoryEditor({ category, onDeleted }: { category: Category; onDeleted: () => void }) {
  const { t } = useLingui();
  const categories = useSuspenseQuery(categoryTreeQueryOptions()).data.member;
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const notify = useAdminNotice();
  const saved = useSavedStatus();
  const title = category.title;
  return (
    <CategoryForm
      key={category.id}
      categories={categories}
      category={category}
      defaultValues={categoryValues(category)}
      submitLabel={t({ id: "admin.categories.save", message: "Save" })}
      onSubmit={(values) => update.mutateAsync({ id: category.id, body: categoryPatch(category, values) })}
      onSaved={() => saved.announce(t({ id: "admin.categories.saved", message: "The section is saved" }))}
      guardLeaving
      status={saved.element}
      actions={
        <>
          <Button variant="ghost" color="secondary" asChild>
            <Link to="/admin/categories">{t({ id: "admin.categories.cancel", message: "Cancel" })}</Link>
          </Button>
          <CategoryDeleteDialog
            category={category}
            categories={categories}
            onDelete={() => remove.mutateAsync(category.id)}
            onDeleted={() => {
              notify(t({ id: "admin.categories.deleted", message: `Section “${title}” deleted` }));
              onDeleted();
            }}
          />
        </>
      }
    />
  );
}
