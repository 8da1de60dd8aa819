import { SaxesParser } from "saxes";
import { describe, expect, it } from "vitest";
import { type TokenBounds, TokenBoundsGuard } from "./yml-token-bounds";

// The guard in front of the YML reader's parser: what it hands on must read as the document it was
// given (the same elements, attributes, texts and lines), only in bounded pieces; what it refuses is
// a token no real export has. Small bounds here, so that every split happens in a short document.

const SMALL: TokenBounds = { textPiece: 8, markup: 200, entity: 10 };

/** The parser's events for `text` given in chunks of `size`, through the guard or not. */
function events(text: string, size: number, bounds?: TokenBounds) {
  const parser = new SaxesParser({ position: true });
  const seen: string[] = [];
  let pieces = 0;
  let characters = "";
  const flush = () => {
    if (characters) seen.push(`text ${JSON.stringify(characters)}`);
    characters = "";
  };
  const collect = (data: string) => {
    pieces += 1;
    characters += data;
  };
  parser.on("text", collect);
  parser.on("cdata", collect);
  parser.on("opentag", (tag) => {
    flush();
    seen.push(`open ${tag.name} ${JSON.stringify(tag.attributes)} line ${parser.line}`);
  });
  parser.on("closetag", (tag) => {
    flush();
    seen.push(`close ${tag.name} line ${parser.line}`);
  });
  parser.on("comment", (comment) => {
    // An empty comment is the guard's seam between two pieces of a text.
    if (comment) {
      flush();
      seen.push(`comment ${comment}`);
    }
  });
  parser.on("processinginstruction", (pi) => seen.push(`pi ${pi.target} ${pi.body}`));
  parser.on("doctype", (doctype) => seen.push(`doctype ${doctype}`));
  parser.on("error", (error) => {
    throw error;
  });
  const guard = bounds ? new TokenBoundsGuard(bounds) : undefined;
  for (let at = 0; at < text.length; at += size) {
    const chunk = text.slice(at, at + size);
    const passed = guard ? guard.pass(chunk) : { text: chunk };
    expect(passed.refusal).toBeUndefined();
    parser.write(passed.text);
  }
  parser.close();
  return { seen, pieces };
}

/** The first refusal of the guard for `text` in chunks of `size`. */
function refusal(text: string, size = 7, bounds = SMALL) {
  const guard = new TokenBoundsGuard(bounds);
  for (let at = 0; at < text.length; at += size) {
    const passed = guard.pass(text.slice(at, at + size));
    if (passed.refusal) return passed.refusal;
  }
  return undefined;
}

const DOCUMENT = [
  `<?xml version="1.0" encoding="UTF-8"?>`,
  `<!DOCTYPE yml_catalog SYSTEM "shops>dtd">`,
  `<yml_catalog date="2024-01-01 10:00">`,
  `<!-- a comment with > and - inside -->`,
  `<?shop-export version="2" note="a > b"?>`,
  `<shop><name a="x > y" b='"quoted"' c="it's">Чай &amp; травы, «Лунцзин» 🍵🍵🍵 и ] ещё ]] текст</name>\r\n`,
  `<description><![CDATA[<p>Разметка > внутри <b>CDATA</b> ]] и ] и ]></p> 🫖🫖🫖 длинная строка]]></description>\r`,
  `<text>Строка\r\nвторая\rтретья\nчетвёртая &#1049;&#x1F375;&lt;&gt;&quot;&apos; конец</text>`,
  `<empty/><x:y xmlns:x="urn:x" x:z="1">z</x:y>`,
  `</shop></yml_catalog>`,
  `<!-- after the root -->\n`,
].join("\n");

describe("the token guard in front of the YML parser", () => {
  it("hands on the document as it is, its texts in pieces, whatever the chunks", () => {
    const direct = events(DOCUMENT, DOCUMENT.length);
    for (const size of [1, 2, 3, 5, 13, 64, DOCUMENT.length]) {
      const guarded = events(DOCUMENT, size, SMALL);
      expect(guarded.seen).toEqual(direct.seen);
      // The long texts came in many pieces: the parser never held one whole.
      expect(guarded.pieces).toBeGreaterThan(direct.pieces + 20);
    }
  });

  it("hands on any mix of texts, sections, comments and tags as it is", () => {
    const fragments = [
      "Текст чая ",
      "&amp;",
      "&#x1F375;",
      "🍵",
      "]",
      "\r\n",
      "\r",
      "\n",
      "<![CDATA[ <b>]] ] ]> ]]>",
      "<!-- - > -->",
      `<p a="1 > 2" b='"'/>`,
      "<q>в</q>",
      "<?pi x?>",
      " > ",
    ];
    let seed = 48;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let round = 0; round < 20; round++) {
      const inside = Array.from(
        { length: 200 },
        () => fragments[Math.floor(random() * fragments.length)] ?? "",
      ).join("");
      const text = `<root>${inside}</root>`;
      const direct = events(text, text.length);
      for (const size of [1, 4, 9, 100]) expect(events(text, size, SMALL).seen).toEqual(direct.seen);
    }
  });

  it("changes nothing of a document whose texts are within the bounds", () => {
    const guard = new TokenBoundsGuard({ textPiece: 1_000, markup: 1_000, entity: 10 });
    expect(guard.pass(DOCUMENT)).toEqual({ text: DOCUMENT });
  });

  it("refuses a tag longer than its bound, naming the line it starts on", () => {
    const attributes = Array.from({ length: 40 }, (_, at) => `a${at}="v"`).join(" ");
    expect(refusal(`<yml_catalog>\n\n<offer ${attributes}>`)).toEqual({
      message: "a tag or declaration longer than 200 characters",
      line: 3,
    });
    expect(refusal(`<yml_catalog>\n<${"n".repeat(300)}>`)).toMatchObject({ line: 2 });
    expect(refusal(`<a b="${"v".repeat(300)}">`)).toMatchObject({ line: 1 });
  });

  it("refuses a comment or a processing instruction longer than the bound", () => {
    expect(refusal(`<a>\n<!-- ${"x".repeat(300)} -->`)).toEqual({
      message: "a comment or instruction longer than 200 characters",
      line: 2,
    });
    expect(refusal(`<?pi ${"x".repeat(300)}?>`)?.message).toMatch(/instruction/);
  });

  it("refuses a DOCTYPE with declarations of its own, where entity attacks start", () => {
    const attack = `<?xml version="1.0"?>\n<!DOCTYPE yml_catalog [\n<!ENTITY a "aaaa">\n]>\n<yml_catalog>&a;</yml_catalog>`;
    expect(refusal(attack, 5, { ...SMALL, markup: 1_000 })).toEqual({
      message: "a DOCTYPE with declarations of its own",
      line: 2,
    });
    expect(refusal(`<!DOCTYPE x SYSTEM "a[b]">`)).toBeUndefined();
  });

  it("refuses an entity reference that does not end, and a text with no place to split it", () => {
    expect(refusal(`<a>\n&${"b".repeat(50)};</a>`)).toEqual({
      message: "an entity reference longer than 10 characters",
      line: 2,
    });
    expect(refusal(`<a>${"]".repeat(5_000)}</a>`, 100)?.message).toMatch(/no place to split/);
  });

  it("never splits a text where the split would hide what the parser refuses", () => {
    // `]]>` is forbidden in a text: a split between its brackets would hide it from the parser.
    for (const at of [5, 6, 7, 8, 9]) {
      const text = `<a>${"x".repeat(at)}]]></a>`;
      for (const size of [1, 3, 100]) expect(() => events(text, size, SMALL)).toThrow(/"]]>" is disallowed/);
    }
  });

  it("refuses every chunk after a refusal", () => {
    const guard = new TokenBoundsGuard(SMALL);
    expect(guard.pass(`<a b="${"v".repeat(300)}"`).refusal).toBeDefined();
    expect(guard.pass("<c/>")).toMatchObject({ text: "", refusal: { line: 1 } });
  });
});
