import { createRoute, z } from "@hono/zod-openapi";
import type { Database } from "../db/client";
import {
  type SitemapEntry,
  type SitemapKind,
  type SitemapPart,
  sitemapEntries,
  sitemapSummary,
} from "../domain/catalog/sitemap";
import { MAX_SERIAL_ID } from "../domain/references";
import { createRouteModule, jsonResponse, problemResponses } from "../http/openapi";

/** The most URLs one sitemap file may hold (sitemaps.org). */
export const MAX_SITEMAP_PAGE_SIZE = 50_000;
/** The most entries one answer of `/sitemap/{kind}` carries: about 0.5 MB of JSON. */
export const MAX_SITEMAP_CHUNK = 5_000;

const LastModifiedSchema = z.string().openapi({ example: "2026-03-01T09:30:00.000Z" });

const SitemapPartSchema = z
  .object({
    totalItems: z.number().int(),
    lastModified: LastModifiedSchema.nullable().openapi({
      description: "The newest change; `null` when empty.",
    }),
    pages: z.array(
      z.object({
        after: z.number().int().openapi({
          description:
            "The page's entries are those with an id above this one: `?after=` of its first chunk.",
        }),
        totalItems: z.number().int(),
        lastModified: LastModifiedSchema.nullable(),
      }),
    ),
  })
  .openapi("SitemapPart");

const SitemapSchema = z
  .object({
    "@id": z.literal("/api/sitemap"),
    "@type": z.literal("Sitemap"),
    pageSize: z.number().int(),
    categories: SitemapPartSchema,
    products: SitemapPartSchema,
  })
  .openapi("Sitemap", {
    description:
      "The catalog's pages for a sitemap index: per kind the total, the newest change and the split into pages of at most `pageSize` entries in id order.",
  });

const entryListSchema = <Entry extends z.ZodType>(entry: Entry, name: string) =>
  z
    .object({
      "@type": z.literal("SitemapEntries"),
      member: z.array(entry),
      next: z.string().nullable().openapi({
        description: "The next chunk's URL; `null` when this one is the last (shorter than `limit`).",
        example: "/api/sitemap/products?after=5000&limit=5000",
      }),
    })
    .openapi(name);

const CategoryEntrySchema = z.object({
  id: z.number().int(),
  path: z.string().openapi({ example: "tea/green/chinese" }),
  lastModified: LastModifiedSchema.openapi({
    description: "The newest change of the category's texts or of a product in its subtree.",
  }),
});
const ProductEntrySchema = z.object({
  id: z.number().int(),
  slug: z.string().openapi({ example: "sencha-100002" }),
  lastModified: LastModifiedSchema.openapi({
    description: "The newest change of the product's texts or prices.",
  }),
});

const chunkQuery = z.object({
  after: z.coerce.number().int().min(0).max(MAX_SERIAL_ID).default(0).openapi({
    description: "Entries with an id above this one (the last id of the previous chunk).",
  }),
  limit: z.coerce.number().int().min(1).max(MAX_SITEMAP_CHUNK).default(MAX_SITEMAP_CHUNK),
});

const summaryRoute = createRoute({
  method: "get",
  path: "/sitemap",
  tags: ["Sitemap"],
  summary: "How many category and product pages there are, in pages of a sitemap index",
  request: {
    query: z.object({
      pageSize: z.coerce.number().int().min(1).max(MAX_SITEMAP_PAGE_SIZE).default(MAX_SITEMAP_PAGE_SIZE),
    }),
  },
  responses: { 200: jsonResponse(SitemapSchema, "The sitemap's pages."), ...problemResponses(422) },
});

const chunkRoute = <Entry extends z.ZodType>(kind: SitemapKind, entry: Entry, name: string) =>
  createRoute({
    method: "get",
    path: `/sitemap/${kind}`,
    tags: ["Sitemap"],
    summary: `${kind === "products" ? "Product slugs" : "Category paths"} with their last change, in id order (keyset pages)`,
    request: { query: chunkQuery },
    responses: {
      200: jsonResponse(entryListSchema(entry, name), "A chunk of entries."),
      ...problemResponses(422),
    },
  });

const iso = (date: Date | null) => date?.toISOString() ?? null;

const partView = (part: SitemapPart) => ({
  totalItems: part.totalItems,
  lastModified: iso(part.lastModified),
  pages: part.pages.map((page) => ({ ...page, lastModified: iso(page.lastModified) })),
});

/**
 * What a sitemap of the shop needs, for the storefront's `/sitemap.xml`: `GET /sitemap` splits the
 * categories and products into pages (at most 50 000 each), `GET /sitemap/categories` and
 * `GET /sitemap/products` list their paths and slugs with the last change, a chunk of at most 5 000
 * after a given id, so a page of 50 000 is read in a few cheap queries and never held whole.
 * @example
 *   app.route("/", sitemapRoutes(db));
 */
export function sitemapRoutes(db: Database) {
  const app = createRouteModule();

  app.openapi(summaryRoute, async (c) => {
    const { pageSize } = c.req.valid("query");
    const { categories, products } = await sitemapSummary(db, pageSize);
    return c.json(
      {
        "@id": "/api/sitemap" as const,
        "@type": "Sitemap" as const,
        pageSize,
        categories: partView(categories),
        products: partView(products),
      },
      200,
    );
  });

  const chunk = async (kind: SitemapKind, after: number, limit: number) => {
    const entries = await sitemapEntries(db, kind, { after, limit });
    const last = entries.at(-1);
    return {
      entries,
      envelope: {
        "@type": "SitemapEntries" as const,
        next:
          last && entries.length === limit ? `/api/sitemap/${kind}?after=${last.id}&limit=${limit}` : null,
      },
    };
  };
  const common = (entry: SitemapEntry) => ({ id: entry.id, lastModified: entry.lastModified.toISOString() });

  app.openapi(chunkRoute("categories", CategoryEntrySchema, "CategorySitemapEntries"), async (c) => {
    const { after, limit } = c.req.valid("query");
    const { entries, envelope } = await chunk("categories", after, limit);
    return c.json(
      { ...envelope, member: entries.map((entry) => ({ ...common(entry), path: entry.key })) },
      200,
    );
  });

  app.openapi(chunkRoute("products", ProductEntrySchema, "ProductSitemapEntries"), async (c) => {
    const { after, limit } = c.req.valid("query");
    const { entries, envelope } = await chunk("products", after, limit);
    return c.json(
      { ...envelope, member: entries.map((entry) => ({ ...common(entry), slug: entry.key })) },
      200,
    );
  });

  return app;
}
