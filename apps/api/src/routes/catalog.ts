import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Database } from "../db/client";
import { type CatalogIndexStore, catalogChanged } from "../domain/catalog/index/catalog-index-store";
import { readsHiddenProducts } from "../domain/catalog/product-visibility";
import {
  findProduct,
  findProductForStaff,
  listProductCards,
  listProducts,
  productNotFound,
} from "../domain/catalog/products";
import { suggest } from "../domain/catalog/suggestions";
import { translatableCategories, translatableProducts } from "../domain/catalog/translatable";
import { productListParams, productQueryFrom } from "../http/catalog-query/product-query";
import type { AppEnv } from "../http/env";
import { collection, collectionJson, idParam } from "../http/json-ld";
import { createRouteModule, jsonResponse, problemResponses } from "../http/openapi";
import type { PublicCache } from "../http/public-cache/public-cache";
import { translationRoutes } from "../http/translation-routes";
import {
  PRODUCT_LIST_VIEWS,
  ProductCardCollectionSchema,
  ProductCollectionSchema,
  ProductSchema,
  SuggestionsSchema,
} from "./schemas/catalog";

const productListRoute = createRoute({
  method: "get",
  path: "/catalog/products",
  tags: ["Catalog"],
  summary: "Products: category, search, filters, sorting, facets",
  description:
    "Filters (docs/contract.md): `number`/`number[]`, `title[contains]`, `price[lt|lte|gt|gte|between]` (default measure's retail price, kopecks), `createdAt[before|after|strictly_before|strictly_after]`, `attributes.<code>[]=value`. Sorting: `sort[number|price|title|createdAt]=asc|desc`; search results are ordered by relevance unless sorted.",
  request: {
    query: productListParams
      .extend({
        view: z.enum(PRODUCT_LIST_VIEWS).optional().openapi({
          description:
            "`card`: each member as a listing's card shows it (number, slug, title, the first image, prices, default measure), without description, attributes or category; `full` (the default): whole products.",
        }),
      })
      .transform((params, context) => {
        const parsed = productQueryFrom(params);
        if ("query" in parsed) return { ...parsed.query, view: params.view ?? "full" };
        for (const { propertyPath, message } of parsed.violations)
          context.addIssue({ code: "custom", path: [propertyPath], message });
        return z.NEVER;
      }),
  },
  responses: {
    200: jsonResponse(
      z.union([ProductCollectionSchema, ProductCardCollectionSchema]),
      "A page of products: whole, or as cards with `view=card`.",
    ),
    ...problemResponses(422),
  },
});

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

export interface CatalogRoutesOptions {
  /**
   * The in-process cache of public catalog answers, which `app.ts` puts in front of every
   * `/catalog/` route: a change of texts drops it. None when the catalog cache is off.
   */
  answers?: PublicCache | undefined;
  /** The app's catalog index (domain/catalog/index), which lists and suggestions read. */
  catalog: CatalogIndexStore;
}

/**
 * Public products (list with filters, search and facets; suggestions; by id, slug and number) and
 * the texts of products and categories in other languages.
 * @example
 *   app.route("/", catalogRoutes(db, { answers, catalog }));
 */
export function catalogRoutes(db: Database, { answers, catalog }: CatalogRoutesOptions) {
  const app = createRouteModule();
  app.openapi(productListRoute, async (c) => {
    const { view, ...params } = c.req.valid("query");
    const query = { ...params, locale: c.get("locale") };
    if (view === "card") {
      // The cards come as the JSON text the database wrote (product-cards.ts), kept by the index
      // (index/card-store.ts), written out as is.
      const { memberJson, totalItems, facets } = await listProductCards(db, catalog, query);
      const body = collectionJson("/catalog/products", memberJson, totalItems, facets ? { facets } : {});
      return c.body(body, 200, { "content-type": "application/json" });
    }
    const result = await listProducts(db, catalog, query);
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
    const found = await suggest(db, catalog, c.req.valid("query").search ?? "", c.get("locale"));
    return c.json({ "@type": "Suggestions" as const, ...found }, 200);
  });

  // Staff read every product at these paths, a draft or one taken off the shop included, so that
  // they preview it at its own address (issue 46 point 5); anyone else gets 404 for those
  // (product-visibility.ts). Staff's answers never reach the public cache (app.ts) and say so to
  // every other cache; a draft's also asks search engines not to index it.
  const oneProduct = async (
    c: Context<AppEnv>,
    key: { id: number } | { slug: string } | { number: string },
  ) => {
    const locale = c.get("locale");
    if (!readsHiddenProducts(c.get("user"))) {
      const product = await findProduct(db, catalog, key, locale);
      if (!product) throw productNotFound();
      return product;
    }
    const product = await findProductForStaff(db, catalog, key, locale);
    if (!product) throw productNotFound();
    c.header("Cache-Control", "private, no-store");
    if (!product.published) c.header("X-Robots-Tag", "noindex");
    return product;
  };

  app.openapi(productRoute, async (c) => c.json(await oneProduct(c, { id: c.req.valid("param").id }), 200));

  app.openapi(productBySlugRoute, async (c) =>
    c.json(await oneProduct(c, { slug: c.req.valid("param").slug }), 200),
  );

  app.openapi(productByNumberRoute, async (c) =>
    c.json(await oneProduct(c, { number: c.req.valid("param").number }), 200),
  );

  // Texts in other languages (staff write them; anyone reads them). A write moves the catalog
  // version (triggers of product_translations and category_translations), so it is in this
  // replica's next answer once its index follows (a new title moves the product in the title
  // order), and in another's after its version check, with what the index store keeps for that
  // version (the categories' texts).
  const textsChanged = async () => {
    await catalogChanged(catalog);
    answers?.invalidate();
  };
  translationRoutes(app, db, {
    ...translatableProducts,
    path: "/catalog/products",
    name: "Product",
    tag: "Catalog",
    onChange: textsChanged,
  });
  translationRoutes(app, db, {
    ...translatableCategories,
    path: "/catalog/categories",
    name: "Category",
    tag: "Catalog",
    onChange: textsChanged,
  });
  return app;
}
