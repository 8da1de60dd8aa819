import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import type { DatabaseHandle } from "../../db/client";
import { openSeededDatabase } from "../../testing/seeded-database";
import { importYml } from "./yml-import";
import { groupNames, sharedStart } from "./yml-variants";

// Offers sharing a `group_id` (issue 46 point 4) become one product's variants, on both drivers:
// an export shaped as Ecwid writes one (the product, then its variations with a repeated
// vendorCode), and the shop's own feed read back, which exports variants with `group_id`.

const ECWID_STYLE = readFileSync(
  join(import.meta.dirname, "../../testing/yml/ecwid-style-variants.xml"),
  "utf8",
);

interface Product {
  number: string;
  title: string;
  prices: { priceType: string; measure: { code: string }; price: number }[];
  variants: { number: string; title: string; price: number; available: boolean }[];
}
interface FeedOffer {
  id: number;
  number: string;
  title: string;
  categoryId: number;
  price: number;
  variants: { id: number; number: string; title: string; price: number }[];
}

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
const job = { id: 1, actorId: 1 };
const once = (text: string) =>
  async function* () {
    yield text;
  };

beforeAll(async () => {
  database = await openSeededDatabase({ products: 6 });
  app = createApp({ database, version: "test", catalogCache: false });
});
afterAll(() => database.close());

const get = async <Body>(path: string) => (await (await app.request(`/api${path}`)).json()) as Body;

describe("names of a group", () => {
  it("are what the offers' names share, and what each adds", () => {
    expect(sharedStart(["Лунцзин, 50 г", "Лунцзин, 100 г"])).toBe("Лунцзин");
    const offer = (title: string, params: { name: string; value: string }[] = []) => ({
      line: 1,
      offerId: title,
      number: title,
      title,
      price: 100,
      compareAt: undefined,
      available: true,
      params,
    });
    expect(groupNames([offer("Лунцзин (50 г)"), offer("Лунцзин (100 г)")])).toEqual({
      title: "Лунцзин",
      variants: ["50 г", "100 г"],
    });
    // Names that share nothing: the params that set the offers apart.
    const colours = groupNames([
      offer("Красный чайник", [{ name: "Цвет", value: "красный" }]),
      offer("Синий чайник", [{ name: "Цвет", value: "синий" }]),
    ]);
    expect(colours).toEqual({ title: "Красный чайник", variants: ["красный", "синий"] });
  });
});

describe("importing offers of a group", () => {
  it("makes one product of them, its variants the variations (batches of 2: a group split between batches)", async () => {
    // Only the import's batch size cuts the file: its 5 offers in batches of 2.
    const summary = await importYml(database.db, once(ECWID_STYLE), { job, batchSize: 2 });
    expect(summary.offers.refused).toBe(0);
    const product = await get<Product>("/catalog/products-by-number/413376464");
    expect(product.title).toBe("Лунцзин «Колодец дракона»");
    expect(product.variants.map(({ title, price, available }) => ({ title, price, available }))).toEqual([
      { title: "50 г", price: 20_000, available: true },
      { title: "100 г", price: 35_000, available: true },
      { title: "250 г", price: 80_000, available: false },
    ]);
    // The repeated vendorCode gives way to each variation's own id.
    expect(product.variants.map((variant) => variant.number)).toEqual([
      "413376464C229995501",
      "413376464C229995502",
      "413376464C229995503",
    ]);
    // Listed at its cheapest available variant's price.
    expect(product.prices.find((price) => price.priceType === "retail")?.price).toBe(20_000);
    // An offer without a group is a product as before.
    expect((await get<Product>("/catalog/products-by-number/TP-7")).variants).toEqual([]);

    // Read again, the same file changes nothing.
    const again = await importYml(database.db, once(ECWID_STYLE), { job, batchSize: 2 });
    expect(again.offers).toMatchObject({ created: 0, refused: 0 });
    expect((await get<Product>("/catalog/products-by-number/413376464")).variants).toHaveLength(3);
  });

  it("refuses an offer whose article another product's variant has", async () => {
    // The first test's group made 413376464C229995501 a variant's article.
    const feed = `<?xml version="1.0" encoding="UTF-8"?><yml_catalog date="2026-01-01T00:00+00:00"><shop><currencies><currency id="RUR" rate="1"/></currencies><categories><category id="1">Зелёный чай</category></categories><offers><offer id="x1" available="true"><price>100.00</price><currencyId>RUR</currencyId><categoryId>1</categoryId><name>Чужой артикул</name><vendorCode>413376464C229995501</vendorCode></offer></offers></shop></yml_catalog>`;
    const summary = await importYml(database.db, once(feed), { job });
    expect(summary.offers).toMatchObject({ created: 0, refused: 1 });
    expect(summary.refusals).toEqual([
      expect.objectContaining({ id: "x1", kind: "offer", reason: expect.stringContaining("варианта") }),
    ]);
    const read = await app.request("/api/catalog/products-by-number/413376464C229995501");
    expect(read.status).toBe(404);
  });

  it("counts a group sold by weight in pieces (a variant is a countable form), one by the pack in packs", async () => {
    const offer = (id: string, group: string, unit: string, name: string, price: string) =>
      `<offer id="${id}" group_id="${group}" available="true"><price>${price}</price><currencyId>RUR</currencyId><categoryId>1</categoryId><name>${name}</name><vendorCode>${id}</vendorCode><param name="Единица измерения">${unit}</param></offer>`;
    const feed = `<?xml version="1.0" encoding="UTF-8"?><yml_catalog date="2026-01-01T00:00+00:00"><shop><currencies><currency id="RUR" rate="1"/></currencies><categories><category id="1">Зелёный чай</category></categories><offers>${[
      offer("W-50", "W", "кг", "Весовой чай, 50 г", "100.00"),
      offer("W-100", "W", "кг", "Весовой чай, 100 г", "180.00"),
      offer("P-1", "P", "упак", "Чай в пачках, 1 пачка", "300.00"),
      offer("P-2", "P", "упак", "Чай в пачках, 2 пачки", "550.00"),
    ].join("")}</offers></shop></yml_catalog>`;
    const summary = await importYml(database.db, once(feed), { job });
    expect(summary.offers.refused).toBe(0);
    const weighed = await get<Product & { defaultMeasure: string }>("/catalog/products-by-number/W");
    expect(weighed.defaultMeasure).toBe("pcs");
    expect(weighed.variants.map((variant) => variant.number)).toEqual(["W-50", "W-100"]);
    const packed = await get<Product & { defaultMeasure: string }>("/catalog/products-by-number/P");
    expect(packed.defaultMeasure).toBe("pack");
    expect(packed.variants.map((variant) => variant.number)).toEqual(["P-1", "P-2"]);
  });

  it("reads the shop's own feed back: variants as offers sharing a group_id", async () => {
    const { member } = await get<{ member: FeedOffer[] }>("/feeds/market/offers?limit=1000");
    const exported = member.find((offer) => offer.number === "413376464");
    if (!exported) throw new Error("the feed lacks the product with variants");
    // Only the variants on sale are offers.
    expect(exported.variants.map((variant) => [variant.title, variant.price])).toEqual([
      ["50 г", 20_000],
      ["100 г", 35_000],
    ]);
    // The storefront's writer (features/market-feed/yml.ts) makes each an <offer> of the group.
    const offers = exported.variants
      .map(
        (variant) =>
          `<offer id="${exported.id}v${variant.id}" group_id="${exported.id}" available="true"><price>${variant.price / 100}.00</price><currencyId>RUR</currencyId><categoryId>${exported.categoryId}</categoryId><name>${exported.title}, ${variant.title}</name><vendorCode>RT-${variant.number}</vendorCode><param name="Единица измерения">упак</param></offer>`,
      )
      .join("\n");
    const feed = `<?xml version="1.0" encoding="UTF-8"?><yml_catalog date="2026-01-01T00:00+00:00"><shop><currencies><currency id="RUR" rate="1"/></currencies><categories><category id="${exported.categoryId}">Зелёный чай</category></categories><offers>${offers}</offers></shop></yml_catalog>`;
    const summary = await importYml(database.db, once(feed), { job });
    expect(summary.offers).toMatchObject({ created: 2, refused: 0 });
    const read = await get<Product>(`/catalog/products-by-number/${exported.id}`);
    expect(read.title).toBe(exported.title);
    expect(read.variants.map(({ number, title, price }) => ({ number, title, price }))).toEqual(
      exported.variants.map(({ number, title, price }) => ({ number: `RT-${number}`, title, price })),
    );
  });
});
