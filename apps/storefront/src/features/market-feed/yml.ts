import type { MarketFeed, MarketFeedOffer } from "@shop/api-client";
import { withVariant } from "../../lib/line-title";
import { escapeXml } from "../../lib/xml-stream";

// The Yandex Market Language document (YML, "simple" offer type): the shop, its currency and
// category tree, and one <offer> per product on sale. Marketplaces read the exact prices in roubles
// with kopecks, absolute URLs, and plain text (escaped, at most 3 000 characters of description).

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
/** The offer's param that names the measure its price is of (a price of loose tea is per кг). */
export const MEASURE_PARAM = "Единица измерения";
/** The most characters of a description a marketplace takes. */
export const MAX_DESCRIPTION_LENGTH = 3_000;

/** Who sells: the feed's <shop> head. */
export interface FeedShop {
  /** The shop's short name (the brand). */
  name: string;
  /** The company behind it. */
  company: string;
  /** The shop's origin, which every URL of the feed starts with. */
  origin: string;
}

/**
 * Kopecks as the feed's price: roubles with the kopecks after a point, exact (no float).
 * @example
 *   ymlPrice(129_990); // "1299.90"
 */
export const ymlPrice = (kopecks: number) =>
  `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, "0")}`;

/** YML's date: `YYYY-MM-DDThh:mm+00:00` (minutes, with the zone). */
const ymlDate = (iso: string | null) => `${(iso ?? new Date(0).toISOString()).slice(0, 16)}+00:00`;

const tag = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

/** A description cut to what a marketplace takes, at a word where it can. */
function description(text: string) {
  if (text.length <= MAX_DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, MAX_DESCRIPTION_LENGTH - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > MAX_DESCRIPTION_LENGTH / 2 ? cut.slice(0, space) : cut}…`;
}

/** The document up to the first offer: declaration, shop, currency and category tree. */
export function ymlHead(head: MarketFeed, shop: FeedShop): string {
  const categories = head.categories
    .map(
      (category) =>
        `<category id="${category.id}"${category.parentId === null ? "" : ` parentId="${category.parentId}"`}>${escapeXml(category.title)}</category>`,
    )
    .join("\n");
  return (
    `${XML_DECLARATION}<yml_catalog date="${ymlDate(head.lastModified)}">\n<shop>\n` +
    `${tag("name", shop.name)}\n${tag("company", shop.company)}\n${tag("url", `${shop.origin}/`)}\n` +
    `<currencies><currency id="RUR" rate="1"/></currencies>\n` +
    `<categories>\n${categories}\n</categories>\n<offers>\n`
  );
}

/**
 * One product on sale as an <offer>; a product with variants as one offer per available variant,
 * all sharing the product's id as `group_id` (Yandex Market's variants: the import reads them back
 * as one product), each with its article, the product's and the variant's name, and its price.
 */
export function ymlOffer(offer: MarketFeedOffer, origin: string): string {
  const pictures = offer.pictures.slice(0, 10).map((path) => tag("picture", `${origin}${path}`));
  const params = [...offer.params, { name: MEASURE_PARAM, value: offer.measure.title }].map(
    (param) => `<param name="${escapeXml(param.name)}">${escapeXml(param.value)}</param>`,
  );
  const url = `${origin}/product/${encodeURIComponent(offer.slug)}`;
  const sold =
    offer.variants.length > 0
      ? offer.variants.map((variant) => ({
          open: `<offer id="${offer.id}v${variant.id}" group_id="${offer.id}" available="true">`,
          url: `${url}?variant=${encodeURIComponent(variant.number)}`,
          price: variant.price,
          oldPrice: variant.oldPrice,
          name: withVariant(offer.title, variant.title),
          number: variant.number,
        }))
      : [
          {
            open: `<offer id="${offer.id}" available="true">`,
            url,
            price: offer.price,
            oldPrice: offer.oldPrice,
            name: offer.title,
            number: offer.number,
          },
        ];
  return sold
    .map((one) =>
      [
        one.open,
        tag("url", one.url),
        tag("price", ymlPrice(one.price)),
        // The "was" price of a sale; Yandex Market takes it only above the price.
        ...(one.oldPrice && one.oldPrice > one.price ? [tag("oldprice", ymlPrice(one.oldPrice))] : []),
        tag("currencyId", "RUR"),
        tag("categoryId", String(offer.categoryId)),
        ...pictures,
        tag("name", one.name),
        tag("vendorCode", one.number),
        ...(offer.description ? [tag("description", description(offer.description))] : []),
        ...params,
        "</offer>\n",
      ].join("\n"),
    )
    .join("");
}

/** The document after the last offer. */
export const YML_TAIL = "</offers>\n</shop>\n</yml_catalog>\n";
