import { useLingui } from "@lingui/react/macro";
import type { Category } from "@shop/api-client";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { css } from "../../../../styled-system/css";
import { useAdminNotice } from "../resource/admin-notices";
import { type ResourceColumn, ResourceTable } from "../resource/resource-table";
import { categoryTreeQueryOptions, useCreateCategory } from "../shared/get-categories";
import { CategoryForm } from "./category-form";
import { categoryCreateInput, NEW_CATEGORY } from "./category-values";

/**
 * /admin/categories: the catalog's tree in its order (each section indented under its parent, with
 * its published products counted), and a form for a new section.
 */
export function CategoriesTree() {
  const { t } = useLingui();
  const categories = useSuspenseQuery(categoryTreeQueryOptions()).data.member;
  const create = useCreateCategory();
  const notify = useAdminNotice();
  // A new form after each creation: empty fields for the next section.
  const [created, setCreated] = useState(0);
  const columns: ResourceColumn<Category>[] = [
    {
      id: "title",
      header: t({ id: "admin.categories.column.title", message: "Section" }),
      rowHeader: true,
      cell: (category) => (
        <span
          className={css({ display: "inline-block" })}
          style={{ paddingInlineStart: `${category.depth * 1.5}rem` }}
        >
          <Link to="/admin/categories/$id" params={{ id: String(category.id) }}>
            {category.title}
          </Link>
        </span>
      ),
    },
    {
      id: "path",
      header: t({ id: "admin.categories.column.path", message: "Address" }),
      cell: (category) => <code>/catalog/{category.path}</code>,
    },
    {
      id: "count",
      header: t({ id: "admin.categories.column.count", message: "Products in the shop" }),
      align: "end",
      cell: (category) => category.productCount,
    },
  ];
  return (
    <div className={css({ display: "grid", gap: "10" })}>
      <ResourceTable
        caption={t({ id: "admin.categories.caption", message: "Catalog sections" })}
        columns={columns}
        items={categories}
        rowKey={(category) => category.id}
        rowTestId="category-row"
        empty={t({ id: "admin.categories.empty", message: "The catalog has no sections yet." })}
      />
      <section className={css({ display: "grid", gap: "4" })} aria-labelledby="new-category">
        <h2 id="new-category" className={css({ fontSize: "xl", fontWeight: "semibold", m: "0" })}>
          {t({ id: "admin.categories.new", message: "New section" })}
        </h2>
        <CategoryForm
          key={created}
          categories={categories}
          defaultValues={NEW_CATEGORY}
          submitLabel={t({ id: "admin.categories.create", message: "Create the section" })}
          onSubmit={(values) => create.mutateAsync(categoryCreateInput(values))}
          onSaved={(saved) => {
            const title = saved.title;
            notify(t({ id: "admin.categories.created", message: `Section “${title}” created` }));
            setCreated((count) => count + 1);
          }}
          guardLeaving
        />
      </section>
    </div>
  );
}
