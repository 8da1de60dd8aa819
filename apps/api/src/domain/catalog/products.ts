import { and, eq, ilike, type SQL, sql } from "drizzle-orm";
import { anyOf, anyOfPlaceholder } from "../../db/any-of";
import type { Database } from "../../db/client";
import {
  categories,
  productAttributeValues,
  productPrices,
  products,
  productTranslations,
  type StoredImage,
} from "../../db/schema/index";
import { notFound } from "../errors";
import { BASE_LOCALE } from "../locales";
import { kopecksFromNumeric } from "../money";
import { PRODUCT_LIMITS } from "./catalog-limits";
import { localizeCategory } from "./category-texts";
import type { CategoryRow } from "./category-tree";
import type { CatalogIndex, IndexFilter, Matches, SortField } from "./index/catalog-index";
import { type CatalogIndexStore, catalogIndex } from "./index/catalog-index-store";
import { searchMatches } from "./index/search-matches";
import { preparedPerLocale } from "./prepared-statements";
import { servedDescription } from "./product-description";
import { type VariantView, variantsJsonOf, variantViews } from "./product-variants";
import { shownToPublic } from "./product-visibility";
import type { CatalogReference, MeasureView } from "./reference";
import { searchExpression } from "./search";

export interface ProductPrice {
  measure: MeasureView;
  priceType: string;
  currency: string;
  price: number;
  /** The "was" price, crossed out beside `price` (kopecks; only when above it). */
  compareAtPrice?: number;
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
  /**
   * The forms it is sold in, in their order (empty for a product sold in its measures): a product
   * with variants is sold through them alone, each in its default measure.
   */
  variants: VariantView[];
  createdAt: string;
}

type ProductRow = typeof products.$inferSelect;
// Prices, attribute links and translated texts come with each product row as JSON text from
// correlated subqueries: a catalog page or a product page is one round trip to the database.
// Texts are read no longer than the catalog's limits (catalog-limits.ts) whatever a row holds (an
// import before the limits took any length), so an answer and the page made of it stay bounded.
const productColumns = {
  id: products.id,
  number: products.number,
  slug: products.slug,
  title: sql<string>`left(${products.title}, ${sql.raw(String(PRODUCT_LIMITS.title))})`,
  description: sql<string>`left(${products.description}, ${sql.raw(String(PRODUCT_LIMITS.description))})`,
  categoryId: products.categoryId,
  defaultMeasureId: products.defaultMeasureId,
  images: products.images,
  createdAt: products.createdAt,
  published: products.published,
  pricesJson: sql<string>`(select coalesce(json_agg(json_build_array(${productPrices.measureId}, ${productPrices.priceTypeId}, ${productPrices.currency}, ${productPrices.price}::text, ${productPrices.compareAtPrice}::text)), '[]')::text from ${productPrices} where ${productPrices.productId} = ${products.id} and ${productPrices.price} > 0)`,
  variantsJson: variantsJsonOf,
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
          >`(select json_object_agg(${productTranslations.field}, left(${productTranslations.value}, case ${productTranslations.field} when 'title' then ${sql.raw(String(PRODUCT_LIMITS.title))} else ${sql.raw(String(PRODUCT_LIMITS.description))} end))::text from ${productTranslations} where ${productTranslations.itemId} = ${products.id} and ${productTranslations.locale} = ${locale})`,
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
  | "published"
> & {
  pricesJson: string;
  variantsJson: string;
  attributeValueIdsJson: string;
  /** `{ title?, description? }` in the answer's locale, when translated. */
  textsJson: string | null;
};

/**
 * Full product answers for rows selected with `productColumnsIn(locale)`: prices (only positive
 * ones), attributes and breadcrumbs, texts in `locale` where translated (else Russian), in the
 * order of `rows`. No further query: the category tree, its translations and the catalog reference
 * are the catalog index store's.
 * @example
 *   const [view] = await productViews(catalog, await db.select(productColumnsIn("ru")).from(products).limit(1));
 */
export async function productViews(
  catalog: CatalogIndexStore,
  rows: ProductBase[],
  locale: string = BASE_LOCALE,
): Promise<ProductView[]> {
  if (rows.length === 0) return [];
  const [tree, reference, categoryTexts] = await Promise.all([
    catalog.categoryTree(),
    catalog.reference(),
    locale === BASE_LOCALE ? undefined : catalog.categoryTexts(),
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
    const prices = (JSON.parse(row.pricesJson) as [number, number, string, string, string | null][])
      .flatMap(([measureId, priceTypeId, currency, price, compareAt]): ProductPrice[] => {
        const measure = reference.measureById.get(measureId);
        const priceType = reference.priceTypeById.get(priceTypeId);
        if (!measure || !priceType) return [];
        const amount = kopecksFromNumeric(price);
        const was = compareAt === null ? undefined : kopecksFromNumeric(compareAt);
        return [
          {
            measure,
            priceType: priceType.code,
            currency,
            price: amount,
            ...(was !== undefined && was > amount ? { compareAtPrice: was } : {}),
          },
        ];
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
      description: servedDescription(texts.description ?? row.description),
      // An image's alt text is the product's title (in the answer's language too) unless staff
      // wrote one for it (image-alt.ts); where an imported picture came from is the import's business.
      images: row.images
        .slice(0, PRODUCT_LIMITS.images)
        .map(({ source: _source, ...image }) =>
          texts.title && image.alt === row.title
            ? { ...image, alt: title }
            : { ...image, alt: image.alt.slice(0, PRODUCT_LIMITS.title) },
        ),
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
      variants: variantViews(row.variantsJson),
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/**
 * One published product by id, slug or number, with its texts in `locale` (Russian by default), or
 * undefined (staff's answers: `findProductForStaff`).
 * @example
 *   await findProduct(db, catalog, { slug: "luntszin-100001" }, "en-US");
 */
export async function findProduct(
  db: Database,
  catalog: CatalogIndexStore,
  key: { id: number } | { slug: string } | { number: string },
  locale: string = BASE_LOCALE,
): Promise<ProductView | undefined> {
  const statements = productStatements(db, locale);
  const rows = await ("id" in key
    ? statements.byId.execute({ id: key.id })
    : "slug" in key
      ? statements.bySlug.execute({ slug: key.slug })
      : statements.byNumber.execute({ number: key.number }));
  const [view] = await productViews(catalog, rows, locale);
  return view;
}

/** The product reads of catalog answers: one product by id, slug or number, a page by ids. */
function prepareProductStatements(db: Database, locale: string, name: string) {
  const columns = productColumnsIn(locale);
  const one = (where: SQL, key: string) =>
    db.select(columns).from(products).where(where).limit(1).prepare(`product_by_${key}_${name}`);
  // The public reads see what the public may (product-visibility.ts); a list's ids come from the
  // catalog index, which holds no other, and the condition keeps a replica whose index lags behind
  // from showing one.
  const published = (where: SQL) => and(where, shownToPublic) as SQL;
  return {
    byId: one(published(eq(products.id, sql.placeholder("id"))), "id"),
    anyById: one(eq(products.id, sql.placeholder("id")), "any_id"),
    anyBySlug: one(eq(products.slug, sql.placeholder("slug")), "any_slug"),
    anyByNumber: one(eq(products.number, sql.placeholder("number")), "any_number"),
    bySlug: one(published(eq(products.slug, sql.placeholder("slug"))), "slug"),
    byNumber: one(published(eq(products.number, sql.placeholder("number"))), "number"),
    byIds: db
      .select(columns)
      .from(products)
      .where(published(anyOfPlaceholder(products.id, "ids")))
      .prepare(`products_by_ids_${name}`),
  };
}

const productStatements = preparedPerLocale(prepareProductStatements);

/** A product as staff's answers show it: the public view, and whether the shop shows it. */
export type StaffProductView = ProductView & { published: boolean };

/**
 * One product by id, slug or number as staff see it (published or not), or undefined: the staff
 * editor's reads, and staff's reads of the public product paths, where a draft is previewed at its
 * own address (issue 46 point 5).
 * @example
 *   await findProductForStaff(db, catalog, 12, "ru"); // { …, published: false }
 *   await findProductForStaff(db, catalog, { slug: "novyi-ulun" }); // a draft by its address
 */
export async function findProductForStaff(
  db: Database,
  catalog: CatalogIndexStore,
  key: number | { id: number } | { slug: string } | { number: string },
  locale: string = BASE_LOCALE,
): Promise<StaffProductView | undefined> {
  const statements = productStatements(db, locale);
  const rows = await (typeof key === "number"
    ? statements.anyById.execute({ id: key })
    : "id" in key
      ? statements.anyById.execute({ id: key.id })
      : "slug" in key
        ? statements.anyBySlug.execute({ slug: key.slug })
        : statements.anyByNumber.execute({ number: key.number }));
  const [view] = await productViews(catalog, rows, locale);
  return view && { ...view, published: rows[0]?.published ?? true };
}

/** The refusal of an id that names no product (404 through the HTTP layer). */
export const productNotFound = () => notFound("Товар не найден.");

/**
 * One product by id as staff see it, or the refusal that there is none (`productNotFound`): what
 * staff's product routes answer after reading or writing it.
 * @example
 *   await getProductForStaff(db, catalog, 12, "ru"); // { …, published: false }, or throws a not-found
 */
export async function getProductForStaff(
  db: Database,
  catalog: CatalogIndexStore,
  id: number,
  locale: string = BASE_LOCALE,
): Promise<StaffProductView> {
  const product = await findProductForStaff(db, catalog, id, locale);
  if (!product) throw productNotFound();
  return product;
}

/**
 * A page of every product, published or not, in number order, for staff's list: `search` is a
 * part of the number or the title (case-insensitive), `published` keeps one kind, `category` (an
 * id) keeps the products of that category and its subcategories.
 * @example
 *   await listProductsForStaff(db, catalog, { page: 1, itemsPerPage: 20, search: "улун", published: false });
 */
export async function listProductsForStaff(
  db: Database,
  catalog: CatalogIndexStore,
  query: {
    page: number;
    itemsPerPage: number;
    search?: string | undefined;
    published?: boolean | undefined;
    category?: number | undefined;
  },
  locale: string = BASE_LOCALE,
): Promise<{ member: StaffProductView[]; totalItems: number }> {
  const where = staffProductsWhere(query);
  const [rows, [count]] = await Promise.all([
    db
      .select(productColumnsIn(locale))
      .from(products)
      .where(where)
      .orderBy(products.number)
      .limit(query.itemsPerPage)
      .offset((query.page - 1) * query.itemsPerPage),
    db.select({ total: sql<number>`count(*)::int` }).from(products).where(where),
  ]);
  const views = await productViews(catalog, rows, locale);
  return {
    member: views.map((view, at) => ({ ...view, published: rows[at]?.published ?? true })),
    totalItems: count?.total ?? 0,
  };
}

/** The filters of staff's product list, the same for the list and for a bulk action on all that match it. */
export interface StaffProductFilter {
  /** A part of the number or the title, any case. */
  search?: string | undefined;
  published?: boolean | undefined;
  /** A category's id: its products and its subcategories'. */
  category?: number | undefined;
}

/**
 * The condition on `products` of staff's list filters (none: every product).
 * @example
 *   await db.select().from(products).where(staffProductsWhere({ search: "улун", published: false }));
 */
export function staffProductsWhere(filter: StaffProductFilter): SQL | undefined {
  const pattern = filter.search ? `%${escapeLike(filter.search)}%` : undefined;
  return and(
    pattern ? sql`(${products.number} ilike ${pattern} or ${products.title} ilike ${pattern})` : undefined,
    filter.published === undefined ? undefined : eq(products.published, filter.published),
    filter.category === undefined ? undefined : inCategorySubtree(filter.category),
  );
}

/** Products of a category or of any category below it (`tea/green/chinese` is below `tea`). */
const inCategorySubtree = (categoryId: number) => sql`${products.categoryId} in (
  select below.id from ${categories} below, ${categories} chosen
  where chosen.id = ${categoryId}
    and (below.id = chosen.id or starts_with(below.path, chosen.path || '/'))
)`;

export type { SortField };

export interface ProductQuery {
  categoryPath?: string | undefined;
  /** The shopper's search text (`search=` on the wire, `q` in the storefront's URL). */
  searchText?: string | undefined;
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

/** Which products make up a list's page, in order, with the total count and the facets when asked. */
interface ListedPage {
  ids: number[];
  totalItems: number;
  facets?: Facet[];
}

/**
 * A page of products with the total count, and facet counts when asked. The catalog index
 * (catalog-index.ts) answers which products match, how many, the facet counts and the page's ids
 * in order; the database decides what a search or a title filter matches, and loads the page's
 * rows by id in one query.
 * @example
 *   await listProducts(db, catalog, { categoryPath: "tea", sort: [], page: 1, itemsPerPage: 20, facets: false });
 */
export async function listProducts(
  db: Database,
  catalog: CatalogIndexStore,
  query: ProductQuery,
): Promise<{ member: ProductView[]; totalItems: number; facets?: Facet[] }> {
  const { ids, ...listed } = await listedPage(db, catalog, query);
  const rows = ids.length
    ? await productStatements(db, query.locale ?? BASE_LOCALE).byIds.execute({ ids })
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const member = await productViews(
    catalog,
    ids.flatMap((id) => byId.get(id) ?? []),
    query.locale,
  );
  return { member, ...listed };
}

/**
 * `listProducts` as a listing shows it: the page's products as cards (product-cards.ts), given as
 * the UTF-8 JSON text of the `member` array, which the database writes, the index's card store
 * keeps (index/card-store.ts) and the route passes on unparsed.
 * @example
 *   const { memberJson, totalItems } = await listProductCards(db, catalog, { categoryPath: "tea", sort: [], page: 1, itemsPerPage: 20, facets: false });
 */
export async function listProductCards(
  db: Database,
  catalog: CatalogIndexStore,
  query: ProductQuery,
): Promise<{ memberJson: Buffer; totalItems: number; facets?: Facet[] }> {
  const { ids, ...listed } = await listedPage(db, catalog, query);
  return { memberJson: await catalog.cards.json(db, ids, query.locale ?? BASE_LOCALE), ...listed };
}

async function listedPage(
  db: Database,
  catalog: CatalogIndexStore,
  query: ProductQuery,
): Promise<ListedPage> {
  const [index, reference] = await Promise.all([catalogIndex(catalog), catalog.reference()]);
  const expression = query.searchText
    ? await searchExpression(db, query.searchText, catalog.searchWords(index))
    : undefined;
  if (query.searchText && !expression)
    return { ids: [], totalItems: 0, ...(query.facets ? { facets: [] } : {}) };
  const idsWhere = async (condition: SQL) =>
    index.bitsOfIds(
      (await db.select({ id: products.id }).from(products).where(condition)).map((row) => row.id),
    );
  const conditions = [
    ...(query.numbers?.length ? [anyOf(products.number, query.numbers)] : []),
    ...(query.titleContains ? [ilike(products.title, `%${escapeLike(query.titleContains)}%`)] : []),
  ];
  const [found, matches] = await Promise.all([
    expression ? searchMatches(db, index, expression, catalog.keptSearchMatches(index)) : undefined,
    Promise.all(conditions.map(idsWhere)),
  ]);
  const filter: IndexFilter = {
    categoryPath: query.categoryPath,
    price: query.price,
    createdAt: query.createdAt,
    attributes: new Map(
      [...(query.attributes ?? [])].map(([code, values]) => {
        const attribute = reference.attributes.find((candidate) => candidate.code === code);
        const ids = attribute?.values
          .filter((value) => values.includes(value.value))
          .map((value) => value.id);
        return [code, ids ?? []];
      }),
    ),
    matches: found ? [found.set, ...matches] : matches,
  };
  const matched = index.match(filter);
  const { ids, totalItems } = index.page(matched.set, {
    sort: query.sort,
    relevance: found,
    offset: (query.page - 1) * query.itemsPerPage,
    limit: query.itemsPerPage,
  });
  return {
    ids,
    totalItems,
    ...(query.facets ? { facets: facetsOf(index, reference, query, matched, totalItems) } : {}),
  };
}

/**
 * Facet counts of a list: each attribute's values counted among the matches, except that a
 * filtered attribute's values are counted under every filter but its own, so choosing "Китай"
 * still shows how many products "Япония" would give.
 */
function facetsOf(
  index: CatalogIndex,
  reference: CatalogReference,
  query: ProductQuery,
  matches: Matches,
  totalItems: number,
): Facet[] {
  const valueIdsOf = (attributes: CatalogReference["attributes"]) =>
    attributes.flatMap((attribute) => attribute.values.map((value) => value.id));
  // The attributes without a filter are counted among the matches in one call: counted product by
  // product, one pass over a small set gives all their values.
  const counts = index.countValues(
    matches.set,
    valueIdsOf(reference.attributes.filter((attribute) => !query.attributes?.has(attribute.code))),
    { count: totalItems, within: matches.within },
  );
  for (const attribute of reference.attributes) {
    if (!query.attributes?.has(attribute.code)) continue;
    for (const [valueId, count] of index.countValues(
      matches.skipping(attribute.code),
      valueIdsOf([attribute]),
      {
        within: matches.within,
      },
    )) {
      counts.set(valueId, count);
    }
  }
  return reference.attributes
    .map((attribute): Facet => {
      const selected = query.attributes?.get(attribute.code);
      return {
        code: attribute.code,
        title: attribute.title,
        values: attribute.values
          .map((value) => ({ value: value.value, title: value.title, count: counts.get(value.id) ?? 0 }))
          .filter((value) => value.count > 0 || selected?.includes(value.value)),
      };
    })
    .filter((facet) => facet.values.length > 0);
}
