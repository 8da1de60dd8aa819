import type { MarketFeed, MarketFeedOffer } from "@shop/api-client";
import { answered, shopApi } from "../../lib/api";

/** Where the feed's catalog comes from: the shop API, or a stand-in in tests. */
export interface MarketFeedSource {
  head(): Promise<MarketFeed>;
  offers(chunk: { after: number; limit: number }): Promise<MarketFeedOffer[]>;
}

/** The shop API's feed endpoints, asked as an anonymous visitor. */
export const apiMarketFeedSource: MarketFeedSource = {
  head: async () => answered(await shopApi.marketFeed.get({ silent: true })),
  offers: async ({ after, limit }) =>
    answered(await shopApi.marketFeed.offers({ after, limit }, { silent: true })).member,
};
