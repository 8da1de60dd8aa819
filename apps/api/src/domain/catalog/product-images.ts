import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileTypeFromBuffer } from "file-type";
import pLimit from "p-limit";
import type { Sharp } from "sharp";
import type { StoredImage } from "../../db/schema/index";
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

// Staged images: photos uploaded while a product is being made, before it exists (the admin's new
// product form), attached to it by the create that names them (docs/api/uploaded-images.md). A
// staged image is a file `{mediaDir}/staged/{id}.webp`, its id 128 random bits: holding the id is
// what lets a create attach it, once (a rename, which either happens or does not). An image never
// attached (a form left, a tab closed) is deleted after STAGED_IMAGE_HOURS, by the sweep every
// staging upload runs and the API runs at its start: stale files only outlive the last upload, and
// only uploads make new ones.

/** A staged image's id: 32 lower-case hex digits. */
export const STAGED_IMAGE_ID = /^[0-9a-f]{32}$/;
/** Hours a staged image waits to be attached before the sweep deletes it. */
export const STAGED_IMAGE_HOURS = 24;
const STAGED_DIR = "staged";

/**
 * Converts an uploaded file to the stored webp (as {@link storeProductImage} does) and keeps it
 * staged, for a product not created yet; answers its id and size.
 * @example
 *   const { id, width, height } = await stageProductImage("/data/media", bytes, { whenBusy: "refuse" });
 */
export async function stageProductImage(
  mediaDir: string,
  bytes: Uint8Array,
  {
    decoder = imageDecoder,
    whenBusy = "wait",
  }: { decoder?: ImageDecoder; whenBusy?: "wait" | "refuse" } = {},
): Promise<{ id: string; width: number; height: number }> {
  const converted = await decoder.toWebp(bytes, await acceptedImageFormat(bytes), whenBusy);
  const id = randomBytes(16).toString("hex");
  await mkdir(join(mediaDir, STAGED_DIR), { recursive: true });
  await writeFile(join(mediaDir, STAGED_DIR, `${id}.webp`), converted.data);
  return { id, width: converted.width, height: converted.height };
}

/**
 * Deletes staged images older than {@link STAGED_IMAGE_HOURS} (by their file's time); answers how
 * many. Best effort: a file that cannot be read or removed is left for the next sweep.
 * @example
 *   await sweepStagedImages("/data/media"); // 0
 */
export async function sweepStagedImages(mediaDir: string, now = Date.now()): Promise<number> {
  const dir = join(mediaDir, STAGED_DIR);
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (!STAGED_IMAGE_ID.test(name.replace(/\.webp$/, ""))) continue;
    const file = join(dir, name);
    const changed = await stat(file).then(
      (info) => info.mtimeMs,
      () => now,
    );
    if (now - changed < STAGED_IMAGE_HOURS * 3_600_000) continue;
    await rm(file, { force: true }).then(
      () => removed++,
      () => undefined,
    );
  }
  return removed;
}

/** Staged images moved to a product: its images' files, and the way back if its write fails. */
export interface AttachedImages {
  images: Omit<StoredImage, "alt">[];
  /** Moves the files back to staged (the create was refused: the form may send them again). */
  restore(): Promise<void>;
}

/**
 * Moves staged images (by id, in order) to a product's files `u{productId}-….webp`; a staged id
 * that is not there (never staged, already attached, or swept) is a 422 at `{field}.{index}`, and
 * nothing is moved then.
 * @example
 *   const attached = await attachStagedImages("/data/media", 12, ["0123…cdef"]);
 *   // attached.images: [{ path: "/api/media/products/u12-….webp", width: 1600, height: 1200 }]
 */
export async function attachStagedImages(
  mediaDir: string,
  productId: number,
  ids: readonly string[],
  field = "images",
): Promise<AttachedImages> {
  const sharp = await loadSharp();
  const moved: { from: string; to: string }[] = [];
  const restore = async () => {
    for (const { from, to } of moved) await rename(to, from).catch(() => undefined);
  };
  const images: Omit<StoredImage, "alt">[] = [];
  await mkdir(join(mediaDir, "products"), { recursive: true });
  try {
    for (const [index, id] of ids.entries()) {
      const from = join(mediaDir, STAGED_DIR, `${id}.webp`);
      const file = `u${productId}-${randomBytes(8).toString("hex")}.webp`;
      const to = join(mediaDir, "products", file);
      const found =
        STAGED_IMAGE_ID.test(id) &&
        (await rename(from, to).then(
          () => true,
          () => false,
        ));
      if (!found) {
        throw new DomainError("invalid", {
          detail: "Загруженное фото не найдено.",
          violations: [
            {
              propertyPath: `${field}.${index}`,
              message: `Фото не найдено: оно уже добавлено к товару или удалено через ${STAGED_IMAGE_HOURS} ч. Загрузите его снова.`,
              code: "unknown",
            },
          ],
        });
      }
      moved.push({ from, to });
      // The file is the shop's own webp: its header is all that is read.
      const { width = 0, height = 0 } = await sharp(to).metadata();
      images.push({ path: `${MEDIA_PATH}${file}`, width, height });
    }
    return { images, restore };
  } catch (error) {
    await restore();
    throw error;
  }
}
