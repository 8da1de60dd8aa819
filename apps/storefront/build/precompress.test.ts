import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { precompressFolder } from "./precompress";

const folder = mkdtempSync(join(tmpdir(), "storefront-precompress-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("precompressFolder", () => {
  it("writes gzip and brotli twins of text files that decompress to the original", async () => {
    mkdirSync(join(folder, "assets"));
    const script = `export const catalog = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `чай ${i}`))};`;
    writeFileSync(join(folder, "assets", "main-abc.js"), script);
    writeFileSync(join(folder, "index.html"), `<!doctype html>${"<p>Чайная лавка</p>".repeat(30)}`);
    writeFileSync(join(folder, "tiny.css"), "a{}");
    writeFileSync(join(folder, "assets", "photo.webp"), Buffer.alloc(4096, 7));
    writeFileSync(join(folder, "assets", "main-abc.js.map"), "x".repeat(4096));

    const results = await precompressFolder(folder);

    const js = join(folder, "assets", "main-abc.js");
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(existsSync(join(folder, "index.html.br"))).toBe(true);
    // Too small to gain, already compressed, or only for devtools.
    for (const skipped of ["tiny.css", "assets/photo.webp", "assets/main-abc.js.map"]) {
      expect(existsSync(join(folder, `${skipped}.gz`)), skipped).toBe(false);
    }
    const entry = results.find((result) => result.file === js);
    expect(entry && entry.brotli < entry.gzip && entry.gzip < entry.bytes).toBe(true);
  });
});
