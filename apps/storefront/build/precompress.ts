import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already, maps are for devtools. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;
/** Below this, compression saves less than the headers it costs. */
const MIN_BYTES = 256;

export interface PrecompressedFile {
  file: string;
  bytes: number;
  gzip: number;
  brotli: number;
}

/**
 * Writes `.gz` (level 9) and `.br` (quality 11) beside every compressible file of a folder, so the
 * server sends compressed bytes without compressing per request. A variant that is not smaller
 * than the file is not written.
 * @example
 *   await precompressFolder("dist/client"); // dist/client/assets/index-abc.js.gz, .br, ...
 */
export async function precompressFolder(folder: string): Promise<PrecompressedFile[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  const results = await Promise.all(files.map(precompressFile));
  return results.filter((result): result is PrecompressedFile => result !== undefined);
}

/**
 * Writes the `.gz` and `.br` twins of one file (see {@link precompressFolder}); undefined when it is
 * too small to be worth it.
 * @example
 *   await precompressFile("dist/client/sw.js"); // dist/client/sw.js.gz, dist/client/sw.js.br
 */
export async function precompressFile(file: string): Promise<PrecompressedFile | undefined> {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return undefined;
  const [gzipped, brotlied] = await Promise.all([
    gzipAsync(content, { level: 9 }),
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  ]);
  if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
  if (brotlied.length < content.length) await writeFile(`${file}.br`, brotlied);
  return { file, bytes: content.length, gzip: gzipped.length, brotli: brotlied.length };
}
