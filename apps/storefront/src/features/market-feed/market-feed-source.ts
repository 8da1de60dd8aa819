import { answered, apiClient } from "../../lib/api";

/** The feed's head as `GET /api/feeds/market` gives it. */
export interface FeedHead {
  /** Changes with every write to the catalog. */
  catalogVersion: number;
  /** ISO 8601; null for an empty catalog. */
  lastModified: string | null;
  totalOffers: number;
  categories: { id: number; parentId: number | null; title: string }[];
}

/** A product on sale as `GET /api/feeds/market/offers` gives it. Money in kopecks. */
export interface FeedOffer {
  id: number;
  number: string;
  slug: string;
  title: string;
  description: string;
  categoryId: number;
  price: number;
  /** The "was" price (`<oldprice>`), when above the price; absent from an API that predates it. */
  oldPrice?: number | null;
  /** The measure the price is of. */
  measure: { code: string; title: string };
  /** Media paths (`/api/media/…`), the main picture first. */
  pictures: string[];
  params: { name: string; value: string }[];
}

/** Where the feed's catalog comes from: the shop API, or a stand-in in tests. */
export interface MarketFeedSource {
  head(): Promise<FeedHead>;
  offers(chunk: { after: number; limit: number }): Promise<FeedOffer[]>;
}

/** The shop API's feed endpoints, asked as an anonymous visitor. */
export const apiMarketFeedSource: MarketFeedSource = {
  head: async () =>
    answered(await apiClient.get<FeedHead>("/feeds/market", { anonymous: true, silent: true })),
  offers: async ({ after, limit }) =>
    answered(
      await apiClient.get<{ member: FeedOffer[] }>("/feeds/market/offers", {
        query: { after, limit },
        anonymous: true,
        silent: true,
      }),
    ).member,
};
