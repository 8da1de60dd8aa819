/** Where the marketplace feed (Yandex Market's YML) is on the shop's origin: its route serves it, robots.txt names it. */
export const MARKET_FEED_PATH = "/feeds/yandex-market.yml";
