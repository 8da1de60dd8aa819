import { createHash } from "node:crypto";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { DatabaseExecutor, DatabaseTransaction } from "../../db/executor";
import {
  attributes,
  attributeValues,
  categories,
  measures,
  priceTypes,
  productAttributeValues,
  products,
  type StoredImage,
} from "../../db/schema/index";
import { uniqueViolation } from "../../db/unique-violation";
import { type ChangeAuthor, recordChange } from "../audit-log";
import { DomainError } from "../errors";
import { kopecksFromNumeric } from "../money";
import { MAX_CART_AMOUNT } from "../pricing";
import { CATEGORY_LIMITS, PRODUCT_LIMITS, PRODUCT_NUMBER_SHAPE, YML_LIMITS } from "./catalog-limits";
import { refreshCategoryCounts } from "./category-counts";
import { categoryPlaceViolation, categoryRecord } from "./category-editor";
import { storedDescription } from "./product-description";
import { addProductImages, type ProductState, writeProductStates } from "./product-editor";
import { storeProductImage } from "./product-images";
import { articlesOfOthersVariants, cheapestAvailable } from "./product-variants";
import { type CatalogReference, readCatalogReference } from "./reference";
import { addTitleWords } from "./search";
import { slugWithin } from "./slug";
import { type CurrencyRules, currencyRules, toRoubles } from "./yml-currency";
import { offerName } from "./yml-offer-name";
import { fetchPicture, PictureRefused, type PictureSources, pictureRefusedUpFront } from "./yml-pictures";
import { readYml, type YmlCategory, type YmlOffer } from "./yml-reader";
import { groupMeasureId, groupNames, groupNumber, writeGroupVariants } from "./yml-variants";

// The YML import (issue 31): a catalog exported by an accounting or warehouse system becomes the
// shop's. Categories are matched by their place in the tree (the slug path of their titles), offers
// by their product number (`vendorCode`, else the offer's id): each is created or updated, never
// duplicated, and a rerun of the same file writes nothing. The file is read twice: first checked
// whole (malformed XML writes nothing), then imported a batch at a time, each batch one
// transaction. An offer the shop cannot take (no price, a foreign currency, an unknown category) is
// refused with its line and reason and the rest goes on. Products are written by the product
// editor's module (`writeProductStates`, `addProductImages`): the editor's slug rule and list price,
// and an audit entry per product created or changed that names the import's job.

/** The param of an offer that names the measure its price is of (the feed writes it too). */
export const MEASURE_PARAM = "Единица измерения";
/** The price type a YML price is: what the shop's customers pay. */
const RETAIL = "retail";
/** The measure of a product whose offer names none. */
const DEFAULT_MEASURE = "pcs";
const PRICE_SHAPE = /^\d{1,10}(?:[.,]\d{1,2})?$/;
/** The category of offers whose `<categoryId>` names no category of the file (or none at all). */
export const UNSORTED_CATEGORY = "Без категории";

/**
 * What a line of an import's report is about: an offer refused (`offer`, counted in
 * `offers.refused`), a category refused (`category`, counted in `categories.refused`), something an
 * imported offer or category lost or was given (`note`: counted nowhere, the offer is in), or the
 * pictures of one server (or the folder) that could not be had for one reason (`pictures`, with
 * their `host` and `count`).
 */
export type YmlRefusalKind = "offer" | "category" | "note" | "pictures";

/** One line of an import's report. */
export interface YmlRefusal {
  line: number;
  /** The offer's or category's id in the file. */
  id: string;
  /** The offer's name (as its type composes it) or the category's title, when it has one. */
  name?: string | undefined;
  kind: YmlRefusalKind;
  reason: string;
  /** Of `pictures`: the server's name (none for the import's folder) and how many pictures. */
  host?: string | undefined;
  count?: number | undefined;
}

/** What an import did (or, for a preview, would do). */
export interface YmlImportSummary {
  categories: { created: number; updated: number; unchanged: number; refused: number };
  offers: { created: number; updated: number; unchanged: number; refused: number };
  /**
   * Pictures fetched and stored, and those that could not be had (each server's in `refusals`);
   * `planned`: those a preview would fetch (the apply's stored and refused ones).
   */
  pictures: { stored: number; refused: number; planned: number };
  /**
   * Each offer or category the shop did not take, and what of an offer it cut or left out: where it
   * is in the file and why. The first {@link MAX_SUMMARY_REFUSALS} of them.
   */
  refusals: YmlRefusal[];
}

/**
 * The refusals a summary keeps: a file of millions of refused offers (counted whole in
 * `offers.refused`) must not grow the import's memory with them.
 */
export const MAX_SUMMARY_REFUSALS = 10_000;

/** Adds a refusal to the summary, unless it holds {@link MAX_SUMMARY_REFUSALS} already. */
function keepRefusal(summary: YmlImportSummary, refusal: YmlRefusal) {
  if (summary.refusals.length < MAX_SUMMARY_REFUSALS) summary.refusals.push(refusal);
}

export interface YmlImportOptions {
  /**
   * The import's job (`catalog_imports`) and who started it: the audit log's entry of each product
   * the import creates or changes names them.
   */
  job: { id: number; actorId: number };
  /** Offers per transaction. */
  batchSize?: number;
  /** Roubles per unit of a currency, as the operator gives them (`{ USD: "92.5" }`): over the file's own rates. */
  rates?: Readonly<Record<string, string>>;
  /** Where `<picture>`s may come from and where they are stored; without it they are not imported. */
  pictures?: (PictureSources & { mediaDir: string }) | undefined;
  /**
   * A dry run: everything is read and compared as the import would, and nothing is written (no
   * category, attribute, product, picture or audit entry): the summary says what the import would
   * do. Pictures are not fetched: those sure to fail (a host not allowed) are said, the rest counted
   * as `planned`.
   */
  dryRun?: boolean;
  /**
   * The shop's category that the file's top-level categories (and «Без категории») go under,
   * instead of the catalog's top level.
   */
  parentCategoryId?: number | undefined;
  /** Called once the first pass has checked the whole file: how many offers it has. */
  onChecked?: (counts: { categories: number; offers: number }) => void;
  /** Called after each batch: offers handled so far, of how many in the file, and the summary so far. */
  onProgress?: (progress: { done: number; total: number; summary: YmlImportSummary }) => void;
}

/** A fresh reading of the file's text, for each of the two passes. */
export type YmlText = () => AsyncIterable<string>;

/**
 * Imports a YML file into the catalog; see the module's comment for the rules.
 * @example
 *   const summary = await importYml(db, () => ymlFileText("catalog.yml"), { job: { id: 7, actorId: 3 }, onProgress: draw });
 */
export async function importYml(
  db: Database,
  text: YmlText,
  {
    job,
    batchSize = 500,
    onChecked,
    onProgress,
    pictures,
    rates = {},
    dryRun = false,
    parentCategoryId,
  }: YmlImportOptions,
): Promise<YmlImportSummary> {
  const counts = await readYml(text());
  const total = counts.offers;
  onChecked?.(counts);
  const summary = emptySummary();
  const context = await loadContext(db, { actorId: job.actorId, importId: job.id }, dryRun, parentCategoryId);
  const seen = new Set<string>();
  let done = 0;
  const pictureFailures = new Map<string, PictureFailure>();
  let carried: YmlOffer[] = [];
  const importPart = async (offers: YmlOffer[]) => {
    if (offers.length === 0) return;
    await placeUnsorted(db, offers, context, summary);
    const imported = await importBatch(db, offers, context, summary, seen);
    if (pictures && dryRun) planPictures(imported, pictures, summary, pictureFailures);
    else if (pictures) await importPictures(db, imported, pictures, summary, context, pictureFailures);
    done += offers.length;
    onProgress?.({ done, total, summary });
  };
  await readYml(text(), {
    batchSize,
    categories: async (tree, currencies) => {
      context.currencies = currencyRules(currencies, rates);
      await db.transaction(async (tx) => {
        await importCategories(tx, tree, context, summary);
      });
    },
    offers: async (batch) => {
      // The offers of a group the batch ends with may go on in the next one: they wait for it, so
      // that a group's offers are read together (its product's and variants' names are theirs).
      const offers = [...carried, ...batch];
      const lastGroup = offers.at(-1)?.groupId;
      let cut = offers.length;
      while (lastGroup !== undefined && cut > 0 && offers[cut - 1]?.groupId === lastGroup) cut -= 1;
      // A group longer than a batch is written in parts (memory stays bounded): they join one product.
      if (cut === 0) cut = offers.length;
      carried = offers.slice(cut);
      await importPart(offers.slice(0, cut));
    },
  });
  await importPart(carried);
  // Pictures that could not be had are said once per server (or folder) and reason, with a count:
  // a shop whose pictures are all on a host not allowed reads one line, not one per picture.
  for (const failure of pictureFailures.values()) {
    keepRefusal(summary, {
      line: failure.line,
      id: failure.offerId,
      name: failure.offerName,
      kind: "pictures",
      host: failure.host,
      count: failure.count,
      reason: failure.host
        ? `Картинки с ${failure.host} не загружены (${failure.count} шт.): ${failure.why} Предложения загружены без них.`
        : `Картинки из папки не загружены (${failure.count} шт.): ${failure.why} Предложения загружены без них.`,
    });
  }
  if (!dryRun) {
    summary.pictures.planned = summary.pictures.stored + summary.pictures.refused;
    // Products created or moved change the counts of the tree (written only where one changed).
    await db.transaction(async (tx) => {
      await refreshCategoryCounts(tx);
    });
  }
  return summary;
}

interface ImportContext {
  /** Who the audit log names on each product's entry: the job's starter, and the job. */
  author: ChangeAuthor;
  reference: CatalogReference;
  retailId: number;
  measureByTitle: Map<string, number>;
  measureByCode: Map<string, number>;
  /** The file's category ids → the shop's. */
  categoryIds: Map<string, number>;
  /** How the file's prices become roubles (its `<currencies>` and the operator's rates). */
  currencies: CurrencyRules;
  /**
   * Each offer of the file met so far: its id → a digest of what it says, and whether its repeat was
   * said. An exporter that writes an offer twice (one 8 times) loses nothing: the copy is the offer.
   */
  offerPrints: Map<string, { print: string; said: boolean }>;
  /** The shop's {@link UNSORTED_CATEGORY}, once an offer needed it, and the category ids said missing. */
  unsorted: { id: number | undefined; said: Set<string> };
  /** Attribute titles → ids, and `attributeId title` → value ids, filled as they are met. */
  attributeByTitle: Map<string, number>;
  valueByTitle: Map<string, number>;
  /** A preview: nothing is written; what would be made gets an id of its own below zero. */
  dryRun: boolean;
  /** The last id below zero given to something a preview would make. */
  plannedIds: number;
  /** The category the file's top level goes under (`parentCategoryId`), if one was chosen. */
  root: { id: number; path: string } | undefined;
}

/** An id for something a preview would make (a category, an attribute, a value): below zero, never the shop's. */
const plannedId = (context: ImportContext) => {
  context.plannedIds -= 1;
  return context.plannedIds;
};

async function loadContext(
  db: Database,
  author: ChangeAuthor,
  dryRun: boolean,
  parentCategoryId: number | undefined,
): Promise<ImportContext> {
  const [types, measureRows, reference] = await Promise.all([
    db.select({ id: priceTypes.id, code: priceTypes.code }).from(priceTypes),
    db.select({ id: measures.id, code: measures.code, title: measures.title }).from(measures),
    // Read now, not taken from a catalog index store: an import is a job of its own, and it makes
    // attributes as it goes (reloadAttributes).
    readCatalogReference(db),
  ]);
  const retailId = types.find((type) => type.code === RETAIL)?.id;
  if (retailId === undefined)
    throw new Error("the catalog has no retail price type: was the database seeded?");
  const context: ImportContext = {
    author,
    reference,
    retailId,
    measureByTitle: new Map(measureRows.map((row) => [row.title.toLowerCase(), row.id])),
    measureByCode: new Map(measureRows.map((row) => [row.code, row.id])),
    categoryIds: new Map(),
    currencies: currencyRules([], {}),
    unsorted: { id: undefined, said: new Set() },
    offerPrints: new Map(),
    attributeByTitle: new Map(),
    valueByTitle: new Map(),
    dryRun,
    plannedIds: 0,
    root: undefined,
  };
  if (parentCategoryId !== undefined) {
    const [root] = await db
      .select({ id: categories.id, path: categories.path })
      .from(categories)
      .where(eq(categories.id, parentCategoryId));
    if (!root) throw new DomainError("invalid", { detail: "Нет такого раздела каталога." });
    context.root = root;
  }
  await reloadAttributes(db, context);
  return context;
}

/** The attributes and values the catalog has, by title, into `context`. */
async function reloadAttributes(db: Database, context: ImportContext) {
  const [attributeRows, valueRows] = await Promise.all([
    db.select({ id: attributes.id, title: attributes.title }).from(attributes),
    db
      .select({
        id: attributeValues.id,
        attributeId: attributeValues.attributeId,
        title: attributeValues.title,
      })
      .from(attributeValues),
  ]);
  context.attributeByTitle = new Map(attributeRows.map((row) => [row.title, row.id]));
  context.valueByTitle = new Map(valueRows.map((row) => [`${row.attributeId} ${row.title}`, row.id]));
}

// ---------------------------------------------------------------- categories

/**
 * The file's categories, parents before children, in any order the file lists them. A parent the
 * file does not have (`0`, empty, an id of no category), the category itself, or a loop back to it
 * puts the category at the top level, with one note each (the loop is broken at the category where
 * it was met).
 */
function parentsFirst(tree: YmlCategory[], noteOf: (category: YmlCategory, reason: string) => void) {
  const byId = new Map<string, YmlCategory>();
  for (const category of tree) if (!byId.has(category.id)) byId.set(category.id, category);
  const ordered: YmlCategory[] = [];
  const placed = new Set<string>();
  const topLevel = (category: YmlCategory, reason: (title: string) => string) => {
    noteOf(category, reason(category.title || category.id));
    return { ...category, parentId: undefined };
  };
  const place = (category: YmlCategory, trail: string[]) => {
    if (placed.has(category.id)) return;
    let placedAs = category;
    const parentId = category.parentId?.trim() || undefined;
    const parent = parentId === undefined ? undefined : byId.get(parentId);
    if (parentId === undefined) placedAs = { ...category, parentId: undefined };
    else if (parentId === category.id)
      placedAs = topLevel(
        category,
        (title) => `Категория «${title}» указана родителем самой себя: она поставлена в корень каталога.`,
      );
    else if (!parent)
      placedAs = topLevel(
        category,
        (title) =>
          `Категория «${title}» ссылается на родителя ${parentId}, которого нет в файле: она поставлена в корень каталога.`,
      );
    else if (trail.includes(parent.id)) {
      const circle = [...trail, category.id, parent.id].join(" → ");
      placedAs = topLevel(
        category,
        (title) =>
          `Категория «${title}» замыкает круг родителей (${circle}): она поставлена в корень каталога.`,
      );
    } else place(parent, [...trail, category.id]);
    placed.add(category.id);
    ordered.push(placedAs);
  };
  for (const category of byId.values()) place(category, []);
  return ordered;
}

async function importCategories(
  tx: DatabaseTransaction,
  tree: YmlCategory[],
  context: ImportContext,
  summary: YmlImportSummary,
) {
  const refuse = (category: YmlCategory, reason: string) => {
    summary.categories.refused += 1;
    keepRefusal(summary, {
      line: category.line,
      id: category.id,
      name: category.title,
      kind: "category",
      reason,
    });
  };
  const note = (category: YmlCategory, reason: string) =>
    keepRefusal(summary, {
      line: category.line,
      id: category.id,
      name: category.title,
      kind: "note",
      reason,
    });
  const rows = await tx
    .select({
      id: categories.id,
      parentId: categories.parentId,
      path: categories.path,
      title: categories.title,
    })
    .from(categories);
  // A category of the file is the shop's category of the same title under the same parent (the
  // shop may have named its path otherwise: "Чай" at tea/), else the one at its slug path.
  const byTitle = new Map(rows.map((row) => [`${row.parentId ?? ""} ${row.title}`, row]));
  const byPath = new Map(rows.map((row) => [row.path, row]));
  const placedAs = new Map<string, { id: number; path: string }>();
  let created = false;
  for (const listed of parentsFirst(tree, note)) {
    const problem = categoryProblem(listed);
    if (problem !== undefined) {
      refuse(listed, problem);
      continue;
    }
    const category = listed.title ? listed : { ...listed, title: `Категория ${listed.id}` };
    if (!listed.title)
      note(listed, `У категории ${listed.id} нет названия: она названа «${category.title}».`);
    // The file's top level goes under the category staff chose, if they chose one.
    const parent = category.parentId === undefined ? context.root : placedAs.get(category.parentId);
    if (category.parentId !== undefined && parent === undefined) {
      refuse(category, `Родительская категория ${category.parentId} не импортирована.`);
      continue;
    }
    const slug =
      slugWithin(category.title, CATEGORY_LIMITS.slug) ||
      `category-${slugWithin(category.id, CATEGORY_LIMITS.slug - 9) || "x"}`;
    const path = parent === undefined ? slug : `${parent.path}/${slug}`;
    // The category editor's limits of a place (issue 48): a hostile file's deep or long tree is
    // refused category by category, never a 500 of the whole import.
    const violation = categoryPlaceViolation(path.length, path.split("/").length - 1);
    if (violation) {
      refuse(category, `Категория не создана: ${violation.message}`);
      continue;
    }
    const found = byTitle.get(`${parent?.id ?? ""} ${category.title}`) ?? byPath.get(path);
    if (found) {
      placedAs.set(category.id, found);
      context.categoryIds.set(category.id, found.id);
      if (found.title === category.title) summary.categories.unchanged += 1;
      else {
        if (!context.dryRun) {
          const [before] = await tx.select().from(categories).where(eq(categories.id, found.id));
          const [after] = await tx
            .update(categories)
            .set({ title: category.title, updatedAt: new Date() })
            .where(eq(categories.id, found.id))
            .returning();
          await addTitleWords(tx, category.title);
          // Named by the job, as the products' entries are: an undo restores the title.
          if (before && after) {
            await recordChange(tx, {
              ...context.author,
              resource: "category",
              resourceId: found.id,
              operation: "update",
              before: categoryRecord(before),
              after: categoryRecord(after),
            });
          }
        }
        summary.categories.updated += 1;
      }
      continue;
    }
    if (context.dryRun) {
      const placed = { id: plannedId(context), parentId: parent?.id ?? null, path, title: category.title };
      byPath.set(path, placed);
      byTitle.set(`${placed.parentId ?? ""} ${placed.title}`, placed);
      placedAs.set(category.id, placed);
      context.categoryIds.set(category.id, placed.id);
      summary.categories.created += 1;
      continue;
    }
    const [row] = await tx
      .insert(categories)
      .values({
        parentId: parent?.id ?? null,
        slug,
        path,
        title: category.title,
        depth: path.split("/").length - 1,
        // Placed after every category for now; the tree is numbered again below.
        position: 1_000_000 + rows.length,
      })
      .returning();
    if (!row) throw new Error(`the category ${path} was not created`);
    const placed = { id: row.id, parentId: parent?.id ?? null, path, title: category.title };
    byPath.set(path, placed);
    byTitle.set(`${placed.parentId ?? ""} ${placed.title}`, placed);
    placedAs.set(category.id, placed);
    context.categoryIds.set(category.id, row.id);
    await addTitleWords(tx, category.title);
    await recordChange(tx, {
      ...context.author,
      resource: "category",
      resourceId: row.id,
      operation: "create",
      before: null,
      after: categoryRecord(row),
    });
    summary.categories.created += 1;
    created = true;
  }
  if (created) await renumberTree(tx);
}

/** Why the shop cannot take a category of the file as it is (the category editor's limits), if it cannot. */
function categoryProblem(category: YmlCategory): string | undefined {
  if (category.id.length > YML_LIMITS.id) return `Идентификатор категории длиннее ${YML_LIMITS.id} знаков.`;
  // The reader keeps one character over the limit of a longer title: its length tells.
  if (category.title.length > CATEGORY_LIMITS.title) {
    return `Название категории длиннее ${CATEGORY_LIMITS.title} знаков.`;
  }
  return undefined;
}

/** Numbers the whole tree depth-first again (`position`), keeping the order of each category's children. */
async function renumberTree(tx: DatabaseExecutor) {
  const rows = await tx
    .select({ id: categories.id, parentId: categories.parentId, position: categories.position })
    .from(categories);
  const children = new Map<number | null, typeof rows>();
  for (const row of [...rows].sort((a, b) => a.position - b.position)) {
    const siblings = children.get(row.parentId) ?? [];
    siblings.push(row);
    children.set(row.parentId, siblings);
  }
  let next = 0;
  const walk = async (parentId: number | null) => {
    for (const row of children.get(parentId) ?? []) {
      const position = next++;
      if (row.position !== position) {
        await tx.update(categories).set({ position }).where(eq(categories.id, row.id));
      }
      await walk(row.id);
    }
  };
  await walk(null);
}

// ---------------------------------------------------------------- offers

/** An offer the shop takes, as the product it becomes. */
interface ProductData {
  line: number;
  offerId: string;
  /** The offer's `group_id`: offers sharing one are one product's variants. */
  groupId: string | undefined;
  available: boolean;
  /** The offer's `<picture>`s as written. */
  pictures: string[];
  number: string;
  title: string;
  description: string;
  categoryId: number;
  measureId: number | undefined;
  /** Kopecks; undefined for an offer that is not on sale (`available="false"`). */
  price: number | undefined;
  /** The "was" price (`oldprice`) in kopecks, only when above the price. */
  compareAt: number | undefined;
  params: { name: string; value: string }[];
  /** What of the offer was cut or left out for the catalog's limits, each a refusal of the summary. */
  notes: string[];
}

/**
 * The offer as a product, or why the shop cannot take it. The catalog's limits (catalog-limits.ts,
 * the editor's) apply: a title or number over its limit refuses the offer; a description is cut,
 * a param or a picture over its limit is left out, pictures and params past their count are left
 * out, each with a note (docs/api/catalog-import-and-feed.md). The reader keeps one character over
 * the limit of a longer text, so a length is checked before anything is trimmed.
 */
function productOf(offer: YmlOffer, context: ImportContext): ProductData | string {
  const notes: string[] = [];
  // The shop's article as written; an empty <vendorCode/> is the offer's id.
  const number = offer.vendorCode?.trim() || offer.id.trim();
  if (number.length > PRODUCT_LIMITS.number) {
    return `Артикул «${number.slice(0, 40)}…» длиннее ${PRODUCT_LIMITS.number} знаков: сократите vendorCode.`;
  }
  if (!PRODUCT_NUMBER_SHAPE.test(number)) {
    return `Артикул «${number}» содержит управляющие или невидимые символы: уберите их из vendorCode.`;
  }
  const title = offerName(offer);
  if (!title) {
    return offer.type && offer.type !== "vendor.model"
      ? `У предложения типа ${offer.type} нет названия: добавьте name.`
      : 'У предложения нет названия: добавьте name (или typePrefix, vendor и model для type="vendor.model").';
  }
  if (title.length > PRODUCT_LIMITS.title) {
    return `Название длиннее ${PRODUCT_LIMITS.title} знаков: сократите его.`;
  }
  const categoryId = context.categoryIds.get(offer.categoryId?.trim() ?? "") ?? context.unsorted.id;
  if (categoryId === undefined) return `Категория ${offer.categoryId ?? "—"} не найдена в файле.`;
  const currency = offer.currencyId?.trim().toUpperCase() || context.currencies.fallback;
  const amount = (text: string | undefined) => {
    const trimmed = text?.trim();
    if (!trimmed || !PRICE_SHAPE.test(trimmed)) return undefined;
    return toRoubles(kopecksFromNumeric(trimmed.replace(",", ".")), currency, context.currencies);
  };
  let price: number | undefined;
  const priceText = offer.price?.trim();
  if (offer.available && !priceText) {
    notes.push("У предложения нет цены: товар загружен, но не продаётся, пока цену не укажут.");
  } else if ((offer.available || offer.groupId !== undefined) && priceText) {
    // A variant not on sale keeps its price (shown beside «нет в наличии»); another offer has none.
    if (!PRICE_SHAPE.test(priceText))
      return `Цена «${priceText}» не число: пишите рубли и копейки, например 1290.50.`;
    const converted = amount(priceText);
    if (typeof converted === "string") return `Цена в ${currency} не пересчитана: ${converted}`;
    price = converted;
    if (price === undefined || price <= 0 || price > MAX_CART_AMOUNT) {
      return `Цена «${priceText}» вне допустимого диапазона.`;
    }
  }
  // An `oldprice` is the "was" price of a sale: one that is not an amount above the price is left out.
  const was = amount(offer.oldprice);
  const compareAt =
    price !== undefined && typeof was === "number" && was > price && was <= MAX_CART_AMOUNT ? was : undefined;
  let description = storedDescription(offer.description ?? "");
  if (description.length > PRODUCT_LIMITS.description) {
    description = storedDescription(description, PRODUCT_LIMITS.description);
    notes.push(
      `Описание длиннее ${PRODUCT_LIMITS.description} знаков: сохранены первые ${PRODUCT_LIMITS.description}, предложение импортировано.`,
    );
  }
  const params = offer.params.slice(0, PRODUCT_LIMITS.attributes).filter(({ name, value }) => {
    if (name.length > PRODUCT_LIMITS.attributeText) {
      notes.push(`Характеристика не загружена: название длиннее ${PRODUCT_LIMITS.attributeText} знаков.`);
      return false;
    }
    if (value.length > PRODUCT_LIMITS.attributeText) {
      notes.push(
        `Характеристика «${name}» не загружена: значение длиннее ${PRODUCT_LIMITS.attributeText} знаков.`,
      );
      return false;
    }
    return true;
  });
  if (offer.params.length > PRODUCT_LIMITS.attributes) {
    notes.push(
      `Характеристик больше ${PRODUCT_LIMITS.attributes}: загружены первые ${PRODUCT_LIMITS.attributes}.`,
    );
  }
  const pictures = offer.pictures.slice(0, PRODUCT_LIMITS.images).filter((source) => {
    if (source.length <= YML_LIMITS.pictureUrl) return true;
    notes.push(`Картинка с адресом длиннее ${YML_LIMITS.pictureUrl} знаков не загружена.`);
    return false;
  });
  if (offer.pictures.length > PRODUCT_LIMITS.images) {
    notes.push(`Картинок больше ${PRODUCT_LIMITS.images}: загружены первые ${PRODUCT_LIMITS.images}.`);
  }
  const measureTitle = params.find((param) => param.name === MEASURE_PARAM)?.value.toLowerCase();
  return {
    line: offer.line,
    offerId: offer.id,
    groupId: offer.groupId,
    available: offer.available,
    pictures,
    number,
    title,
    description: description.trim(),
    categoryId,
    measureId: measureTitle === undefined ? undefined : context.measureByTitle.get(measureTitle),
    price,
    compareAt,
    params: params.filter((param) => param.name !== MEASURE_PARAM),
    notes,
  };
}

/** How often a batch is tried again after losing a race for a product number or slug. */
const RACE_RETRIES = 3;

/**
 * One batch in one transaction. Another writer (the product editor, another import on PostgreSQL)
 * may create a product of the batch's numbers, or take a slug the batch chose, between the batch's
 * read and its insert: the unique constraint refuses the batch, which is then tried again (it reads
 * the product and updates it, or chooses another slug). What the batch counted and met joins the
 * summary once it is committed.
 */
async function importBatch(
  db: Database,
  batch: YmlOffer[],
  context: ImportContext,
  summary: YmlImportSummary,
  seen: Set<string>,
) {
  for (let attempt = 0; ; attempt++) {
    const part = emptySummary();
    const numbers = new Set<string>();
    const prints: ImportContext["offerPrints"] = new Map();
    let imported: ImportedProduct[];
    try {
      imported = await db.transaction((tx) => importOffers(tx, batch, context, part, seen, numbers, prints));
    } catch (error) {
      if (attempt >= RACE_RETRIES || uniqueViolation(error) === undefined) throw error;
      // Attributes and values the rolled-back batch made are gone: read them again.
      await reloadAttributes(db, context);
      continue;
    }
    for (const number of numbers) seen.add(number);
    for (const [id, met] of prints) context.offerPrints.set(id, met);
    addSummary(summary, part);
    return imported;
  }
}

const emptySummary = (): YmlImportSummary => ({
  categories: { created: 0, updated: 0, unchanged: 0, refused: 0 },
  offers: { created: 0, updated: 0, unchanged: 0, refused: 0 },
  pictures: { stored: 0, refused: 0, planned: 0 },
  refusals: [],
});

function addSummary(into: YmlImportSummary, part: YmlImportSummary) {
  for (const key of ["created", "updated", "unchanged", "refused"] as const)
    into.offers[key] += part.offers[key];
  for (const refusal of part.refusals) keepRefusal(into, refusal);
}

async function importOffers(
  tx: DatabaseTransaction,
  batch: YmlOffer[],
  context: ImportContext,
  summary: YmlImportSummary,
  seenBefore: ReadonlySet<string>,
  seen: Set<string>,
  /** The offers this attempt met first; the context learns them once the batch is committed. */
  prints: ImportContext["offerPrints"],
): Promise<ImportedProduct[]> {
  const wanted: ProductData[] = [];
  const taken = (number: string) => seenBefore.has(number) || seen.has(number);
  for (const offer of batch) {
    const print = createHash("sha1")
      .update(JSON.stringify({ ...offer, line: 0 }))
      .digest("base64");
    const met = context.offerPrints.get(offer.id) ?? prints.get(offer.id);
    if (met?.print === print) {
      summary.offers.unchanged += 1;
      if (!met.said) {
        met.said = true;
        summary.refusals.push({
          line: offer.line,
          id: offer.id,
          name: offerName(offer) || undefined,
          kind: "note",
          reason: `Предложение ${offer.id} повторяется в файле слово в слово: повтор пропущен, товар один.`,
        });
      }
      continue;
    }
    if (!met) prints.set(offer.id, { print, said: false });
    const data = productOf(offer, context);
    let refusal = typeof data === "string" ? data : undefined;
    if (typeof data !== "string" && taken(data.number)) {
      // Variants of one product (Ecwid's, WooCommerce's: one vendorCode, a group_id) are offers of
      // their own: a repeated article gives way to the offer's id, which the file keeps unique.
      const id = offer.id.trim();
      if (id !== data.number && !taken(id) && PRODUCT_NUMBER_SHAPE.test(id)) {
        data.notes.push(`Артикул ${data.number} уже у предложения выше: товар загружен под номером ${id}.`);
        data.number = id;
      } else
        refusal = `Артикул ${data.number} уже встречался в файле выше: у каждого предложения свой vendorCode или id.`;
    }
    const name = offerName(offer) || undefined;
    if (refusal !== undefined || typeof data === "string") {
      summary.refusals.push({
        line: offer.line,
        id: offer.id,
        name,
        kind: "offer",
        reason: refusal ?? String(data),
      });
      summary.offers.refused += 1;
      continue;
    }
    seen.add(data.number);
    wanted.push(data);
    for (const reason of data.notes)
      summary.refusals.push({ line: offer.line, id: offer.id, name, kind: "note", reason });
  }
  if (wanted.length === 0) return [];
  const { products: grouped, groups } = productsOfGroups(wanted, context);
  // A product's number is no other product's variant's article (docs/contract.md, "Variants"):
  // the offers of such a product (each of a group's) are refused.
  const variantArticles = await articlesOfOthersVariants(
    tx,
    grouped.map((data) => data.number),
  );
  const toWrite = grouped.filter((data) => {
    if (!variantArticles.has(data.number)) return true;
    const offers = groups.get(data)?.offers ?? [data];
    for (const offer of offers)
      summary.refusals.push({
        line: offer.line,
        id: offer.offerId,
        name: offer.title,
        kind: "offer",
        reason: `Артикул ${data.number} уже у варианта другого товара: у каждого товара и варианта свой.`,
      });
    summary.offers.refused += offers.length;
    return false;
  });
  const pcs = context.measureByCode.get(DEFAULT_MEASURE);
  if (pcs === undefined)
    throw new Error(`the catalog has no measure ${DEFAULT_MEASURE}: was the database seeded?`);
  // The batch's products are locked before anything else is written: a new attribute value takes
  // the catalog's version lock (its trigger), and the editor takes a product's row lock, then that
  // one; taken the other way round here, an edit of one of the batch's products could deadlock with it.
  // A preview writes nothing, so it locks nothing.
  if (!context.dryRun) {
    await tx
      .select({ id: products.id })
      .from(products)
      .where(
        inArray(
          products.number,
          toWrite.map((data) => data.number),
        ),
      )
      .for("update");
  }
  const states: ProductState[] = [];
  for (const data of toWrite) {
    states.push({
      number: data.number,
      title: data.title,
      description: data.description,
      categoryId: data.categoryId,
      measureId: data.measureId,
      price: data.price === undefined ? undefined : { amount: data.price, compareAt: data.compareAt },
      attributeValueIds: await valueIdsOf(tx, data.params, context),
    });
  }
  const written = await writeProductStates(tx, context.reference, states, {
    priceTypeId: context.retailId,
    newMeasureId: pcs,
    author: context.author,
    dryRun: context.dryRun,
  });
  const imported: ImportedProduct[] = [];
  for (const [index, data] of toWrite.entries()) {
    const product = written[index];
    if (!product) continue;
    const group = groups.get(data);
    if (group) {
      // A preview writes no product: the variants are checked against the measure the product
      // would have (a new one's is pieces), and the product a new one (id 0).
      const result = await writeGroupVariants(
        tx,
        context.reference,
        product.id,
        group.offers,
        group.titles,
        context.author,
        {
          dryRun: context.dryRun,
          measureId: data.measureId ?? (product.outcome === "created" ? pcs : undefined),
        },
      );
      if ("refusal" in result) {
        for (const offer of group.offers)
          summary.refusals.push({
            line: offer.line,
            id: offer.offerId,
            name: offer.title,
            kind: "offer",
            reason: result.refusal,
          });
        summary.offers.refused += group.offers.length;
      } else
        for (const outcome of result.outcomes)
          summary.offers[product.outcome === "created" ? "created" : outcome] += 1;
    } else summary.offers[product.outcome] += 1;
    if (data.pictures.length === 0) continue;
    imported.push({
      productId: product.id,
      line: data.line,
      offerId: data.offerId,
      name: data.title,
      pictures: data.pictures,
      stored: new Set(product.images.flatMap((image) => (image.source ? [image.source] : []))),
    });
  }
  return imported;
}

/**
 * The products a batch's offers make: an offer without a `group_id` is its own product; the offers
 * sharing one are one product (yml-variants.ts), whose offers become its variants once it is
 * written. A group's product is counted in pieces (a variant is a countable form: a кг offer's
 * measure gives way), priced at its cheapest offer on sale, with the params every offer shares and
 * the pictures of all.
 */
function productsOfGroups(wanted: ProductData[], context: ImportContext) {
  const byGroup = new Map<string, ProductData[]>();
  const products: ProductData[] = [];
  for (const data of wanted) {
    if (data.groupId === undefined) {
      products.push(data);
      continue;
    }
    const members = byGroup.get(data.groupId);
    if (members) members.push(data);
    else {
      const first: ProductData[] = [data];
      byGroup.set(data.groupId, first);
      products.push(data);
    }
  }
  const groups = new Map<ProductData, { offers: GroupOfferData[]; titles: string[] }>();
  return {
    groups,
    products: products.map((data) => {
      const members = data.groupId === undefined ? undefined : byGroup.get(data.groupId);
      if (!members || data.groupId === undefined) return data;
      const offers = members.map((member) => ({
        line: member.line,
        offerId: member.offerId,
        number: member.number,
        title: member.title,
        price: member.price,
        compareAt: member.compareAt,
        available: member.available,
        params: member.params,
      }));
      const names = groupNames(offers);
      // Ecwid writes a product before its variations, under the group's own id and with no option
      // of its own: it names the group (its name is the product's), and is not a variant itself.
      const base = offers.length > 1 ? offers.findIndex((offer) => offer.offerId === data.groupId) : -1;
      const title = names.title;
      const variantOffers = offers.filter((_, index) => index !== base);
      const variants = names.variants.filter((_, index) => index !== base);
      // The product's own price is its cheapest variant on sale's, with its was-price, as the
      // variants' writer keeps it (a rerun of the file then finds the product unchanged).
      const cheapest = cheapestAvailable(variantOffers);
      const product: ProductData = {
        ...data,
        number: groupNumber(data.groupId, offers),
        title,
        measureId: groupMeasureId(data.measureId, context.reference),
        price: cheapest?.price,
        compareAt: cheapest?.compareAt,
        params: data.params.filter((param) =>
          members.every((member) =>
            member.params.some((other) => other.name === param.name && other.value === param.value),
          ),
        ),
        pictures: [...new Set(members.flatMap((member) => member.pictures))].slice(0, PRODUCT_LIMITS.images),
      };
      groups.set(product, { offers: variantOffers, titles: variants });
      return product;
    }),
  };
}

type GroupOfferData = Parameters<typeof groupNames>[0][number];

/** Pictures of one server (or the folder) not had for one reason: said once, with their count. */
interface PictureFailure {
  /** The server's name; undefined for files of the import's folder. */
  host: string | undefined;
  why: string;
  count: number;
  /** The first offer that named one. */
  line: number;
  offerId: string;
  offerName: string;
}

/**
 * Makes the shop's {@link UNSORTED_CATEGORY} (at the top level, in a transaction of its own, so a
 * batch tried again finds it) the first time an offer's `<categoryId>` names no category of the
 * file, and notes each such id once.
 */
async function placeUnsorted(
  db: Database,
  batch: YmlOffer[],
  context: ImportContext,
  summary: YmlImportSummary,
) {
  const missing = batch.filter((offer) => !context.categoryIds.has(offer.categoryId?.trim() ?? ""));
  if (missing.length === 0) return;
  if (context.unsorted.id === undefined) {
    context.unsorted.id = await db.transaction(async (tx) => {
      const slug = slugWithin(UNSORTED_CATEGORY, CATEGORY_LIMITS.slug);
      // Under the category staff chose for the file's top level, if they chose one.
      const { root } = context;
      const path = root ? `${root.path}/${slug}` : slug;
      const [found] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.path, path));
      if (found) return found.id;
      summary.categories.created += 1;
      if (context.dryRun) return plannedId(context);
      const [row] = await tx
        .insert(categories)
        .values({
          parentId: root?.id ?? null,
          slug,
          path,
          title: UNSORTED_CATEGORY,
          depth: path.split("/").length - 1,
          position: 1_000_000,
        })
        .returning();
      if (!row) throw new Error("the unsorted category was not created");
      await addTitleWords(tx, UNSORTED_CATEGORY);
      await renumberTree(tx);
      await recordChange(tx, {
        ...context.author,
        resource: "category",
        resourceId: row.id,
        operation: "create",
        before: null,
        after: categoryRecord(row),
      });
      return row.id;
    });
  }
  for (const offer of missing) {
    const id = offer.categoryId?.trim() ?? "";
    if (context.unsorted.said.has(id)) continue;
    context.unsorted.said.add(id);
    keepRefusal(summary, {
      line: offer.line,
      id: offer.id,
      name: offerName(offer) || undefined,
      kind: "note",
      reason: id
        ? `Категории ${id} нет в файле: её предложения загружены в «${UNSORTED_CATEGORY}».`
        : `У предложения нет categoryId: такие предложения загружены в «${UNSORTED_CATEGORY}».`,
    });
  }
}

/** A product of a committed batch whose offer names pictures, and the sources it already has. */
interface ImportedProduct {
  productId: number;
  line: number;
  offerId: string;
  /** The product's title (the offer's name). */
  name: string;
  pictures: string[];
  stored: Set<string>;
}

/**
 * The pictures of a committed batch's products that they do not have yet (by source), fetched and
 * stored as the editor's uploads are (webp, at most 1600 px), then added after the product's other
 * images (their alt text the product's title), each product's in its own transaction with its audit
 * entry. A picture that cannot be had is refused alone, with its offer's line; the offer stays.
 * Outside the batch's transaction: a slow server must not hold one open.
 */
async function importPictures(
  db: Database,
  imported: ImportedProduct[],
  { mediaDir, ...sources }: PictureSources & { mediaDir: string },
  summary: YmlImportSummary,
  { author, reference }: Pick<ImportContext, "author" | "reference">,
  failures: Map<string, PictureFailure>,
) {
  for (const product of imported) {
    const added: Omit<StoredImage, "alt">[] = [];
    for (const source of new Set(product.pictures)) {
      if (product.stored.has(source)) continue;
      try {
        const bytes = await fetchPicture(source, sources);
        const image = await storeProductImage(mediaDir, product.productId, bytes);
        added.push({ ...image, source });
        summary.pictures.stored += 1;
      } catch (error) {
        if (!(error instanceof PictureRefused || error instanceof DomainError)) throw error;
        const why =
          error instanceof PictureRefused
            ? (/не загружена: (.*)$/s.exec(error.message)?.[1] ?? error.message)
            : "файл не является изображением.";
        countPictureFailure(failures, product, source, why);
        summary.pictures.refused += 1;
      }
    }
    if (added.length) await addProductImages(db, reference, product.productId, added, author);
  }
}

/** A picture not had, counted with the others of its server (or the folder) and reason. */
function countPictureFailure(
  failures: Map<string, PictureFailure>,
  product: ImportedProduct,
  source: string,
  why: string,
) {
  // A server's name, or none for a file of the import's folder.
  const host =
    URL.canParse(source) && /^https?:$/.test(new URL(source).protocol) ? new URL(source).hostname : undefined;
  const key = `${host ?? ""} ${why}`;
  const known = failures.get(key);
  if (known) known.count += 1;
  else
    failures.set(key, {
      host,
      why,
      count: 1,
      line: product.line,
      offerId: product.offerId,
      offerName: product.name,
    });
}

/**
 * What a preview says of the pictures of a batch's products: those the import would fetch are
 * `planned`; those sure to fail without asking anyone (a server not allowed, a file with no folder)
 * are refused as the import would refuse them. Nothing is fetched or stored.
 */
function planPictures(
  imported: ImportedProduct[],
  sources: PictureSources,
  summary: YmlImportSummary,
  failures: Map<string, PictureFailure>,
) {
  for (const product of imported) {
    for (const source of new Set(product.pictures)) {
      if (product.stored.has(source)) continue;
      const refused = pictureRefusedUpFront(source, sources);
      if (!refused) {
        summary.pictures.planned += 1;
        continue;
      }
      countPictureFailure(
        failures,
        product,
        source,
        /не загружена: (.*)$/s.exec(refused.message)?.[1] ?? refused.message,
      );
      summary.pictures.refused += 1;
    }
  }
}

/** The ids of an offer's params as attribute values, attributes and values made where missing. */
async function valueIdsOf(
  tx: DatabaseTransaction,
  params: ProductData["params"],
  context: ImportContext,
): Promise<number[]> {
  const ids = new Set<number>();
  for (const { name, value } of params) {
    ids.add(await valueIdOf(tx, await attributeIdOf(tx, name, context), value, context));
  }
  return [...ids];
}

/** What an undo did to the attributes and values an import made: removed, or kept as a product still carries them. */
export interface ImportAttributesUndone {
  attributes: { removed: number; kept: number };
  attributeValues: { removed: number; kept: number };
}

/**
 * The undo of an import's attributes (yml-import-undo.ts), beside where an import makes them:
 * removes the values import `importId` made that no product carries, then every attribute an
 * import made that has no value left; answers how many of its own it removed and kept.
 */
export async function removeUncarriedAttributes(
  tx: DatabaseTransaction,
  importId: number,
): Promise<ImportAttributesUndone> {
  // Locked first, in a statement of its own: a staff save giving a product one of these values
  // while the undo runs either committed before (the delete's own snapshot, taken after this
  // statement's wait, sees its row and keeps the value) or waits for the undo and then finds the
  // value gone (refused, nothing lost). One DELETE alone would wait on that save's row lock and
  // then delete by its old snapshot, taking the product's new value with it.
  await tx
    .select({ id: attributeValues.id })
    .from(attributeValues)
    .where(eq(attributeValues.importId, importId))
    .for("update");
  const removedValues = await tx
    .delete(attributeValues)
    .where(
      and(
        eq(attributeValues.importId, importId),
        sql`not exists (select 1 from ${productAttributeValues} where ${productAttributeValues.attributeValueId} = ${attributeValues.id})`,
      ),
    )
    .returning();
  const removedAttributes = await tx
    .delete(attributes)
    .where(
      and(
        isNotNull(attributes.importId),
        sql`not exists (select 1 from ${attributeValues} where ${attributeValues.attributeId} = ${attributes.id})`,
      ),
    )
    .returning();
  const countOf = async (table: typeof attributes | typeof attributeValues) =>
    (
      await tx
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(table)
        .where(eq(table.importId, importId))
    )[0]?.count ?? 0;
  return {
    attributes: {
      removed: removedAttributes.filter((row) => row.importId === importId).length,
      kept: await countOf(attributes),
    },
    attributeValues: { removed: removedValues.length, kept: await countOf(attributeValues) },
  };
}

async function attributeIdOf(tx: DatabaseTransaction, title: string, context: ImportContext) {
  const known = context.attributeByTitle.get(title);
  if (known !== undefined) return known;
  if (context.dryRun) {
    const id = plannedId(context);
    context.attributeByTitle.set(title, id);
    return id;
  }
  // Room for a count ("-12") within the editor's limit of a code.
  const base = slugWithin(title, PRODUCT_LIMITS.attributeText - 4) || "attribute";
  const taken = new Set((await tx.select({ code: attributes.code }).from(attributes)).map((row) => row.code));
  let code = base;
  for (let suffix = 2; taken.has(code); suffix += 1) code = `${base}-${suffix}`;
  const [row] = await tx
    .insert(attributes)
    .values({ code, title, position: taken.size, importId: context.author.importId ?? null })
    .returning();
  if (!row) throw new Error(`the attribute ${title} was not created`);
  context.attributeByTitle.set(title, row.id);
  return row.id;
}

async function valueIdOf(
  tx: DatabaseTransaction,
  attributeId: number,
  title: string,
  context: ImportContext,
) {
  const key = `${attributeId} ${title}`;
  const known = context.valueByTitle.get(key);
  if (known !== undefined) return known;
  if (context.dryRun) {
    const id = plannedId(context);
    context.valueByTitle.set(key, id);
    return id;
  }
  const siblings = await tx
    .select({ value: attributeValues.value })
    .from(attributeValues)
    .where(eq(attributeValues.attributeId, attributeId));
  const taken = new Set(siblings.map((row) => row.value));
  const base = slugWithin(title, PRODUCT_LIMITS.attributeText - 4) || "value";
  let value = base;
  for (let suffix = 2; taken.has(value); suffix += 1) value = `${base}-${suffix}`;
  const [row] = await tx
    .insert(attributeValues)
    .values({
      attributeId,
      value,
      title,
      position: siblings.length,
      importId: context.author.importId ?? null,
    })
    .returning();
  if (!row) throw new Error(`the value ${title} was not created`);
  context.valueByTitle.set(key, row.id);
  return row.id;
}
