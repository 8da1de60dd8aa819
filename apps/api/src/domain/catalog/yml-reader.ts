import { SaxesParser } from "saxes";

// Reads a YML document (Yandex Market Language: what 1С, МойСклад and most Russian shop systems
// export) as a stream: the category tree, then the offers in batches, so a file of 100 000 offers
// is never held whole. Only the parts a shop's catalog takes are read; the rest is passed over.

/** A `<category>` of the file: its id, its parent's id and its title. */
export interface YmlCategory {
  id: string;
  parentId: string | undefined;
  title: string;
  /** The line of the file it starts on. */
  line: number;
}

/** An `<offer>` of the file, its texts as written (checked by the import, not here). */
export interface YmlOffer {
  id: string;
  line: number;
  available: boolean;
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

/** The file is not a YML document: malformed XML, or not the elements of one. */
export class YmlFormatError extends Error {
  // A field, not a parameter property: Node runs the sources with their types stripped (the API
  // started from src/server.ts by the process tests), and strip-only mode refuses parameter properties.
  readonly line: number;
  constructor(message: string, line: number) {
    super(`line ${line}: ${message}`);
    this.name = "YmlFormatError";
    this.line = line;
  }
}

export interface YmlHandlers {
  /** The whole category tree, once, before the first offer. */
  categories?: (categories: YmlCategory[]) => Promise<void> | void;
  /** The offers, `batchSize` at a time (the last batch may be shorter). */
  offers?: (batch: YmlOffer[]) => Promise<void> | void;
  batchSize?: number;
}

const OFFER_TEXTS = new Set([
  "vendorCode",
  "name",
  "description",
  "price",
  "oldprice",
  "currencyId",
  "categoryId",
  "picture",
  "param",
]);

const attribute = (tag: { attributes: Record<string, unknown> }, name: string) => {
  const value = tag.attributes[name];
  return typeof value === "string" ? value : undefined;
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
  { categories: onCategories, offers: onOffers, batchSize = 500 }: YmlHandlers = {},
): Promise<{ categories: number; offers: number }> {
  const parser = new SaxesParser({ position: true });
  const path: string[] = [];
  let text = "";
  const tree: YmlCategory[] = [];
  let treeDelivered = false;
  let category: YmlCategory | undefined;
  let offer: YmlOffer | undefined;
  let paramName: string | undefined;
  let pending: YmlOffer[] = [];
  let offerCount = 0;
  let failure: YmlFormatError | undefined;
  let rootClosed = false;

  const fail = (message: string) => {
    failure ??= new YmlFormatError(message, parser.line);
  };
  parser.on("error", (error) => fail(error.message.replace(/^[^:]*:\d+:\d+: /, "")));
  parser.on("opentag", (tag) => {
    const parent = path.at(-1);
    path.push(tag.name);
    text = "";
    if (path.length === 1 && tag.name !== "yml_catalog")
      fail(`the root element is <${tag.name}>, not <yml_catalog>`);
    if (tag.name === "category" && parent === "categories") {
      const id = attribute(tag, "id");
      if (!id) fail("a <category> without an id");
      category = { id: id ?? "", parentId: attribute(tag, "parentId"), title: "", line: parser.line };
    } else if (tag.name === "offer" && parent === "offers") {
      const id = attribute(tag, "id");
      if (!id) fail("an <offer> without an id");
      offer = {
        id: id ?? "",
        line: parser.line,
        available: attribute(tag, "available") !== "false",
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
    } else if (tag.name === "param" && offer) {
      paramName = attribute(tag, "name");
    }
  });
  const collect = (chunk: string) => {
    if (category || (offer && path.length > 0 && OFFER_TEXTS.has(path.at(-1) ?? ""))) text += chunk;
  };
  parser.on("text", collect);
  parser.on("cdata", collect);
  parser.on("closetag", (tag) => {
    path.pop();
    if (path.length === 0) rootClosed = true;
    const value = text.trim();
    if (tag.name === "category" && category) {
      category.title = value;
      tree.push(category);
      category = undefined;
    } else if (tag.name === "offer" && offer) {
      pending.push(offer);
      offerCount += 1;
      offer = undefined;
    } else if (offer && path.at(-1) === "offer") {
      if (tag.name === "picture") {
        if (value) offer.pictures.push(value);
      } else if (tag.name === "param") {
        if (paramName && value) offer.params.push({ name: paramName.trim(), value });
        paramName = undefined;
      } else if (tag.name !== "offer" && OFFER_TEXTS.has(tag.name)) {
        (offer as unknown as Record<string, string>)[tag.name] = value;
      }
    }
    text = "";
  });

  const deliver = async (final: boolean) => {
    if (failure) throw failure;
    // The tree goes first, once the file has moved past it (or at its end).
    if (!treeDelivered && (pending.length > 0 || final || !path.includes("categories"))) {
      if (tree.length > 0 || pending.length > 0 || final) {
        treeDelivered = true;
        await onCategories?.(tree);
      }
    }
    while (pending.length >= batchSize || (final && pending.length > 0)) {
      const batch = pending.slice(0, batchSize);
      pending = pending.slice(batch.length);
      await onOffers?.(batch);
    }
  };

  for await (const chunk of chunks) {
    parser.write(chunk);
    await deliver(false);
  }
  parser.close();
  if (!failure && !rootClosed) fail("the document ends before </yml_catalog>");
  await deliver(true);
  return { categories: tree.length, offers: offerCount };
}
