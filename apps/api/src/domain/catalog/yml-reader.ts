import { SaxesParser } from "saxes";
import { CATEGORY_LIMITS, PRODUCT_LIMITS, YML_LIMITS } from "./catalog-limits";
import { TokenBoundsGuard, YML_TOKEN_BOUNDS } from "./yml-token-bounds";

// Reads a YML document (Yandex Market Language: what 1С, МойСклад and most Russian shop systems
// export) as a stream: the category tree, then the offers in batches, so a file of 100 000 offers
// is never held whole. Only the parts a shop's catalog takes are read; the rest is passed over.
//
// Memory stays bounded whatever the file (issue 48): the document's shape has limits (below: how
// deep, how many elements, attributes and how long a name), each token the parser holds is bounded
// (yml-token-bounds.ts), and of each text the reader keeps one character more than the catalog
// takes (catalog-limits.ts), so the import can tell a text over its limit without holding the rest.

/**
 * The texts of a typed offer its name is made of (docs/api/catalog-import-and-feed.md, "Names"):
 * `vendor.model`'s typePrefix, vendor and model, a book's author, a record's artist and title, a
 * tour's country, region and days, a ticket's place and date.
 */
export const OFFER_NAME_PARTS = [
  "typePrefix",
  "vendor",
  "model",
  "author",
  "artist",
  "title",
  "country",
  "region",
  "days",
  "place",
  "date",
] as const;
export type OfferNamePart = (typeof OFFER_NAME_PARTS)[number];

/** A `<currency>` of the file: its code, its rate (a number or a bank's name: CBRF, NBU, CB) and its `plus`. */
export interface YmlCurrency {
  id: string;
  rate: string | undefined;
  plus: string | undefined;
  line: number;
}

/** A `<category>` of the file: its id, its parent's id and its title. */
export interface YmlCategory {
  id: string;
  parentId: string | undefined;
  title: string;
  /** The line of the file it starts on. */
  line: number;
}

/**
 * An `<offer>` of the file, its texts as written (checked by the import, not here), except that a
 * text longer than the catalog's limit for it is cut to that limit plus one character, and of its
 * pictures and params one more than a product may have is kept.
 */
export interface YmlOffer {
  id: string;
  line: number;
  /** The offer's `type` (vendor.model, book, audiobook, artist.title, tour, event-ticket, medicine, alco …); undefined for a simple one. */
  type: string | undefined;
  /**
   * The offer's `group_id`: offers sharing one are variants of one product (Yandex Market's
   * clothes and shoes in sizes, Ecwid's and WooCommerce's product variations).
   */
  groupId: string | undefined;
  available: boolean;
  /** The texts its name may be made of, those the offer has. */
  nameParts: Partial<Record<OfferNamePart, string>>;
  vendorCode: string | undefined;
  name: string | undefined;
  description: string | undefined;
  price: string | undefined;
  oldprice: string | undefined;
  currencyId: string | undefined;
  categoryId: string | undefined;
  pictures: string[];
  params: { name: string; value: string }[];
}

/**
 * The file is not a YML document: malformed XML, or not the elements of one. `message` is the
 * English of the logs; `reason` says it in Russian for the shop's staff, with what to change.
 */
export class YmlFormatError extends Error {
  // Fields, not parameter properties: Node runs the sources with their types stripped (the API
  // started from src/server.ts by the process tests), and strip-only mode refuses parameter properties.
  readonly line: number;
  readonly reason: string;
  constructor(message: string, line: number, reason = malformedReason(message)) {
    super(`line ${line}: ${message}`);
    this.name = "YmlFormatError";
    this.line = line;
    this.reason = reason;
  }
}

/** What a parser's complaint means to the shop's staff: the XML is broken at that line. */
const malformedReason = (detail: string) =>
  `разметка XML нарушена (${detail}). Исправьте разметку в этой строке: каждый элемент закрыт, знак & записан как &amp;, а < внутри текста — как &lt; (или текст обёрнут в <![CDATA[ … ]]>), и загрузите файл снова.`;

export interface YmlHandlers {
  /** The whole category tree, once, before the first offer, with the file's currencies. */
  categories?: (categories: YmlCategory[], currencies: YmlCurrency[]) => Promise<void> | void;
  /** The offers, `batchSize` at a time (the last batch may be shorter). */
  offers?: (batch: YmlOffer[]) => Promise<void> | void;
  batchSize?: number;
  /** The shape's limits, {@link YML_SHAPE_LIMITS} where not given. */
  shape?: Partial<YmlShapeLimits>;
}

/**
 * The shape a document may have: far above a real export's (1С's 100 000 offers are about three
 * million elements, nested less than ten deep, a handful of attributes each), far below what would
 * take the server's memory or minutes of its time.
 */
export const YML_SHAPE_LIMITS: YmlShapeLimits = {
  depth: 32,
  elements: 20_000_000,
  attributes: 64,
  nameLength: 128,
  /** Categories of the file: the tree is held whole until its offers come. */
  categories: 100_000,
};

export interface YmlShapeLimits {
  /** Elements open at once, the root one of them. */
  depth: number;
  /** Elements of the whole document. */
  elements: number;
  /** Attributes of one element. */
  attributes: number;
  /** Characters of an element's or an attribute's name. */
  nameLength: number;
  categories: number;
}

/** The texts of an offer the reader takes, and how many characters of each it keeps. */
const OFFER_TEXTS = new Map<string, number>([
  ["vendorCode", PRODUCT_LIMITS.number + 1],
  ["name", PRODUCT_LIMITS.title + 1],
  ["description", PRODUCT_LIMITS.description + 1],
  ["price", YML_LIMITS.shortText + 1],
  ["oldprice", YML_LIMITS.shortText + 1],
  ["currencyId", YML_LIMITS.shortText + 1],
  ["categoryId", YML_LIMITS.id + 1],
  ["picture", YML_LIMITS.pictureUrl + 1],
  ["param", PRODUCT_LIMITS.attributeText + 1],
  ...OFFER_NAME_PARTS.map((part) => [part, PRODUCT_LIMITS.title + 1] as const),
]);

/** The attribute's value, of which at most `kept` characters. */
const attribute = (tag: { attributes: Record<string, unknown> }, name: string, kept = YML_LIMITS.id + 1) => {
  const value = tag.attributes[name];
  return typeof value === "string" ? value.slice(0, kept) : undefined;
};

/**
 * Reads a YML document from its text, a chunk at a time, handing its categories and its offers in
 * batches to `handlers`, and waits for each handler before reading on (a slow database slows the
 * reading, never fills memory). Throws a {@link YmlFormatError} at the first malformed place; a
 * first pass without handlers checks a file before anything of it is written.
 * @example
 *   const { offers } = await readYml(chunksOf(file)); // checks the file, counts its offers
 *   await readYml(chunksOf(file), { categories: saveTree, offers: saveBatch, batchSize: 500 });
 */
export async function readYml(
  chunks: AsyncIterable<string>,
  { categories: onCategories, offers: onOffers, batchSize = 500, shape: shapeGiven }: YmlHandlers = {},
): Promise<{ categories: number; offers: number }> {
  const shape = { ...YML_SHAPE_LIMITS, ...shapeGiven };
  const parser = new SaxesParser({ position: true });
  const bounds = new TokenBoundsGuard(YML_TOKEN_BOUNDS);
  // The open elements: at most shape.depth (and the parser's own stack with it).
  const path: string[] = [];
  let elements = 0;
  let inCategories = false;
  const tree: YmlCategory[] = [];
  const currencies: YmlCurrency[] = [];
  let treeDelivered = false;
  let category: YmlCategory | undefined;
  let offer: YmlOffer | undefined;
  let paramName: string | undefined;
  let pending: YmlOffer[] = [];
  let offerCount = 0;
  let failure: YmlFormatError | undefined;
  let rootClosed = false;

  // The text being kept: of the element at `textDepth`, at most `kept` characters, leading
  // white space left out; `over` once more than that (other than white space) was left out.
  let text = "";
  let textDepth = 0;
  let kept = 0;
  let over = false;
  const keepText = (characters: number) => {
    text = "";
    textDepth = path.length;
    kept = characters;
    over = false;
  };
  const collect = (chunk: string) => {
    if (kept === 0 || path.length !== textDepth) return;
    const piece = text === "" ? chunk.trimStart() : chunk;
    const room = kept - text.length;
    if (piece.length <= room) text += piece;
    else {
      text += piece.slice(0, room);
      if (/\S/.test(piece.slice(room))) over = true;
    }
  };
  /** The kept text, trimmed; one over its limit stays `kept` characters long, so the import sees it is. */
  const keptText = () => {
    const value = over ? text : text.trim();
    kept = 0;
    text = "";
    return value;
  };

  const fail = (message: string, line = parser.line, reason?: string) => {
    failure ??= new YmlFormatError(message, line, reason);
  };
  parser.on("error", (error) => fail(error.message.replace(/^[^:]*:\d+:\d+: /, "")));
  parser.on("opentag", (tag) => {
    if (failure) return;
    const parent = path.at(-1);
    path.push(tag.name);
    elements += 1;
    if (path.length > shape.depth) {
      return fail(
        `elements nested deeper than ${shape.depth}`,
        parser.line,
        `элементы вложены глубже ${shape.depth} уровней; в выгрузке YML их меньше десяти: проверьте, что это файл каталога.`,
      );
    }
    if (elements > shape.elements) {
      return fail(
        `more than ${shape.elements} elements`,
        parser.line,
        `в файле больше ${shape.elements} элементов: разделите каталог на несколько файлов.`,
      );
    }
    if (tag.name.length > shape.nameLength) {
      return fail(
        `an element name longer than ${shape.nameLength} characters`,
        parser.line,
        `имя элемента длиннее ${shape.nameLength} знаков: в выгрузке YML таких нет, проверьте, что это файл каталога.`,
      );
    }
    const names = Object.keys(tag.attributes);
    if (names.length > shape.attributes) {
      return fail(
        `an element <${tag.name}> with more than ${shape.attributes} attributes`,
        parser.line,
        `у элемента <${tag.name}> больше ${shape.attributes} атрибутов: в выгрузке YML их несколько, проверьте, что это файл каталога.`,
      );
    }
    if (names.some((name) => name.length > shape.nameLength)) {
      return fail(
        `an attribute name longer than ${shape.nameLength} characters`,
        parser.line,
        `имя атрибута длиннее ${shape.nameLength} знаков: в выгрузке YML таких нет, проверьте, что это файл каталога.`,
      );
    }
    if (path.length === 1 && tag.name !== "yml_catalog") {
      return fail(
        `the root element is <${tag.name}>, not <yml_catalog>`,
        parser.line,
        `файл начинается с <${tag.name}>, а выгрузка YML — с <yml_catalog>: выберите файл каталога в формате YML (Яндекс Маркет).`,
      );
    }
    if (tag.name === "categories") inCategories = true;
    if (tag.name === "currency" && parent === "currencies" && currencies.length < shape.categories) {
      const id = attribute(tag, "id", YML_LIMITS.shortText);
      if (id) {
        currencies.push({
          id: id.trim().toUpperCase(),
          rate: attribute(tag, "rate", YML_LIMITS.shortText)?.trim(),
          plus: attribute(tag, "plus", YML_LIMITS.shortText)?.trim(),
          line: parser.line,
        });
      }
    }
    if (tag.name === "category" && parent === "categories") {
      const id = attribute(tag, "id");
      if (!id) {
        return fail("a <category> without an id", parser.line, "у <category> нет атрибута id: добавьте его.");
      }
      if (tree.length >= shape.categories) {
        return fail(
          `more than ${shape.categories} categories`,
          parser.line,
          `в файле больше ${shape.categories} категорий: объедините категории или разделите каталог.`,
        );
      }
      category = { id, parentId: attribute(tag, "parentId"), title: "", line: parser.line };
      keepText(CATEGORY_LIMITS.title + 1);
    } else if (tag.name === "offer" && (parent === "offers" || parent === "shop")) {
      // An <offer> straight under <shop>, without <offers> around it, is read too: Tilda's and
      // hand-written feeds leave the wrapper out, and what it holds is the same offer.
      const id = attribute(tag, "id");
      if (!id)
        return fail("an <offer> without an id", parser.line, "у <offer> нет атрибута id: добавьте его.");
      offer = {
        id,
        line: parser.line,
        type: attribute(tag, "type", YML_LIMITS.shortText)?.trim() || undefined,
        groupId: attribute(tag, "group_id", YML_LIMITS.id)?.trim() || undefined,
        available: attribute(tag, "available") !== "false",
        nameParts: {},
        vendorCode: undefined,
        name: undefined,
        description: undefined,
        price: undefined,
        oldprice: undefined,
        currencyId: undefined,
        categoryId: undefined,
        pictures: [],
        params: [],
      };
    } else if (offer && parent === "offer" && OFFER_TEXTS.has(tag.name)) {
      keepText(OFFER_TEXTS.get(tag.name) ?? 0);
      if (tag.name === "param") {
        paramName = attribute(tag, "name", Number.POSITIVE_INFINITY)
          ?.trim()
          .slice(0, PRODUCT_LIMITS.attributeText + 1);
      }
    }
  });
  parser.on("text", collect);
  parser.on("cdata", collect);
  parser.on("closetag", (tag) => {
    if (failure) return;
    path.pop();
    if (path.length === 0) rootClosed = true;
    if (tag.name === "categories") inCategories = false;
    if (tag.name === "category" && category) {
      category.title = keptText();
      tree.push(category);
      category = undefined;
    } else if (tag.name === "offer" && offer && (path.at(-1) === "offers" || path.at(-1) === "shop")) {
      pending.push(offer);
      offerCount += 1;
      offer = undefined;
    } else if (offer && path.at(-1) === "offer" && OFFER_TEXTS.has(tag.name)) {
      const value = keptText();
      if (tag.name === "picture") {
        if (value && offer.pictures.length <= PRODUCT_LIMITS.images) offer.pictures.push(value);
      } else if (tag.name === "param") {
        if (paramName && value && offer.params.length <= PRODUCT_LIMITS.attributes) {
          offer.params.push({ name: paramName, value });
        }
        paramName = undefined;
      } else if ((OFFER_NAME_PARTS as readonly string[]).includes(tag.name)) {
        // A repeated part (a tour's dataTour is not one; a second <date>) keeps its first.
        offer.nameParts[tag.name as OfferNamePart] ??= value;
      } else {
        (offer as unknown as Record<string, string>)[tag.name] = value;
      }
    }
  });

  const deliver = async (final: boolean) => {
    if (failure) throw failure;
    // The tree goes first, once the file has moved past it (or at its end).
    if (!treeDelivered && (pending.length > 0 || final || !inCategories)) {
      if (tree.length > 0 || pending.length > 0 || final) {
        treeDelivered = true;
        await onCategories?.(tree, currencies);
      }
    }
    while (pending.length >= batchSize || (final && pending.length > 0)) {
      const batch = pending.slice(0, batchSize);
      pending = pending.slice(batch.length);
      await onOffers?.(batch);
    }
  };

  for await (const chunk of chunks) {
    const { text: bounded, refusal } = bounds.pass(chunk);
    parser.write(bounded);
    // The parser's own complaint about what came before the refused token comes first.
    if (refusal) fail(refusal.message, refusal.line);
    await deliver(false);
  }
  parser.close();
  if (!failure && !rootClosed) {
    fail(
      "the document ends before </yml_catalog>",
      parser.line,
      "файл обрывается до </yml_catalog>: он выгружен или скачан не полностью, выгрузите его снова.",
    );
  }
  await deliver(true);
  return { categories: tree.length, offers: offerCount };
}
