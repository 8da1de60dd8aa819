import { imageMeta } from "image-meta";

/** An image's size as read from its bytes; all 0 when it could not be read. */
export interface ImageMetadata {
  width: number;
  height: number;
  /** `width / height`, or 0. */
  ratio: number;
}

/** How {@link readImageMetadata} reaches the image. */
export interface ImageMetadataInit {
  /** Default: the global fetch. */
  fetch?: typeof globalThis.fetch;
  /** Resolves a relative address (a media path on the storefront's own origin); default: the page's address. */
  base?: string;
  signal?: AbortSignal;
}

const NO_METADATA: ImageMetadata = Object.freeze({ width: 0, height: 0, ratio: 0 });
/** Enough of a file for any format's header: the read stops there. */
const METADATA_BYTES = 64 * 1024;

/**
 * An image's width and height, read from the first bytes of the file (PNG, JPEG, WebP, AVIF, GIF,
 * SVG and more, by `image-meta`). A read that fails (no answer, an error status, bytes that are no
 * image, an address that cannot be resolved) gives size 0 rather than an error (SPEC.md: image
 * failures). Its own module, so a bundle that never reads sizes does not carry the parser.
 * @example
 *   const images = createImageUrlBuilder({ apiHosts });
 *   await readImageMetadata(images.source("/api/media/products/100245-1.webp"));
 *   // { width: 800, height: 800, ratio: 1 }
 */
export async function readImageMetadata(
  address: string | URL,
  { fetch: fetchImage = globalThis.fetch, base, signal }: ImageMetadataInit = {},
): Promise<ImageMetadata> {
  try {
    const url = new URL(address, base ?? globalThis.location?.href);
    const response = await fetchImage(url, signal ? { signal } : {});
    if (!response.ok || !response.body) return NO_METADATA;
    const { width = 0, height = 0 } = imageMeta(await firstBytes(response.body, METADATA_BYTES));
    return width > 0 && height > 0 ? { width, height, ratio: width / height } : NO_METADATA;
  } catch {
    return NO_METADATA;
  }
}

/** Up to `limit` bytes from the start of a body; the rest is not downloaded. */
async function firstBytes(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    while (length < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      length += value.byteLength;
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
