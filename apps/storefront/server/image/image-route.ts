import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import type { Handler } from "hono";
import { problem } from "../problem";
import { fetchImageSource } from "./fetch-source";
import { type ImageRequest, type ImageSourcePolicy, parseImageRequest } from "./image-request";
import { createLimiter, LimiterBusyError } from "./limiter";
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
  /** Where media paths (`/api/media/...`) are fetched from; without it they are refused. */
  apiUrl?: string | undefined;
  /** Prefix of the API's media paths. Default `/api/media/`. */
  mediaPrefix?: string;
  /** The two API hosts absolute sources may be on, as origins. Default: neither. */
  apiHosts?: ImageApiHosts;
  /** Largest `w` and `h`. Default 4000. */
  maxDimension?: number;
  /** Largest source, in bytes. Default 25 MB. */
  maxSourceBytes?: number;
  /** Default 10 s. */
  fetchTimeoutMs?: number;
  /** Images made at once (sharp is CPU-bound). Default: the number of CPUs. */
  concurrency?: number;
  /** Requests waiting for a turn before new ones get 503. Default 200. */
  maxQueued?: number;
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
 * request leaves the server. Made images are cached in memory and answered with a year-long
 * `Cache-Control` and an `ETag`.
 * @example
 *   app.get("/_image", imageRoute({ apiUrl: "http://127.0.0.1:3001", apiHosts: { production: "https://api.shop.example" } }));
 */
export function imageRoute(options: ImageRouteOptions = {}): Handler {
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
  const transforms = createLimiter({
    concurrency: options.concurrency ?? Math.max(1, availableParallelism()),
    maxQueued,
  });
  // Fetches wait on the network, not the CPU: more of them may be under way than images made.
  const fetches = createLimiter({ concurrency: 16, maxQueued });
  const cache = createByteCache<MadeImage>(
    options.cacheBytes ?? 64 * 1024 * 1024,
    (image) => image.data.length,
  );
  const inFlight = new Map<string, Promise<Outcome>>();
  const sources = createByteCache<Uint8Array>(
    options.sourceCacheBytes ?? 32 * 1024 * 1024,
    (bytes) => bytes.length,
  );
  const sourcesInFlight = new Map<string, ReturnType<typeof fetchImageSource>>();

  /** A source fetched once for all the sizes made of it. */
  async function sourceOf(url: URL) {
    const cached = sources.get(url.href);
    if (cached) return cached;
    let pending = sourcesInFlight.get(url.href);
    if (!pending) {
      pending = fetches
        .run(() => fetchImageSource(url, fetchOptions))
        .finally(() => sourcesInFlight.delete(url.href));
      sourcesInFlight.set(url.href, pending);
    }
    const source = await pending;
    if (source instanceof Uint8Array) sources.set(url.href, source);
    return source;
  }

  async function make(request: ImageRequest): Promise<Outcome> {
    try {
      const source = await sourceOf(request.source);
      if (!(source instanceof Uint8Array)) return { failure: source };
      let made: TransformedImage;
      try {
        made = await transforms.run(() => transformImage(source, request));
      } catch (error) {
        if (error instanceof LimiterBusyError) throw error;
        return {
          failure: { status: 400, title: "Bad Request", detail: "The image source is not a readable image." },
        };
      }
      const etag = `"${createHash("sha256").update(made.data).digest("base64url").slice(0, 32)}"`;
      const image = { ...made, etag };
      cache.set(request.key, image);
      return { image };
    } catch (error) {
      if (!(error instanceof LimiterBusyError)) throw error;
      return { failure: { status: 503, title: "Service Unavailable", detail: error.message } };
    }
  }

  return async (c) => {
    const request = parseImageRequest(new URL(c.req.url).searchParams, policy);
    if ("status" in request) return problem(c, request.status, request.title, request.detail);

    let image = cache.get(request.key);
    if (!image) {
      // Concurrent requests for one image share one fetch and one resize.
      let pending = inFlight.get(request.key);
      if (!pending) {
        pending = make(request).finally(() => inFlight.delete(request.key));
        inFlight.set(request.key, pending);
      }
      const outcome = await pending;
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
