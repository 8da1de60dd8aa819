import { BASE_LOCALE } from "../locales";
import { localizeCategory } from "./category-texts";
import type { CategoryRow, CategoryTree } from "./category-tree";
import type { CatalogIndexStore } from "./index/catalog-index-store";

/**
 * The category tree with a function giving a category's texts in `locale` (translations from
 * category_translations, Russian where there is none), as the catalog index store keeps them for
 * its version.
 * @example
 *   const { tree, localized } = await localizedCategories(catalog, "en-US");
 *   localized(tree.byPath.get("tea")!).title; // "Tea"
 */
export async function localizedCategories(
  catalog: CatalogIndexStore,
  locale: string,
): Promise<{ tree: CategoryTree; localized: (row: CategoryRow) => CategoryRow }> {
  const [tree, texts] = await Promise.all([
    catalog.categoryTree(),
    locale === BASE_LOCALE ? undefined : catalog.categoryTexts(),
  ]);
  return { tree, localized: (row) => (texts ? localizeCategory(row, texts, locale) : row) };
}

/**
 * A page of categories in tree order, all or the children of `parentId` (`null`: the roots), with
 * their texts in `locale` and the count of all that match.
 * @example
 *   await listCategories(catalog, { parentId: null, page: 1, itemsPerPage: 20 }, "ru");
 */
export async function listCategories(
  catalog: CatalogIndexStore,
  { parentId, page, itemsPerPage }: { parentId?: number | null; page: number; itemsPerPage: number },
  locale: string,
): Promise<{ member: CategoryRow[]; totalItems: number }> {
  const { tree, localized } = await localizedCategories(catalog, locale);
  const matching =
    parentId === undefined ? tree.ordered : tree.ordered.filter((row) => row.parentId === parentId);
  const start = (page - 1) * itemsPerPage;
  return { member: matching.slice(start, start + itemsPerPage).map(localized), totalItems: matching.length };
}

/**
 * One category by id or slug path, with its texts in `locale`, or undefined.
 * @example
 *   await findCategory(catalog, { path: "tea/green" }, "ru");
 */
export async function findCategory(
  catalog: CatalogIndexStore,
  key: { id: number } | { path: string },
  locale: string,
): Promise<CategoryRow | undefined> {
  const { tree, localized } = await localizedCategories(catalog, locale);
  const row = "id" in key ? tree.byId.get(key.id) : tree.byPath.get(key.path.replace(/\/+$/, ""));
  return row && localized(row);
}
