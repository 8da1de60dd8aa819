import { and, asc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import type { DatabaseExecutor, DatabaseTransaction } from "../../db/executor";
import {
  attributes,
  attributeValues,
  categories,
  productAttributeValues,
  productPrices,
  products,
  type StoredImage,
} from "../../db/schema/index";
import { uniqueViolation } from "../../db/unique-violation";
import { type ChangeAuthor, recordChange, recordChanges } from "../audit-log";
import { DomainError } from "../errors";
import { changedByBasisPoints, kopecksFromNumeric, numericFromKopecks } from "../money";
import { MAX_CART_AMOUNT } from "../pricing";
import type { Violation } from "../violation";
import { keepProductAddress, retireAddresses } from "./address-redirects";
import { PRODUCT_LIMITS } from "./catalog-limits";
import { refreshCategoryCounts } from "./category-counts";
import { retitledImages, storedAlt, writtenAlts } from "./image-alt";
import type { CatalogIndexStore } from "./index/catalog-index-store";
import { storedDescription } from "./product-description";
import { type AttachedImages, attachStagedImages } from "./product-images";
import {
  articlesTaken,
  checkVariantsKept,
  inputsOf,
  sameVariants,
  type VariantRecord,
  variantRecords,
  writeVariants,
} from "./product-variants";
import type { CatalogReference } from "./reference";
import { addTitleWords } from "./search";
import { freeProductSlugs } from "./slug";

// Staff's editor of products (docs/contract.md, "Catalog (staff)"): one transaction per write, the
// audit log entry in it, `list_price` and the categories' product counts kept in step. The catalog
// index follows through `catalog_version` (every statement on `products` bumps it).

/** Price type code → measure code → kopecks (`null` stops selling in that measure). */
export type PriceChanges = Record<string, Record<string, number | null>>;

/** What staff send about a product; a creation needs `number`, `title`, `category` and `defaultMeasure`. */
export interface ProductInput {
  number?: string;
  title?: string;
  description?: string;
  /** `null` makes a new slug from the title; left out, the slug stays whatever the title becomes. */
  slug?: string | null;
  /** The category's id. */
  category?: number;
  /** Attribute code → value code (`null` takes the attribute's value away). */
  attributes?: Record<string, string | null>;
  prices?: PriceChanges;
  /**
   * The was-prices shown struck through beside a price (same keys; `null` takes one away). Each
   * must be above the price it goes with, which must exist after the change.
   */
  compareAtPrices?: PriceChanges;
  /** A measure code. */
  defaultMeasure?: string;
  published?: boolean;
  /**
   * The product's images in their new order, each its media path, or `{ path, alt }` to change its
   * alt text as well (an empty one gives back the title, image-alt.ts); a path left out is removed.
   */
  images?: ImageChange[];
  /** A creation's photos in order: staged images' ids (product-images.ts), each with its alt text. */
  stagedImages?: { upload: string; alt?: string | undefined }[];
}

/** One of the product's images in a change: its path, or its path and a new alt text. */
export type ImageChange = string | { path: string; alt?: string | undefined };

const pathOf = (change: ImageChange) => (typeof change === "string" ? change : change.path);

/** A product as the audit log records it: what the staff editor shows and changes. */
export interface ProductRecord {
  number: string;
  slug: string;
  title: string;
  description: string;
  category: number;
  attributes: Record<string, string>;
  prices: Record<string, Record<string, number>>;
  /** The stored was-prices (a price's `compare_at_price`), keyed as `prices`. */
  compareAtPrices: Record<string, Record<string, number>>;
  defaultMeasure: string;
  published: boolean;
  images: string[];
  /** The alt texts staff wrote (not the title), by image path; left out when there are none. */
  imageAlts?: Record<string, string>;
  /** The variants it is sold in, in their order (product-variants.ts); left out when there are none. */
  variants?: VariantRecord[];
}

/** A slug as URLs carry it: lower-case Latin letters and digits in hyphen-separated words. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const invalid = (violations: Violation[]) =>
  new DomainError("invalid", { detail: "Запрос некорректен.", violations });

/** The columns of a product its audit record and the import's comparison read (not its search vector). */
const recordColumns = {
  id: products.id,
  number: products.number,
  slug: products.slug,
  title: products.title,
  description: products.description,
  categoryId: products.categoryId,
  defaultMeasureId: products.defaultMeasureId,
  published: products.published,
  images: products.images,
};
type ProductRow = { [Column in keyof typeof recordColumns]: (typeof products.$inferSelect)[Column] };

/**
 * What the audit log's records of products are made of: their rows (`rows` when the caller has
 * just read them, with their locks), prices and attribute values (by code, read with them: the
 * import makes attributes a reference read before them does not know yet). One round trip:
 * queries of one transaction are pipelined on its connection.
 */
async function readProductParts(executor: DatabaseExecutor, ids: number[], rows?: ProductRow[]) {
  const [read, prices, values, variants] = await Promise.all([
    rows ?? executor.select(recordColumns).from(products).where(inArray(products.id, ids)),
    executor
      .select()
      .from(productPrices)
      .where(inArray(productPrices.productId, ids))
      .orderBy(asc(productPrices.priceTypeId), asc(productPrices.measureId)),
    executor
      .select({
        productId: productAttributeValues.productId,
        valueId: productAttributeValues.attributeValueId,
        attributeCode: attributes.code,
        value: attributeValues.value,
      })
      .from(productAttributeValues)
      .innerJoin(attributeValues, eq(attributeValues.id, productAttributeValues.attributeValueId))
      .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
      .where(inArray(productAttributeValues.productId, ids)),
    variantRecords(executor, ids),
  ]);
  return { rows: read, prices, values, variants };
}

/** The record's `imageAlts`: present only when staff wrote an alt text. */
function altsOf(images: StoredImage[], title: string): Pick<ProductRecord, "imageAlts"> {
  const alts = writtenAlts(images, title);
  return Object.keys(alts).length ? { imageAlts: alts } : {};
}

/** The records of the products whose parts `readProductParts` read, by id. */
function recordsOf(
  reference: CatalogReference,
  { rows, prices: priceRows, values, variants }: Awaited<ReturnType<typeof readProductParts>>,
): Map<number, ProductRecord> {
  const records = new Map<number, ProductRecord>();
  for (const read of rows) {
    records.set(read.id, {
      number: read.number,
      slug: read.slug,
      title: read.title,
      description: read.description,
      category: read.categoryId,
      attributes: {},
      prices: {},
      compareAtPrices: {},
      defaultMeasure: reference.measureById.get(read.defaultMeasureId)?.code ?? String(read.defaultMeasureId),
      published: read.published,
      images: read.images.map((image) => image.path),
      ...altsOf(read.images, read.title),
      ...(variants.has(read.id) ? { variants: variants.get(read.id) } : {}),
    });
  }
  for (const price of priceRows) {
    const record = records.get(price.productId);
    if (!record) continue;
    const type = reference.priceTypeById.get(price.priceTypeId)?.code ?? String(price.priceTypeId);
    const measure = reference.measureById.get(price.measureId)?.code ?? String(price.measureId);
    record.prices[type] = { ...record.prices[type], [measure]: kopecksFromNumeric(price.price) };
    if (price.compareAtPrice !== null)
      record.compareAtPrices[type] = {
        ...record.compareAtPrices[type],
        [measure]: kopecksFromNumeric(price.compareAtPrice),
      };
  }
  for (const value of values) {
    const record = records.get(value.productId);
    if (record) record.attributes[value.attributeCode] = value.value;
  }
  for (const record of records.values()) {
    record.attributes = Object.fromEntries(
      Object.entries(record.attributes).sort(([a], [b]) => (a < b ? -1 : 1)),
    );
  }
  return records;
}

/**
 * The audit log's records of products, by id (those that exist), read in one round trip.
 * @example
 *   const records = await productRecords(tx, reference, [12, 13]); // records.get(12)?.prices.retail
 */
export async function productRecords(
  executor: DatabaseExecutor,
  reference: CatalogReference,
  ids: number[],
): Promise<Map<number, ProductRecord>> {
  if (ids.length === 0) return new Map();
  return recordsOf(reference, await readProductParts(executor, ids));
}

/**
 * The audit log's record of a product, or undefined when there is none. `row`: the product's row
 * when the caller has just read it (with its lock).
 * @example
 *   await productRecord(db, reference, 12); // { number: "100012", prices: { retail: { kg: 159000 } }, … }
 */
export async function productRecord(
  executor: DatabaseExecutor,
  reference: CatalogReference,
  id: number,
  row?: ProductRow,
): Promise<ProductRecord | undefined> {
  return recordsOf(reference, await readProductParts(executor, [id], row ? [row] : undefined)).get(id);
}

/** The input's codes as ids, or the violations naming what is unknown. */
function resolveCodes(input: ProductInput, reference: CatalogReference) {
  const violations: Violation[] = [];
  const unknown = (propertyPath: string, message: string) =>
    violations.push({ propertyPath, message, code: "unknown" });
  const priceTypeByCode = new Map([...reference.priceTypeById.values()].map((type) => [type.code, type]));
  const priceIds = (field: "prices" | "compareAtPrices") => {
    const changes: { priceTypeId: number; measureId: number; price: number | null }[] = [];
    for (const [typeCode, byMeasure] of Object.entries(input[field] ?? {})) {
      const priceType = priceTypeByCode.get(typeCode);
      if (!priceType) {
        unknown(`${field}.${typeCode}`, "Нет такого типа цен.");
        continue;
      }
      for (const [measureCode, price] of Object.entries(byMeasure)) {
        const measure = reference.measureByCode.get(measureCode);
        if (!measure) {
          unknown(`${field}.${typeCode}.${measureCode}`, "Нет такой единицы измерения.");
          continue;
        }
        changes.push({ priceTypeId: priceType.id, measureId: measure.id, price });
      }
    }
    return changes;
  };
  const prices = priceIds("prices");
  const compareAtPrices = priceIds("compareAtPrices");
  const attributes: { attributeId: number; valueId: number | null }[] = [];
  for (const [code, valueCode] of Object.entries(input.attributes ?? {})) {
    const attribute = reference.attributes.find((candidate) => candidate.code === code);
    if (!attribute) {
      unknown(`attributes.${code}`, "Нет такого свойства.");
      continue;
    }
    const value =
      valueCode === null ? null : attribute.values.find((candidate) => candidate.value === valueCode);
    if (value === undefined) {
      unknown(`attributes.${code}`, "Нет такого значения свойства.");
      continue;
    }
    attributes.push({ attributeId: attribute.id, valueId: value?.id ?? null });
  }
  let defaultMeasureId: number | undefined;
  if (input.defaultMeasure !== undefined) {
    defaultMeasureId = reference.measureByCode.get(input.defaultMeasure)?.id;
    if (defaultMeasureId === undefined) {
      unknown("defaultMeasure", "Нет такой единицы измерения.");
    }
  }
  return { violations, prices, compareAtPrices, attributes, defaultMeasureId };
}

const numberTaken = (number: string): Violation => ({
  propertyPath: "number",
  message: `Товар с номером «${number}» уже есть.`,
  code: "not_unique",
});
const slugTaken = (slug: string): Violation => ({
  propertyPath: "slug",
  message: `Адрес «${slug}» уже занят другим товаром.`,
  code: "not_unique",
});
const conflict = (violations: Violation[]) =>
  new DomainError("conflict", { detail: violations[0]?.message, violations });

/** Refuses (409) a number or slug another product has. */
async function checkUnique(tx: DatabaseTransaction, id: number | undefined, input: ProductInput) {
  const violations: Violation[] = [];
  const slugInUse = async (value: string) => {
    const [row] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.slug, value), id === undefined ? undefined : ne(products.id, id)))
      .limit(1);
    return row !== undefined;
  };
  // A product's number is apart from every other product's and every other product's variants'.
  if (input.number !== undefined && (await articlesTaken(tx, [input.number], id)).has(input.number)) {
    violations.push(numberTaken(input.number));
  }
  if (typeof input.slug === "string" && (await slugInUse(input.slug))) {
    violations.push(slugTaken(input.slug));
  }
  if (violations.length) throw conflict(violations);
}

/**
 * The 409 of a write that lost a race: another request took the number (or slug) between
 * `checkUnique` and the insert, and the unique constraint refused this one. Other errors as they are.
 */
function lostRace(error: unknown, input: ProductInput, slug: string | undefined): unknown {
  const constraint = uniqueViolation(error);
  if (constraint === undefined) return error;
  if (constraint.includes("slug") && slug !== undefined) return conflict([slugTaken(slug)]);
  if (input.number !== undefined && !constraint.includes("slug"))
    return conflict([numberTaken(input.number)]);
  return error;
}

/** A slug from the title no other product has, by the products' slug rule (`freeProductSlugs`). */
async function freeSlug(tx: DatabaseTransaction, id: number | undefined, title: string, number: string) {
  const [slug] = await freeProductSlugs(tx, [{ id, title, number }]);
  if (slug === undefined) throw new Error("no slug was found");
  return slug;
}

async function checkCategory(tx: DatabaseTransaction, categoryId: number | undefined) {
  if (categoryId === undefined) return;
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!row) {
    throw invalid([{ propertyPath: "category", message: "Нет такого раздела каталога.", code: "unknown" }]);
  }
}

/**
 * The statements that write the prices and attribute values a create or a change names (the list
 * price after them: `listPriceNow`), not sent yet: the caller sends them in one round trip with
 * whatever goes with them (statements of one transaction are pipelined on its connection and run
 * in the order they are sent).
 */
function partWrites(tx: DatabaseTransaction, id: number, codes: ReturnType<typeof resolveCodes>) {
  const keyOf = (change: { priceTypeId: number; measureId: number }) =>
    and(
      eq(productPrices.productId, id),
      eq(productPrices.priceTypeId, change.priceTypeId),
      eq(productPrices.measureId, change.measureId),
    );
  const priceWrites = codes.prices.map((change) => {
    const key = keyOf(change);
    if (change.price === null) return tx.delete(productPrices).where(key);
    return tx
      .insert(productPrices)
      .values({
        productId: id,
        priceTypeId: change.priceTypeId,
        measureId: change.measureId,
        price: numericFromKopecks(change.price),
      })
      .onConflictDoUpdate({
        target: [productPrices.productId, productPrices.measureId, productPrices.priceTypeId],
        set: { price: numericFromKopecks(change.price) },
      });
  });
  // A product has one value of an attribute: the new one replaces the old (in this order).
  const valueWrites = codes.attributes.flatMap(({ attributeId, valueId }) => [
    tx
      .delete(productAttributeValues)
      .where(
        and(
          eq(productAttributeValues.productId, id),
          sql`${productAttributeValues.attributeValueId} in (select ${attributeValues.id} from ${attributeValues} where ${attributeValues.attributeId} = ${attributeId})`,
        ),
      ),
    ...(valueId === null
      ? []
      : [tx.insert(productAttributeValues).values({ productId: id, attributeValueId: valueId })]),
  ]);
  // After the prices: a was-price belongs to a price row, which `checkCompareAtPrices` has made sure of.
  const compareAtWrites = codes.compareAtPrices.map((change) =>
    tx
      .update(productPrices)
      .set({ compareAtPrice: change.price === null ? null : numericFromKopecks(change.price) })
      .where(keyOf(change)),
  );
  return [...priceWrites, ...compareAtWrites, ...valueWrites];
}

/**
 * Refuses (422) a was-price the input names that has no price beside it after the change, or is
 * not above that price: a struck-through price lower than the price would tell the shopper a lie.
 * A price changed on its own may pass its old was-price; the shop then stops showing it
 * (`productViews`, the cards), and the stored one stays for staff to change or take away.
 */
function checkCompareAtPrices(input: ProductInput, after: Pick<ProductRecord, "prices">) {
  const violations: Violation[] = [];
  for (const [type, byMeasure] of Object.entries(input.compareAtPrices ?? {}))
    for (const [measure, compareAt] of Object.entries(byMeasure)) {
      if (compareAt === null) continue;
      const price = after.prices[type]?.[measure];
      const propertyPath = `compareAtPrices.${type}.${measure}`;
      if (price === undefined)
        violations.push({ propertyPath, message: "Сначала укажите цену.", code: "invalid" });
      else if (compareAt <= price)
        violations.push({
          propertyPath,
          message: "Цена до скидки должна быть больше цены.",
          code: "invalid",
        });
    }
  if (violations.length) throw invalid(violations);
}

/** Prices keyed as the record keeps them with `changes` applied, in price type then measure order. */
function pricesAfter(
  before: ProductRecord["prices"],
  changes: PriceChanges | undefined,
  reference: CatalogReference,
): ProductRecord["prices"] {
  const prices = new Map<string, number>();
  const priceKey = (type: string, measure: string) => `${type}\u0000${measure}`;
  for (const [type, byMeasure] of Object.entries(before))
    for (const [measure, price] of Object.entries(byMeasure)) prices.set(priceKey(type, measure), price);
  for (const [type, byMeasure] of Object.entries(changes ?? {}))
    for (const [measure, price] of Object.entries(byMeasure)) {
      if (price === null) prices.delete(priceKey(type, measure));
      else prices.set(priceKey(type, measure), price);
    }
  const typeId = new Map([...reference.priceTypeById.values()].map((type) => [type.code, type.id]));
  const rank = (key: string) => {
    const [type = "", measure = ""] = key.split("\u0000");
    return [typeId.get(type) ?? 0, reference.measureByCode.get(measure)?.id ?? 0] as const;
  };
  const byType: ProductRecord["prices"] = {};
  for (const key of [...prices.keys()].sort((a, b) => {
    const [[typeA, measureA], [typeB, measureB]] = [rank(a), rank(b)];
    return typeA - typeB || measureA - measureB;
  })) {
    const [type = "", measure = ""] = key.split("\u0000");
    byType[type] = { ...byType[type], [measure]: prices.get(key) ?? 0 };
  }
  return byType;
}

/**
 * The audit record a change leaves: `before` with what the input names applied, as `productRecord`
 * would read it after the writes (prices in price type then measure order, attributes by code).
 * Known before anything is written, so that every write of a change goes out in one round trip.
 */
function recordAfter(
  before: ProductRecord,
  input: ProductInput,
  changes: { slug?: string; images?: StoredImage[] },
  reference: CatalogReference,
): ProductRecord {
  const attributes: Record<string, string> = { ...before.attributes };
  for (const [code, value] of Object.entries(input.attributes ?? {})) {
    if (value === null) delete attributes[code];
    else attributes[code] = value;
  }
  // A deleted price takes its was-price with it.
  const removed: PriceChanges = {};
  for (const [type, byMeasure] of Object.entries(input.prices ?? {}))
    for (const [measure, price] of Object.entries(byMeasure))
      if (price === null) removed[type] = { ...removed[type], [measure]: null };
  const prices = pricesAfter(before.prices, input.prices, reference);
  const compareAtPrices = pricesAfter(
    pricesAfter(before.compareAtPrices, removed, reference),
    input.compareAtPrices,
    reference,
  );
  return {
    number: input.number ?? before.number,
    slug: changes.slug ?? before.slug,
    title: input.title ?? before.title,
    description: input.description ?? before.description,
    category: input.category ?? before.category,
    attributes: Object.fromEntries(Object.entries(attributes).sort(([a], [b]) => (a < b ? -1 : 1))),
    prices,
    compareAtPrices,
    defaultMeasure: input.defaultMeasure ?? before.defaultMeasure,
    published: input.published ?? before.published,
    images: changes.images ? changes.images.map((image) => image.path) : before.images,
    ...(changes.images
      ? altsOf(changes.images, input.title ?? before.title)
      : before.imageAlts
        ? { imageAlts: before.imageAlts }
        : {}),
  };
}

/**
 * The list price (sorting, price filters, the feed) as the product's prices now give it: the
 * default measure's retail price (`measureId`: the default measure a statement gives the product,
 * when it changes it). An update of `products`, so it takes the catalog's version lock
 * (drizzle/0018_catalog_changes.sql) until the commit, as a write of prices does (0020): writes make
 * them their last statements.
 */
const listPriceNow = (reference: CatalogReference, measureId: SQL | PgColumn = products.defaultMeasureId) =>
  sql`(select ${productPrices.price} from ${productPrices} where ${productPrices.productId} = ${products.id} and ${productPrices.measureId} = ${measureId} and ${productPrices.priceTypeId} = ${reference.defaultPriceType.id})`;

const imagesWithAlt = (images: Omit<StoredImage, "alt">[], alt: string): StoredImage[] =>
  images.map((image) => ({ ...image, alt }));

// What staff type or paste is stored as the import's descriptions are: formatting kept, the rest
// removed (product-description.ts), within the stored limit.
const withStoredDescription = (input: ProductInput): ProductInput =>
  input.description === undefined
    ? input
    : { ...input, description: storedDescription(input.description, PRODUCT_LIMITS.description) };

/**
 * Creates a product and answers its id. Number, title, category and default measure are needed; the
 * slug is made from the title unless given. Its photos are staged images (`stagedImages`, moved
 * from `mediaDir`'s staging when the product is made). 422 names unknown or missing fields and
 * staged images that are not there, 409 a taken number or slug.
 * @example
 *   const id = await createProduct(db, catalog, { number: "A-1", title: "Улун", category: 3, defaultMeasure: "pcs", prices: { retail: { pcs: 19900 } } }, staffId);
 */
export async function createProduct(
  db: Database,
  catalog: CatalogIndexStore,
  given: ProductInput,
  actorId: number,
  { mediaDir }: { mediaDir?: string | undefined } = {},
): Promise<number> {
  const input = withStoredDescription(given);
  const reference = await catalog.reference();
  const codes = resolveCodes(input, reference);
  const missing = (["number", "title", "category", "defaultMeasure"] as const)
    .filter((field) => input[field] === undefined)
    .map((field): Violation => ({ propertyPath: field, message: "Обязательное поле.", code: "required" }));
  if (input.images?.length) {
    missing.push({
      propertyPath: "images",
      message: "Изображения добавляются к созданному товару.",
      code: "invalid",
    });
  }
  if (missing.length || codes.violations.length) throw invalid([...missing, ...codes.violations]);
  checkCompareAtPrices(input, { prices: pricesAfter({}, input.prices, reference) });
  const { number, title, category, defaultMeasure } = input as Required<ProductInput>;
  const staged = input.stagedImages ?? [];
  if (staged.length && !mediaDir) throw new Error("staged images need the media directory");
  let slug: string | undefined;
  let attached: AttachedImages | undefined;
  const creation = db.transaction(async (tx) => {
    await checkCategory(tx, category);
    await checkUnique(tx, undefined, input);
    slug = typeof input.slug === "string" ? input.slug : await freeSlug(tx, undefined, title, number);
    const [created] = await tx
      .insert(products)
      .values({
        number,
        slug,
        title,
        description: input.description ?? "",
        categoryId: category,
        defaultMeasureId: reference.measureByCode.get(defaultMeasure)?.id ?? 0,
        // A product staff create starts as a draft (issue 46 point 5): staff preview it at its
        // address, and it is in the shop once they publish it. The import's and the seed's
        // products (`insertProducts`) are published unless they say otherwise.
        published: input.published ?? false,
      })
      .returning();
    if (!created) throw new Error("the product was not inserted");
    await retireAddresses(tx, "product", [created.slug]);
    // The staged photos become the product's files now that it has an id; moved back below if the
    // creation fails after all, so the form can send them again.
    if (staged.length && mediaDir) {
      attached = await attachStagedImages(
        mediaDir,
        created.id,
        staged.map((image) => image.upload),
      );
    }
    const images = (attached?.images ?? []).map((image, index) => ({
      ...image,
      alt: storedAlt(staged[index]?.alt, title),
    }));
    await Promise.all(partWrites(tx, created.id, codes));
    await tx
      .update(products)
      .set({ listPrice: listPriceNow(reference), ...(images.length ? { images } : {}) })
      .where(eq(products.id, created.id));
    await addTitleWords(tx, title);
    await refreshCategoryCounts(tx);
    await recordChange(tx, {
      actorId,
      resource: "product",
      resourceId: created.id,
      operation: "create",
      before: null,
      after: await productRecord(tx, reference, created.id),
    });
    return created.id;
  });
  return creation.catch(async (error: unknown) => {
    await attached?.restore();
    throw lostRace(error, input, slug);
  });
}

/**
 * Changes what `input` names of a product (a merge patch); answers false when there is no such
 * product. The slug stays when the title changes, unless `slug` is given (or `null`: made anew
 * from the title). `images` reorders and removes the product's images (it adds none).
 * @example
 *   await updateProduct(db, catalog, 12, { title: "Улун молочный", published: false }, staffId);
 */
export async function updateProduct(
  db: Database,
  catalog: CatalogIndexStore,
  id: number,
  given: ProductInput,
  actorId: number,
): Promise<{ found: boolean; removedImages: string[] }> {
  const input = withStoredDescription(given);
  const reference = await catalog.reference();
  const codes = resolveCodes(input, reference);
  if (codes.violations.length) throw invalid(codes.violations);
  let slug: string | undefined;
  const change = db.transaction(async (tx) => {
    // The row lock makes concurrent changes of one product take turns (the list price is computed
    // from the prices as the last of them left them).
    const [locked] = await tx.select().from(products).where(eq(products.id, id)).for("update");
    if (!locked) return { found: false, removedImages: [] };
    // Reads that wait for nothing but the lock go out together.
    const [before] = await Promise.all([
      productRecord(tx, reference, id, locked),
      checkCategory(tx, input.category),
      checkUnique(tx, id, input),
    ]);
    const title = input.title ?? locked.title;
    // Alt texts that were the title follow it; a text given here is taken as is (image-alt.ts).
    const retitled = retitledImages(locked.images, locked.title, title);
    let images: StoredImage[] | undefined = title === locked.title ? undefined : retitled;
    if (input.images !== undefined) {
      const byPath = new Map(retitled.map((image) => [image.path, image]));
      const paths = input.images.map(pathOf);
      const unknown = paths.filter((path) => !byPath.has(path));
      if (unknown.length || new Set(paths).size !== paths.length) {
        throw invalid([
          {
            propertyPath: "images",
            message: "Укажите изображения этого товара, каждое один раз.",
            code: "unknown",
          },
        ]);
      }
      images = input.images.flatMap((change) => {
        const image = byPath.get(pathOf(change));
        if (!image) return [];
        return typeof change === "string" || change.alt === undefined
          ? [image]
          : [{ ...image, alt: storedAlt(change.alt, title) }];
      });
    }
    await checkVariantsKept(tx, reference, id, locked.defaultMeasureId, {
      defaultMeasureId: codes.defaultMeasureId,
      prices: [...codes.prices, ...codes.compareAtPrices],
    });
    slug =
      input.slug === null
        ? await freeSlug(tx, id, title, input.number ?? locked.number)
        : (input.slug ?? undefined);
    const changes = {
      ...(input.number !== undefined ? { number: input.number } : {}),
      ...(slug !== undefined ? { slug } : {}),
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.category !== undefined ? { categoryId: input.category } : {}),
      ...(codes.defaultMeasureId !== undefined ? { defaultMeasureId: codes.defaultMeasureId } : {}),
      ...(input.published !== undefined ? { published: input.published } : {}),
      ...(images !== undefined ? { images } : {}),
    };
    if (!before) return { found: false, removedImages: [] };
    const after = recordAfter(
      before,
      input,
      { ...(slug !== undefined ? { slug } : {}), ...(images ? { images } : {}) },
      reference,
    );
    checkCompareAtPrices(input, after);
    // Every write goes out in one round trip just before the commit. `writes` run in this order:
    // the product's columns, its prices and values, then the list price that follows them and the
    // page's date, which moves when the product changed (its sitemap entry is newer). The audit
    // entry and the title's words depend on none of them and are sent as they are called, first.
    // The first catalog write takes the catalog's version lock (drizzle/0018, 0020), which every
    // other catalog write of every replica waits for: held for this round trip and the commit
    // only, a stream of price changes keeps its rate under load.
    const writes: PromiseLike<unknown>[] = [
      ...(Object.keys(changes).length ? [tx.update(products).set(changes).where(eq(products.id, id))] : []),
      ...partWrites(tx, id, codes),
      tx
        .update(products)
        .set({
          listPrice: listPriceNow(reference),
          ...(JSON.stringify(before) !== JSON.stringify(after) ? { updatedAt: sql`now()` } : {}),
        })
        .where(eq(products.id, id)),
    ];
    await Promise.all([
      ...writes,
      ...(slug !== undefined && slug !== locked.slug
        ? [keepProductAddress(tx, id, locked.slug), retireAddresses(tx, "product", [slug])]
        : []),
      ...(input.title !== undefined ? [addTitleWords(tx, input.title)] : []),
      recordChange(tx, { actorId, resource: "product", resourceId: id, operation: "update", before, after }),
    ]);
    // The counts only move with a product's section or publication. Recounting is a pass over every
    // product (hundreds of milliseconds at 100 000), which a price change must not pay.
    if (
      (input.category !== undefined && input.category !== locked.categoryId) ||
      (input.published !== undefined && input.published !== locked.published)
    ) {
      await refreshCategoryCounts(tx);
    }
    const kept = new Set(after.images);
    return { found: true, removedImages: before.images.filter((path) => !kept.has(path)) };
  });
  return change.catch((error: unknown) => {
    throw lostRace(error, input, slug);
  });
}

/**
 * Deletes a product (its prices, attribute values, texts and cart lines with it; orders keep their
 * snapshot). Answers the media paths of its images, or undefined when there was no such product.
 * @example
 *   await deleteProduct(db, catalog, 12, staffId);
 */
export async function deleteProduct(
  db: Database,
  catalog: CatalogIndexStore,
  id: number,
  actorId: number,
): Promise<string[] | undefined> {
  const reference = await catalog.reference();
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ categoryId: products.categoryId })
      .from(products)
      .where(eq(products.id, id))
      .for("update");
    if (!locked) return undefined;
    const before = await productRecord(tx, reference, id);
    await tx.delete(products).where(eq(products.id, id));
    await refreshCategoryCounts(tx);
    await recordChange(tx, {
      actorId,
      resource: "product",
      resourceId: id,
      operation: "delete",
      before,
      after: null,
    });
    return before?.images ?? [];
  });
}

/**
 * Adds an image (already stored under `image.path`) at the end of a product's images, in the
 * product's transaction and audit log; false when there is no such product.
 * @example
 *   await addProductImage(db, catalog, 12, { path: "/api/media/products/u12-ab12.webp", width: 640, height: 480 }, staffId);
 */
export async function addProductImage(
  db: Database,
  catalog: CatalogIndexStore,
  id: number,
  image: Omit<StoredImage, "alt">,
  actorId: number,
): Promise<boolean> {
  return addProductImages(db, await catalog.reference(), id, [image], { actorId });
}

/**
 * Adds images (already stored under their paths) at the end of a product's images, their alt text
 * its title, in one transaction with its audit log entry; false when there is no such product.
 * @example
 *   await addProductImages(db, reference, 12, [{ path: "/api/media/products/u12-ab12.webp", width: 640, height: 480, source: "https://…/1.jpg" }], { actorId: 3, importId: 7 });
 */
export async function addProductImages(
  db: Database,
  reference: CatalogReference,
  id: number,
  images: Omit<StoredImage, "alt">[],
  author: ChangeAuthor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(products).where(eq(products.id, id)).for("update");
    if (!locked) return false;
    const before = await productRecord(tx, reference, id, locked);
    await tx
      .update(products)
      .set({ images: [...locked.images, ...imagesWithAlt(images, locked.title)], updatedAt: sql`now()` })
      .where(eq(products.id, id));
    await recordChange(tx, {
      ...author,
      resource: "product",
      resourceId: id,
      operation: "update",
      before,
      after: await productRecord(tx, reference, id),
    });
    return true;
  });
}

/** A product to create as the import and the seed state it: the reference's rows by their ids. */
export interface NewProduct {
  number: string;
  title: string;
  description: string;
  categoryId: number;
  defaultMeasureId: number;
  /** Its prices, kopecks, with the was-price kept beside one (above it) or none. */
  prices: { priceTypeId: number; measureId: number; amount: number; compareAt?: number | undefined }[];
  attributeValueIds: number[];
  /** Images already stored; their alt text is the product's title. */
  images?: Omit<StoredImage, "alt">[] | undefined;
  /** Default true. */
  published?: boolean | undefined;
  /** When it was made, and last changed (default now): the seed's catalog is dated alike everywhere. */
  createdAt?: Date | undefined;
}

/** Rows per insert statement: within PostgreSQL's 65 535 parameters for the widest row here. */
const ROWS_PER_STATEMENT = 2_000;

/**
 * Inserts new products, their prices and attribute values, in a handful of statements whatever
 * their number, by the products' rules: the slug rule (`freeProductSlugs`), the list price as the
 * default price type's price in the default measure, images' alt text the title, title words in
 * the search's dictionary. The one way products are created in bulk: the import's new offers
 * (`writeProductStates`) and the seed's catalog. Audit entries are the caller's: the import writes
 * one per product; the seed none (nobody made its catalog). The categories' product counts are
 * the caller's to refresh once after its batches.
 * @example
 *   await insertProducts(tx, reference, [{ number: "A-1", title: "Улун", description: "", categoryId: 3, defaultMeasureId: 1, prices: [{ priceTypeId: 1, measureId: 1, amount: 19900 }], attributeValueIds: [] }]);
 */
export async function insertProducts(
  executor: DatabaseExecutor,
  reference: CatalogReference,
  items: NewProduct[],
): Promise<{ id: number; number: string }[]> {
  if (items.length === 0) return [];
  const slugs = await freeProductSlugs(executor, items);
  const listPrice = (item: NewProduct) => {
    const price = item.prices.find(
      (price) =>
        price.priceTypeId === reference.defaultPriceType.id && price.measureId === item.defaultMeasureId,
    );
    return price ? numericFromKopecks(price.amount) : null;
  };
  const created: { id: number; number: string }[] = [];
  for (let start = 0; start < items.length; start += ROWS_PER_STATEMENT) {
    const rows = await executor
      .insert(products)
      .values(
        items.slice(start, start + ROWS_PER_STATEMENT).map((item, index) => ({
          number: item.number,
          slug: slugs[start + index] ?? "",
          title: item.title,
          description: item.description,
          categoryId: item.categoryId,
          defaultMeasureId: item.defaultMeasureId,
          images: imagesWithAlt(item.images ?? [], item.title),
          listPrice: listPrice(item),
          published: item.published ?? true,
          ...(item.createdAt ? { createdAt: item.createdAt, updatedAt: item.createdAt } : {}),
        })),
      )
      .returning();
    created.push(...rows.map(({ id, number }) => ({ id, number })));
  }
  // RETURNING's order is not promised to be the rows': ids are matched by the unique number.
  const idOf = new Map(created.map(({ id, number }) => [number, id]));
  const prices = items.flatMap((item) =>
    item.prices.map((price) => ({
      productId: idOf.get(item.number) ?? 0,
      measureId: price.measureId,
      priceTypeId: price.priceTypeId,
      price: numericFromKopecks(price.amount),
      compareAtPrice: price.compareAt === undefined ? null : numericFromKopecks(price.compareAt),
    })),
  );
  for (let start = 0; start < prices.length; start += ROWS_PER_STATEMENT)
    await executor.insert(productPrices).values(prices.slice(start, start + ROWS_PER_STATEMENT));
  const links = items.flatMap((item) =>
    item.attributeValueIds.map((attributeValueId) => ({
      productId: idOf.get(item.number) ?? 0,
      attributeValueId,
    })),
  );
  for (let start = 0; start < links.length; start += ROWS_PER_STATEMENT)
    await executor.insert(productAttributeValues).values(links.slice(start, start + ROWS_PER_STATEMENT));
  await retireAddresses(executor, "product", slugs);
  await addTitleWords(executor, items.map((item) => item.title).join(" "));
  return created;
}

/** A product as an import states it, known by its number: what it names replaces what the product has. */
export interface ProductState {
  number: string;
  title: string;
  description: string;
  /** The category's id. */
  categoryId: number;
  /** The default measure's id; undefined keeps the product's (a new product takes `newMeasureId`). */
  measureId: number | undefined;
  /**
   * Its price (of `priceTypeId`, in its default measure), kopecks, with the was-price kept beside it
   * (above the price, or none); undefined takes that price away (not on sale).
   */
  price: { amount: number; compareAt: number | undefined } | undefined;
  /** Exactly the attribute values the product has. */
  attributeValueIds: number[];
}

/** What `writeProductStates` did to one product. */
export interface ProductStateWritten {
  id: number;
  outcome: "created" | "updated" | "unchanged";
  /** The product's images before the write (a new product has none). */
  images: StoredImage[];
}

/**
 * Creates or changes a batch of products (an import's) to the states given, in the caller's
 * transaction, by the editor's rules: a new product's slug by the products' slug rule, the list
 * price and the page's date as the editor moves them, images' alt text the title, new title words
 * in the search's dictionary, one audit entry per product created or changed (the records before
 * and after, `author` on it). A handful of statements whatever the batch's size: each kind of write
 * is one statement for the batch, and nothing is written for a product already as stated (a rerun
 * of a file moves neither the catalog's version nor the log). The categories' product counts are
 * the caller's to refresh (once after its batches: a recount is a pass over every product).
 * `dryRun` (an import's preview) compares the same way and writes nothing: the outcomes say what
 * the write would do (a new product's id is 0).
 * @example
 *   await db.transaction((tx) => writeProductStates(tx, reference, states, { priceTypeId: 1, newMeasureId: 1, author: { actorId: 3, importId: 7 } }));
 */
export async function writeProductStates(
  tx: DatabaseTransaction,
  reference: CatalogReference,
  states: ProductState[],
  {
    priceTypeId,
    newMeasureId,
    author,
    dryRun = false,
  }: { priceTypeId: number; newMeasureId: number; author: ChangeAuthor; dryRun?: boolean },
): Promise<ProductStateWritten[]> {
  if (states.length === 0) return [];
  // Locked as the editor locks the product it changes: a change made meanwhile is neither lost nor
  // missing from the entry's `before`. A preview writes nothing and locks nothing.
  const selected = tx
    .select(recordColumns)
    .from(products)
    .where(
      inArray(
        products.number,
        states.map((state) => state.number),
      ),
    );
  const rows = dryRun ? await selected : await selected.for("update");
  const found = new Map(rows.map((row) => [row.number, row]));
  const parts = await readProductParts(
    tx,
    rows.map((row) => row.id),
    rows,
  );
  const priceOf = new Map(
    parts.prices
      .filter((price) => price.priceTypeId === priceTypeId)
      .map((price) => [
        `${price.productId} ${price.measureId}`,
        {
          amount: kopecksFromNumeric(price.price),
          compareAt: price.compareAtPrice === null ? undefined : kopecksFromNumeric(price.compareAtPrice),
        },
      ]),
  );
  const valuesOf = new Map<number, Set<number>>();
  for (const { productId, valueId } of parts.values) {
    valuesOf.set(productId, (valuesOf.get(productId) ?? new Set()).add(valueId));
  }

  const idOf = new Map(rows.map((row) => [row.number, row.id] as const));

  /** The existing products that change, as the one statement that updates them takes them. */
  const changes = new Map<
    number,
    {
      id: number;
      title: string;
      description: string;
      category_id: number;
      default_measure_id: number;
      images: StoredImage[];
    }
  >();
  const upserts: (typeof productPrices.$inferInsert)[] = [];
  const removals: { product_id: number; measure_id: number }[] = [];
  const valueChanges = new Map<number, number[]>();
  const newTitles: string[] = [];
  for (const state of states) {
    const id = idOf.get(state.number);
    const row = found.get(state.number);
    // A new product is written whole below.
    if (id === undefined || row === undefined) continue;
    const measureId = state.measureId ?? row.defaultMeasureId;
    let changed =
      row.title !== state.title ||
      row.description !== state.description ||
      row.categoryId !== state.categoryId ||
      row.defaultMeasureId !== measureId;
    const stored = priceOf.get(`${id} ${measureId}`);
    if (
      stored?.amount !== state.price?.amount ||
      (state.price !== undefined && stored?.compareAt !== state.price.compareAt)
    ) {
      changed = true;
      if (state.price === undefined) removals.push({ product_id: id, measure_id: measureId });
      else
        upserts.push({
          productId: id,
          measureId,
          priceTypeId,
          price: numericFromKopecks(state.price.amount),
          compareAtPrice:
            state.price.compareAt === undefined ? null : numericFromKopecks(state.price.compareAt),
        });
    }
    const now = valuesOf.get(id) ?? new Set<number>();
    const next = new Set(state.attributeValueIds);
    if (now.size !== next.size || [...next].some((valueId) => !now.has(valueId))) {
      valueChanges.set(id, [...next]);
      changed = true;
    }
    if (changed) {
      // Alt texts that were the title follow it (image-alt.ts).
      changes.set(id, {
        id,
        title: state.title,
        description: state.description,
        category_id: state.categoryId,
        default_measure_id: measureId,
        images: retitledImages(row.images, row.title, state.title),
      });
      if (row.title !== state.title) newTitles.push(state.title);
    }
  }
  if (dryRun) {
    return states.map((state) => {
      const row = found.get(state.number);
      return {
        id: row?.id ?? 0,
        outcome: !row ? "created" : changes.has(row.id) ? "updated" : "unchanged",
        images: row?.images ?? [],
      };
    });
  }

  const fresh = states.filter((state) => !found.has(state.number));
  // New products go in by the bulk creation's rules, their prices and values with them.
  const created = await insertProducts(
    tx,
    reference,
    fresh.map((state) => {
      const measureId = state.measureId ?? newMeasureId;
      return {
        number: state.number,
        title: state.title,
        description: state.description,
        categoryId: state.categoryId,
        defaultMeasureId: measureId,
        prices: state.price
          ? [{ priceTypeId, measureId, amount: state.price.amount, compareAt: state.price.compareAt }]
          : [],
        attributeValueIds: state.attributeValueIds,
      };
    }),
  );
  for (const row of created) idOf.set(row.number, row.id);

  // Each kind of write is one statement for the whole batch. The prices and values go first: the
  // changed products' row follows them last, as the editor's change does (its list price is the
  // prices', its page's date moves), in one statement whatever changed of them.
  if (upserts.length) {
    await tx
      .insert(productPrices)
      .values(upserts)
      .onConflictDoUpdate({
        target: [productPrices.productId, productPrices.measureId, productPrices.priceTypeId],
        set: { price: sql`excluded.price`, compareAtPrice: sql`excluded.compare_at_price` },
      });
  }
  if (removals.length) {
    await tx.execute(sql`
      delete from ${productPrices} where ${productPrices.priceTypeId} = ${priceTypeId}
        and (${productPrices.productId}, ${productPrices.measureId}) in (
          select product_id, measure_id from jsonb_to_recordset(${JSON.stringify(removals)}::jsonb)
            as r(product_id integer, measure_id integer))`);
  }
  if (valueChanges.size) {
    const withValues = [...valueChanges.keys()].filter((id) => valuesOf.has(id));
    if (withValues.length) {
      await tx.delete(productAttributeValues).where(inArray(productAttributeValues.productId, withValues));
    }
    const links = [...valueChanges].flatMap(([productId, valueIds]) =>
      valueIds.map((attributeValueId) => ({ productId, attributeValueId })),
    );
    if (links.length) await tx.insert(productAttributeValues).values(links);
  }
  if (changes.size) {
    await tx.execute(sql`
      update ${products} set "title" = v.title, "description" = v.description,
        "category_id" = v.category_id, "default_measure_id" = v.default_measure_id, "images" = v.images,
        "list_price" = ${listPriceNow(reference, sql`v.default_measure_id`)}, "updated_at" = now()
      from jsonb_to_recordset(${JSON.stringify([...changes.values()])}::jsonb)
        as v(id integer, title text, description text, category_id integer, default_measure_id integer, images jsonb)
      where ${products.id} = v.id`);
  }
  if (newTitles.length) await addTitleWords(tx, newTitles.join(" "));

  // The audit entries, in the batch's order: the records as the writes left them.
  const written = states.flatMap((state) => {
    const id = idOf.get(state.number);
    return id !== undefined && (!found.has(state.number) || changes.has(id)) ? [id] : [];
  });
  // Records are made of the products that changed only: a rerun of a file builds none.
  const before = recordsOf(reference, {
    rows: parts.rows.filter((row) => changes.has(row.id)),
    prices: parts.prices.filter((price) => changes.has(price.productId)),
    values: parts.values.filter((value) => changes.has(value.productId)),
    variants: new Map([...parts.variants].filter(([id]) => changes.has(id))),
  });
  const after = await productRecords(tx, reference, written);
  await recordChanges(
    tx,
    written.map((id) => {
      const was = before.get(id);
      return {
        ...author,
        resource: "product",
        resourceId: id,
        operation: was ? "update" : "create",
        before: was ?? null,
        after: after.get(id) ?? null,
      };
    }),
  );
  return states.map((state) => {
    const id = idOf.get(state.number) ?? 0;
    const row = found.get(state.number);
    return {
      id,
      outcome: !row ? "created" : changes.has(id) ? "updated" : "unchanged",
      images: row?.images ?? [],
    };
  });
}

/** A change staff make to many products at once (`product-bulk-jobs.ts`). */
export type BulkChange =
  | { action: "move"; category: number }
  | { action: "publish" }
  | { action: "unpublish" }
  /** Every price of each product (each price type and measure) by basis points: −1250 is −12.5 %. */
  | { action: "change-prices"; basisPoints: number }
  | { action: "delete" };

/**
 * The most products one bulk change takes: it is one transaction and one audit entry holding each
 * product's changed fields (a few MB at this size), and a larger catalog is changed a section or
 * a filter at a time.
 */
export const MAX_BULK_PRODUCTS = 10_000;
/** The least a price may be: a price above 0 is the only one used (SPEC.md section 3). */
export const MIN_PRICE_KOPECKS = 1;

/** What a bulk change did. */
export interface BulkChangeWritten {
  /** The products the selection held, each counted once, whether it changed or already was so. */
  count: number;
  /**
   * The products that changed, by id: their number and the fields the change touched before it
   * (a deleted product's whole record), and after it (none for a deletion). Rows already as the
   * change would leave them are neither written nor listed.
   */
  before: Record<number, Partial<ProductRecord>>;
  after: Record<number, Partial<ProductRecord>>;
  /** The media paths of deleted products' images, to delete once the transaction committed. */
  removedImages: string[];
}

/** Rows of one bulk statement: the progress moves after each. */
const BULK_BATCH = 500;

/**
 * Changes the products `selection` holds (a condition on `products`) in the caller's transaction,
 * by the editor's rules: rows locked as the single editor locks them, the page's date moved on a
 * change, the list price following the prices, the categories' counts recounted once after a move,
 * a publication or a deletion; nothing of addresses (a product's address is its slug, which no bulk
 * change touches). Everything is checked before anything is written, and the caller's transaction
 * holds it all: a refusal (422: no product or more than {@link MAX_BULK_PRODUCTS}, an unknown
 * category, a price that would fall below {@link MIN_PRICE_KOPECKS} or rise past the largest
 * total) or a failure at any batch leaves every product as it was. The audit entry is the caller's
 * (one for the whole change, with `before` and `after`). `onProgress` is told after each batch.
 * @example
 *   await db.transaction((tx) => writeBulkChange(tx, reference, inArray(products.id, [4, 5]), { action: "change-prices", basisPoints: -1000 }));
 */
export async function writeBulkChange(
  tx: DatabaseTransaction,
  reference: CatalogReference,
  selection: SQL | undefined,
  change: BulkChange,
  {
    batchSize = BULK_BATCH,
    onSelected,
    onProgress,
  }: {
    batchSize?: number;
    onSelected?: (count: number) => void;
    onProgress?: (done: number) => Promise<void> | void;
  } = {},
): Promise<BulkChangeWritten> {
  const selectionProblem = (message: string) =>
    invalid([{ propertyPath: "selection", message, code: "invalid" }]);
  const rows = await tx
    .select(recordColumns)
    .from(products)
    .where(selection)
    .orderBy(asc(products.number))
    .limit(MAX_BULK_PRODUCTS + 1)
    .for("update");
  if (rows.length === 0) throw selectionProblem("Ни один товар не выбран.");
  if (rows.length > MAX_BULK_PRODUCTS)
    throw selectionProblem(
      `Выбрано больше ${MAX_BULK_PRODUCTS} товаров: сузьте выбор фильтром или разделом.`,
    );
  onSelected?.(rows.length);
  if (change.action === "move") await checkCategory(tx, change.category);
  const records = recordsOf(
    reference,
    await readProductParts(
      tx,
      rows.map((row) => row.id),
      rows,
    ),
  );
  const before: BulkChangeWritten["before"] = {};
  const after: BulkChangeWritten["after"] = {};
  /** The new prices of a price change, as rows of `product_prices`. */
  const newPrices = new Map<number, { price_type_id: number; measure_id: number; price: string }[]>();
  const violations: Violation[] = [];
  const typeByCode = new Map([...reference.priceTypeById.values()].map((type) => [type.code, type.id]));
  for (const row of rows) {
    const record = records.get(row.id);
    if (!record) continue;
    switch (change.action) {
      case "move":
        if (row.categoryId !== change.category) {
          before[row.id] = { number: row.number, category: row.categoryId };
          after[row.id] = { number: row.number, category: change.category };
        }
        break;
      case "publish":
      case "unpublish": {
        const published = change.action === "publish";
        if (row.published !== published) {
          before[row.id] = { number: row.number, published: row.published };
          after[row.id] = { number: row.number, published };
        }
        break;
      }
      case "change-prices": {
        const prices: ProductRecord["prices"] = {};
        const writes: { price_type_id: number; measure_id: number; price: string }[] = [];
        for (const [type, byMeasure] of Object.entries(record.prices))
          for (const [measure, price] of Object.entries(byMeasure)) {
            const changed = changedByBasisPoints(price, change.basisPoints);
            if (changed < MIN_PRICE_KOPECKS || changed > MAX_CART_AMOUNT) {
              violations.push({
                propertyPath: "percent",
                message:
                  changed < MIN_PRICE_KOPECKS
                    ? `Цена товара ${row.number} «${row.title}» стала бы меньше 1 копейки.`
                    : `Цена товара ${row.number} «${row.title}» стала бы больше наибольшей суммы заказа.`,
                code: "out_of_range",
              });
            }
            prices[type] = { ...prices[type], [measure]: changed };
            if (changed !== price)
              writes.push({
                price_type_id: typeByCode.get(type) ?? 0,
                measure_id: reference.measureByCode.get(measure)?.id ?? 0,
                price: numericFromKopecks(changed),
              });
          }
        if (writes.length) {
          newPrices.set(row.id, writes);
          before[row.id] = { number: row.number, prices: record.prices };
          after[row.id] = { number: row.number, prices };
        }
        break;
      }
      case "delete":
        before[row.id] = record;
        break;
    }
  }
  // A few of them name the products; the rest is the same sentence about others.
  if (violations.length) throw invalid(violations.slice(0, 20));

  for (let start = 0; start < rows.length; start += batchSize) {
    const ids = rows
      .slice(start, start + batchSize)
      .map((row) => row.id)
      .filter((id) => change.action === "delete" || id in before);
    if (ids.length) {
      switch (change.action) {
        case "move":
          await tx
            .update(products)
            .set({ categoryId: change.category, updatedAt: sql`now()` })
            .where(inArray(products.id, ids));
          break;
        case "publish":
        case "unpublish":
          await tx
            .update(products)
            .set({ published: change.action === "publish", updatedAt: sql`now()` })
            .where(inArray(products.id, ids));
          break;
        case "change-prices": {
          const prices = ids.flatMap((id) =>
            (newPrices.get(id) ?? []).map((price) => ({ product_id: id, ...price })),
          );
          await tx.execute(sql`
            update ${productPrices} set "price" = v.price
            from jsonb_to_recordset(${JSON.stringify(prices)}::jsonb)
              as v(product_id integer, price_type_id integer, measure_id integer, price numeric)
            where ${productPrices.productId} = v.product_id and ${productPrices.priceTypeId} = v.price_type_id
              and ${productPrices.measureId} = v.measure_id`);
          // The list price follows the prices, last, as the single editor's change does.
          await tx
            .update(products)
            .set({ listPrice: listPriceNow(reference), updatedAt: sql`now()` })
            .where(inArray(products.id, ids));
          break;
        }
        case "delete":
          await tx.delete(products).where(inArray(products.id, ids));
          break;
      }
    }
    await onProgress?.(Math.min(start + batchSize, rows.length));
  }
  if (change.action !== "change-prices" && Object.keys(before).length) await refreshCategoryCounts(tx);
  return {
    count: rows.length,
    before,
    after,
    removedImages:
      change.action === "delete" ? rows.flatMap((row) => row.images.map((image) => image.path)) : [],
  };
}

/** What an undo of an import does to its products (`restoreProducts`). */
export interface ProductRestores {
  /** Products put back to these records (their images: those of the record the product still has). */
  restore: { id: number; record: ProductRecord }[];
  /** Products deleted. */
  remove: number[];
  /** Products taken off the shop (unpublished). */
  hide: number[];
}

/**
 * Puts products back as an undo of an import decides (yml-import-undo.ts), in the caller's
 * transaction, by the editor's rules: the list price and the page's date follow, images' alt text is
 * the title, the categories' counts are recounted, and each product changed has its audit entry
 * (`author`, no import: the undo is not the import's). `reference` must know the attributes the
 * records name (read it in the transaction). Answers the media paths of the images no product has
 * any more, for the caller to remove once committed.
 * @example
 *   const removed = await restoreProducts(tx, reference, { restore: [{ id: 12, record }], remove: [13], hide: [] }, { actorId: 3 });
 */
export async function restoreProducts(
  tx: DatabaseTransaction,
  reference: CatalogReference,
  { restore, remove, hide }: ProductRestores,
  author: ChangeAuthor,
): Promise<string[]> {
  const ids = [...restore.map((item) => item.id), ...remove, ...hide];
  if (ids.length === 0) return [];
  const rows = await tx.select().from(products).where(inArray(products.id, ids)).for("update");
  const rowOf = new Map(rows.map((row) => [row.id, row]));
  const before = await productRecords(
    tx,
    reference,
    rows.map((row) => row.id),
  );
  const removedImages: string[] = [];
  const typeByCode = new Map([...reference.priceTypeById.values()].map((type) => [type.code, type.id]));
  const valueIdOf = (code: string, value: string) =>
    reference.attributes.find((attribute) => attribute.code === code)?.values.find((v) => v.value === value)
      ?.id;
  for (const { id, record } of restore) {
    const row = rowOf.get(id);
    if (!row) continue;
    const byPath = new Map(row.images.map((image) => [image.path, image]));
    const images = imagesWithAlt(
      record.images.flatMap((path) => byPath.get(path) ?? []),
      record.title,
    );
    const kept = new Set(images.map((image) => image.path));
    removedImages.push(...row.images.map((image) => image.path).filter((path) => !kept.has(path)));
    const measureId = reference.measureByCode.get(record.defaultMeasure)?.id ?? row.defaultMeasureId;
    await tx.delete(productPrices).where(eq(productPrices.productId, id));
    const prices = Object.entries(record.prices).flatMap(([type, byMeasure]) =>
      Object.entries(byMeasure).flatMap(([measure, amount]) => {
        const priceTypeId = typeByCode.get(type);
        const measureRow = reference.measureByCode.get(measure);
        if (priceTypeId === undefined || !measureRow) return [];
        const compareAt = record.compareAtPrices[type]?.[measure];
        return [
          {
            productId: id,
            priceTypeId,
            measureId: measureRow.id,
            price: numericFromKopecks(amount),
            compareAtPrice: compareAt === undefined ? null : numericFromKopecks(compareAt),
          },
        ];
      }),
    );
    if (prices.length) await tx.insert(productPrices).values(prices);
    await tx.delete(productAttributeValues).where(eq(productAttributeValues.productId, id));
    const links = Object.entries(record.attributes).flatMap(([code, value]) => {
      const attributeValueId = valueIdOf(code, value);
      return attributeValueId === undefined ? [] : [{ productId: id, attributeValueId }];
    });
    if (links.length) await tx.insert(productAttributeValues).values(links);
    await tx
      .update(products)
      .set({
        title: record.title,
        description: record.description,
        categoryId: record.category,
        defaultMeasureId: measureId,
        published: record.published,
        images,
        updatedAt: sql`now()`,
      })
      .where(eq(products.id, id));
    // The variants back (after the default measure they are counted in): those the product still
    // has keep their ids, those gone since come back as new ones. Their writer sets the product's
    // own price to their cheapest available one's, as the record has it.
    const variants = record.variants ?? [];
    if (!sameVariants(before.get(id)?.variants ?? [], variants)) {
      const ids = new Set((before.get(id)?.variants ?? []).map((variant) => variant.id));
      await writeVariants(tx, reference, id, inputsOf(variants, ids));
    }
    await tx
      .update(products)
      .set({ listPrice: listPriceNow(reference) })
      .where(eq(products.id, id));
    if (record.title !== row.title) await addTitleWords(tx, record.title);
  }
  if (hide.length) {
    await tx
      .update(products)
      .set({ published: false, updatedAt: sql`now()` })
      .where(inArray(products.id, hide));
  }
  const after = await productRecords(tx, reference, [...restore.map((item) => item.id), ...hide]);
  for (const id of remove) removedImages.push(...(rowOf.get(id)?.images.map((image) => image.path) ?? []));
  if (remove.length) await tx.delete(products).where(inArray(products.id, remove));
  await refreshCategoryCounts(tx);
  await recordChanges(
    tx,
    ids.flatMap((id) => {
      const was = before.get(id);
      if (!was) return [];
      const removed = remove.includes(id);
      return [
        {
          ...author,
          resource: "product" as const,
          resourceId: id,
          operation: removed ? ("delete" as const) : ("update" as const),
          before: was,
          after: removed ? null : (after.get(id) ?? null),
        },
      ];
    }),
  );
  return removedImages;
}
