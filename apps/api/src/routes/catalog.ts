import { createRoute, z } from "@hono/zod-openapi";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { categories, categoryTranslations, products, productTranslations } from "../db/schema/index";
import { forgetCategoryTexts, loadCategoryTexts, localizeCategory } from "../domain/catalog/category-texts";
import { type CategoryRow, forgetCategoryTree, loadCategoryTree } from "../domain/catalog/category-tree";
import { findProduct, listProducts, type ProductQuery, type SortField } from "../domain/catalog/products";
import { addTitleWords } from "../domain/catalog/search";
import { MAX_SUGGESTED_CATEGORIES, MAX_SUGGESTED_PRODUCTS, suggest } from "../domain/catalog/suggestions";
import { invalidQuery, parseFilters } from "../http/filters";
import { collection, collectionSchema, idParam, notFound, paginationQuery } from "../http/json-ld";
import { BASE_LOCALE } from "../http/locale/locale";
import { createRouteModule, jsonResponse, problemResponses } from "../http/openapi";
import { publicCache } from "../http/public-cache/public-cache";
import { translationRoutes } from "../http/translation-routes";
import { catalogAdminRoutes } from "./catalog-admin";
import { MeasureSchema, ProductSchema } from "./schemas/catalog";

export { MeasureSchema };

const CategorySchema = z
  .object({
    "@id": z.string(),
    "@type": z.literal("Category"),
    id: z.number().int(),
    slug: z.string().openapi({ example: "chinese" }),
    path: z.string().openapi({ example: "tea/green/chinese" }),
    title: z.string(),
    description: z.string().nullable(),
    parent: z.string().nullable().openapi({ example: "/api/catalog/categories/2" }),
    depth: z.number().int(),
    position: z.number().int(),
    productCount: z.number().int(),
  })
  .openapi("Category");

const FacetSchema = z
  .object({
    code: z.string(),
    title: z.string(),
    values: z.array(z.object({ value: z.string(), title: z.string(), count: z.number().int() })),
  })
  .openapi("Facet");

const ProductCollectionSchema = collectionSchema(ProductSchema, "ProductCollection").extend({
  facets: z.array(FacetSchema).optional(),
});

function categoryView(row: CategoryRow): z.infer<typeof CategorySchema> {
  return {
    "@id": `/api/catalog/categories/${row.id}`,
    "@type": "Category",
    id: row.id,
    slug: row.slug,
    path: row.path,
    title: row.title,
    description: row.description,
    parent: row.parentId ? `/api/catalog/categories/${row.parentId}` : null,
    depth: row.depth,
    position: row.position,
    productCount: row.productCount,
  };
}

const categoryListRoute = createRoute({
  method: "get",
  path: "/catalog/categories",
  tags: ["Catalog"],
  summary: "The category tree as a flat list in tree order",
  request: {
    query: z.object({
      ...paginationQuery(500),
      parent: z.string().optional().openapi({ description: "Parent id or IRI; `null` for roots." }),
    }),
  },
  responses: {
    200: jsonResponse(collectionSchema(CategorySchema, "CategoryCollection"), "Categories."),
    ...problemResponses(422),
  },
});

const categoryRoute = createRoute({
  method: "get",
  path: "/catalog/categories/{id}",
  tags: ["Catalog"],
  summary: "One category",
  request: { params: idParam },
  responses: { 200: jsonResponse(CategorySchema, "The category."), ...problemResponses(404) },
});

const categoryBySlugRoute = createRoute({
  method: "get",
  path: "/catalog/categories-by-slug/{path}",
  tags: ["Catalog"],
  summary: "One category by its slug path (`tea/green/chinese`; the path may contain slashes)",
  request: { params: z.object({ path: z.string().openapi({ param: { name: "path", in: "path" } }) }) },
  responses: { 200: jsonResponse(CategorySchema, "The category."), ...problemResponses(404) },
});

const productListRoute = createRoute({
  method: "get",
  path: "/catalog/products",
  tags: ["Catalog"],
  summary: "Products: category, search, filters, sorting, facets",
  description:
    "Filters (docs/contract.md): `number`/`number[]`, `title[contains]`, `price[lt|lte|gt|gte|between]` (default measure's retail price, kopecks), `createdAt[before|after|strictly_before|strictly_after]`, `attributes.<code>[]=value`. Sorting: `sort[number|price|title|createdAt]=asc|desc`; search results are ordered by relevance unless sorted.",
  request: {
    query: z.object({
      ...paginationQuery(100),
      category: z
        .string()
        .optional()
        .openapi({ example: "tea/green", description: "Category path; includes descendants." }),
      search: z.string().max(200).optional().openapi({ example: "лунцзин" }),
      facets: z.enum(["0", "1", "true", "false"]).optional(),
      "sort[number]": z.enum(["asc", "desc"]).optional(),
      "sort[price]": z.enum(["asc", "desc"]).optional(),
      "sort[title]": z.enum(["asc", "desc"]).optional(),
      "sort[createdAt]": z.enum(["asc", "desc"]).optional(),
    }),
  },
  responses: { 200: jsonResponse(ProductCollectionSchema, "A page of products."), ...problemResponses(422) },
});

const SuggestionsSchema = z
  .object({
    "@type": z.literal("Suggestions"),
    products: z
      .array(
        z.object({
          number: z.string(),
          slug: z.string(),
          title: z.string(),
          price: z
            .number()
            .int()
            .nullable()
            .openapi({ description: "Default measure's retail price, kopecks." }),
          measure: z.string().openapi({ example: "kg" }),
          thumbnail: z
            .object({ path: z.string(), width: z.number(), height: z.number(), alt: z.string() })
            .nullable(),
        }),
      )
      .max(MAX_SUGGESTED_PRODUCTS),
    categories: z
      .array(z.object({ "@id": z.string(), slug: z.string(), path: z.string(), title: z.string() }))
      .max(MAX_SUGGESTED_CATEGORIES),
  })
  .openapi("Suggestions");

const suggestionsRoute = createRoute({
  method: "get",
  path: "/catalog/suggestions",
  tags: ["Catalog"],
  summary: "Suggestions while typing: up to 8 products and 4 categories",
  description:
    "The text typed so far, read as `search=` of the product list is (the last word as a prefix, typos, the other keyboard layout, transliteration). Products by relevance with their default measure's retail price and first image; categories whose title matches, then those of the products found. An empty text answers empty lists.",
  request: { query: z.object({ search: z.string().max(200).optional().openapi({ example: "молоч" }) }) },
  responses: {
    200: jsonResponse(SuggestionsSchema, "What to offer under the search box."),
    ...problemResponses(422),
  },
});

const productRoute = createRoute({
  method: "get",
  path: "/catalog/products/{id}",
  tags: ["Catalog"],
  summary: "One product",
  request: { params: idParam },
  responses: { 200: jsonResponse(ProductSchema, "The product."), ...problemResponses(404) },
});

const productBySlugRoute = createRoute({
  method: "get",
  path: "/catalog/products-by-slug/{slug}",
  tags: ["Catalog"],
  summary: "One product by slug",
  request: {
    params: z.object({
      slug: z
        .string()
        .max(200)
        .openapi({ param: { name: "slug", in: "path" } }),
    }),
  },
  responses: { 200: jsonResponse(ProductSchema, "The product."), ...problemResponses(404) },
});

const productByNumberRoute = createRoute({
  method: "get",
  path: "/catalog/products-by-number/{number}",
  tags: ["Catalog"],
  summary: "One product by its number",
  request: {
    params: z.object({
      number: z
        .string()
        .max(32)
        .openapi({ param: { name: "number", in: "path" } }),
    }),
  },
  responses: { 200: jsonResponse(ProductSchema, "The product."), ...problemResponses(404) },
});

const PRODUCT_RESERVED = ["page", "itemsPerPage", "category", "search", "facets"];
const SORT_FIELDS: readonly SortField[] = ["number", "price", "title", "createdAt"];

function kopecksOf(key: string, value: string): number {
  if (!/^\d{1,12}$/.test(value)) throw invalidQuery(key, "Ожидается целое неотрицательное число копеек.");
  return Number(value);
}

function dateOf(key: string, value: string): Date {
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(date.getTime())) {
    throw invalidQuery(key, "Ожидается дата ISO 8601, например 2026-01-31.");
  }
  return date;
}

/** Turns the product list query string into a ProductQuery (422 on anything it does not know). */
function productQueryOf(url: string, page: number, itemsPerPage: number): ProductQuery {
  const params = new URL(url).searchParams;
  const filters = parseFilters(params, PRODUCT_RESERVED);
  const query: ProductQuery = {
    sort: [],
    page,
    itemsPerPage,
    facets: ["1", "true"].includes(params.get("facets") ?? ""),
  };
  const category = params.get("category")?.replace(/^\/+|\/+$/g, "");
  if (category) query.categoryPath = category;
  const search = params.get("search")?.trim();
  if (search) query.search = search;

  for (const { field, direction } of filters.sort) {
    if (!SORT_FIELDS.includes(field as SortField))
      throw invalidQuery(`sort[${field}]`, "Сортировка по этому полю не поддерживается.");
    query.sort.push({ field: field as SortField, direction });
  }
  for (const [field, values] of filters.values) {
    if (field === "number") query.numbers = values;
    else if (field.startsWith("attributes.")) {
      query.attributes ??= new Map();
      query.attributes.set(field.slice("attributes.".length), values);
    } else throw invalidQuery(field, "Фильтр по этому полю не поддерживается.");
  }
  for (const [field, conditions] of filters.conditions) {
    for (const { mode, value } of conditions) {
      const key = `${field}[${mode}]`;
      if (field === "title" && mode === "contains") query.titleContains = value;
      else if (field === "price" && ["lt", "lte", "gt", "gte"].includes(mode)) {
        query.price = { ...query.price, [mode]: kopecksOf(key, value) };
      } else if (field === "price" && mode === "between") {
        const [from = "", to = ""] = value.split("..");
        query.price = { ...query.price, gte: kopecksOf(key, from), lte: kopecksOf(key, to) };
      } else if (
        field === "createdAt" &&
        ["before", "after", "strictly_before", "strictly_after"].includes(mode)
      ) {
        const name =
          mode === "strictly_before" ? "strictlyBefore" : mode === "strictly_after" ? "strictlyAfter" : mode;
        query.createdAt = { ...query.createdAt, [name]: dateOf(key, value) };
      } else throw invalidQuery(key, "Этот фильтр не поддерживается.");
    }
  }
  return query;
}

export interface CatalogRoutesOptions {
  /** Cache public answers in process with ETags (on by default; the benchmark compares both). */
  cache?: boolean;
  /** The cache's bound in bytes (default `DEFAULT_CACHE_BYTES`, 32 MiB). */
  cacheBytes?: number;
}

/**
 * Public catalog: categories (`/catalog/categories`, by id, by slug path) and products (list with
 * filters, search and facets; by id, slug and number).
 * @example
 *   app.route("/", catalogRoutes(db));
 */
export function catalogRoutes(db: Database, { cache = true, cacheBytes }: CatalogRoutesOptions = {}) {
  const app = createRouteModule();
  const publicAnswers = cache ? publicCache(cacheBytes ? { maxBytes: cacheBytes } : {}) : undefined;
  if (publicAnswers) app.use("/catalog/*", publicAnswers.middleware);
  // Categories in the caller's language (texts of other locales come from category_translations).
  const localizedTree = async (locale: string) => {
    const [tree, texts] = await Promise.all([
      loadCategoryTree(db),
      locale === BASE_LOCALE ? undefined : loadCategoryTexts(db),
    ]);
    return { tree, localized: (row: CategoryRow) => (texts ? localizeCategory(row, texts, locale) : row) };
  };

  app.openapi(categoryListRoute, async (c) => {
    const { page, itemsPerPage, parent } = c.req.valid("query");
    const conditions: SQL[] = [];
    if (parent === "null") conditions.push(sql`${categories.parentId} is null`);
    else if (parent !== undefined) {
      const id = /^(?:\/api\/catalog\/categories\/)?(\d{1,9})$/.exec(parent)?.[1];
      if (!id) throw invalidQuery("parent", "Ожидается id или IRI категории.");
      conditions.push(eq(categories.parentId, Number(id)));
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [count]] = await Promise.all([
      db
        .select()
        .from(categories)
        .where(where)
        .orderBy(asc(categories.position))
        .limit(itemsPerPage)
        .offset((page - 1) * itemsPerPage),
      db.select({ total: sql<number>`count(*)::int` }).from(categories).where(where),
    ]);
    const { localized } = await localizedTree(c.get("locale"));
    return c.json(
      collection(
        "/catalog/categories",
        rows.map((row) => categoryView(localized(row))),
        count?.total ?? 0,
      ),
      200,
    );
  });

  app.openapi(categoryRoute, async (c) => {
    const { tree, localized } = await localizedTree(c.get("locale"));
    const row = tree.byId.get(c.req.valid("param").id);
    if (!row) throw notFound("Раздел каталога не найден.");
    return c.json(categoryView(localized(row)), 200);
  });

  // The slug path spans several segments, which an OpenAPI path parameter cannot express: the
  // documented route is registered for the document, the handler matches the whole rest.
  app.openAPIRegistry.registerPath(categoryBySlugRoute);
  app.get("/catalog/categories-by-slug/:path{.+}", async (c) => {
    const { tree, localized } = await localizedTree(c.get("locale"));
    const row = tree.byPath.get(c.req.param("path").replace(/\/+$/, ""));
    if (!row) throw notFound("Раздел каталога не найден.");
    return c.json(categoryView(localized(row)), 200);
  });

  app.openapi(productListRoute, async (c) => {
    const { page, itemsPerPage } = c.req.valid("query");
    const result = await listProducts(db, {
      ...productQueryOf(c.req.url, page, itemsPerPage),
      locale: c.get("locale"),
    });
    return c.json(
      collection(
        "/catalog/products",
        result.member,
        result.totalItems,
        result.facets ? { facets: result.facets } : {},
      ),
      200,
    );
  });

  app.openapi(suggestionsRoute, async (c) => {
    const locale = c.get("locale");
    const found = await suggest(db, c.req.valid("query").search ?? "", locale);
    const { tree, localized } = await localizedTree(locale);
    return c.json(
      {
        "@type": "Suggestions" as const,
        products: found.products,
        categories: found.categoryIds.flatMap((id) => {
          const row = tree.byId.get(id);
          if (!row) return [];
          const { slug, path, title } = localized(row);
          return [{ "@id": `/api/catalog/categories/${id}`, slug, path, title }];
        }),
      },
      200,
    );
  });

  app.openapi(productRoute, async (c) => {
    const product = await findProduct(db, { id: c.req.valid("param").id }, c.get("locale"));
    if (!product) throw notFound("Товар не найден.");
    return c.json(product, 200);
  });

  app.openapi(productBySlugRoute, async (c) => {
    const product = await findProduct(db, { slug: c.req.valid("param").slug }, c.get("locale"));
    if (!product) throw notFound("Товар не найден.");
    return c.json(product, 200);
  });

  app.openapi(productByNumberRoute, async (c) => {
    const product = await findProduct(db, { number: c.req.valid("param").number }, c.get("locale"));
    if (!product) throw notFound("Товар не найден.");
    return c.json(product, 200);
  });

  // Texts in other languages (staff write them; anyone reads them). A change is visible at once on
  // this replica (its cached answers are dropped), after at most 30 s on the others.
  const textsChanged = () => {
    publicAnswers?.invalidate();
    forgetCategoryTree(db);
    forgetCategoryTexts(db);
  };
  translationRoutes(app, db, {
    path: "/catalog/products",
    name: "Product",
    auditResource: "product",
    tag: "Catalog",
    fields: { title: { maxLength: 200 }, description: { maxLength: 5_000, optional: true } },
    table: productTranslations,
    notFoundDetail: "Товар не найден.",
    readBase: async (executor, id) => {
      const [row] = await executor
        .select({ title: products.title, description: products.description })
        .from(products)
        .where(eq(products.id, id));
      return row;
    },
    writeBase: async (tx, id, { title, description }) => {
      const [row] = await tx.select({ images: products.images }).from(products).where(eq(products.id, id));
      await tx
        .update(products)
        .set({
          ...(title !== undefined && title !== null
            ? { title, images: (row?.images ?? []).map((image) => ({ ...image, alt: title })) }
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
    onChange: textsChanged,
  });
  translationRoutes(app, db, {
    path: "/catalog/categories",
    name: "Category",
    auditResource: "category",
    tag: "Catalog",
    fields: { title: { maxLength: 200 }, description: { maxLength: 5_000, optional: true } },
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
    },
    touch: async (tx, id) => {
      await tx.update(categories).set({ updatedAt: sql`now()` }).where(eq(categories.id, id));
    },
    onChange: textsChanged,
  });
  // Prices (staff): a change drops the cached answers the same way.
  app.route("/", catalogAdminRoutes(db, { onChange: () => publicAnswers?.invalidate() }));

  return app;
}
