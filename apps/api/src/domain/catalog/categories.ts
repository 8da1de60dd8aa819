import { and, asc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { categories } from "../../db/schema/index";
import { BASE_LOCALE } from "../locales";
import { loadCategoryTexts, localizeCategory } from "./category-texts";
import { type CategoryRow, type CategoryTree, loadCategoryTree } from "./category-tree";

/**
 * The category tree with a function giving a category's texts in `locale` (translations from
 * category_translations, Russian where there is none).
 * @example
 *   const { tree, localized } = await localizedCategories(db, "en-US");
 *   localized(tree.byPath.get("tea")!).title; // "Tea"
 */
export async function localizedCategories(
  db: Database,
  locale: string,
): Promise<{ tree: CategoryTree; localized: (row: CategoryRow) => CategoryRow }> {
  const [tree, texts] = await Promise.all([
    loadCategoryTree(db),
    locale === BASE_LOCALE ? undefined : loadCategoryTexts(db),
  ]);
  return { tree, localized: (row) => (texts ? localizeCategory(row, texts, locale) : row) };
}

/**
 * A page of categories in tree order, all or the children of `parentId` (`null`: the roots), with
 * their texts in `locale` and the count of all that match.
 * @example
 *   await listCategories(db, { parentId: null, page: 1, itemsPerPage: 20 }, "ru");
 */
export async function listCategories(
  db: Database,
  { parentId, page, itemsPerPage }: { parentId?: number | null; page: number; itemsPerPage: number },
  locale: string,
): Promise<{ member: CategoryRow[]; totalItems: number }> {
  const conditions: SQL[] = [];
  if (parentId === null) conditions.push(isNull(categories.parentId));
  else if (parentId !== undefined) conditions.push(eq(categories.parentId, parentId));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [count], { localized }] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(where)
      .orderBy(asc(categories.position))
      .limit(itemsPerPage)
      .offset((page - 1) * itemsPerPage),
    db.select({ total: sql<number>`count(*)::int` }).from(categories).where(where),
    localizedCategories(db, locale),
  ]);
  return { member: rows.map(localized), totalItems: count?.total ?? 0 };
}

/**
 * One category by id or slug path, with its texts in `locale`, or undefined.
 * @example
 *   await findCategory(db, { path: "tea/green" }, "ru");
 */
export async function findCategory(
  db: Database,
  key: { id: number } | { path: string },
  locale: string,
): Promise<CategoryRow | undefined> {
  const { tree, localized } = await localizedCategories(db, locale);
  const row = "id" in key ? tree.byId.get(key.id) : tree.byPath.get(key.path.replace(/\/+$/, ""));
  return row && localized(row);
}
