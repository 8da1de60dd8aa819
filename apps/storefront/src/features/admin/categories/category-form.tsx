import { useLingui } from "@lingui/react/macro";
import type { Category } from "@shop/api-client";
import type { ReactNode } from "react";
import { type FormField, ResourceForm, type ResourceFormProps } from "../resource/resource-form";
import { categoryOptions, subtreeIds } from "../shared/category-options";
import { type CategoryValues, ROOT_PARENT } from "./category-values";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface CategoryFormProps
  extends Pick<ResourceFormProps<CategoryValues, Category>, "guardLeaving" | "status"> {
  categories: readonly Category[];
  /** The category being edited: it and its subcategories are no parent for it. */
  category?: Category;
  defaultValues: CategoryValues;
  submitLabel: string;
  onSubmit: (values: CategoryValues) => Promise<Category>;
  onSaved: (saved: Category) => void;
  actions?: ReactNode;
}

/** A section's title, address and parent, on the admin's resource form. */
export function CategoryForm({ categories, category, ...form }: CategoryFormProps) {
  const { t } = useLingui();
  const excluded = category ? subtreeIds(categories, category) : new Set<number>();
  const fields: FormField<CategoryValues>[] = [
    {
      kind: "text",
      name: "title",
      label: t({ id: "admin.categories.field.title", message: "Title" }),
      required: true,
      maxLength: 200,
    },
    {
      kind: "text",
      name: "slug",
      label: t({ id: "admin.categories.field.slug", message: "Address part" }),
      maxLength: 100,
      helperText: t({
        id: "admin.categories.field.slug.help",
        message: "Lower-case Latin words with hyphens; empty: made from the title",
      }),
      validate: (value) =>
        SLUG.test(value.trim()) ||
        t({
          id: "admin.categories.field.slug.format",
          message: "Only lower-case Latin letters, digits and hyphens between them",
        }),
    },
    {
      kind: "select",
      name: "parent",
      label: t({ id: "admin.categories.field.parent", message: "Inside the section" }),
      options: [
        { value: ROOT_PARENT, label: t({ id: "admin.categories.field.parent.root", message: "Top level" }) },
        ...categoryOptions(categories.filter((candidate) => !excluded.has(candidate.id))),
      ],
    },
  ];
  return <ResourceForm testId="category-form" fields={fields} {...form} />;
}
