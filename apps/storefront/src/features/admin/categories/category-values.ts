import type { Category, CategoryAdminCreate, CategoryAdminUpdate } from "@shop/api-client";

/** The parent picker's value for "no parent": a top-level section. */
export const ROOT_PARENT = "root";

/** The category form's values: texts as typed, the parent's id or {@link ROOT_PARENT}. */
export interface CategoryValues {
  title: string;
  slug: string;
  parent: string;
}

export const NEW_CATEGORY: CategoryValues = { title: "", slug: "", parent: ROOT_PARENT };

/** The id in a category's parent IRI (`/api/catalog/categories/3` → "3"), or {@link ROOT_PARENT}. */
export function parentValue(category: Category): string {
  return category.parent ? (category.parent.split("/").at(-1) ?? ROOT_PARENT) : ROOT_PARENT;
}

/** A stored category as the form shows it. */
export function categoryValues(category: Category): CategoryValues {
  return { title: category.title, slug: category.slug, parent: parentValue(category) };
}

const parentOf = (value: string) => (value === ROOT_PARENT ? null : Number(value));

/**
 * What `POST /catalog/admin/categories` gets: the slug only when typed (else made from the title).
 * @example
 *   categoryCreateInput({ title: "Матча", slug: "", parent: "3" }); // { title: "Матча", parent: 3 }
 */
export function categoryCreateInput(values: CategoryValues): CategoryAdminCreate {
  return {
    title: values.title.trim(),
    ...(values.slug.trim() ? { slug: values.slug.trim() } : {}),
    parent: parentOf(values.parent),
  };
}

/**
 * The patch of a rename or move: only what changed (a moved category goes last among its new siblings).
 * @example
 *   categoryPatch(tea, { title: "Чай", slug: "tea", parent: "5" }); // { parent: 5 }
 */
export function categoryPatch(category: Category, values: CategoryValues): CategoryAdminUpdate {
  const before = categoryValues(category);
  return {
    ...(values.title.trim() !== before.title ? { title: values.title.trim() } : {}),
    ...(values.slug.trim() && values.slug.trim() !== before.slug ? { slug: values.slug.trim() } : {}),
    ...(values.parent !== before.parent ? { parent: parentOf(values.parent) } : {}),
  };
}
