import { and, asc, desc, eq, gt, gte, ilike, lt, lte, type SQL, sql } from "drizzle-orm";
import { anyOf } from "../../db/any-of";
import type { Database } from "../../db/client";
import {
  productAttributeValues,
  productPrices,
  products,
  productTranslations,
  type StoredImage,
} from "../../db/schema/index";
import { BASE_LOCALE } from "../locales";
import { kopecksFromNumeric, numericFromKopecks } from "../money";
import { loadCategoryTexts, localizeCategory } from "./category-texts";
import { type CategoryRow, type CategoryTree, loadCategoryTree } from "./category-tree";
import { loadFacetCounts, sumFacetCounts } from "./facet-counts";
import { type CatalogReference, loadCatalogReference, type MeasureView } from "./reference";
import { type SearchExpression, searchExpression } from "./search";

export interface ProductPrice {
  measure: MeasureView;
  priceType: string;
  currency: string;
  price: number;
}

export interface ProductView {
  "@id": string;
  "@type": "Product";
  id: number;
  number: string;
  slug: string;
  title: string;
  description: string;
  images: StoredImage[];
  category: { "@id": string; id: number; slug: string; path: string; title: string };
  categoryPath: { slug: string; path: string; title: string }[];
  attributes: { code: string; title: string; value: string; valueTitle: string }[];
  prices: ProductPrice[];
  defaultMeasure: string;
  createdAt: string;
}

type ProductRow = typeof products.$inferSelect;
// Prices, attribute links and translated texts come with each product row as JSON text from
// correlated subqueries: a catalog page or a product page is one round trip to the database.
const productColumns = {
  id: products.id,
  number: products.number,
  slug: products.slug,
  title: products.title,
  description: products.description,
  categoryId: products.categoryId,
  defaultMeasureId: products.defaultMeasureId,
  images: products.images,
  createdAt: products.createdAt,
  pricesJson: sql<string>`(select coalesce(json_agg(json_build_array(${productPrices.measureId}, ${productPrices.priceTypeId}, ${productPrices.currency}, ${productPrices.price}::text)), '[]')::text from ${productPrices} where ${productPrices.productId} = ${products.id} and ${productPrices.price} > 0)`,
  attributeValueIdsJson: sql<string>`(select coalesce(json_agg(${productAttributeValues.attributeValueId}), '[]')::text from ${productAttributeValues} where ${productAttributeValues.productId} = ${products.id})`,
};

/**
 * `productColumns` with the texts of `locale` where it is not the base one (Russian texts are the
 * product's own columns, so the default answer reads nothing more).
 */
function productColumnsIn(locale: string) {
  return {
    ...productColumns,
    textsJson:
      locale === BASE_LOCALE
        ? sql<string | null>`null`
        : sql<
            string | null
          >`(select json_object_agg(${productTranslations.field}, ${productTranslations.value})::text from ${productTranslations} where ${productTranslations.itemId} = ${products.id} and ${productTranslations.locale} = ${locale})`,
  };
}
type ProductBase = Pick<
  ProductRow,
  | "id"
  | "number"
  | "slug"
  | "title"
  | "description"
  | "categoryId"
  | "defaultMeasureId"
  | "images"
  | "createdAt"
> & {
  pricesJson: string;
  attributeValueIdsJson: string;
  /** `{ title?, description? }` in the answer's locale, when translated. */
  textsJson: string | null;
};

/**
 * Full product answers for rows selected with `productColumnsIn(locale)`: prices (only positive
 * ones), attributes and breadcrumbs, texts in `locale` where translated (else Russian), in the
 * order of `rows`. No further query (the category tree, its translations and the catalog reference
 * are cached).
 * @example
 *   const [view] = await productViews(db, await db.select(productColumnsIn("ru")).from(products).limit(1));
 */
export async function productViews(
  db: Database,
  rows: ProductBase[],
  locale: string = BASE_LOCALE,
): Promise<ProductView[]> {
  if (rows.length === 0) return [];
  const [tree, reference, categoryTexts] = await Promise.all([
    loadCategoryTree(db),
    loadCatalogReference(db),
    locale === BASE_LOCALE ? undefined : loadCategoryTexts(db),
  ]);
  const localized = (category: CategoryRow) =>
    categoryTexts ? localizeCategory(category, categoryTexts, locale) : category;
  return rows.map((row) => {
    const stored = tree.byId.get(row.categoryId);
    const category = stored && localized(stored);
    const texts = row.textsJson
      ? (JSON.parse(row.textsJson) as { title?: string; description?: string })
      : {};
    const title = texts.title ?? row.title;
    const attributes = (JSON.parse(row.attributeValueIdsJson) as number[])
      .flatMap((valueId) => {
        const value = reference.attributeValueById.get(valueId);
        return value ? [value] : [];
      })
      .sort((a, b) => a.attributePosition - b.attributePosition)
      .map((value) => ({
        code: value.attributeCode,
        title: value.attributeTitle,
        value: value.value,
        valueTitle: value.title,
      }));
    const prices = (JSON.parse(row.pricesJson) as [number, number, string, string][])
      .flatMap(([measureId, priceTypeId, currency, price]): ProductPrice[] => {
        const measure = reference.measureById.get(measureId);
        const priceType = reference.priceTypeById.get(priceTypeId);
        if (!measure || !priceType) return [];
        return [{ measure, priceType: priceType.code, currency, price: kopecksFromNumeric(price) }];
      })
      // Price type codes are ASCII: a plain comparison orders them as localeCompare would, without ICU.
      .sort(
        (a, b) =>
          (a.priceType < b.priceType ? -1 : a.priceType > b.priceType ? 1 : 0) || a.measure.id - b.measure.id,
      );
    return {
      "@id": `/api/catalog/products/${row.id}`,
      "@type": "Product",
      id: row.id,
      number: row.number,
      slug: row.slug,
      title,
      description: texts.description ?? row.description,
      // An image's alt text is the product's title, in the answer's language too.
      images: texts.title ? row.images.map((image) => ({ ...image, alt: title })) : row.images,
      category: {
        "@id": `/api/catalog/categories/${row.categoryId}`,
        id: row.categoryId,
        slug: category?.slug ?? "",
        path: category?.path ?? "",
        title: category?.title ?? "",
      },
      categoryPath: tree
        .ancestry(row.categoryId)
        .map(localized)
        .map(({ slug, path, title }) => ({ slug, path, title })),
      attributes,
      prices,
      defaultMeasure: reference.measureById.get(row.defaultMeasureId)?.code ?? "pcs",
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/**
 * One product by id, slug or number, with its texts in `locale` (Russian by default), or undefined.
 * @example
 *   await findProduct(db, { slug: "luntszin-100001" }, "en-US");
 */
export async function findProduct(
  db: Database,
  key: { id: number } | { slug: string } | { number: string },
  locale: string = BASE_LOCALE,
): Promise<ProductView | undefined> {
  const where =
    "id" in key
      ? eq(products.id, key.id)
      : "slug" in key
        ? eq(products.slug, key.slug)
        : eq(products.number, key.number);
  const rows = await db.select(productColumnsIn(locale)).from(products).where(where).limit(1);
  const [view] = await productViews(db, rows, locale);
  return view;
}

export type SortField = "number" | "price" | "title" | "createdAt";

export interface ProductQuery {
  categoryPath?: string | undefined;
  search?: string | undefined;
  numbers?: string[] | undefined;
  titleContains?: string | undefined;
  /** Bounds of the default measure's retail price, kopecks. */
  price?: { lt?: number; lte?: number; gt?: number; gte?: number } | undefined;
  createdAt?: { before?: Date; after?: Date; strictlyBefore?: Date; strictlyAfter?: Date } | undefined;
  /** Attribute code -> wanted values (any of them). */
  attributes?: Map<string, string[]> | undefined;
  sort: { field: SortField; direction: "asc" | "desc" }[];
  page: number;
  itemsPerPage: number;
  facets: boolean;
  /** The locale of the texts (Russian by default; search always reads the Russian index). */
  locale?: string | undefined;
}

export interface Facet {
  code: string;
  title: string;
  values: { value: string; title: string; count: number }[];
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function conditionsOf(
  query: ProductQuery,
  search: SearchExpression | undefined,
  tree: CategoryTree,
  reference: CatalogReference,
  { skipAttribute }: { skipAttribute?: string } = {},
): SQL[] | "nothing" {
  const conditions: SQL[] = [];
  if (query.categoryPath !== undefined) {
    const ids = tree.subtreeIds(query.categoryPath);
    if (ids.length === 0) return "nothing";
    conditions.push(anyOf(products.categoryId, ids));
  }
  if (query.numbers?.length) conditions.push(anyOf(products.number, query.numbers));
  if (query.titleContains) conditions.push(ilike(products.title, `%${escapeLike(query.titleContains)}%`));
  const { price, createdAt } = query;
  if (price?.lt !== undefined) conditions.push(lt(products.listPrice, numericFromKopecks(price.lt)));
  if (price?.lte !== undefined) conditions.push(lte(products.listPrice, numericFromKopecks(price.lte)));
  if (price?.gt !== undefined) conditions.push(gt(products.listPrice, numericFromKopecks(price.gt)));
  if (price?.gte !== undefined) conditions.push(gte(products.listPrice, numericFromKopecks(price.gte)));
  if (createdAt?.before) conditions.push(lte(products.createdAt, createdAt.before));
  if (createdAt?.strictlyBefore) conditions.push(lt(products.createdAt, createdAt.strictlyBefore));
  if (createdAt?.after) conditions.push(gte(products.createdAt, createdAt.after));
  if (createdAt?.strictlyAfter) conditions.push(gt(products.createdAt, createdAt.strictlyAfter));
  for (const [code, values] of query.attributes ?? []) {
    if (code === skipAttribute) continue;
    const attribute = reference.attributes.find((candidate) => candidate.code === code);
    const ids =
      attribute?.values.filter((value) => values.includes(value.value)).map((value) => value.id) ?? [];
    if (ids.length === 0) return "nothing";
    conditions.push(
      sql`exists (select 1 from ${productAttributeValues} where ${productAttributeValues.productId} = ${products.id} and ${anyOf(productAttributeValues.attributeValueId, ids)})`,
    );
  }
  if (search !== undefined) {
    conditions.push(sql`${products.searchVector} @@ to_tsquery('russian', ${search.tsquery})`);
  }
  return conditions;
}

const SORT_COLUMNS = {
  number: products.number,
  price: products.listPrice,
  title: products.title,
  createdAt: products.createdAt,
} as const;

/**
 * A page of products with the total count, and facet counts when asked.
 * @example
 *   await listProducts(db, { categoryPath: "tea", sort: [], page: 1, itemsPerPage: 20, facets: false });
 */
export async function listProducts(
  db: Database,
  request: ProductQuery,
): Promise<{ member: ProductView[]; totalItems: number; facets?: Facet[] }> {
  const [tree, reference, search] = await Promise.all([
    loadCategoryTree(db),
    loadCatalogReference(db),
    request.search ? searchExpression(db, request.search) : undefined,
  ]);
  if (request.search && !search)
    return { member: [], totalItems: 0, ...(request.facets ? { facets: [] } : {}) };
  const query = request;
  const conditions = conditionsOf(query, search, tree, reference);
  const facetsPromise = query.facets ? facetsOf(db, query, search, tree, reference) : undefined;
  if (conditions === "nothing") {
    return { member: [], totalItems: 0, ...(facetsPromise ? { facets: await facetsPromise } : {}) };
  }
  const where = conditions.length ? and(...conditions) : undefined;

  const order: SQL[] = query.sort.map(({ field, direction }) =>
    direction === "asc" ? asc(SORT_COLUMNS[field]) : desc(SORT_COLUMNS[field]),
  );
  if (search !== undefined && order.length === 0) order.push(...relevance(search));
  order.push(asc(products.number));

  // Without other filters the total is the category's stored product count: counting 100 000
  // rows on every catalog page is the most expensive part of the answer.
  const onlyCategory = conditions.length === (query.categoryPath === undefined ? 0 : 1);
  const totalPromise = onlyCategory
    ? Promise.resolve(
        query.categoryPath === undefined
          ? tree.ordered
              .filter((category) => category.depth === 0)
              .reduce((sum, root) => sum + root.productCount, 0)
          : (tree.byPath.get(query.categoryPath)?.productCount ?? 0),
      )
    : db
        .select({ total: sql<number>`count(*)::int` })
        .from(products)
        .where(where)
        .then(([row]) => row?.total ?? 0);

  // The page is chosen first by id alone, then its rows are read with their prices and
  // attributes: PostgreSQL evaluates the select list for every row it skips with OFFSET, so a
  // one-step query on page 5 built the price and attribute JSON of 100 products to answer 20.
  const page = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(query.itemsPerPage)
    .offset((query.page - 1) * query.itemsPerPage)
    .as("page");
  const rowsPromise = db
    .select(productColumnsIn(query.locale ?? BASE_LOCALE))
    .from(page)
    .innerJoin(products, eq(products.id, page.id))
    .orderBy(...order);
  const [rows, totalItems, facets] = await Promise.all([rowsPromise, totalPromise, facetsPromise]);
  return { member: await productViews(db, rows, query.locale), totalItems, ...(facets ? { facets } : {}) };
}

async function facetsOf(
  db: Database,
  query: ProductQuery,
  search: SearchExpression | undefined,
  tree: CategoryTree,
  reference: CatalogReference,
) {
  // A facet counts products under every active filter except its own, so choosing "Китай" still
  // shows how many products "Япония" would give.
  const filtered = [...(query.attributes?.keys() ?? [])];
  const groups: (string | undefined)[] = [undefined, ...filtered];
  const counts = await Promise.all(
    groups.map(async (skipAttribute) => {
      const conditions = conditionsOf(query, search, tree, reference, skipAttribute ? { skipAttribute } : {});
      if (conditions === "nothing") return new Map<number, number>();
      // Without filters other than the category, the stored counts answer: a category page's
      // facets would otherwise join every product of the category with its attribute values.
      if (conditions.length === (query.categoryPath === undefined ? 0 : 1)) {
        const categoryIds =
          query.categoryPath === undefined
            ? tree.ordered.map((category) => category.id)
            : tree.subtreeIds(query.categoryPath);
        return sumFacetCounts(await loadFacetCounts(db), categoryIds);
      }
      const rows = await db
        .select({ valueId: productAttributeValues.attributeValueId, count: sql<number>`count(*)::int` })
        .from(productAttributeValues)
        .innerJoin(products, eq(products.id, productAttributeValues.productId))
        .where(conditions.length ? and(...conditions) : undefined)
        .groupBy(productAttributeValues.attributeValueId);
      return new Map(rows.map((row) => [row.valueId, row.count]));
    }),
  );
  return reference.attributes
    .map((attribute): Facet => {
      const group = filtered.includes(attribute.code) ? groups.indexOf(attribute.code) : 0;
      const countOf = counts[group] ?? new Map<number, number>();
      const selected = query.attributes?.get(attribute.code) ?? [];
      return {
        code: attribute.code,
        title: attribute.title,
        values: attribute.values
          .map((value) => ({ value: value.value, title: value.title, count: countOf.get(value.id) ?? 0 }))
          .filter((value) => value.count > 0 || selected.includes(value.value)),
      };
    })
    .filter((facet) => facet.values.length > 0);
}

/**
 * The order of search results: a product whose number was typed first, then by how well the
 * title (weight A) and description (B) match.
 */
export function relevance(search: SearchExpression): SQL[] {
  return [
    ...(search.numbers.length > 0 ? [sql`${anyOf(products.number, search.numbers)} desc`] : []),
    sql`ts_rank(${products.searchVector}, to_tsquery('russian', ${search.tsquery})) desc`,
  ];
}
