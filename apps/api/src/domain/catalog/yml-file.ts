import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";

// A YML file on disk as the import reads it: decoded as its XML declaration says (1С exports
// windows-1251), a chunk at a time. `./shop import` and the staff upload both read through here.

/**
 * The encoding a file's XML declaration names, else UTF-8; throws for one this Node cannot decode.
 * @example
 *   await ymlEncodingOf("catalog.yml"); // "windows-1251"
 */
export async function ymlEncodingOf(file: string): Promise<string> {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(200), 0, 200, 0);
    const declared = /encoding=["']([A-Za-z0-9._-]+)["']/.exec(
      buffer.subarray(0, bytesRead).toString("latin1"),
    );
    const encoding = declared?.[1]?.toLowerCase() ?? "utf-8";
    new TextDecoder(encoding);
    return encoding;
  } finally {
    await handle.close();
  }
}

/**
 * The file's text, decoded, a chunk at a time; `onBytes` hears of each chunk's size in bytes (a
 * progress of bytes read of the file's size).
 * @example
 *   await importYml(db, () => ymlFileText(file, await ymlEncodingOf(file)));
 */
export async function* ymlFileText(
  file: string,
  encoding: string,
  onBytes?: (bytes: number) => void,
): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding);
  for await (const chunk of createReadStream(file)) {
    onBytes?.((chunk as Buffer).length);
    yield decoder.decode(chunk as Buffer, { stream: true });
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}
