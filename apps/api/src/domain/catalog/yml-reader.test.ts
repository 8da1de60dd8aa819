import { spawnSync } from "node:child_process";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_LIMITS } from "./catalog-limits";
import { readYml, YML_SHAPE_LIMITS, YmlFormatError, type YmlOffer } from "./yml-reader";

// The YML reader under hostile files (issue 48): a document's shape has limits, refused with the
// line before anything is handed on, and memory stays bounded whatever the file holds. The large
// files are generated here, streamed to disk, never committed.

/** Texts as chunks of `size` characters. */
async function* chunksOf(text: string, size = 4_096) {
  for (let at = 0; at < text.length; at += size) yield text.slice(at, at + size);
}

/** A document around `shop` (the inside of `<shop>`), its root on line 2. */
const yml = (shop: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<yml_catalog date="2026-01-01">\n<shop>\n${shop}\n</shop>\n</yml_catalog>\n`;

const OFFER = (attributes = "", inside = "") =>
  `<offers>\n<offer id="o1"${attributes}><name>Чай</name><price>10</price>${inside}</offer>\n</offers>`;

/** How reading `text` fails, or undefined. */
async function failureOf(text: string) {
  try {
    await readYml(chunksOf(text));
    return undefined;
  } catch (error) {
    if (!(error instanceof YmlFormatError)) throw error;
    return { line: error.line, message: error.message };
  }
}

/** The offers of `text`. */
async function offersOf(text: string) {
  const offers: YmlOffer[] = [];
  await readYml(chunksOf(text), { offers: (batch) => void offers.push(...batch) });
  return offers;
}

describe("the shape of a YML document", () => {
  it("is refused when nested deeper than the limit, with the line, before any offer is handed on", async () => {
    // The root is one level, <shop> two: the rest of the depth is nested inside <shop>.
    const nest = (levels: number) => `${"<a>\n".repeat(levels)}${"</a>".repeat(levels)}`;
    const within = yml(`${nest(YML_SHAPE_LIMITS.depth - 2)}\n${OFFER()}`);
    expect(await failureOf(within)).toBeUndefined();

    const deeper = yml(`${nest(YML_SHAPE_LIMITS.depth - 1)}\n${OFFER()}`);
    const handed: YmlOffer[] = [];
    const reading = readYml(chunksOf(deeper), { offers: (batch) => void handed.push(...batch) });
    await expect(reading).rejects.toThrow(
      `line ${3 + YML_SHAPE_LIMITS.depth - 1}: elements nested deeper than 32`,
    );
    expect(handed).toEqual([]);
  });

  it("is refused with more attributes on an element than the limit", async () => {
    const attributes = (count: number) =>
      Array.from({ length: count - 1 }, (_, at) => ` data-${at}="x"`).join("");
    expect(await failureOf(yml(OFFER(attributes(YML_SHAPE_LIMITS.attributes))))).toBeUndefined();
    expect(await failureOf(yml(OFFER(attributes(YML_SHAPE_LIMITS.attributes + 1))))).toEqual({
      line: 5,
      message: "line 5: an element <offer> with more than 64 attributes",
    });
  });

  it("is refused with an element or attribute name longer than the limit", async () => {
    const name = (length: number) => `n${"a".repeat(length - 1)}`;
    const element = (length: number) => yml(`<${name(length)}>x</${name(length)}>`);
    expect(await failureOf(element(YML_SHAPE_LIMITS.nameLength))).toBeUndefined();
    expect(await failureOf(element(YML_SHAPE_LIMITS.nameLength + 1))).toEqual({
      line: 4,
      message: "line 4: an element name longer than 128 characters",
    });
    expect(await failureOf(yml(`<x ${name(YML_SHAPE_LIMITS.nameLength + 1)}="1"/>`))).toEqual({
      line: 4,
      message: "line 4: an attribute name longer than 128 characters",
    });
  });

  it("is refused with a DOCTYPE that declares entities of its own", async () => {
    const attack = `<?xml version="1.0"?>\n<!DOCTYPE yml_catalog [<!ENTITY lol "lol">]>\n<yml_catalog><shop>&lol;</shop></yml_catalog>`;
    expect(await failureOf(attack)).toEqual({
      line: 2,
      message: "line 2: a DOCTYPE with declarations of its own",
    });
  });

  it("is refused with more categories than the limit: the tree is held until its offers come", async () => {
    const categories = (count: number) =>
      `<categories>\n${Array.from({ length: count }, (_, at) => `<category id="${at}">К${at}</category>`).join("")}\n</categories>`;
    expect(await failureOf(yml(categories(YML_SHAPE_LIMITS.categories)))).toBeUndefined();
    expect(await failureOf(yml(categories(YML_SHAPE_LIMITS.categories + 1)))).toEqual({
      line: 5,
      message: "line 5: more than 100000 categories",
    });
  });

  it("is refused with more elements than the limit", async () => {
    // The limit is twenty million: the same count at a thousand, so the test reads 4 KB, not 80 MB.
    // The root and <shop> are two of them.
    const elements = (count: number) => yml(`<a/>\n`.repeat(count - 2));
    const shape = { elements: 1_000 };
    await expect(readYml(chunksOf(elements(1_000)), { shape })).resolves.toEqual({
      categories: 0,
      offers: 0,
    });
    await expect(readYml(chunksOf(elements(1_001)), { shape })).rejects.toThrow(
      "line 1002: more than 1000 elements",
    );
  });
});

describe("the texts of an offer", () => {
  it("are kept to their limit and one character more, so the import can tell", async () => {
    const long = "Ч".repeat(PRODUCT_LIMITS.description * 3);
    const params = Array.from(
      { length: PRODUCT_LIMITS.attributes + 10 },
      (_, at) => `<param name="П${at}">${at}</param>`,
    ).join("");
    const pictures = `<picture>https://img.example/1.jpg</picture>`.repeat(PRODUCT_LIMITS.images + 10);
    const [offer] = await offersOf(
      yml(
        OFFER(
          "",
          `<description>\n   ${long}   \n</description><vendorCode>${"N".repeat(100)}</vendorCode>${params}${pictures}`,
        ),
      ),
    );
    expect(offer?.description).toBe("Ч".repeat(PRODUCT_LIMITS.description + 1));
    expect(offer?.vendorCode).toHaveLength(PRODUCT_LIMITS.number + 1);
    expect(offer?.params).toHaveLength(PRODUCT_LIMITS.attributes + 1);
    expect(offer?.pictures).toHaveLength(PRODUCT_LIMITS.images + 1);
  });

  it("within their limits are read whole and trimmed, in CDATA or escaped", async () => {
    const text = `  ${"Чай &amp; травы. ".repeat(250)}  `;
    const [offer] = await offersOf(yml(OFFER("", `<description><![CDATA[${text}]]></description>`)));
    expect(offer?.description).toBe(text.trim());
    const [escaped] = await offersOf(yml(OFFER("", `<description>${text}</description>`)));
    expect(escaped?.description).toBe(text.replaceAll("&amp;", "&").trim());
  });

  it("over the limit by white space only are within it", async () => {
    const text = `${"ч".repeat(PRODUCT_LIMITS.title)}${" ".repeat(50)}\n`;
    const [offer] = await offersOf(yml(`<offers><offer id="o1"><name>${text}</name></offer></offers>`));
    expect(offer?.name).toBe("ч".repeat(PRODUCT_LIMITS.title));
  });
});

describe("reading a hostile file", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "yml-reader-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** Streams `parts` to a file of `dir`. */
  const writeParts = async (name: string, parts: () => Iterable<string>) => {
    const file = join(dir, name);
    await pipeline(parts(), createWriteStream(file));
    return file;
  };

  it("stays within a small heap: a million nested elements, a 40 MB description", {
    timeout: 60_000,
  }, async () => {
    const nested = await writeParts("nested.yml", function* () {
      yield '<?xml version="1.0" encoding="UTF-8"?>\n<yml_catalog date="2026-01-01"><shop>\n';
      for (let at = 0; at < 100; at++) yield "<a>".repeat(10_000);
      for (let at = 0; at < 100; at++) yield "</a>".repeat(10_000);
      yield "\n</shop></yml_catalog>\n";
    });
    const described = await writeParts("described.yml", function* () {
      yield `<?xml version="1.0" encoding="UTF-8"?>\n<yml_catalog date="2026-01-01"><shop><offers>\n<offer id="o1"><name>Чай</name><description>`;
      const piece = "Описание чая и трав. ".repeat(5_000);
      for (let written = 0; written < 40_000_000; written += piece.length * 2) yield piece;
      yield `</description></offer>\n</offers></shop></yml_catalog>\n`;
    });
    // A process of its own with a 48 MB heap reads both: the reader before these limits held a
    // parser's element for each open tag (about 260 bytes each) and a text whole, and died.
    const script = join(dir, "read.ts");
    await writeFile(
      script,
      `import { readYml } from ${JSON.stringify(join(import.meta.dirname, "yml-reader.ts"))};
import { ymlFileText } from ${JSON.stringify(join(import.meta.dirname, "yml-file.ts"))};
const results = [];
for (const file of process.argv.slice(2)) {
  const lengths = [];
  try {
    await readYml(ymlFileText(file, "utf-8"), { offers: (batch) => { for (const offer of batch) lengths.push(offer.description?.length); } });
    results.push({ lengths });
  } catch (error) {
    results.push({ error: String(error) });
  }
}
console.log(JSON.stringify(results));
`,
    );
    const child = spawnSync(
      process.execPath,
      [
        "--max-old-space-size=48",
        "--conditions=@shop/source",
        "--import",
        join(import.meta.dirname, "../../testing/typescript-resolve.ts"),
        script,
        nested,
        described,
      ],
      { encoding: "utf8", timeout: 50_000 },
    );
    expect(child.stderr).not.toMatch(/heap out of memory/);
    expect(child.status).toBe(0);
    expect(JSON.parse(child.stdout)).toEqual([
      { error: "YmlFormatError: line 3: elements nested deeper than 32" },
      { lengths: [PRODUCT_LIMITS.description + 1] },
    ]);
  });
});
