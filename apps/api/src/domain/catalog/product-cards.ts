import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  catalogVersion,
  measures,
  priceTypes,
  productPrices,
  products,
  productTranslations,
} from "../../db/schema/index";
import { BASE_LOCALE } from "../locales";
import { PRODUCT_LIMITS } from "./catalog-limits";
import { preparedPerLocale } from "./prepared-statements";
import { shownToPublic } from "./product-visibility";

// A listing's cards, written by the database as the JSON text of the answer's `member` array.
//
// A card (the contract's ProductCard: number, slug, title, the first image, the prices, the
// default measure) is the product view of products.ts cut down, and a page of them is most of a
// list's answer. Read as rows, every card cost the API a row mapping, the parse of its prices, a
// view object and its serialisation: about a third of the API's CPU time in a list, and the API's
// one thread is what lists wait on (profiled with bench/catalog.mjs --cpu-prof at 100 000
// products). Here PostgreSQL writes the page's JSON text (as compact as JavaScript's) in the same
// single query that reads the rows, and the route writes it into the answer unparsed: 600-730
// lists a second instead of 360-450 on the same machine and data, searches 860-910 instead of
// about 550.
//
// The shape must stay the card of `productViews`: `product-cards.test.ts` compares the two for
// every product of the seed and for translated titles, was-prices and products without photos or
// prices. What the view does in JavaScript is done here the same way: only positive prices, in
// price type code order (byte order, as JavaScript compares ASCII codes) then measure id; money as
// integer kopecks (numeric(12,2) times 100 is exact); a was-price only above the price; the
// measure's step without trailing zeros; the first image without its import source, its alt text
// the translated title where there is one; unpublished ids left out, the ids' order kept.

/**
 * A product's title in `locale` (a row of `products` in the query), or undefined in the base
 * locale, whose titles are the products' own.
 */
const translatedProductTitle = (locale: string) =>
  locale === BASE_LOCALE
    ? undefined
    : sql<string | null>`(select ${productTranslations.value} from ${productTranslations}
        where ${productTranslations.itemId} = ${products.id} and ${productTranslations.locale} = ${locale}
          and ${productTranslations.field} = 'title')`;

/** Text no longer than a product title may be, whatever a row holds (catalog-limits.ts). */
const titleLength = (text: SQL) => sql<string>`left(${text}, ${sql.raw(String(PRODUCT_LIMITS.title))})`;

/**
 * A product's title as shown in `locale`: its translation, else its own (Russian) title.
 * @example
 *   db.select({ title: productTitleIn("en-US") }).from(products);
 */
export function productTitleIn(locale: string): SQL<string> {
  const translated = translatedProductTitle(locale);
  return translated
    ? titleLength(sql`coalesce(${translated}, ${products.title})`)
    : titleLength(sql`${products.title}`);
}

/** A value as JSON text (`to_json`: a string quoted and escaped, a number as it is). */
const json = (value: SQL) => sql`to_json(${value})::text`;

/**
 * The card of the row of `products` in a query that joins it, in `locale`, as JSON text. Written
 * out field by field, so that the text is as compact as JSON.stringify's: PostgreSQL's
 * json_build_object puts spaces around every colon and comma, half as many bytes again on the wire.
 * Every part is non-null (a null would make the whole text null).
 */
function cardJson(locale: string): SQL {
  const translatedTitle = translatedProductTitle(locale);
  const title = productTitleIn(locale);
  // The first stored image (jsonb: path, width, height, alt, perhaps source) without its source.
  const image = sql`${products.images} -> 0`;
  // An alt text that is the title is the title in the card's language; one staff wrote stays (image-alt.ts).
  const alt = titleLength(
    translatedTitle
      ? sql`case when ${image} ->> 'alt' = ${products.title} then coalesce(${translatedTitle}, ${image} ->> 'alt') else coalesce(${image} ->> 'alt', '') end`
      : sql`coalesce(${image} ->> 'alt', '')`,
  );
  const imageJson = sql`'{"path":' || ${json(sql`coalesce(${image} ->> 'path', '')`)}
    || ',"width":' || coalesce(${image} ->> 'width', '0') || ',"height":' || coalesce(${image} ->> 'height', '0')
    || ',"alt":' || ${json(alt)} || '}'`;
  const price = sql`'{"measure":{"id":' || m.id || ',"code":' || ${json(sql`m.code`)} || ',"title":' || ${json(sql`m.title`)}
    || ',"step":' || trim_scale(m.step)::text || '},"priceType":' || ${json(sql`t.code`)}
    || ',"currency":' || ${json(sql`${productPrices.currency}`)} || ',"price":' || (${productPrices.price} * 100)::bigint
    || case when ${productPrices.compareAtPrice} > ${productPrices.price}
         then ',"compareAtPrice":' || (${productPrices.compareAtPrice} * 100)::bigint else '' end
    || '}'`;
  const prices = sql`(select coalesce(string_agg(${price}, ',' order by t.code collate "C", m.id), '')
    from ${productPrices}
      join ${measures} m on m.id = ${productPrices.measureId}
      join ${priceTypes} t on t.id = ${productPrices.priceTypeId}
    where ${productPrices.productId} = ${products.id} and ${productPrices.price} > 0)`;
  const defaultMeasure = sql`coalesce((select d.code from ${measures} d where d.id = ${products.defaultMeasureId}), 'pcs')`;
  return sql`'{"@id":"/api/catalog/products/' || ${products.id} || '","@type":"Product","id":' || ${products.id}
    || ',"number":' || ${json(sql`${products.number}`)} || ',"slug":' || ${json(sql`${products.slug}`)}
    || ',"title":' || ${json(title)} || ',"prices":[' || ${prices} || ']'
    || ',"defaultMeasure":' || ${json(defaultMeasure)}
    || ',"images":' || case when jsonb_array_length(${products.images}) = 0 then '[]' else '[' || ${imageJson} || ']' end
    || '}'`;
}

const cardStatements = preparedPerLocale((db, locale, name) =>
  db
    .select({
      id: sql<number>`page.id`.mapWith(Number),
      card: sql<string>`${cardJson(locale)}`,
      // The catalog version of the statement's snapshot (one snapshot: the cards are at least as
      // new as it), which card-store.ts needs to keep a card safely.
      version:
        sql<number>`(select ${catalogVersion.version} from ${catalogVersion} where ${catalogVersion.id} = 1)`.mapWith(
          Number,
        ),
    })
    .from(
      sql`unnest(${sql.placeholder("ids")}::int4[]) with ordinality as page(id, at)
        join ${products} on ${products.id} = page.id and ${shownToPublic}`,
    )
    .orderBy(sql`page.at`)
    .prepare(`product_cards_${name}`),
);

/** Cards read from the database, with the catalog version they are as new as. */
export interface ReadCards {
  /** The catalog version of the read (0 when no card was read). */
  version: number;
  /** Each published product's card as JSON text, in the order of the ids asked for. */
  cards: { id: number; json: string }[];
}

/**
 * The cards of the published products among `ids`, in their order (one query).
 * @example
 *   await readProductCards(db, [12, 7], "ru"); // { version: 41, cards: [{ id: 12, json: '{"@id":"/api/catalog/products/12",…}' }, …] }
 */
export async function readProductCards(
  db: Database,
  ids: readonly number[],
  locale: string = BASE_LOCALE,
): Promise<ReadCards> {
  if (ids.length === 0) return { version: 0, cards: [] };
  const rows = await cardStatements(db, locale).execute({ ids: [...ids] });
  return { version: rows[0]?.version ?? 0, cards: rows.map(({ id, card }) => ({ id, json: card })) };
}
