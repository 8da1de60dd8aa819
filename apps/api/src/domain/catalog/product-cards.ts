import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { measures, priceTypes, productPrices, products, productTranslations } from "../../db/schema/index";
import { BASE_LOCALE } from "../locales";
import { preparedPerLocale } from "./prepared-statements";

// A listing's cards, written by the database as the JSON text of the answer's `member` array.
//
// A card (the contract's ProductCard: number, slug, title, the first image, the prices, the
// default measure) is the product view of products.ts cut down, and a page of them is most of a
// list's answer. Read as rows, every card cost the API a row mapping, the parse of its prices, a
// view object and its serialisation: about a third of the API's CPU time in a list, and the API's
// one thread is what lists wait on (profiled with bench/catalog.mjs --cpu-prof at 100 000
// products). Here PostgreSQL builds the page's JSON in the same single query that reads the rows,
// and the route writes the text into the answer unparsed: 600-640 lists a second instead of
// 360-420 on the same machine and data, searches 670-740 instead of about 550.
//
// The shape must stay the card of `productViews`: `product-cards.test.ts` compares the two for
// every product of the seed and for translated titles, was-prices and products without photos or
// prices. What the view does in JavaScript is done here the same way: only positive prices, in
// price type code order (byte order, as JavaScript compares ASCII codes) then measure id; money as
// integer kopecks (numeric(12,2) times 100 is exact); a was-price only above the price; the
// measure's step without trailing zeros; the first image without its import source, its alt text
// the translated title where there is one; unpublished ids left out, the ids' order kept.

/** The card JSON of one product row of `products` (in a query that joins it), in `locale`. */
function cardObject(locale: string) {
  const translatedTitle =
    locale === BASE_LOCALE
      ? undefined
      : sql`(select ${productTranslations.value} from ${productTranslations}
          where ${productTranslations.itemId} = ${products.id} and ${productTranslations.locale} = ${locale}
            and ${productTranslations.field} = 'title')`;
  const title = translatedTitle
    ? sql`coalesce(${translatedTitle}, ${products.title})`
    : sql`${products.title}`;
  const firstImage = sql`(${products.images} -> 0) - 'source'::text`;
  const image = translatedTitle
    ? sql`case when ${translatedTitle} is null then ${firstImage}
        else ${firstImage} || jsonb_build_object('alt', ${translatedTitle}) end`
    : firstImage;
  const prices = sql`(select coalesce(json_agg(json_strip_nulls(json_build_object(
        'measure', json_build_object('id', m.id, 'code', m.code, 'title', m.title, 'step', trim_scale(m.step)),
        'priceType', t.code,
        'currency', ${productPrices.currency},
        'price', (${productPrices.price} * 100)::bigint,
        'compareAtPrice', case when ${productPrices.compareAtPrice} > ${productPrices.price}
          then (${productPrices.compareAtPrice} * 100)::bigint end
      )) order by t.code collate "C", m.id), '[]')
    from ${productPrices}
      join ${measures} m on m.id = ${productPrices.measureId}
      join ${priceTypes} t on t.id = ${productPrices.priceTypeId}
    where ${productPrices.productId} = ${products.id} and ${productPrices.price} > 0)`;
  return sql`json_build_object(
    '@id', '/api/catalog/products/' || ${products.id},
    '@type', 'Product',
    'id', ${products.id},
    'number', ${products.number},
    'slug', ${products.slug},
    'title', ${title},
    'prices', ${prices},
    'defaultMeasure', coalesce((select d.code from ${measures} d where d.id = ${products.defaultMeasureId}), 'pcs'),
    'images', case when jsonb_array_length(${products.images}) = 0 then '[]'::jsonb else jsonb_build_array(${image}) end
  )`;
}

const cardStatements = preparedPerLocale((db, locale, name) =>
  db
    .select({
      cards: sql<string>`coalesce(json_agg(${cardObject(locale)} order by page.at), '[]')::text`,
    })
    .from(
      sql`unnest(${sql.placeholder("ids")}::int4[]) with ordinality as page(id, at)
        join ${products} on ${products.id} = page.id and ${products.published}`,
    )
    .prepare(`product_cards_${name}`),
);

/**
 * The cards of the published products among `ids`, in their order, as the JSON text of an array
 * (one query).
 * @example
 *   await productCardsJson(db, [12, 7], "ru"); // '[{"@id":"/api/catalog/products/12","@type":"Product",…},…]'
 */
export async function productCardsJson(
  db: Database,
  ids: readonly number[],
  locale: string = BASE_LOCALE,
): Promise<string> {
  if (ids.length === 0) return "[]";
  const [row] = await cardStatements(db, locale).execute({ ids: [...ids] });
  return row?.cards ?? "[]";
}
