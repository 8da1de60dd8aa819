import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { DomainError } from "../errors";

// Images staff upload for a product: any common photo format in, one webp out (turned upright by
// its EXIF orientation, at most 1600 px on its longer side, metadata dropped), stored beside the
// seeded images in `{mediaDir}/products/` under a name of its own, served by GET /media/products/.

/** The largest image file staff may upload. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** The media types an upload may declare. */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"] as const;
/** The longer side of a stored image at most, in pixels. */
export const MAX_IMAGE_SIDE = 1600;
// A decompression bomb (a small file of a huge picture) is refused before it is decoded.
const MAX_INPUT_PIXELS = 50_000_000;

/** The file name of an uploaded image: `u{productId}-{16 hex}.webp`. */
export const UPLOADED_IMAGE_FILE = /^u(\d{1,9})-([0-9a-f]{16})\.webp$/;
const MEDIA_PATH = "/api/media/products/";

let loadingSharp: Promise<typeof import("sharp")["default"]> | undefined;
function loadSharp() {
  loadingSharp ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loadingSharp;
}

/**
 * Converts an uploaded file to the stored webp and writes it; answers its media path and size.
 * A file that is not a readable image is 422 (`file`).
 * @example
 *   const image = await storeProductImage("/data/media", 12, bytes); // { path: "/api/media/products/u12-….webp", width, height }
 */
export async function storeProductImage(
  mediaDir: string,
  productId: number,
  bytes: Uint8Array,
): Promise<{ path: string; width: number; height: number }> {
  const sharp = await loadSharp();
  let converted: { data: Buffer; info: { width: number; height: number } };
  try {
    converted = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new DomainError("invalid", {
      detail: "Файл не удалось прочитать как изображение.",
      violations: [
        {
          propertyPath: "file",
          message: "Файл не удалось прочитать как изображение (JPEG, PNG, WebP, AVIF или GIF).",
          code: "invalid_image",
        },
      ],
    });
  }
  const file = `u${productId}-${randomBytes(8).toString("hex")}.webp`;
  await mkdir(join(mediaDir, "products"), { recursive: true });
  await writeFile(join(mediaDir, "products", file), converted.data);
  return { path: `${MEDIA_PATH}${file}`, width: converted.info.width, height: converted.info.height };
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
