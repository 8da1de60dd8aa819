import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileTypeFromBuffer } from "file-type";
import pLimit from "p-limit";
import type { Sharp } from "sharp";
import { DomainError } from "../errors";

// Images staff upload for a product, and the YML import's pictures: a JPEG, PNG, WebP, AVIF or GIF
// in, one webp out (turned upright by its EXIF orientation, at most 1600 px on its longer side,
// metadata dropped), stored beside the seeded images in `{mediaDir}/products/` under a name of its
// own, served by GET /media/products/.
//
// An image is what its bytes say, whatever its name or declared type: its first bytes must be one
// of those formats (file-type), and libvips must read it as that same format, so an SVG or a TIFF
// never reaches librsvg or libtiff (a 300-byte SVG filter cost 23 s of CPU). Decoding is the one
// costly step and it runs on libuv's thread pool, which argon2 (sign-in) and file I/O share: it
// takes turns, one image at a time behind a short queue (`ImageDecoder`), within a time budget
// (sharp's timeout) and a size budget read from the header before any pixel is decoded.

/** The largest image file staff may upload. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** The longer side of a stored image at most, in pixels. */
export const MAX_IMAGE_SIDE = 1600;
// A decompression bomb (a small file of a huge picture) is refused before it is decoded: by its
// pixels, and by the memory they take decoded (an interlaced PNG is decoded whole; 16-bit RGBA
// at 49 Mpx took 450 MB).
const MAX_INPUT_PIXELS = 50_000_000;
const MAX_DECODED_BYTES = 256 * 1024 * 1024;

/** The formats an image may be, by the media type its bytes say (file-type's names). */
const ACCEPTED_FORMATS: ReadonlyMap<string, { sharp: string; compression?: string; maxPixels: number }> =
  new Map([
    ["image/jpeg", { sharp: "jpeg", maxPixels: MAX_INPUT_PIXELS }],
    ["image/png", { sharp: "png", maxPixels: MAX_INPUT_PIXELS }],
    // An animated PNG: its first frame is the image.
    ["image/apng", { sharp: "png", maxPixels: MAX_INPUT_PIXELS }],
    ["image/webp", { sharp: "webp", maxPixels: MAX_INPUT_PIXELS }],
    ["image/gif", { sharp: "gif", maxPixels: MAX_INPUT_PIXELS }],
    // libheif decodes an AVIF in one call that the time budget cannot stop (a 1.2 KB AVIF of
    // 49 Mpx took 7.8 s whatever the timeout), so its size is what bounds its time: 16.8 Mpx
    // (4096 × 4096) took under 2 s.
    ["image/avif", { sharp: "heif", compression: "av1", maxPixels: 4096 * 4096 }],
  ]);
type AcceptedFormat = typeof ACCEPTED_FORMATS extends ReadonlyMap<string, infer Format> ? Format : never;

const BYTES_PER_SAMPLE: Readonly<Record<string, number>> = { uchar: 1, char: 1, ushort: 2, short: 2 };

/** The file name of an uploaded image: `u{productId}-{16 hex}.webp`. */
export const UPLOADED_IMAGE_FILE = /^u(\d{1,9})-([0-9a-f]{16})\.webp$/;
const MEDIA_PATH = "/api/media/products/";

let loadingSharp: Promise<typeof import("sharp")["default"]> | undefined;
function loadSharp() {
  loadingSharp ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    // One libvips worker per image (the default on glibc, not on musl or macOS): a decode takes one
    // core, never every core, whatever the machine.
    sharp.concurrency(1);
    return sharp;
  });
  return loadingSharp;
}

/** Why an image was refused; the route answers `unsupported-type` with 415, the others with 422. */
export type ImageRefusal = "unsupported-type" | "unreadable" | "too-large" | "too-slow";

/** An image refused for what it is (a 422 of the `file` field unless the route says otherwise). */
export class ImageRefused extends DomainError {
  readonly refusal: ImageRefusal;

  constructor(refusal: ImageRefusal, detail: string, message: string, code: string) {
    super("invalid", { detail, violations: [{ propertyPath: "file", message, code }] });
    this.refusal = refusal;
  }
}

const unsupportedType = () =>
  new ImageRefused(
    "unsupported-type",
    "Загрузите изображение JPEG, PNG, WebP, AVIF или GIF.",
    "Содержимое файла — не изображение JPEG, PNG, WebP, AVIF или GIF, как бы файл ни назывался.",
    "unsupported_image_type",
  );
const unreadable = () =>
  new ImageRefused(
    "unreadable",
    "Файл не удалось прочитать как изображение.",
    "Файл не удалось прочитать как изображение (JPEG, PNG, WebP, AVIF или GIF).",
    "invalid_image",
  );
const tooLarge = () =>
  new ImageRefused(
    "too-large",
    "Изображение слишком большое для обработки.",
    "Изображение слишком большое: не больше 50 Мпикс (AVIF — 16 Мпикс) и 256 МиБ в распакованном виде.",
    "image_too_large",
  );
const tooSlow = (seconds: number) =>
  new ImageRefused(
    "too-slow",
    "Изображение слишком долго обрабатывается.",
    `Изображение не удалось обработать за ${seconds} с: уменьшите его или сохраните в другом формате.`,
    "image_too_slow",
  );

/** Every decode slot and waiting place is taken: the caller may try again in `retryAfterSeconds`. */
export class ImageDecoderBusy extends Error {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super("image decoder busy");
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * The format an image's bytes say it is, when it is one the shop takes; an {@link ImageRefused}
 * (`unsupported-type`) otherwise, whatever the file is called or declared as.
 * @example
 *   await acceptedImageFormat(pngBytes); // { sharp: "png", maxPixels: 50000000 }
 *   await acceptedImageFormat(Buffer.from("<svg …>")); // throws ImageRefused
 */
export async function acceptedImageFormat(bytes: Uint8Array): Promise<AcceptedFormat> {
  const format = ACCEPTED_FORMATS.get((await fileTypeFromBuffer(bytes))?.mime ?? "");
  if (!format) throw unsupportedType();
  return format;
}

/** What decoding an image may take, per process: the threads it runs on are the process's. */
export interface ImageDecodingLimits {
  /**
   * Images decoded at once. Each holds one of libuv's threads (4 unless UV_THREADPOOL_SIZE says
   * otherwise), which sign-in's argon2, file I/O and DNS lookups share, and one core.
   */
  concurrency: number;
  /** Images that may wait for their turn; an upload past them is refused (503), an import waits. */
  maxWaiting: number;
  /** Seconds one decode may take (sharp's timeout: libvips stops the work between its regions). */
  seconds: number;
}

/** The limits of the process's decoder: one decode at a time, four waiting, 10 s each. */
export const IMAGE_DECODING_LIMITS: Readonly<ImageDecodingLimits> = {
  concurrency: 1,
  maxWaiting: 4,
  seconds: 10,
};

/** Decodes images in turn within {@link ImageDecodingLimits}. */
export interface ImageDecoder {
  /**
   * The image as the stored webp. `whenBusy: "refuse"` (an upload, whose client can retry) throws
   * {@link ImageDecoderBusy} when every slot and waiting place is taken; `"wait"` (an import, one
   * picture at a time) always waits for its turn.
   */
  toWebp(
    bytes: Uint8Array,
    format: AcceptedFormat,
    whenBusy: "wait" | "refuse",
  ): Promise<{ data: Buffer; width: number; height: number }>;
}

/**
 * A decoder with its own turns. The API uses one per process ({@link imageDecoder}); a test makes
 * another with tighter limits.
 * @example
 *   const decoder = createImageDecoder({ seconds: 1 });
 *   await storeProductImage(mediaDir, 12, bytes, { decoder });
 */
export function createImageDecoder(limits: Partial<ImageDecodingLimits> = {}): ImageDecoder {
  const { concurrency, maxWaiting, seconds } = { ...IMAGE_DECODING_LIMITS, ...limits };
  const turns = pLimit(concurrency);
  return {
    async toWebp(bytes, format, whenBusy) {
      if (whenBusy === "refuse" && turns.activeCount + turns.pendingCount >= concurrency + maxWaiting) {
        throw new ImageDecoderBusy(seconds);
      }
      return turns(() => decodeToWebp(bytes, format, seconds));
    },
  };
}

/** The process's decoder: uploads and imports take turns on it. */
export const imageDecoder: ImageDecoder = createImageDecoder();

async function decodeToWebp(bytes: Uint8Array, format: AcceptedFormat, seconds: number) {
  const sharp = await loadSharp();
  const image: Sharp = sharp(bytes, { limitInputPixels: format.maxPixels, failOn: "error" });
  // The header alone, read by the loader libvips picks: it must be the format the bytes said.
  const header = await image.metadata().catch(() => {
    throw unreadable();
  });
  if (header.format !== format.sharp || (format.compression && header.compression !== format.compression)) {
    throw unsupportedType();
  }
  const { width = 0, height = 0, channels = 4, depth = "" } = header;
  const decodedBytes = width * height * channels * (BYTES_PER_SAMPLE[depth] ?? 4);
  if (width * height > format.maxPixels || decodedBytes > MAX_DECODED_BYTES) throw tooLarge();
  try {
    const { data, info } = await image
      .timeout({ seconds })
      .rotate()
      .resize(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    // libvips says "timeout: 12% complete" when it stopped the work.
    if (error instanceof Error && error.message.startsWith("timeout")) throw tooSlow(seconds);
    throw unreadable();
  }
}

/**
 * Converts an uploaded file to the stored webp and writes it; answers its media path and size.
 * Bytes of another format than the shop takes are an {@link ImageRefused} of `unsupported-type`,
 * an unreadable, too large or too slow image one of the others (each a 422 of `file`); every
 * decoding place taken is {@link ImageDecoderBusy} when `whenBusy` is `"refuse"`.
 * @example
 *   const image = await storeProductImage("/data/media", 12, bytes); // { path: "/api/media/products/u12-….webp", width, height }
 *   await storeProductImage("/data/media", 12, bytes, { whenBusy: "refuse" }); // an upload: 503 when busy
 */
export async function storeProductImage(
  mediaDir: string,
  productId: number,
  bytes: Uint8Array,
  {
    decoder = imageDecoder,
    whenBusy = "wait",
  }: { decoder?: ImageDecoder; whenBusy?: "wait" | "refuse" } = {},
): Promise<{ path: string; width: number; height: number }> {
  const converted = await decoder.toWebp(bytes, await acceptedImageFormat(bytes), whenBusy);
  const file = `u${productId}-${randomBytes(8).toString("hex")}.webp`;
  await mkdir(join(mediaDir, "products"), { recursive: true });
  await writeFile(join(mediaDir, "products", file), converted.data);
  return { path: `${MEDIA_PATH}${file}`, width: converted.width, height: converted.height };
}

/**
 * Reads a stored uploaded image, or undefined when there is none.
 * @example
 *   await readUploadedImage("/data/media", "u12-0123456789abcdef.webp");
 */
export async function readUploadedImage(mediaDir: string, file: string): Promise<Buffer | undefined> {
  if (!UPLOADED_IMAGE_FILE.test(file)) return undefined;
  return readFile(join(mediaDir, "products", file)).catch(() => undefined);
}

/**
 * Deletes the files of uploaded images no product shows any more (seeded images are drawn from the
 * product's number and have no file of their own to lose). Best effort: a file left behind costs
 * only disk space.
 * @example
 *   await removeUploadedImages("/data/media", ["/api/media/products/u12-0123456789abcdef.webp"]);
 */
export async function removeUploadedImages(mediaDir: string, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    const file = path.startsWith(MEDIA_PATH) ? path.slice(MEDIA_PATH.length) : "";
    if (UPLOADED_IMAGE_FILE.test(file)) await rm(join(mediaDir, "products", file), { force: true });
  }
}
