import { createFileRoute } from "@tanstack/react-router";
import { marketFeedResponse } from "../features/market-feed/market-feed-response";
import { apiMarketFeedSource } from "../features/market-feed/market-feed-source";

// The catalog as a Yandex Market (YML) feed, streamed from the API.
export const Route = createFileRoute("/feeds/yandex-market.yml")({
  server: {
    handlers: {
      GET: ({ request }) => marketFeedResponse(request, apiMarketFeedSource),
    },
  },
});
