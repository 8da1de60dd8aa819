import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import type { HttpBindings } from "@hono/node-server";
import { clientAddress, clientKey, type ProxyTrust, proxyTrust } from "@shop/node-server/client-address";
import type { Handler } from "hono";
import { problem } from "../problem";
import { createClientBudget } from "./client-budget";
import { createFairQueue, QueueFullError, type Ticket } from "./fair-queue";
import { fetchImageSource, type SourceFailure } from "./fetch-source";
import { type ImageRequest, type ImageSourcePolicy, parseImageRequest } from "./image-request";
import { createByteCache } from "./output-cache";
import { type TransformedImage, transformImage } from "./transform-image";

/**
 * The API hosts allowed as image domains (SPEC.md section 7: production and beta, no others), as
 * http(s) origins such as `https://api.shop.example`.
 */
export interface ImageApiHosts {
  production?: string | undefined;
  beta?: string | undefined;
}

export interface ImageRouteOptions {
  /** Reverse proxies whose `X-Forwarded-For` names the client (`TRUST_PROXY`). Default: none. */
  trustProxy?: ProxyTrust;
  /** Where media paths (`/api/media/...`) are fetched from; without it they are refused. */
  apiUrl?: string | undefined;
  /** Prefix of the API's media paths. Default `/api/media/`. */
  mediaPrefix?: string;
  /** The two API hosts absolute sources may be on, as origins. Default: neither. */
  apiHosts?: ImageApiHosts;
  /** Largest `w` and `h` accepted (then snapped to the storefront's sizes). Default 4000. */
  maxDimension?: number;
  /** Largest source, in bytes. Default 25 MB. */
  maxSourceBytes?: number;
  /** Default 10 s. */
  fetchTimeoutMs?: number;
  /** Images made at once (sharp is CPU-bound). Default: the number of CPUs. */
  concurrency?: number;
  /**
   * Images of one client made at once. Default: half of `concurrency` (at least 1), so a client
   * asking for many expensive images leaves the other half to everyone else.
   */
  concurrencyPerClient?: number;
  /** Requests waiting for a turn, all clients together, before new ones get 503. Default 200. */
  maxQueued?: number;
  /** Images a client may have made (cache misses) in a burst. Default 200. */
  rendersBurst?: number;
  /** Images a client may have made per minute, past the burst. Default 120. */
  rendersPerMinute?: number;
  /** Images of one client under way (fetching and waiting included) before more get 429. Default 64. */
  maxPendingPerClient?: number;
  /** Memory for made images, in bytes. Default 64 MB. */
  cacheBytes?: number;
  /** Memory for fetched sources (one source gives 1x, 2x and the placeholder), in bytes. Default 32 MB. */
  sourceCacheBytes?: number;
}

/** Made images never change for their URL: every option is part of it. */
const IMMUTABLE = "public, max-age=31536000, immutable";

interface MadeImage extends TransformedImage {
  etag: string;
}

type Outcome =
  | { image: MadeImage }
  | { failure: { status: 400 | 404 | 502 | 503 | 504; title: string; detail: string } };

/** An image being made: what it will be, and a way for another client to wait for it too. */
interface Making {
  outcome: Promise<Outcome>;
  join(client: string): void;
}

/**
 * The origins of the API hosts that are set; throws on a value that is not an http(s) origin, so a
 * typo stops the server at start rather than refusing every image.
 */
export function parseApiHosts(hosts: ImageApiHosts): Set<string> {
  const origins = new Set<string>();
  for (const [name, host] of Object.entries(hosts)) {
    if (host === undefined) continue;
    const url = URL.parse(host);
    if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== "/" || url.search || url.username) {
      throw new Error(
        `The ${name} API host for images must be an http(s) origin such as https://api.shop.example, not ${host}`,
      );
    }
    origins.add(url.origin);
  }
  return origins;
}

/**
 * The image-resizing route `/_image?src=&w=&h=&f=&q=&fit=&bg=&blur=` (the URLs of
 * `createImageUrlBuilder` in `@shop/api-client`). Sources are the API's media, fetched through
 * `apiUrl`, and absolute URLs on the allowed API hosts; anything else is refused before any
 * request leaves the server. Requests are snapped to the sizes and qualities the storefront asks
 * for (`parseImageRequest`). Made images are cached in memory and answered with a year-long
 * `Cache-Control` and an `ETag`, to anyone. Making one (a cache miss) is what costs: each client
 * (`clientKey`) may start `rendersBurst` of them and `rendersPerMinute` more, and have
 * `maxPendingPerClient` under way, else 429 with `Retry-After`; fetches and renders wait in fair
 * queues where clients take turns and none holds every slot.
 * @example
 *   app.get("/_image", imageRoute({ apiUrl: "http://127.0.0.1:3001", apiHosts: { production: "https://api.shop.example" } }));
 */
export function imageRoute(options: ImageRouteOptions = {}): Handler<{ Bindings: Partial<HttpBindings> }> {
  const trust = options.trustProxy ?? proxyTrust(undefined);
  const policy: ImageSourcePolicy = {
    apiUrl: options.apiUrl,
    mediaPrefix: options.mediaPrefix ?? "/api/media/",
    allowedOrigins: parseApiHosts(options.apiHosts ?? {}),
    maxDimension: options.maxDimension ?? 4000,
  };
  const fetchOptions = {
    maxBytes: options.maxSourceBytes ?? 25 * 1024 * 1024,
    timeoutMs: options.fetchTimeoutMs ?? 10_000,
  };
  const maxQueued = options.maxQueued ?? 200;
  const concurrency = options.concurrency ?? Math.max(1, availableParallelism());
  const renders = createFairQueue({
    concurrency,
    perClient: options.concurrencyPerClient ?? Math.max(1, Math.floor(concurrency / 2)),
    maxQueued,
  });
  // Fetches wait on the network, not the CPU: more of them may be under way than images made.
  const fetches = createFairQueue({ concurrency: 16, perClient: 8, maxQueued });
  const budget = createClientBudget({
    burst: options.rendersBurst ?? 200,
    perMinute: options.rendersPerMinute ?? 120,
    maxPending: options.maxPendingPerClient ?? 64,
  });
  const cache = createByteCache<MadeImage>(
    options.cacheBytes ?? 64 * 1024 * 1024,
    (image) => image.data.length,
  );
  const inFlight = new Map<string, Making>();
  const sources = createByteCache<Uint8Array>(
    options.sourceCacheBytes ?? 32 * 1024 * 1024,
    (bytes) => bytes.length,
  );
  const sourcesInFlight = new Map<string, Ticket<Uint8Array | SourceFailure>>();

  /** A source fetched once for all the sizes made of it, in the turn of each client waiting. */
  function fetchSource(url: URL, clients: ReadonlySet<string>): Ticket<Uint8Array | SourceFailure> {
    let ticket = sourcesInFlight.get(url.href);
    if (!ticket) {
      const [first = "unknown"] = clients;
      ticket = fetches.schedule(first, () => fetchImageSource(url, fetchOptions));
      sourcesInFlight.set(url.href, ticket);
      void ticket.result.then(
        (source) => {
          if (source instanceof Uint8Array) sources.set(url.href, source);
        },
        () => {},
      );
      void ticket.result.finally(() => sourcesInFlight.delete(url.href)).catch(() => {});
    }
    for (const client of clients) ticket.join(client);
    return ticket;
  }

  function make(request: ImageRequest, client: string): Making {
    const clients = new Set([client]);
    // What the image waits for now (its source's fetch, then its render): a client that joins
    // waits in its own line for it too.
    let current: Ticket<unknown> | undefined;
    const outcome = (async (): Promise<Outcome> => {
      try {
        let source = sources.get(request.source.href) ?? null;
        if (!source) {
          const ticket = fetchSource(request.source, clients);
          current = ticket;
          const fetched = await ticket.result;
          if (!(fetched instanceof Uint8Array)) return { failure: fetched };
          source = fetched;
        }
        const input = source;
        const [first = client] = clients;
        const ticket = renders.schedule(first, () => transformImage(input, request));
        for (const other of clients) ticket.join(other);
        current = ticket;
        let made: TransformedImage;
        try {
          made = await ticket.result;
        } catch (error) {
          if (error instanceof QueueFullError) throw error;
          return {
            failure: {
              status: 400,
              title: "Bad Request",
              detail: "The image source is not a readable image.",
            },
          };
        }
        const etag = `"${createHash("sha256").update(made.data).digest("base64url").slice(0, 32)}"`;
        const image = { ...made, etag };
        cache.set(request.key, image);
        return { image };
      } catch (error) {
        if (!(error instanceof QueueFullError)) throw error;
        return { failure: { status: 503, title: "Service Unavailable", detail: error.message } };
      }
    })();
    return {
      outcome,
      join(other) {
        if (clients.has(other)) return;
        clients.add(other);
        current?.join(other);
      },
    };
  }

  return async (c) => {
    const request = parseImageRequest(new URL(c.req.url).searchParams, policy);
    if ("status" in request) return problem(c, request.status, request.title, request.detail);

    let image = cache.get(request.key);
    if (!image) {
      const client = clientKey(
        clientAddress(
          { peer: c.env?.incoming?.socket.remoteAddress, forwardedFor: c.req.header("X-Forwarded-For") },
          trust,
        ),
      );
      // Concurrent requests for one image share one fetch and one resize; joining one costs the
      // joiner nothing.
      let making = inFlight.get(request.key);
      if (making) {
        making.join(client);
      } else {
        const admission = budget.admit(client);
        if (!admission.admitted) {
          c.header("Retry-After", String(admission.retryAfterSeconds));
          return problem(
            c,
            429,
            "Too Many Requests",
            admission.reason === "rate"
              ? `This address has had too many new images made; images already made are still served. Try again in ${admission.retryAfterSeconds} s.`
              : "This address has too many new images being made at once; try again shortly.",
          );
        }
        making = make(request, client);
        inFlight.set(request.key, making);
        void making.outcome
          .finally(() => {
            inFlight.delete(request.key);
            admission.release();
          })
          .catch(() => {});
      }
      const outcome = await making.outcome;
      if ("failure" in outcome) {
        const { status, title, detail } = outcome.failure;
        if (status === 503) c.header("Retry-After", "1");
        return problem(c, status, title, detail);
      }
      image = outcome.image;
    }

    c.header("Cache-Control", IMMUTABLE);
    c.header("ETag", image.etag);
    const ifNoneMatch = c.req.header("If-None-Match");
    if (
      ifNoneMatch
        ?.split(",")
        .some((tag) => tag.trim().replace(/^W\//, "") === image.etag || tag.trim() === "*")
    ) {
      return c.body(null, 304);
    }
    c.header("Content-Type", image.contentType);
    c.header("Content-Length", String(image.data.length));
    return c.body(new Uint8Array(image.data), 200);
  };
}
