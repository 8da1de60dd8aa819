import type { MarketFeed } from "@shop/api-client";
import { config } from "../../lib/config";
import { brandName } from "../../lib/page-title";
import { publicOrigin } from "../../lib/public-origin";
import { pullStream } from "../../lib/xml-stream";
import type { MarketFeedSource } from "./market-feed-source";
import { YML_TAIL, ymlHead, ymlOffer } from "./yml";

/** How many offers are asked of the API at a time while the feed is written. */
export const FEED_CHUNK_SIZE = 1_000;

// Marketplaces fetch a feed every few hours; a new price may wait a few minutes.
const CACHE_CONTROL = "public, max-age=300";
const RETRY_AFTER_SECONDS = "30";

/**
 * The feed's validator: the catalog's version (every write moves it) and the origin its URLs are
 * written with. The document itself is dated by the catalog's last change, so one version is one
 * document.
 */
const etagOf = (head: MarketFeed, origin: string) =>
  `"yml-${head.catalogVersion}-${encodeURIComponent(origin)}"`;

/** Whether the client's copy is the current one (`If-None-Match`, else `If-Modified-Since`). */
function isCurrent(request: Request, etag: string, lastModified: string | null): boolean {
  const ifNoneMatch = request.headers.get("if-none-match");
  if (ifNoneMatch !== null) {
    return ifNoneMatch
      .split(",")
      .some((tag) => tag.trim().replace(/^W\//, "") === etag || tag.trim() === "*");
  }
  const ifModifiedSince = Date.parse(request.headers.get("if-modified-since") ?? "");
  // HTTP dates have whole seconds.
  return (
    lastModified !== null &&
    !Number.isNaN(ifModifiedSince) &&
    Math.floor(Date.parse(lastModified) / 1000) * 1000 <= ifModifiedSince
  );
}

/** The offers a chunk at a time (keyset: each chunk starts after the last id). */
async function* offerParts(source: MarketFeedSource, origin: string): AsyncGenerator<string> {
  let after = 0;
  for (;;) {
    let offers: Awaited<ReturnType<MarketFeedSource["offers"]>>;
    try {
      offers = await source.offers({ after, limit: FEED_CHUNK_SIZE });
    } catch (error) {
      // The answer has begun: the connection is cut, and the marketplace drops the unfinished feed.
      console.error(`[feed] offers after id ${after}: the shop API stopped answering`, error);
      throw error;
    }
    if (offers.length > 0) yield offers.map((offer) => ymlOffer(offer, origin)).join("");
    const last = offers.at(-1);
    if (!last || offers.length < FEED_CHUNK_SIZE) return;
    after = last.id;
  }
}

/**
 * `/feeds/yandex-market.yml`: the catalog as a Yandex Market (YML) feed, for marketplaces and price
 * aggregators. Streamed while the offers are read from the API a thousand at a time, so 100 000
 * products are never held; answered 304 to a client that has the current version (ETag,
 * Last-Modified). An API that cannot say what the catalog is makes it 503 with `Retry-After`.
 * @example
 *   GET: ({ request }) => marketFeedResponse(request, apiMarketFeedSource),
 */
export async function marketFeedResponse(request: Request, source: MarketFeedSource): Promise<Response> {
  const origin = publicOrigin(request.url);
  let head: MarketFeed;
  try {
    head = await source.head();
  } catch (error) {
    console.error("[feed] the shop API did not answer", error);
    return new Response("The catalog cannot be read right now.\n", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": RETRY_AFTER_SECONDS },
    });
  }
  const etag = etagOf(head, origin);
  const headers = new Headers({
    "Content-Type": "application/xml; charset=utf-8",
    "Cache-Control": CACHE_CONTROL,
    ETag: etag,
  });
  if (head.lastModified) headers.set("Last-Modified", new Date(head.lastModified).toUTCString());
  if (isCurrent(request, etag, head.lastModified)) return new Response(null, { status: 304, headers });
  if (request.method === "HEAD") return new Response(null, { headers });

  const shop = { name: brandName(), company: config.companyName ?? brandName(), origin };
  async function* parts(): AsyncGenerator<string> {
    yield ymlHead(head, shop);
    yield* offerParts(source, origin);
    yield YML_TAIL;
  }
  return new Response(pullStream(parts()), { headers });
}
