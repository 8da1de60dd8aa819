import { isLocale, LOCALES } from "@shop/i18n";
import { ApiUnreachableError } from "../../../lib/api";
import { i18n } from "../../../lib/i18n";

/** A refused image upload: the API's problem, its first violation's message or its detail. */
export class ImageUploadRefused extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = "ImageUploadRefused";
    this.status = status;
  }
}

/** Times a busy API (503 with `Retry-After`: images are decoded in turn) is asked again. */
const BUSY_RETRIES = 3;

/**
 * Sends an image file to an API upload route (`/catalog/admin/image-uploads`, or a product's
 * `…/images`) as a form, telling `onProgress` the share sent (0 to 1) as the browser sends it, and
 * resolves with the API's JSON answer. An `XMLHttpRequest`, because fetch reports no upload
 * progress (a streamed request body needs HTTP/2 in Chromium, and the shop may be on HTTP/1.1). The
 * token is the HttpOnly cookie the storefront's server turns into the API's header, as for every
 * call from the browser. A refusal is an {@link ImageUploadRefused} with the API's words; no answer
 * an `ApiUnreachableError`; a busy API is asked again after its `Retry-After`.
 * @example
 *   const staged = await sendImage<StagedImage>("/catalog/admin/image-uploads", file, (share) => setProgress(share));
 */
export async function sendImage<T>(
  path: string,
  file: File,
  onProgress: (share: number) => void,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const answer = await sendOnce(path, file, onProgress);
    const wait = answer.retryAfter;
    if (answer.status === 503 && wait !== undefined && attempt < BUSY_RETRIES) {
      onProgress(0);
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      continue;
    }
    if (answer.status >= 200 && answer.status < 300) return answer.body as T;
    const problem = (answer.body ?? {}) as {
      detail?: string;
      title?: string;
      violations?: { message: string }[];
    };
    throw new ImageUploadRefused(
      answer.status,
      problem.violations?.[0]?.message ?? problem.detail ?? problem.title ?? String(answer.status),
    );
  }
}

interface Answer {
  status: number;
  body: unknown;
  retryAfter: number | undefined;
}

function sendOnce(path: string, file: File, onProgress: (share: number) => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `/api${path}`);
    request.setRequestHeader("Accept", "application/json");
    request.setRequestHeader(
      "Accept-Language",
      isLocale(i18n.locale) ? LOCALES[i18n.locale].tag : i18n.locale,
    );
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      const retryAfter = Number(request.getResponseHeader("Retry-After"));
      resolve({
        status: request.status,
        body,
        retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter, 30) : undefined,
      });
    });
    const unreachable = () => reject(new ApiUnreachableError("the upload got no answer"));
    request.addEventListener("error", unreachable);
    request.addEventListener("timeout", unreachable);
    const form = new FormData();
    form.set("file", file, file.name);
    request.send(form);
  });
}
