import type { Database } from "../../db/client";
import { categoryTranslations } from "../../db/schema/index";
import type { CategoryRow } from "./category-tree";

/** Translated category texts: locale → category id → field → text. */
export type CategoryTexts = Map<string, Map<number, Record<string, string>>>;

// A few rows per category, read with the tree and as rarely: every product answer names its
// category and breadcrumbs, in the caller's language.
const TTL_MS = 30_000;
const cache = new WeakMap<object, { texts: Promise<CategoryTexts>; loadedAt: number }>();

/**
 * Every stored category translation, cached for 30 seconds (or until `forgetCategoryTexts`).
 * @example
 *   const texts = await loadCategoryTexts(db);
 */
export function loadCategoryTexts(db: Database): Promise<CategoryTexts> {
  const cached = cache.get(db);
  if (cached && Date.now() - cached.loadedAt < TTL_MS) return cached.texts;
  const texts = db
    .select()
    .from(categoryTranslations)
    .then((rows) => {
      const byLocale: CategoryTexts = new Map();
      for (const row of rows) {
        const byCategory = byLocale.get(row.locale) ?? new Map<number, Record<string, string>>();
        byCategory.set(row.itemId, { ...byCategory.get(row.itemId), [row.field]: row.value });
        byLocale.set(row.locale, byCategory);
      }
      return byLocale;
    });
  cache.set(db, { texts, loadedAt: Date.now() });
  texts.catch(() => cache.delete(db));
  return texts;
}

/** Drops the cached translations (after a write). */
export const forgetCategoryTexts = (db: Database) => cache.delete(db);

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
