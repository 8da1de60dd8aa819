import { createRoute, z } from "@hono/zod-openapi";
import type { Database } from "../db/client";
import { marketFeedOffers, marketFeedSummary } from "../domain/catalog/market-feed";
import { MAX_SERIAL_ID } from "../domain/references";
import { createRouteModule, jsonResponse, problemResponses } from "../http/openapi";

/** The most offers one answer of `/feeds/market/offers` carries. */
export const MAX_FEED_CHUNK = 1_000;

const FeedSummarySchema = z
  .object({
    "@id": z.literal("/api/feeds/market"),
    "@type": z.literal("MarketFeed"),
    catalogVersion: z.number().int().openapi({
      description: "Changes with every write to the catalog: the feed's ETag may be made of it.",
    }),
    lastModified: z.string().nullable().openapi({ example: "2026-03-01T09:30:00.000Z" }),
    totalOffers: z.number().int().openapi({
      description:
        "The feed's offers: one per product on sale, or one per available variant of a product sold in variants.",
    }),
    categories: z.array(
      z.object({ id: z.number().int(), parentId: z.number().int().nullable(), title: z.string() }),
    ),
  })
  .openapi("MarketFeed", {
    description: "The head of a marketplace feed (YML): the catalog's version, newest change and tree.",
  });

const FeedOffersSchema = z
  .object({
    "@type": z.literal("MarketFeedOffers"),
    member: z.array(
      z.object({
        id: z.number().int(),
        number: z.string(),
        slug: z.string(),
        title: z.string(),
        description: z.string().openapi({
          description: "The product's description as plain text (its paragraphs and list items on lines).",
        }),
        categoryId: z.number().int(),
        price: z.number().int().openapi({ description: "The default measure's retail price, kopecks." }),
        oldPrice: z.number().int().nullable().openapi({
          description:
            "Its “was” price (the feed's `oldprice`), kopecks; `null` when there is none above the price.",
        }),
        measure: z.object({ code: z.string(), title: z.string() }).openapi({
          description: "The measure the price is of: the product's default measure.",
        }),
        pictures: z.array(z.string()).openapi({ example: ["/api/media/products/100001-1.webp"] }),
        params: z.array(z.object({ name: z.string(), value: z.string() })),
        variants: z
          .array(
            z.object({
              id: z.number().int(),
              number: z.string(),
              title: z.string(),
              price: z.number().int(),
              oldPrice: z.number().int().nullable(),
            }),
          )
          .openapi({
            description:
              "The product's available variants in their order: the feed writes each as an offer of its own (`vendorCode` its article, `name` the product's title and the variant's, its price), all sharing the product's id as `group_id`. Empty for a product sold in its measures.",
          }),
      }),
    ),
    next: z.string().nullable().openapi({
      description: "The next chunk's URL; `null` when this one is the last (shorter than `limit`).",
      example: "/api/feeds/market/offers?after=1000&limit=1000",
    }),
  })
  .openapi("MarketFeedOffers");

const summaryRoute = createRoute({
  method: "get",
  path: "/feeds/market",
  tags: ["Feeds"],
  summary: "The head of the marketplace feed: catalog version, newest change, category tree",
  responses: { 200: jsonResponse(FeedSummarySchema, "The feed's head.") },
});

const offersRoute = createRoute({
  method: "get",
  path: "/feeds/market/offers",
  tags: ["Feeds"],
  summary: "Products on sale as feed offers, in id order (keyset pages)",
  request: {
    query: z.object({
      after: z.coerce.number().int().min(0).max(MAX_SERIAL_ID).default(0).openapi({
        description: "Offers with an id above this one (the last id of the previous chunk).",
      }),
      limit: z.coerce.number().int().min(1).max(MAX_FEED_CHUNK).default(MAX_FEED_CHUNK),
    }),
  },
  responses: { 200: jsonResponse(FeedOffersSchema, "A chunk of offers."), ...problemResponses(422) },
});

/**
 * What the storefront's marketplace feed (`/feeds/yandex-market.yml`) is written from: `GET
 * /feeds/market` its head (the category tree, the catalog's version and newest change, for the
 * ETag and Last-Modified), `GET /feeds/market/offers` the products on sale a chunk at a time, so
 * 100 000 of them stream through without being held.
 * @example
 *   app.route("/", marketFeedRoutes(db));
 */
export function marketFeedRoutes(db: Database) {
  const app = createRouteModule();

  app.openapi(summaryRoute, async (c) => {
    const summary = await marketFeedSummary(db);
    return c.json(
      {
        "@id": "/api/feeds/market" as const,
        "@type": "MarketFeed" as const,
        ...summary,
        lastModified: summary.lastModified?.toISOString() ?? null,
      },
      200,
    );
  });

  app.openapi(offersRoute, async (c) => {
    const { after, limit } = c.req.valid("query");
    const member = await marketFeedOffers(db, { after, limit });
    const last = member.at(-1);
    return c.json(
      {
        "@type": "MarketFeedOffers" as const,
        member,
        next:
          last && member.length === limit ? `/api/feeds/market/offers?after=${last.id}&limit=${limit}` : null,
      },
      200,
    );
  });

  return app;
}
