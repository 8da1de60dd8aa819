import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { productPrices, products, productTranslations, type StoredImage } from "../../db/schema/index";
import { openSeededDatabase } from "../../testing/seeded-database";
import { kopecksFromNumeric } from "../money";
import { type CatalogIndexStore, createCatalogIndexStore } from "./index/catalog-index-store";
import { readProductCards } from "./product-cards";
import { findProduct, type ProductView } from "./products";

// The cards the database writes (product-cards.ts) must be the product view of products.ts cut
// down to a card, whatever the product: this compares the two for every product of a seeded
// catalog with the cases the view treats specially written into it. On the real test database
// (both drivers).

/** The cards as a list's `member` array writes them (index/card-store.ts joins them so). */
async function productCardsJson(db: DatabaseHandle["db"], ids: number[], locale?: string) {
  const { cards } = await readProductCards(db, ids, locale);
  return `[${cards.map((card) => card.json).join(",")}]`;
}

/** The card of a whole product, as the contract defines it (the view without the rest). */
function cardOf(product: ProductView) {
  const { description, category, categoryPath, attributes, createdAt, images, variants, ...card } = product;
  return { ...card, images: images.slice(0, 1) };
}

let database: DatabaseHandle;
let catalog: CatalogIndexStore;
let ids: number[];
let translatedTitle = "";
/** Products the special cases were written into. */
const cases = {
  translated: 0,
  twoPhotos: 0,
  onSale: 0,
  notOnSale: 0,
  noPrices: 0,
  unpublished: 0,
};

const photo = (path: string, alt: string, source?: string): StoredImage => ({
  path,
  width: 640,
  height: 480,
  alt,
  ...(source ? { source } : {}),
});

beforeAll(async () => {
  database = await openSeededDatabase({ products: 30 });
  catalog = createCatalogIndexStore(database.db);
  const { db } = database;
  ids = (await db.select({ id: products.id }).from(products).orderBy(products.number)).map((row) => row.id);
  const [translated, twoPhotos, onSale, notOnSale, noPrices, unpublished] = ids;
  if (unpublished === undefined) throw new Error("the seed gave fewer than 6 products");
  Object.assign(cases, { translated, twoPhotos, onSale, notOnSale, noPrices, unpublished });
  // A translated title (and description), with a photo whose alt text is the title: it follows the
  // title into the translation (one staff wrote would stay, image-alt.ts).
  const [translatedRow] = await db
    .select({ title: products.title })
    .from(products)
    .where(eq(products.id, cases.translated));
  translatedTitle = translatedRow?.title ?? "";
  await db.insert(productTranslations).values([
    { itemId: cases.translated, locale: "en-US", field: "title", value: "Long Jing, first grade" },
    { itemId: cases.translated, locale: "en-US", field: "description", value: "Green tea." },
    { itemId: cases.twoPhotos, locale: "en-US", field: "description", value: "Only the description." },
  ]);
  await db
    .update(products)
    .set({ images: [photo("/api/media/products/a.webp", translatedTitle, "https://example.com/a.jpg")] })
    .where(eq(products.id, cases.translated));
  await db
    .update(products)
    .set({
      images: [
        photo("/api/media/products/b-1.webp", "Первое"),
        photo("/api/media/products/b-2.webp", "Второе", "b-2.jpg"),
      ],
    })
    .where(eq(products.id, cases.twoPhotos));
  // A was-price above the price (shown) and one not above it (never shown).
  const [sale] = await db
    .select()
    .from(productPrices)
    .where(eq(productPrices.productId, cases.onSale))
    .limit(1);
  if (!sale) throw new Error("the seed gave a product no price");
  await db
    .update(productPrices)
    .set({ compareAtPrice: "99999.99" })
    .where(and(eq(productPrices.productId, sale.productId), eq(productPrices.measureId, sale.measureId)));
  await db
    .update(productPrices)
    .set({ compareAtPrice: "0.01" })
    .where(eq(productPrices.productId, cases.notOnSale));
  // Prices of zero are not shown; a product without any shows none.
  await db.update(productPrices).set({ price: "0" }).where(eq(productPrices.productId, cases.noPrices));
  await db.update(products).set({ published: false }).where(eq(products.id, cases.unpublished));
});
afterAll(() => database.close());

describe("readProductCards", () => {
  it.each(["ru", "en-US"])(
    "writes each published product's card as its view shows it (%s)",
    async (locale) => {
      // Any order: a page's ids come in the order the list asks for.
      const asked = [...ids].reverse();
      const text = await productCardsJson(database.db, asked, locale);
      const cards = JSON.parse(text);
      // As compact as JavaScript writes it (PostgreSQL's json_build_object would add half as much
      // again in spaces).
      expect(text).toBe(JSON.stringify(cards));
      const views = await Promise.all(asked.map((id) => findProduct(database.db, catalog, { id }, locale)));
      const expected = views.flatMap((view) => (view ? [cardOf(view)] : []));
      expect(cards).toEqual(expected);
      expect(cards).toHaveLength(ids.length - 1);
    },
  );

  it("covers the cases the view treats specially", async () => {
    const [english] = JSON.parse(await productCardsJson(database.db, [cases.translated], "en-US"));
    expect(english).toMatchObject({
      title: "Long Jing, first grade",
      images: [{ path: "/api/media/products/a.webp", alt: "Long Jing, first grade" }],
    });
    expect(english.images[0]).not.toHaveProperty("source");
    const [russian] = JSON.parse(await productCardsJson(database.db, [cases.translated], "ru"));
    expect(russian.images).toEqual([
      { path: "/api/media/products/a.webp", width: 640, height: 480, alt: translatedTitle },
    ]);
    const [twoPhotos] = JSON.parse(await productCardsJson(database.db, [cases.twoPhotos], "en-US"));
    expect(twoPhotos.images).toEqual([
      { path: "/api/media/products/b-1.webp", width: 640, height: 480, alt: "Первое" },
    ]);
    const [onSale, notOnSale, noPrices] = JSON.parse(
      await productCardsJson(database.db, [cases.onSale, cases.notOnSale, cases.noPrices]),
    );
    expect(
      onSale.prices.some((price: { compareAtPrice?: number }) => price.compareAtPrice === 9_999_999),
    ).toBe(true);
    expect(notOnSale.prices.every((price: object) => !("compareAtPrice" in price))).toBe(true);
    expect(noPrices.prices).toEqual([]);
    expect(await productCardsJson(database.db, [cases.unpublished])).toBe("[]");
    expect(await productCardsJson(database.db, [])).toBe("[]");
  });

  it("keeps money exact: kopecks are integers of the stored numeric", async () => {
    const stored = await database.db
      .select()
      .from(productPrices)
      .where(inArray(productPrices.productId, ids.slice(6, 12)));
    const cards = JSON.parse(await productCardsJson(database.db, ids.slice(6, 12)));
    const shown = cards.flatMap((card: { prices: { price: number }[] }) =>
      card.prices.map((price) => price.price),
    );
    for (const price of shown) expect(Number.isInteger(price)).toBe(true);
    const storedKopecks = stored
      .filter((row) => kopecksFromNumeric(row.price) > 0)
      .map((row) => kopecksFromNumeric(row.price))
      .sort((a, b) => a - b);
    expect([...shown].sort((a, b) => a - b)).toEqual(storedKopecks);
  });
});
