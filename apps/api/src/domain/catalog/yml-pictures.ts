import { open, realpath } from "node:fs/promises";
import { isAbsolute, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { MAX_IMAGE_BYTES } from "./product-images";

// The `<picture>`s of a YML offer, fetched for the product's images: a file beside the imported file
// (a relative path or a file: URL, and only for `./shop import`, which reads a folder the operator
// chose; never outside that folder), or an http(s) address on a host the shop allows
// (`IMPORT_PICTURE_HOSTS`; none by default, so an uploaded file cannot make the server fetch what
// it names). Each fetch is bounded in size and time; a picture that cannot be had is refused alone.

export interface PictureSources {
  /** The imported file's folder: pictures named by path are read from it (the CLI); none for an upload. */
  baseDir?: string | undefined;
  /** Hosts whose http(s) pictures may be fetched (exact names, case-insensitive). */
  allowedHosts: readonly string[];
  /** The largest picture, in bytes. */
  maxBytes?: number;
  /** How long one fetch may take, in milliseconds. */
  timeoutMs?: number;
}

export const DEFAULT_PICTURE_TIMEOUT_MS = 10_000;

/** A picture that could not be had, with why (a whole sentence in Russian, for staff). */
export class PictureRefused extends Error {}

/** The source as a refusal shows it: long data: or query strings are cut. */
const shown = (source: string) => (source.length > 200 ? `${source.slice(0, 199)}…` : source);
const tooLarge = (source: string, maxBytes: number) =>
  new PictureRefused(`Картинка «${shown(source)}» не загружена: больше ${Math.round(maxBytes / 1024)} КиБ.`);
const noAnswer = (source: string, timeoutMs: number) =>
  new PictureRefused(`Картинка «${shown(source)}» не загружена: сервер не ответил за ${timeoutMs / 1000} с.`);

/**
 * The hosts of `IMPORT_PICTURE_HOSTS` ("cdn.example.ru, images.supplier.ru"), lower-cased.
 * @example
 *   pictureHostsOf(" CDN.example.ru,,img.example.ru "); // ["cdn.example.ru", "img.example.ru"]
 */
export function pictureHostsOf(setting: string | undefined): string[] {
  return (setting ?? "")
    .split(",")
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * The bytes of a picture the file names, or a {@link PictureRefused} saying why not.
 * @example
 *   const bytes = await fetchPicture("images/teapot.jpg", { baseDir: "/imports/1c", allowedHosts: [] });
 */
export async function fetchPicture(source: string, options: PictureSources): Promise<Uint8Array> {
  const maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
  const url = URL.canParse(source) ? new URL(source) : undefined;
  if (url && (url.protocol === "http:" || url.protocol === "https:")) {
    if (!options.allowedHosts.includes(url.hostname.toLowerCase())) {
      throw new PictureRefused(
        `Картинка «${shown(source)}» не загружена: сервер ${url.hostname} не в списке разрешённых (IMPORT_PICTURE_HOSTS).`,
      );
    }
    return download(source, url, maxBytes, options.timeoutMs ?? DEFAULT_PICTURE_TIMEOUT_MS);
  }
  if (url && url.protocol !== "file:") {
    throw new PictureRefused(
      `Картинка «${shown(source)}» не загружена: адрес ${url.protocol} не поддерживается.`,
    );
  }
  if (!options.baseDir) {
    throw new PictureRefused(
      `Картинка «${shown(source)}» не загружена: картинки из файлов берутся только при импорте командой ./shop import.`,
    );
  }
  return readBeside(source, url ? fileURLToPath(url) : source, options.baseDir, maxBytes);
}

async function download(source: string, url: URL, maxBytes: number, timeoutMs: number): Promise<Uint8Array> {
  let response: Response;
  try {
    // No redirects: one could lead to a host the list does not allow.
    response = await fetch(url, { redirect: "error", signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    if (error instanceof Error && error.name === "TimeoutError") throw noAnswer(source, timeoutMs);
    throw new PictureRefused(
      `Картинка «${shown(source)}» не загружена: сервер недоступен или перенаправляет на другой адрес.`,
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new PictureRefused(`Картинка «${shown(source)}» не загружена: сервер ответил ${response.status}.`);
  }
  if (Number(response.headers.get("content-length") ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge(source, maxBytes);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body ?? []) {
      size += chunk.length;
      if (size > maxBytes) throw tooLarge(source, maxBytes);
      chunks.push(chunk);
    }
  } catch (error) {
    await response.body?.cancel().catch(() => undefined);
    if (error instanceof PictureRefused) throw error;
    if (error instanceof Error && error.name === "TimeoutError") throw noAnswer(source, timeoutMs);
    throw new PictureRefused(`Картинка «${shown(source)}» не загружена: ответ сервера оборвался.`);
  }
  return Buffer.concat(chunks);
}

async function readBeside(
  source: string,
  path: string,
  baseDir: string,
  maxBytes: number,
): Promise<Uint8Array> {
  const outside = () =>
    new PictureRefused(`Картинка «${shown(source)}» не загружена: файл вне папки импортируемого файла.`);
  let real: string;
  let base: string;
  try {
    base = await realpath(baseDir);
    // Symbolic links are followed before the check: a link cannot lead out of the folder.
    real = await realpath(isAbsolute(path) ? path : resolve(baseDir, path));
  } catch {
    throw new PictureRefused(`Картинка «${shown(source)}» не загружена: файл не найден.`);
  }
  const within = relative(base, real);
  if (within === "" || within.startsWith(`..${sep}`) || within === ".." || isAbsolute(within))
    throw outside();
  const handle = await open(real, "r").catch(() => {
    throw new PictureRefused(`Картинка «${shown(source)}» не загружена: файл не читается.`);
  });
  try {
    const { size } = await handle.stat();
    if (size > maxBytes) throw tooLarge(source, maxBytes);
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}
