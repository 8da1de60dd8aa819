import type { Category } from "@shop/api-client";

/**
 * The categories as a picker's options, in tree order, each indented by its depth (a native list
 * shows text only, so the tree is drawn with em spaces).
 * @example
 *   categoryOptions(tree); // [{ value: "1", label: "Чай" }, { value: "2", label: "  Зелёный" }, …]
 */
export function categoryOptions(categories: readonly Category[]) {
  return categories.map((category) => ({
    value: String(category.id),
    label: `${"\u2003".repeat(category.depth)}${category.title}`,
  }));
}

/**
 * A category and every category below it, by the tree's paths: what a category cannot be moved under.
 * @example
 *   subtreeIds(tree, tea); // Set { tea.id, green.id, chinese.id, … }
 */
export function subtreeIds(categories: readonly Category[], root: Category): Set<number> {
  const prefix = `${root.path}/`;
  return new Set(
    categories
      .filter((category) => category.id === root.id || category.path.startsWith(prefix))
      .map((c) => c.id),
  );
}
