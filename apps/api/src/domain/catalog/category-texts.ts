import type { DatabaseExecutor } from "../../db/executor";
import { categoryTranslations } from "../../db/schema/index";
import type { CategoryRow } from "./category-tree";

/** Translated category texts: locale → category id → field → text. */
export type CategoryTexts = Map<string, Map<number, Record<string, string>>>;

/**
 * Every stored category translation, read now. Requests take them from their catalog index store
 * (`catalog.categoryTexts()`), which keeps them for its catalog version.
 * @example
 *   const texts = await readCategoryTexts(db);
 */
export async function readCategoryTexts(db: DatabaseExecutor): Promise<CategoryTexts> {
  const rows = await db.select().from(categoryTranslations);
  const byLocale: CategoryTexts = new Map();
  for (const row of rows) {
    const byCategory = byLocale.get(row.locale) ?? new Map<number, Record<string, string>>();
    byCategory.set(row.itemId, { ...byCategory.get(row.itemId), [row.field]: row.value });
    byLocale.set(row.locale, byCategory);
  }
  return byLocale;
}

/**
 * A category with its title and description in `locale` where translated, else as stored (Russian).
 * @example
 *   localizeCategory(row, texts, "en-US").title; // "Green tea"
 */
export function localizeCategory(row: CategoryRow, texts: CategoryTexts, locale: string): CategoryRow {
  const translated = texts.get(locale)?.get(row.id);
  if (!translated) return row;
  return {
    ...row,
    title: translated.title ?? row.title,
    description: translated.description ?? row.description,
  };
}
