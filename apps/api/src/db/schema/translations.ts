import { type AnyPgColumn, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { categories, products } from "./catalog";
import { orderStatuses } from "./sales";

/**
 * Texts of one kind of item in the locales other than the base one (Russian): one row per item,
 * locale and field. The Russian text stays in the item's own columns, so the default answers
 * read nothing more; a missing translation falls back to it. Every translated kind has its own
 * table of this shape, so an item's translations go with it (foreign key, cascade).
 */
function itemTranslations(name: string, item: () => AnyPgColumn) {
  return pgTable(
    name,
    {
      itemId: integer("item_id").notNull().references(item, { onDelete: "cascade" }),
      locale: text("locale").notNull(),
      field: text("field").notNull(),
      value: text("value").notNull(),
    },
    (t) => [primaryKey({ columns: [t.itemId, t.locale, t.field] })],
  );
}

/** The shape every `*_translations` table shares. */
export type ItemTranslationsTable = ReturnType<typeof itemTranslations>;

export const productTranslations = itemTranslations("product_translations", () => products.id);
export const categoryTranslations = itemTranslations("category_translations", () => categories.id);
export const orderStatusTranslations = itemTranslations("order_status_translations", () => orderStatuses.id);
