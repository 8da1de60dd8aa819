import { type Category, isSlug } from "@shop/api-client";

/**
 * A category path as the URL gives it, without leading or trailing slashes.
 * @example
 *   categoryPath("/tea/green/"); // "tea/green"
 */
export function categoryPath(splat: string): string {
  return splat.replace(/^\/+|\/+$/g, "");
}

/**
 * Whether a category path from the URL can name a category: empty (the whole catalog) or slugs
 * between single slashes, the API's rule. Anything else names none: the 404 page, asked of nobody.
 * @example
 *   isCategoryPath("tea/green"); // true
 *   isCategoryPath("tea/../../core/session"); // false
 */
export function isCategoryPath(path: string): boolean {
  return path === "" || path.split("/").every(isSlug);
}

/**
 * The categories of a URL path, root first: `tea/green` gives Tea, then Green tea. Undefined when
 * the path names no category; an empty path (the catalog itself) gives an empty trail.
 * @example
 *   categoryTrail(tree, "tea/green")?.map((category) => category.title); // ["Чай", "Зелёный чай"]
 */
export function categoryTrail(tree: readonly Category[], path: string): Category[] | undefined {
  const trimmed = categoryPath(path);
  if (trimmed === "") return [];
  const byPath = new Map(tree.map((category) => [category.path, category]));
  const segments = trimmed.split("/");
  const trail: Category[] = [];
  for (let index = 1; index <= segments.length; index += 1) {
    const category = byPath.get(segments.slice(0, index).join("/"));
    if (!category) return undefined;
    trail.push(category);
  }
  return trail;
}

/**
 * The direct children of a category (of the root when `parent` is null), in tree order.
 * @example
 *   childCategories(tree, null).map((category) => category.path); // ["tea", "coffee", "sweets", "teaware"]
 */
export function childCategories(tree: readonly Category[], parent: Category | null): Category[] {
  return tree
    .filter((category) => (parent ? category.parent === parent["@id"] : category.parent === null))
    .sort((a, b) => a.position - b.position);
}
