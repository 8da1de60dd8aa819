import { and, eq, sql } from "drizzle-orm";
import { categories, categoryTranslations, products, productTranslations } from "../../db/schema/index";
import type { TranslatableItems } from "../translations";
import { PRODUCT_LIMITS } from "./catalog-limits";
import { retitledImages } from "./image-alt";
import { storedDescription } from "./product-description";
import { productsVisibleTo } from "./product-visibility";
import { addTitleWords } from "./search";

type TextField = "title" | "description";
const fields = { title: { maxLength: 200 }, description: { maxLength: 5_000, optional: true } };
// A product's description in any locale is stored as the editor and the import store it.
const productFields = {
  ...fields,
  description: {
    ...fields.description,
    stored: (text: string) => storedDescription(text, PRODUCT_LIMITS.description),
  },
};

/**
 * Products' texts: the title and description of `products`, translations in product_translations.
 * An unpublished product's are staff's alone (product-visibility.ts).
 */
export const translatableProducts: TranslatableItems<TextField> = {
  auditResource: "product",
  fields: productFields,
  table: productTranslations,
  notFoundDetail: "Товар не найден.",
  readBase: async (executor, id, reader) => {
    const [row] = await executor
      .select({ title: products.title, description: products.description })
      .from(products)
      .where(and(eq(products.id, id), productsVisibleTo(reader)));
    return row;
  },
  writeBase: async (tx, id, { title, description }) => {
    const [row] = await tx
      .select({ title: products.title, images: products.images })
      .from(products)
      .where(eq(products.id, id));
    await tx
      .update(products)
      .set({
        // Alt texts that were the title follow it; those staff wrote stay (image-alt.ts).
        ...(title !== undefined && title !== null
          ? { title, images: retitledImages(row?.images ?? [], row?.title ?? title, title) }
          : {}),
        ...(description !== undefined ? { description: description ?? "" } : {}),
      })
      .where(eq(products.id, id));
    // New words of the title join the dictionary that typo-tolerant search corrects towards.
    if (title) await addTitleWords(tx, title);
  },
  touch: async (tx, id) => {
    await tx.update(products).set({ updatedAt: sql`now()` }).where(eq(products.id, id));
  },
};

/** Categories' texts: the title and description of `categories`, translations in category_translations. */
export const translatableCategories: TranslatableItems<TextField> = {
  auditResource: "category",
  fields,
  table: categoryTranslations,
  notFoundDetail: "Раздел каталога не найден.",
  readBase: async (executor, id) => {
    const [row] = await executor
      .select({ title: categories.title, description: categories.description })
      .from(categories)
      .where(eq(categories.id, id));
    return row;
  },
  writeBase: async (tx, id, { title, description }) => {
    await tx
      .update(categories)
      .set({
        ...(title ? { title } : {}),
        ...(description !== undefined ? { description: description || null } : {}),
      })
      .where(eq(categories.id, id));
    // A category's title names its products in search, so its words are corrected towards too.
    if (title) await addTitleWords(tx, title);
  },
  touch: async (tx, id) => {
    await tx.update(categories).set({ updatedAt: sql`now()` }).where(eq(categories.id, id));
  },
};
