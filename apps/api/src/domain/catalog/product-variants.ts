import { and, asc, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import type { DatabaseExecutor, DatabaseTransaction } from "../../db/executor";
import { productPrices, products, productVariants } from "../../db/schema/index";
import { DomainError } from "../errors";
import { kopecksFromNumeric, numericFromKopecks } from "../money";
import type { Violation } from "../violation";
import type { CatalogReference } from "./reference";

// Variants (issue 46 point 4; docs/contract.md, "Variants"): the forms one product is sold in (a
// tea in packs of 50, 100 and 250 g). This module is the one writer of `product_variants` (the
// staff's editor and the YML import go through it) and keeps the product's own price in its
// default measure and the shop's default price type equal to its cheapest available variant's:
// lists, sorting, price filters, the catalog index and the feed read that price ("от 350 ₽"),
// and a product with no variant in stock has none there (not on sale in lists), as one without a
// price.

/** The most variants of one product: a selector of more is no longer a choice a shopper can read. */
export const MAX_VARIANTS = 50;

/** A variant as answered (catalog and staff alike). */
export interface VariantView {
  id: number;
  /** The variant's article (SKU): unique among variants. */
  number: string;
  /** Its name on the product page and in carts and orders: «100 г», «Упаковка 250 г». */
  title: string;
  /** Kopecks, in the shop's default price type, per unit of the product's default measure. */
  price: number;
  /** The "was" price crossed out beside `price` (kopecks; only when above it). */
  compareAtPrice?: number;
  available: boolean;
}

/** A variant as staff send it: with `id` it is that variant changed, without it a new one. */
export interface VariantInput {
  id?: number | undefined;
  number: string;
  title: string;
  price: number;
  compareAtPrice?: number | null | undefined;
  available?: boolean | undefined;
}

/** A variant as the audit log records it (in the product's record, `ProductRecord.variants`). */
export type VariantRecord = Omit<VariantView, "id" | "compareAtPrice"> & {
  id: number;
  compareAtPrice: number | null;
};

/**
 * Whether two variants' records are the same, field by field.
 * @example
 *   sameVariant(was, now); // false once its price changed
 */
export const sameVariant = (a: VariantRecord, b: VariantRecord): boolean =>
  a.id === b.id &&
  a.number === b.number &&
  a.title === b.title &&
  a.price === b.price &&
  a.compareAtPrice === b.compareAtPrice &&
  a.available === b.available;

/**
 * Whether two lists of variants' records are the same, in the same order.
 * @example
 *   if (!sameVariants(before, record.variants ?? [])) await writeVariants(tx, reference, id, inputs);
 */
export const sameVariants = (a: readonly VariantRecord[], b: readonly VariantRecord[]): boolean =>
  a.length === b.length &&
  a.every((variant, index) => {
    const other = b[index];
    return other !== undefined && sameVariant(variant, other);
  });

/**
 * Records as `writeVariants` takes them: one whose id is in `keptIds` (the product's variants now)
 * changes that variant, any other is new.
 * @example
 *   inputsOf(record.variants, new Set([3])); // [{ id: 3, … }, { number: "100012-250", … }]
 */
export const inputsOf = (records: readonly VariantRecord[], keptIds: ReadonlySet<number>): VariantInput[] =>
  records.map(({ id, ...variant }) => (keptIds.has(id) ? { id, ...variant } : variant));

const invalid = (violations: Violation[]) =>
  new DomainError("invalid", { detail: violations[0]?.message ?? "Запрос некорректен.", violations });

/**
 * The variants of a product (JSON text of `[id, number, title, price, compareAtPrice, available]`
 * rows, as `productColumns` reads them) as answered, in their order.
 * @example
 *   variantViews('[[3,"100245-100","100 г","350.00",null,true]]'); // [{ id: 3, number: "100245-100", … }]
 */
export function variantViews(json: string): VariantView[] {
  return (JSON.parse(json) as [number, string, string, string, string | null, boolean][]).map(
    ([id, number, title, price, compareAt, available]) => {
      const amount = kopecksFromNumeric(price);
      const was = compareAt === null ? undefined : kopecksFromNumeric(compareAt);
      return {
        id,
        number,
        title,
        price: amount,
        ...(was !== undefined && was > amount ? { compareAtPrice: was } : {}),
        available,
      };
    },
  );
}

/**
 * The SQL of a product's variants as JSON text, for `variantViews`: a correlated subquery of the
 * selected `products` row. Its columns are named with an alias of their own: Drizzle leaves a
 * column of a one-table select unqualified, and `id` would then be the variant's.
 */
export const variantsJsonOf = sql<string>`(select coalesce(json_agg(json_build_array(v.id, v.number, v.title, v.price::text, v.compare_at_price::text, v.available) order by v.position, v.id), '[]')::text from ${productVariants} v where v.product_id = ${products}.id)`;

/** A `product_variants` row as the audit log records it. */
export const variantRecord = (row: typeof productVariants.$inferSelect): VariantRecord => ({
  id: row.id,
  number: row.number,
  title: row.title,
  price: kopecksFromNumeric(row.price),
  compareAtPrice: row.compareAtPrice === null ? null : kopecksFromNumeric(row.compareAtPrice),
  available: row.available,
});

/**
 * The variants of products as the audit log records them, in their order, by product id (only
 * those with variants).
 * @example
 *   (await variantRecords(tx, [12])).get(12); // [{ id: 3, number: "100012-50", … }]
 */
export async function variantRecords(
  executor: DatabaseExecutor,
  productIds: readonly number[],
): Promise<Map<number, VariantRecord[]>> {
  const byProduct = new Map<number, VariantRecord[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await executor
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, [...productIds]))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push(variantRecord(row));
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

async function readRecords(tx: DatabaseExecutor, productId: number): Promise<VariantRecord[]> {
  return (await variantRecords(tx, [productId])).get(productId) ?? [];
}

/**
 * Whether a product sold in `measure` may have variants: a variant is a countable form (docs/contract.md,
 * "Variants"), so its measure is counted by the piece (step 1: `pcs`, `pack`), not weighed.
 * @example
 *   isCountedMeasure(reference.measureByCode.get("pack")); // true; "kg" (step 0.1): false
 */
export const isCountedMeasure = (measure: { step: number } | undefined): boolean => measure?.step === 1;

/**
 * The cheapest of `variants` available and priced (the first of equals), or undefined: the one whose
 * price is the product's own (the variants' writer keeps it; the YML import prices a group with it).
 * @example
 *   cheapestAvailable([{ price: 350, available: false }, { price: 500, available: true }]); // the 500 one
 */
export function cheapestAvailable<T extends { price?: number | undefined; available: boolean }>(
  variants: readonly T[],
): (T & { price: number }) | undefined {
  let best: (T & { price: number }) | undefined;
  for (const variant of variants)
    if (
      variant.available &&
      variant.price !== undefined &&
      (best === undefined || variant.price < best.price)
    )
      best = variant as T & { price: number };
  return best;
}

/** Refuses (422) a list the product cannot be sold in, naming the variants' fields. */
function checkList(inputs: readonly VariantInput[], before: VariantRecord[], countedMeasure: boolean) {
  const violations: Violation[] = [];
  if (inputs.length > MAX_VARIANTS)
    violations.push({
      propertyPath: "variants",
      message: `Не больше ${MAX_VARIANTS} вариантов у товара.`,
      code: "too_many",
    });
  if (inputs.length > 0 && !countedMeasure)
    violations.push({
      propertyPath: "variants",
      message: "Варианты продаются поштучно или упаковками: выберите товару единицу «шт» или «упак».",
      code: "measure_not_counted",
    });
  const numbers = new Set<string>();
  const ids = new Set<number>();
  inputs.forEach((input, index) => {
    const path = `variants.${index}`;
    if (input.id !== undefined && (!before.some((row) => row.id === input.id) || ids.has(input.id)))
      violations.push({
        propertyPath: `${path}.id`,
        message: "У товара нет такого варианта.",
        code: "unknown",
      });
    if (input.id !== undefined) ids.add(input.id);
    if (numbers.has(input.number))
      violations.push({
        propertyPath: `${path}.number`,
        message: `Артикул «${input.number}» повторяется.`,
        code: "not_unique",
      });
    numbers.add(input.number);
    if (input.compareAtPrice != null && input.compareAtPrice <= input.price)
      violations.push({
        propertyPath: `${path}.compareAtPrice`,
        message: "Цена до скидки должна быть больше цены.",
        code: "invalid",
      });
  });
  if (violations.length) throw invalid(violations);
}

const numberTaken = (index: number, number: string): Violation => ({
  propertyPath: `variants.${index}.number`,
  message: `Артикул «${number}» уже есть у другого товара или варианта.`,
  code: "not_unique",
});

/**
 * The articles of `numbers` another product has, as its number or a variant's: those of the
 * product `exceptProductId` (and of its variants) are its own, not taken (undefined: none is).
 * Product numbers and variants' articles are one namespace (docs/contract.md, "Variants").
 * @example
 *   await articlesTaken(tx, ["100012-50"], 12); // Set { "100012-50" } when another product has it
 */
export async function articlesTaken(
  tx: DatabaseExecutor,
  numbers: readonly string[],
  exceptProductId: number | undefined,
): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const [productRows, variantRows] = await Promise.all([
    tx
      .select({ number: products.number })
      .from(products)
      .where(
        and(
          inArray(products.number, [...numbers]),
          exceptProductId === undefined ? undefined : ne(products.id, exceptProductId),
        ),
      ),
    tx
      .select({ number: productVariants.number })
      .from(productVariants)
      .where(
        and(
          inArray(productVariants.number, [...numbers]),
          exceptProductId === undefined ? undefined : ne(productVariants.productId, exceptProductId),
        ),
      ),
  ]);
  return new Set([...productRows, ...variantRows].map((row) => row.number));
}

/**
 * The articles of `numbers` a variant of a product numbered otherwise has: product numbers the YML
 * import may not give (a variant's article may be its own product's number, as `articlesTaken` lets it).
 * @example
 *   await articlesOfOthersVariants(tx, ["100012-50"]); // Set { "100012-50" } when product 12 has that variant
 */
export async function articlesOfOthersVariants(
  tx: DatabaseExecutor,
  numbers: readonly string[],
): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const rows = await tx
    .select({ number: productVariants.number })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(inArray(productVariants.number, [...numbers]), ne(products.number, productVariants.number)));
  return new Set(rows.map((row) => row.number));
}

/** Refuses (409) an article another product or another product's variant has. */
async function checkNumbersFree(tx: DatabaseExecutor, productId: number, inputs: readonly VariantInput[]) {
  const taken = await articlesTaken(
    tx,
    inputs.map((input) => input.number),
    productId,
  );
  const violations = inputs.flatMap((input, index) =>
    taken.has(input.number) ? [numberTaken(index, input.number)] : [],
  );
  if (violations.length) throw new DomainError("conflict", { detail: violations[0]?.message, violations });
}

/**
 * Sets a product's variants to `inputs`, in that order, inside the caller's transaction: those
 * with an id are changed, the others created, and those of the product left out are deleted (cart
 * lines of them go with them; orders keep their article and name). Then the product's own price in
 * its default measure (the shop's default price type) is its cheapest available variant's, or
 * none, and its list price follows. Answers the records before and after (the audit log's), or
 * undefined for an unknown product. Refuses (422) a list it cannot sell and (409) a taken article.
 *
 * `dryRun` (an import's preview) checks the same way and writes and locks nothing: `after` is what
 * the write would leave (a new variant's id is 0). `measureId` is then the product's default measure
 * as the caller's own pending write would leave it; with it, `productId` may name no product yet (0:
 * one the import would create, with no variants).
 * @example
 *   await writeVariants(tx, reference, 12, [{ number: "100012-50", title: "50 г", price: 19000 }]);
 */
export async function writeVariants(
  tx: DatabaseTransaction,
  reference: CatalogReference,
  productId: number,
  inputs: readonly VariantInput[],
  { dryRun = false, measureId }: { dryRun?: boolean; measureId?: number | undefined } = {},
): Promise<{ before: VariantRecord[]; after: VariantRecord[] } | undefined> {
  const selected = tx
    .select({ id: products.id, defaultMeasureId: products.defaultMeasureId })
    .from(products)
    .where(eq(products.id, productId));
  const [product] = dryRun ? await selected : await selected.for("update");
  const defaultMeasureId = (dryRun ? measureId : undefined) ?? product?.defaultMeasureId;
  if (defaultMeasureId === undefined) return undefined;
  const before = product ? await readRecords(tx, productId) : [];
  checkList(inputs, before, isCountedMeasure(reference.measureById.get(defaultMeasureId)));
  await checkNumbersFree(tx, productId, inputs);
  if (dryRun || !product) {
    const after = inputs.map((input) => ({
      id: input.id ?? 0,
      number: input.number,
      title: input.title,
      price: input.price,
      compareAtPrice: input.compareAtPrice ?? null,
      available: input.available ?? true,
    }));
    return { before, after };
  }

  const kept = inputs.flatMap((input) => (input.id === undefined ? [] : [input.id]));
  await tx
    .delete(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        kept.length ? notInArray(productVariants.id, kept) : undefined,
      ),
    );
  // Articles move between variants of one product (two swapped): free the changed ones first.
  const changedNumbers = inputs.filter((input) => {
    const row = input.id === undefined ? undefined : before.find((candidate) => candidate.id === input.id);
    return row !== undefined && row.number !== input.number;
  });
  for (const input of changedNumbers)
    await tx
      .update(productVariants)
      .set({ number: `~${input.id}` })
      .where(eq(productVariants.id, input.id as number));
  for (const [position, input] of inputs.entries()) {
    const values = {
      number: input.number,
      title: input.title,
      position,
      price: numericFromKopecks(input.price),
      compareAtPrice: input.compareAtPrice == null ? null : numericFromKopecks(input.compareAtPrice),
      available: input.available ?? true,
    };
    if (input.id === undefined) await tx.insert(productVariants).values({ productId, ...values });
    else await tx.update(productVariants).set(values).where(eq(productVariants.id, input.id));
  }
  const after = await readRecords(tx, productId);
  if (after.length > 0 || before.length > 0) await keepListPrice(tx, reference, product, after);
  return { before, after };
}

/**
 * The product's own price in its default measure and the default price type = its cheapest
 * available variant's (with that variant's was-price), none when no variant is available; then
 * its list price, as the editor's `listPriceNow` reads it (the last statement: it takes the
 * catalog's version lock).
 */
async function keepListPrice(
  tx: DatabaseTransaction,
  reference: CatalogReference,
  product: { id: number; defaultMeasureId: number },
  variants: VariantRecord[],
) {
  const key = and(
    eq(productPrices.productId, product.id),
    eq(productPrices.measureId, product.defaultMeasureId),
    eq(productPrices.priceTypeId, reference.defaultPriceType.id),
  );
  const cheapest = cheapestAvailable(variants);
  if (variants.length === 0) {
    // The last variant went: the product keeps its cheapest price as its own until staff change it.
  } else if (cheapest === undefined) {
    await tx.delete(productPrices).where(key);
  } else {
    const values = {
      price: numericFromKopecks(cheapest.price),
      compareAtPrice: cheapest.compareAtPrice === null ? null : numericFromKopecks(cheapest.compareAtPrice),
    };
    await tx
      .insert(productPrices)
      .values({
        productId: product.id,
        measureId: product.defaultMeasureId,
        priceTypeId: reference.defaultPriceType.id,
        ...values,
      })
      .onConflictDoUpdate({
        target: [productPrices.productId, productPrices.measureId, productPrices.priceTypeId],
        set: values,
      });
  }
  await tx
    .update(products)
    .set({
      listPrice: sql`(select ${productPrices.price} from ${productPrices} where ${key})`,
      updatedAt: sql`now()`,
    })
    .where(eq(products.id, product.id));
}

/**
 * Refuses (422) a change of the product editor that would break a product's variants: another
 * default measure (its variants are counted in it), or a price of the default price type in that
 * measure (the variants' writer keeps it: their cheapest available one's). Nothing for a product
 * without variants.
 * @example
 *   await checkVariantsKept(tx, reference, 12, locked.defaultMeasureId, { defaultMeasureId: 2, prices: [] });
 */
export async function checkVariantsKept(
  tx: DatabaseTransaction,
  reference: CatalogReference,
  productId: number,
  defaultMeasureId: number,
  change: { defaultMeasureId?: number | undefined; prices: { priceTypeId: number; measureId: number }[] },
): Promise<void> {
  const measureChanged =
    change.defaultMeasureId !== undefined && change.defaultMeasureId !== defaultMeasureId;
  const ownPrice = change.prices.some(
    (price) => price.priceTypeId === reference.defaultPriceType.id && price.measureId === defaultMeasureId,
  );
  if (!measureChanged && !ownPrice) return;
  const [variant] = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .limit(1);
  if (!variant) return;
  const measure = reference.measureById.get(defaultMeasureId)?.code ?? "";
  throw invalid([
    measureChanged
      ? {
          propertyPath: "defaultMeasure",
          message: "Товар продаётся вариантами: их единица измерения не меняется.",
          code: "has_variants",
        }
      : {
          propertyPath: `prices.${reference.defaultPriceType.code}.${measure}`,
          message: "Цена товара с вариантами — цена самого дешёвого из них: меняйте цены вариантов.",
          code: "has_variants",
        },
  ]);
}
