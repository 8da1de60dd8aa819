import sharp from "sharp";
import type { ImageFormat, ImageRequest } from "./image-request";

// One thread per image (the default on glibc Linux, not elsewhere): the image route's queue gives
// each client at most half the slots, which holds only if an image takes no more than its slot's
// core.
sharp.concurrency(1);
// No libvips operation cache: each request is another image or size (its answer is kept by the
// image cache), and the cache's default 50 MB stayed resident (issue 47 point 5, bench/shop-memory.ts).
sharp.cache(false);

/** Larger sources are refused before they are decoded (about 7000 × 7000). */
const MAX_INPUT_PIXELS = 50_000_000;

const CONTENT_TYPES: Record<ImageFormat, string> = {
  webp: "image/webp",
  avif: "image/avif",
  jpeg: "image/jpeg",
  png: "image/png",
};

export interface TransformedImage {
  data: Buffer;
  contentType: string;
  width: number;
  height: number;
}

/**
 * Resizes and encodes one image as an `/_image` request asks: never enlarged past the source,
 * turned upright by its EXIF orientation, metadata stripped. Formats without transparency (jpeg)
 * and any request with `bg` are flattened onto the background; `contain` pads with it
 * (transparent by default). Throws when the source is not a decodable image.
 * @example
 *   const { data } = await transformImage(webpBytes, { width: 280, height: 280, fit: "cover", format: "webp", quality: 50 });
 */
export async function transformImage(
  input: Uint8Array,
  request: Pick<ImageRequest, "width" | "height" | "fit" | "format" | "quality" | "background" | "blur">,
): Promise<TransformedImage> {
  const { width, height, fit, format, quality, background, blur } = request;
  let pipeline = sharp(input, {
    limitInputPixels: MAX_INPUT_PIXELS,
    failOn: "error",
    animated: false,
  }).rotate();
  if (width !== undefined || height !== undefined) {
    pipeline = pipeline.resize({
      ...(width === undefined ? {} : { width }),
      ...(height === undefined ? {} : { height }),
      fit,
      background: background ?? (format === "jpeg" ? "#ffffff" : { r: 255, g: 255, b: 255, alpha: 0 }),
      withoutEnlargement: true,
    });
  }
  if (background !== undefined || format === "jpeg")
    pipeline = pipeline.flatten({ background: background ?? "#ffffff" });
  if (blur !== undefined) pipeline = pipeline.blur(blur);
  switch (format) {
    case "webp":
      pipeline = pipeline.webp({ quality });
      break;
    case "avif":
      // The default effort (4) costs seconds per large image; 2 keeps most of the saving.
      pipeline = pipeline.avif({ quality, effort: 2 });
      break;
    case "jpeg":
      pipeline = pipeline.jpeg({ quality, mozjpeg: true });
      break;
    case "png":
      // A quality below 100 quantises to a palette, which is what makes png small. At the default
      // effort (7) quantising a noisy 960×960 picture takes 12-15 s of CPU; effort 1 takes under
      // one, for files about 10% larger.
      pipeline = pipeline.png(
        quality < 100 ? { quality, palette: true, effort: 1 } : { compressionLevel: 9 },
      );
      break;
  }
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { data, contentType: CONTENT_TYPES[format], width: info.width, height: info.height };
}
