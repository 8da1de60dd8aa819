import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { attributes, attributeValues, categories, measures, priceTypes } from "../db/schema/index";
import { refreshCategoryCounts } from "../domain/catalog/category-counts";
import { insertProducts } from "../domain/catalog/product-editor";
import { readCatalogReference } from "../domain/catalog/reference";
import { refreshSearchWords } from "../domain/catalog/search";
import {
  ATTRIBUTES,
  type AttributeCode,
  CATEGORY_TREE,
  type CategoryNode,
  type LeafSpec,
  MEASURES,
  type MeasureCode,
  PRICE_TYPES,
  TASTE_NOTES,
  WHOLESALE_PERCENT,
} from "./catalog-data";
import { IMAGE_SIZE, IMAGES_PER_PRODUCT, productImageFile } from "./images";
import { createRandom } from "./random";

/** The first product number; product i (0-based) is number FIRST_PRODUCT_NUMBER + i. */
export const FIRST_PRODUCT_NUMBER = 100_001;
const BATCH = 1_000;

export interface FlatCategory {
  id: number;
  parentId: number | null;
  slug: string;
  path: string;
  title: string;
  description: string | null;
  depth: number;
  position: number;
  leaf: LeafSpec | undefined;
}

/**
 * The category tree flattened depth-first, with ids in that order (stable across runs).
 * @example
 *   flattenCategories().find((category) => category.path === "tea/green/chinese");
 */
export function flattenCategories(tree: readonly CategoryNode[] = CATEGORY_TREE): FlatCategory[] {
  const flat: FlatCategory[] = [];
  const walk = (nodes: readonly CategoryNode[], parent: FlatCategory | null) => {
    for (const node of nodes) {
      const category: FlatCategory = {
        id: flat.length + 1,
        parentId: parent?.id ?? null,
        slug: node.slug,
        path: parent ? `${parent.path}/${node.slug}` : node.slug,
        title: node.title,
        description: node.description ?? null,
        depth: parent ? parent.depth + 1 : 0,
        // Depth-first from 0, as the category editor and the import number the tree again: an
        // import's new category shifts the rest by one, and its undo puts each back where it was.
        position: flat.length,
        leaf: node.leaf,
      };
      flat.push(category);
      if (node.children) walk(node.children, category);
    }
  };
  walk(tree, null);
  return flat;
}

/** The leaf spec that made the products of a category path (images are drawn from it). */
export function leafSpecOfPath(path: string): LeafSpec | undefined {
  return flattenCategories().find((category) => category.path === path)?.leaf;
}

export interface GeneratedProduct {
  number: string;
  title: string;
  description: string;
  categoryId: number;
  defaultMeasure: MeasureCode;
  /** Retail prices per measure, kopecks. */
  prices: Partial<Record<MeasureCode, number>>;
  attributes: Partial<Record<AttributeCode, string>>;
  createdAt: Date;
  leaf: LeafSpec;
}

const roubles = (value: number) => Math.round(value) * 100;
const GRAMS: Record<string, number> = { "50g": 50, "100g": 100, "250g": 250, "500g": 500, "1000g": 1000 };

/**
 * Product i of the deterministic catalog: the same i always gives the same product, so a catalog
 * of 300 is the first 300 of the catalog of 100 000.
 * @example
 *   generateProduct(0, flattenCategories()).number; // "100001"
 */
export function generateProduct(index: number, flat: readonly FlatCategory[]): GeneratedProduct {
  const leaves = flat.filter((category) => category.leaf);
  const category = leaves[index % leaves.length];
  const leaf = category?.leaf;
  if (!category || !leaf) throw new Error("the category tree has no leaves");
  const random = createRandom(index * 7919 + 17);
  const number = String(FIRST_PRODUCT_NUMBER + index);
  const name = random.pick(leaf.names);
  const grade = random.pick(leaf.grades);
  const title = `${name}, ${grade}`;

  const picked: Partial<Record<AttributeCode, string>> = {
    ...leaf.fixed,
    country: random.pick(leaf.countries),
  };
  for (const [code, values] of Object.entries(leaf.varied ?? {}) as [AttributeCode, readonly string[]][]) {
    picked[code] = random.pick(values);
  }

  const base = roubles(leaf.price[0] + random.next() * (leaf.price[1] - leaf.price[0]));
  const prices: Partial<Record<MeasureCode, number>> = {};
  const packGrams = GRAMS[picked["pack-weight"] ?? ""];
  if (leaf.kind === "tea") {
    prices.kg = base;
    // Packed tea costs a little more per kilogram than loose tea.
    if (packGrams) prices.pack = roubles(((base / 100) * packGrams * 1.1) / 1000);
  } else if (leaf.kind === "coffee") {
    prices.pack = base;
    if (packGrams && packGrams < 1000) prices.kg = roubles((((base / 100) * 1000) / packGrams) * 0.9);
  } else {
    prices[leaf.defaultMeasure] = base;
  }

  const notes = [random.pick(TASTE_NOTES), random.pick(TASTE_NOTES)].filter(
    (note, i, all) => all.indexOf(note) === i,
  );
  const countryTitle = ATTRIBUTES[0].values.find(([code]) => code === picked.country)?.[1] ?? "";
  const description =
    leaf.kind === "teaware"
      ? `${title}. Производство: ${countryTitle}. Подходит для ежедневных чаепитий и чайной церемонии.`
      : `${title}. Происхождение: ${countryTitle}. В чашке — ${notes.join(", ")}. Храните в сухом месте без посторонних запахов.`;

  return {
    number,
    title,
    description,
    categoryId: category.id,
    defaultMeasure: leaf.defaultMeasure,
    prices,
    attributes: picked,
    createdAt: new Date(Date.UTC(2025, 0, 1) + index * 60_000),
    leaf,
  };
}

export interface CatalogSeedOptions {
  /** Generated products; 0 with `demo: false` leaves only what every catalog needs. */
  products: number;
  /** The demo's attributes and category tree (true); false: measures and price types alone. */
  demo?: boolean;
  onProgress?: ((done: number, total: number) => void) | undefined;
}

/**
 * Writes measures, price types, attributes, the category tree and `products` generated products.
 * Expects empty catalog tables.
 * @example
 *   await seedCatalog(db, { products: 300 });
 */
export async function seedCatalog(
  db: Database,
  { products: total, onProgress, demo = true }: CatalogSeedOptions,
) {
  const measureRows = await db
    .insert(measures)
    .values(MEASURES.map((measure, position) => ({ ...measure, position })))
    .returning();
  const measureId = Object.fromEntries(measureRows.map((row) => [row.code, row.id])) as Record<
    MeasureCode,
    number
  >;
  const priceTypeRows = await db
    .insert(priceTypes)
    .values([...PRICE_TYPES])
    .returning();
  if (!demo) return;
  const retailId = priceTypeRows.find((row) => row.code === "retail")?.id ?? 0;
  const wholesaleId = priceTypeRows.find((row) => row.code === "wholesale")?.id ?? 0;

  const valueId = new Map<string, number>();
  for (const [position, attribute] of ATTRIBUTES.entries()) {
    const [row] = await db
      .insert(attributes)
      .values({ code: attribute.code, title: attribute.title, position })
      .returning();
    if (!row) continue;
    const values = await db
      .insert(attributeValues)
      .values(
        attribute.values.map(([value, title], i) => ({ attributeId: row.id, value, title, position: i })),
      )
      .returning();
    for (const value of values) valueId.set(`${attribute.code}:${value.value}`, value.id);
  }

  const flat = flattenCategories();
  await db.insert(categories).values(flat.map(({ leaf: _leaf, ...category }) => category));

  // Products are created by the product writer's bulk creation, the import's: the same slug rule,
  // list price, images' alt text and search words, so the demo catalog is one a shop could have
  // made. No audit entries: nobody made it.
  const reference = await readCatalogReference(db);
  for (let start = 0; start < total; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, total - start) }, (_, i) =>
      generateProduct(start + i, flat),
    );
    await db.transaction((tx) =>
      insertProducts(
        tx,
        reference,
        batch.map((product) => ({
          number: product.number,
          title: product.title,
          description: product.description,
          categoryId: product.categoryId,
          defaultMeasureId: measureId[product.defaultMeasure],
          prices: (Object.entries(product.prices) as [MeasureCode, number][]).flatMap(([measure, price]) => [
            { priceTypeId: retailId, measureId: measureId[measure], amount: price },
            {
              priceTypeId: wholesaleId,
              measureId: measureId[measure],
              amount: Math.round((price * WHOLESALE_PERCENT) / 100),
            },
          ]),
          attributeValueIds: Object.entries(product.attributes).flatMap(([code, value]) => {
            const id = valueId.get(`${code}:${value}`);
            return id ? [id] : [];
          }),
          images: Array.from({ length: IMAGES_PER_PRODUCT }, (_, i) => ({
            path: `/api/media/products/${productImageFile(product.number, i + 1)}`,
            width: IMAGE_SIZE,
            height: IMAGE_SIZE,
          })),
          // A generated product has not changed since it was made: the same catalog on every machine.
          createdAt: product.createdAt,
        })),
      ),
    );
    onProgress?.(start + batch.length, total);
  }

  // The categories were inserted with their ids: move the sequence past them.
  await db.execute(
    sql`select setval(pg_get_serial_sequence('categories', 'id'), (select max(id) from categories))`,
  );
  await refreshCategoryCounts(db);
  await refreshSearchWords(db);
  await db.execute(sql`analyze`);
}
