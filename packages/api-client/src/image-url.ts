/** Output formats of the image-resizing route. */
export type ImageFormat = "webp" | "avif" | "jpeg" | "png";

/** How the image fits the box (sharp's `fit`). */
export type ImageFit = "cover" | "contain" | "fill" | "inside" | "outside";

/** What the image-resizing route does to a source image. */
export interface ImageOptions {
  /** CSS pixels; multiplied by the density. */
  width?: number;
  height?: number;
  /** Default `webp`. */
  format?: ImageFormat;
  /** 1–100; default 50. */
  quality?: number;
  fit?: ImageFit;
  /** Background colour for `contain`, as `#ffffff` or `ffffff`. */
  background?: string;
  blur?: number;
}

/** The two API hosts allowed as image domains (origins, e.g. `https://api.shop.example`). */
export interface ApiHosts {
  production: string;
  beta: string;
}

export interface ImageUrlBuilderOptions {
  /** Base path of the storefront; the route is `{basePath}_image`. Default `/`. */
  basePath?: string;
  /** Without them only local paths are accepted, and media paths stay on the storefront's origin. */
  apiHosts?: ApiHosts;
  /** The API host that media-storage paths are rewritten to; default `production`. */
  apiHost?: keyof ApiHosts;
  /** Prefix of media-storage paths; default `/api/media/`. */
  mediaPrefix?: string;
  /** Pixel densities of `srcset`; default 1 and 2. */
  densities?: readonly number[];
  /** Named option sets, e.g. `{ card: { width: 280, height: 280, fit: "cover" } }`. */
  presets?: Readonly<Record<string, ImageOptions>>;
}

/** Options of one image: its own settings, a preset to start from, and densities for `srcset`. */
export interface ImageRequest extends ImageOptions {
  preset?: string;
  densities?: readonly number[];
}

/** What an `<img>` needs. */
export interface ImageAttributes {
  src: string;
  srcset: string;
  width?: number;
  height?: number;
}

export interface ImageUrlBuilder {
  /** The URL of one density (default 1). */
  url(source: unknown, request?: ImageRequest & { density?: number }): string;
  /** `src` (density 1) and `srcset` of every density. */
  attributes(source: unknown, request?: ImageRequest): ImageAttributes;
  /** The 10×10 blurred placeholder shown until the image loads. */
  placeholder(source: unknown): string;
  /**
   * The address of the source image itself: a media path rewritten to the API host, any other
   * source checked as the other methods check it (and refused the same way).
   * @example
   *   await readImageMetadata(images.source(product.images[0].path)); // { width: 800, height: 800, ratio: 1 }
   */
  source(source: unknown): string;
}

/** The API hosts media paths may be rewritten to (the "providers" of SPEC.md's image section). */
const PROVIDERS: ReadonlySet<string> = new Set<keyof ApiHosts>(["production", "beta"]);

const PARAMETERS = [
  ["width", "w"],
  ["height", "h"],
  ["format", "f"],
  ["quality", "q"],
  ["fit", "fit"],
  ["background", "bg"],
  ["blur", "blur"],
] as const;

/**
 * Builds URLs of the storefront's image-resizing route: `{basePath}_image?src=&w=&h=&f=&q=&fit=&bg=&blur=`.
 * Media-storage paths are rewritten to the API host; absolute URLs must be on one of the two API hosts.
 * @example
 *   const images = createImageUrlBuilder({
 *     apiHosts: { production: "https://api.shop.example", beta: "https://beta-api.shop.example" },
 *   });
 *   images.attributes("/api/media/products/100245-1.webp", { width: 280, height: 280, fit: "cover" });
 *   // { src: "/_image?src=https%3A%2F%2Fapi.shop.example%2Fapi%2Fmedia%2F…&w=280&h=280&f=webp&q=50&fit=cover",
 *   //   srcset: "… 1x, …&w=560&h=560… 2x", width: 280, height: 280 }
 */
export function createImageUrlBuilder(options: ImageUrlBuilderOptions = {}): ImageUrlBuilder {
  const basePath = (options.basePath ?? "/").replace(/\/?$/, "/");
  const mediaPrefix = options.mediaPrefix ?? "/api/media/";
  const provider = options.apiHost ?? "production";
  if (!PROVIDERS.has(provider)) throw new Error(`Unknown image provider: ${String(provider)}`);
  const apiOrigin = options.apiHosts?.[provider].replace(/\/$/, "");
  const allowedHosts = new Set(Object.values(options.apiHosts ?? {}).map((origin) => new URL(origin).host));

  function resolveSource(source: unknown): string {
    if (typeof source !== "string" || source === "")
      throw new TypeError("Image source must be a non-empty string");
    if (source.startsWith(mediaPrefix)) return apiOrigin ? `${apiOrigin}${source}` : source;
    // Anything that names a host (scheme or protocol-relative) must be one of the two API hosts.
    if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(source)) {
      const url = new URL(source, "https://local.invalid");
      if (!/^https?:$/.test(url.protocol) || !allowedHosts.has(url.host)) {
        throw new Error(`Image host not allowed: ${url.protocol}//${url.host}`);
      }
    }
    return source;
  }

  function settings(request: ImageRequest): ImageOptions {
    if (request.preset !== undefined && !options.presets?.[request.preset]) {
      throw new Error(`Unknown image preset: ${request.preset}`);
    }
    const { preset, densities, ...own } = request;
    return { format: "webp", quality: 50, ...(preset ? options.presets?.[preset] : {}), ...own };
  }

  function build(src: string, image: ImageOptions, density: number): string {
    const scaled: ImageOptions = {
      ...image,
      ...(image.width ? { width: Math.round(image.width * density) } : {}),
      ...(image.height ? { height: Math.round(image.height * density) } : {}),
      ...(image.background ? { background: image.background.replace(/^#/, "") } : {}),
    };
    const query = PARAMETERS.filter(([name]) => scaled[name] !== undefined).map(
      ([name, key]) => `${key}=${encodeURIComponent(String(scaled[name]))}`,
    );
    return `${basePath}_image?${[`src=${encodeURIComponent(src)}`, ...query].join("&")}`;
  }

  return {
    url: (source, { density = 1, ...request } = {}) =>
      build(resolveSource(source), settings(request), density),
    attributes(source, request = {}) {
      const densities = request.densities ?? options.densities ?? [1, 2];
      if (densities.length === 0) throw new Error("Image densities must not be empty");
      const src = resolveSource(source);
      const image = settings(request);
      return {
        src: build(src, image, 1),
        srcset: densities.map((density) => `${build(src, image, density)} ${density}x`).join(", "),
        ...(image.width ? { width: image.width } : {}),
        ...(image.height ? { height: image.height } : {}),
      };
    },
    placeholder: (source) =>
      build(resolveSource(source), { width: 10, height: 10, format: "webp", quality: 50, blur: 3 }, 1),
    source: resolveSource,
  };
}
