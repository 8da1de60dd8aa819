/** Why a source could not be used, after it was asked for. */
export interface SourceFailure {
  status: 400 | 404 | 502 | 504;
  title: string;
  detail: string;
}

export interface FetchSourceOptions {
  /** Largest source accepted, in bytes. */
  maxBytes: number;
  timeoutMs: number;
}

/** Raster types sharp decodes. SVG is refused: it may reference other resources. */
const RASTER = /^image\/(?:jpeg|png|webp|avif|gif|tiff|heic|heif)$/;

const failure = (status: SourceFailure["status"], title: string, detail: string): SourceFailure => ({
  status,
  title,
  detail,
});

/**
 * Fetches an image source that `resolveImageSource` allowed. Redirects are never followed (a
 * redirect could lead to any host, the loopback included); the body is read up to `maxBytes`; only
 * raster image types are accepted.
 * @example
 *   const source = await fetchImageSource(new URL("http://127.0.0.1:3001/api/media/products/100245-1.webp"), {
 *     maxBytes: 25 * 1024 * 1024,
 *     timeoutMs: 10_000,
 *   });
 */
export async function fetchImageSource(
  url: URL,
  { maxBytes, timeoutMs }: FetchSourceOptions,
): Promise<Uint8Array | SourceFailure> {
  let response: Response;
  try {
    response = await fetch(url, {
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
      headers: { Accept: "image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8" },
    });
  } catch (error) {
    return error instanceof DOMException && error.name === "TimeoutError"
      ? failure(504, "Gateway Timeout", "The image source did not answer in time.")
      : failure(502, "Bad Gateway", "The image source could not be reached.");
  }
  try {
    if (response.status >= 300 && response.status < 400) {
      return failure(
        502,
        "Bad Gateway",
        "The image source answered with a redirect; redirects are not followed.",
      );
    }
    if (response.status === 404 || response.status === 410) {
      return failure(404, "Not Found", "The image source does not exist.");
    }
    if (!response.ok) {
      return failure(502, "Bad Gateway", `The image source answered ${response.status}.`);
    }
    const type = (response.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (!RASTER.test(type)) {
      return failure(400, "Bad Request", `The image source is not a raster image (${type || "no type"}).`);
    }
    const declared = Number(response.headers.get("content-length") ?? 0);
    if (declared > maxBytes) return tooLarge(maxBytes);
    return (await readAtMost(response, maxBytes)) ?? tooLarge(maxBytes);
  } catch {
    return failure(502, "Bad Gateway", "The image source broke off or took too long to send.");
  } finally {
    if (!response.bodyUsed) await response.body?.cancel().catch(() => {});
  }
}

const tooLarge = (maxBytes: number) =>
  failure(400, "Bad Request", `The image source is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);

/** The body, or `undefined` as soon as it grows past `maxBytes`. */
async function readAtMost(response: Response, maxBytes: number): Promise<Uint8Array | undefined> {
  if (!response.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
