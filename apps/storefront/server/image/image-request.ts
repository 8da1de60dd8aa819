import { IMAGE_MAX_BLUR, IMAGE_QUALITIES, IMAGE_SIZES } from "../../src/lib/image-sizes";

/** Output formats, as `f=` of `@shop/api-client`'s image URL builder. */
export const IMAGE_FORMATS = ["webp", "avif", "jpeg", "png"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** sharp's fit modes, as `fit=`. */
export const IMAGE_FITS = ["cover", "contain", "fill", "inside", "outside"] as const;
export type ImageFit = (typeof IMAGE_FITS)[number];

/** What one `/_image` URL asks for, checked and snapped to the variants the route makes. */
export interface ImageRequest {
  /** Where the source comes from: the API's media (through `API_URL`) or an allowed API host. */
  source: URL;
  /** One of `IMAGE_SIZES`. */
  width: number | undefined;
  /** One of `IMAGE_SIZES`. */
  height: number | undefined;
  format: ImageFormat;
  /** One of `IMAGE_QUALITIES`. */
  quality: number;
  fit: ImageFit;
  /** `#rrggbb` (each channel a multiple of 0x33) or `#rrggbb00` (transparent). */
  background: string | undefined;
  /** A whole number from 1 to `IMAGE_MAX_BLUR`. */
  blur: number | undefined;
  /** The snapped request in one canonical string: equal for URLs that get the same bytes. */
  key: string;
}

/** Why a request is refused before anything is fetched. */
export interface ImageRefusal {
  status: 400 | 403;
  title: string;
  detail: string;
}

export interface ImageSourcePolicy {
  /** Where media paths are fetched from, e.g. `http://127.0.0.1:3001`. */
  apiUrl: string | undefined;
  /** Prefix of the API's media paths, e.g. `/api/media/`. */
  mediaPrefix: string;
  /** Origins an absolute source may be on (the production and the beta API host). */
  allowedOrigins: ReadonlySet<string>;
  /** Largest `w` or `h` accepted (then snapped to `IMAGE_SIZES`), in pixels. */
  maxDimension: number;
}

const PARAMETERS = new Set(["src", "w", "h", "f", "q", "fit", "bg", "blur"]);
const DEFAULT_FORMAT: ImageFormat = "webp";
const DEFAULT_QUALITY = 50;
const MAX_SOURCE_LENGTH = 2048;

const badRequest = (detail: string): ImageRefusal => ({ status: 400, title: "Bad Request", detail });
const forbidden = (detail: string): ImageRefusal => ({ status: 403, title: "Forbidden", detail });

/** `.` or `..` as a path segment, however the path ends. */
const DOT_SEGMENT = /(?:^|\/)\.{1,2}(?:\/|$|\?|#)/;

/**
 * Where an image source is fetched from, or why it is refused. Only two kinds of source exist:
 * a media path of the API (`/api/media/...`, fetched through `apiUrl`) and an absolute http(s)
 * URL on one of the allowed API hosts. Dot segments, backslashes, control characters, a `%` left
 * after decoding (double-encoded traversal), credentials and other schemes are refused.
 */
export function resolveImageSource(src: string, policy: ImageSourcePolicy): URL | ImageRefusal {
  if (src === "") return badRequest("The image source `src` is empty.");
  if (src.length > MAX_SOURCE_LENGTH) return badRequest("The image source is too long.");
  if (src.includes("\\") || [...src].some((char) => char <= " " || char === "\u007f")) {
    return badRequest("The image source contains spaces, control characters or backslashes.");
  }
  if (src.includes("%")) {
    return badRequest("The image source is encoded twice: send it encoded once, without `%` escapes.");
  }
  if (DOT_SEGMENT.test(src)) return badRequest("The image source must not contain `.` or `..` segments.");
  if (src.includes("#")) return badRequest("The image source must not contain a fragment.");
  // A query would make every source URL a new one: a new fetch past the source cache, and a new
  // set of variants of the same picture.
  if (src.includes("?")) {
    return badRequest(
      "The image source must not carry a query string (`?…`): media are named by their path alone.",
    );
  }

  if (src.startsWith("/") && !src.startsWith("//")) {
    if (!src.startsWith(policy.mediaPrefix)) {
      return forbidden(`Only the API's media (${policy.mediaPrefix}...) is served from this shop's paths.`);
    }
    if (!policy.apiUrl) return forbidden("No API is configured to take media from.");
    const url = new URL(src, policy.apiUrl);
    if (url.pathname !== src) {
      return badRequest("The image source is not a plain path.");
    }
    return url;
  }
  if (!/^https?:\/\//i.test(src)) {
    return badRequest(
      `The image source must be a media path (${policy.mediaPrefix}...) or an http(s) URL of an allowed API host.`,
    );
  }
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return badRequest("The image source is not a valid URL.");
  }
  if (url.username || url.password) return badRequest("The image source must not carry credentials.");
  if (!policy.allowedOrigins.has(url.origin)) {
    return forbidden(`Images are only taken from the shop's API hosts, not from ${url.origin}.`);
  }
  return url;
}

const INTEGER = /^[1-9]\d{0,5}$/;

/**
 * The smallest of `allowed` (ascending) that is at least `value`, or the largest: a picture is
 * never made smaller than asked, except past the largest size the storefront shows.
 * @example
 *   snapUp(250, [10, 240, 480]); // 480
 */
export function snapUp(value: number, allowed: readonly number[]): number {
  return allowed.find((size) => size >= value) ?? allowed.at(-1) ?? value;
}

/**
 * The nearest of `allowed` (ascending) to `value`, the larger on a tie.
 * @example
 *   snapNearest(62, [25, 50, 75, 100]); // 50
 */
export function snapNearest(value: number, allowed: readonly number[]): number {
  let best = allowed[0] ?? value;
  for (const candidate of allowed) {
    if (Math.abs(candidate - value) <= Math.abs(best - value)) best = candidate;
  }
  return best;
}

/**
 * A background snapped to the 216 "web-safe" colours (each channel a multiple of 0x33), opaque
 * or, with an alpha below 0x80, transparent: a handful of variants instead of four billion.
 * @example
 *   snapBackground("f4f4f5"); // "#ffffff"
 */
export function snapBackground(hex: string): string {
  const full = expandHex(hex.toLowerCase());
  const channel = (at: number) =>
    (Math.round(Number.parseInt(full.slice(at, at + 2), 16) / 0x33) * 0x33).toString(16).padStart(2, "0");
  const alpha = full.length === 8 && Number.parseInt(full.slice(6, 8), 16) < 0x80 ? "00" : "";
  return `#${channel(0)}${channel(2)}${channel(4)}${alpha}`;
}

/**
 * Checks the query of an `/_image` URL (`src`, `w`, `h`, `f`, `q`, `fit`, `bg`, `blur`, as made
 * by `createImageUrlBuilder` of `@shop/api-client`) and snaps it to the variants the route makes,
 * so that a source has a few hundred variants, not millions: `w` and `h` up to the next of
 * `IMAGE_SIZES` (the sizes the storefront shows), `q` to the nearest of `IMAGE_QUALITIES`, `blur`
 * to a whole number (at most `IMAGE_MAX_BLUR`), `bg` to a web-safe colour. Unknown or repeated
 * parameters are refused.
 * @example
 *   parseImageRequest(new URLSearchParams("src=%2Fapi%2Fmedia%2Fa.webp&w=280&f=webp&q=50"), policy);
 *   // { source: URL("http://127.0.0.1:3001/api/media/a.webp"), width: 320, format: "webp", ... }
 */
export function parseImageRequest(
  query: URLSearchParams,
  policy: ImageSourcePolicy,
): ImageRequest | ImageRefusal {
  const seen = new Set<string>();
  for (const name of query.keys()) {
    if (!PARAMETERS.has(name)) {
      return badRequest(`Unknown parameter \`${name}\`; known are ${[...PARAMETERS].join(", ")}.`);
    }
    if (seen.has(name)) return badRequest(`The parameter \`${name}\` is given more than once.`);
    seen.add(name);
  }
  const src = query.get("src");
  if (src === null) return badRequest("The image source `src` is missing.");

  const dimension = (name: "w" | "h"): number | ImageRefusal | undefined => {
    const value = query.get(name);
    if (value === null) return undefined;
    if (!INTEGER.test(value) || Number(value) > policy.maxDimension) {
      return badRequest(`\`${name}\` must be a whole number of pixels from 1 to ${policy.maxDimension}.`);
    }
    return snapUp(Number(value), IMAGE_SIZES);
  };
  const width = dimension("w");
  if (typeof width === "object") return width;
  const height = dimension("h");
  if (typeof height === "object") return height;

  const format = (query.get("f") ?? DEFAULT_FORMAT) as ImageFormat;
  if (!IMAGE_FORMATS.includes(format)) {
    return badRequest(`\`f\` must be one of ${IMAGE_FORMATS.join(", ")}.`);
  }
  const qualityText = query.get("q");
  if (qualityText !== null && (!INTEGER.test(qualityText) || Number(qualityText) > 100)) {
    return badRequest("`q` must be a whole number from 1 to 100.");
  }
  const quality = snapNearest(qualityText === null ? DEFAULT_QUALITY : Number(qualityText), IMAGE_QUALITIES);
  const fit = (query.get("fit") ?? "cover") as ImageFit;
  if (!IMAGE_FITS.includes(fit)) return badRequest(`\`fit\` must be one of ${IMAGE_FITS.join(", ")}.`);
  const bg = query.get("bg");
  if (bg !== null && !/^(?:[\da-f]{3}|[\da-f]{6}|[\da-f]{8})$/i.test(bg)) {
    return badRequest("`bg` must be a hex colour without `#`: rgb, rrggbb or rrggbbaa.");
  }
  const blurText = query.get("blur");
  if (
    blurText !== null &&
    (!/^\d{1,3}(?:\.\d{1,2})?$/.test(blurText) || Number(blurText) < 0.3 || Number(blurText) > IMAGE_MAX_BLUR)
  ) {
    return badRequest(`\`blur\` must be a number from 0.3 to ${IMAGE_MAX_BLUR}.`);
  }
  const blur = blurText === null ? undefined : Math.max(1, Math.round(Number(blurText)));

  const source = resolveImageSource(src, policy);
  if (!(source instanceof URL)) return source;
  const background = bg === null ? undefined : snapBackground(bg);
  const key = [source.href, width, height, format, quality, fit, background, blur].join("|");
  return { source, width, height, format, quality, fit, background, blur, key };
}

const expandHex = (hex: string) => (hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex);
