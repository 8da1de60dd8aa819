import { lookup as lookupAddresses } from "node:dns";
import { open, realpath } from "node:fs/promises";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { isAbsolute, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { Agent, fetch } from "undici";
import { MAX_IMAGE_BYTES } from "./product-images";

// The `<picture>`s of a YML offer, fetched for the product's images: a file beside the imported file
// (a relative path or a file: URL, and only for `./shop import`, which reads a folder the operator
// chose; never outside that folder), or an http(s) address on a host the shop allows
// (`IMPORT_PICTURE_HOSTS`; none by default, so an uploaded file cannot make the server fetch what
// it names). Each fetch is bounded in size and time; a picture that cannot be had is refused alone.
//
// An allowed host name must lead outside: it is connected to only at the public addresses it
// resolves to, and refused when it resolves to a loopback, private, link-local or other special
// address (a supplier's name pointed at the shop's own network, by mistake or by DNS rebinding,
// cannot make the server fetch from inside). The address checked is the one connected to (the
// check is the connection's own lookup). A host listed as an address ("10.0.0.5", an image server
// of the shop's own network) is the operator's explicit choice and is fetched as listed.

export interface PictureSources {
  /** The imported file's folder: pictures named by path are read from it (the CLI); none for an upload. */
  baseDir?: string | undefined;
  /** Hosts whose http(s) pictures may be fetched (exact names, case-insensitive). */
  allowedHosts: readonly string[];
  /**
   * A folder the operator gave (`./shop import FILE --pictures DIR`): an http(s) picture is taken
   * from it (by the address's path, else by its file name) before any server is asked, and a path
   * is read from it instead of the file's folder.
   */
  folder?: string | undefined;
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
    if (options.folder) {
      const inFolder = await fromFolder(source, url, options.folder, maxBytes);
      if (inFolder) return inFolder;
    }
    const refused = pictureRefusedUpFront(source, { ...options, folder: undefined });
    if (refused) throw refused;
    return download(source, url, maxBytes, options.timeoutMs ?? DEFAULT_PICTURE_TIMEOUT_MS);
  }
  const refused = pictureRefusedUpFront(source, options);
  if (refused) throw refused;
  const baseDir = options.folder ?? options.baseDir ?? "";
  return readBeside(source, url ? fileURLToPath(url) : source, baseDir, maxBytes);
}

/**
 * Why a picture cannot be had, when that is known without asking a server or reading a file: its
 * host is not allowed (and no folder of the operator may have it), its address is of another kind,
 * or it names a file and the import has no folder (an upload). Undefined when it may be had. The
 * preview of an import (a dry run) says these without fetching anything.
 * @example
 *   pictureRefusedUpFront("https://cdn.example.ru/1.jpg", { allowedHosts: [] })?.message; // "… не в списке разрешённых …"
 */
export function pictureRefusedUpFront(source: string, options: PictureSources): PictureRefused | undefined {
  const url = URL.canParse(source) ? new URL(source) : undefined;
  if (url && (url.protocol === "http:" || url.protocol === "https:")) {
    if (options.folder || options.allowedHosts.includes(url.hostname.toLowerCase())) return undefined;
    // Staff read this: the shop's setting is named for what it is, not by its variable (the
    // administrator's documentation names IMPORT_PICTURE_HOSTS).
    return new PictureRefused(
      `Картинка «${shown(source)}» не загружена: сервер ${url.hostname} не в списке разрешённых серверов картинок.`,
    );
  }
  if (url && url.protocol !== "file:") {
    return new PictureRefused(
      `Картинка «${shown(source)}» не загружена: адрес ${url.protocol} не поддерживается.`,
    );
  }
  if (!(options.folder ?? options.baseDir)) {
    return new PictureRefused(
      `Картинка «${shown(source)}» не загружена: картинки из файлов берутся только при импорте командой ./shop import.`,
    );
  }
  return undefined;
}

/** A path whose percent escapes all decode (decodeURIComponent throws on a stray %). */
const URL_DECODABLE = /^(?:[^%]|%[0-9A-Fa-f]{2})*$/;

/**
 * An http(s) picture's bytes from the operator's folder: the file at the address's path inside it
 * (`images/a.jpg` of `https://shop.ru/images/a.jpg`), else the one of its name; undefined when the
 * folder has neither, so the server may still be asked.
 */
async function fromFolder(source: string, url: URL, folder: string, maxBytes: number) {
  const path = (URL_DECODABLE.test(url.pathname) ? decodeURIComponent(url.pathname) : url.pathname).replace(
    /^\/+/,
    "",
  );
  const name = path.split("/").at(-1) ?? "";
  for (const candidate of new Set([path, name])) {
    if (!candidate) continue;
    try {
      return await readBeside(source, candidate, folder, maxBytes);
    } catch (error) {
      if (!(error instanceof PictureRefused)) throw error;
    }
  }
  return undefined;
}

/** Addresses a picture host's name may not lead to: this machine, private and special networks. */
const INSIDE = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata services
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["224.0.0.0", 3], // multicast and reserved, up to 255.255.255.255
] as const)
  INSIDE.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 127], // unspecified and loopback
  ["64:ff9b::", 96], // NAT64
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
] as const)
  INSIDE.addSubnet(network, prefix, "ipv6");

/**
 * Whether a host's address is this machine's or a private or special network's (an IPv4-mapped
 * IPv6 address by its IPv4 address: a rule for the whole mapped range would match every IPv4
 * address, as BlockList checks IPv4 addresses against IPv6 rules in their mapped form).
 */
export function isInsideAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return INSIDE.check(address, "ipv4");
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  return INSIDE.check(address, "ipv6") || (mapped !== undefined && INSIDE.check(mapped, "ipv4"));
}

/** A name that resolves to an address {@link isInsideAddress} refuses. */
class InsideAddress extends Error {}

/** The connection's lookup: the name's addresses, or an error when any of them is inside. */
const outsideOnly: LookupFunction = (hostname, options, callback) => {
  lookupAddresses(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "", 0);
    const inside = addresses.find(({ address }) => isInsideAddress(address));
    if (inside) return callback(new InsideAddress(inside.address), "", 0);
    if (options.all) return (callback as (e: null, a: typeof addresses) => void)(null, addresses);
    const [first] = addresses;
    return first ? callback(null, first.address, first.family) : callback(new InsideAddress(hostname), "", 0);
  });
};

/** The connections pictures are fetched over (one per process, kept alive between pictures). */
const pictureAgent = new Agent({ connect: { lookup: outsideOnly } });

/** Whether an error (or one it was caused by) is `kind`. */
const causedBy = (error: unknown, kind: new (...args: never[]) => Error): boolean =>
  error instanceof kind ||
  (error instanceof Error && error.cause !== undefined && causedBy(error.cause, kind));

async function download(source: string, url: URL, maxBytes: number, timeoutMs: number): Promise<Uint8Array> {
  let response: Awaited<ReturnType<typeof fetch>>;
  try {
    // No redirects: one could lead to a host the list does not allow.
    response = await fetch(url, {
      redirect: "error",
      signal: AbortSignal.timeout(timeoutMs),
      dispatcher: pictureAgent,
    });
  } catch (error) {
    if (error instanceof Error && error.name === "TimeoutError") throw noAnswer(source, timeoutMs);
    if (causedBy(error, InsideAddress)) {
      throw new PictureRefused(
        `Картинка «${shown(source)}» не загружена: сервер ${url.hostname} находится во внутренней сети.`,
      );
    }
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
