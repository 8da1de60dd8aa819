import type { MarketFeed, MarketFeedOffer } from "@shop/api-client";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { FEED_CHUNK_SIZE, marketFeedResponse } from "./market-feed-response";
import type { MarketFeedSource } from "./market-feed-source";
import { MAX_DESCRIPTION_LENGTH, ymlOffer, ymlPrice } from "./yml";

// The feed against a stand-in for the API (the API's side is tested on a real database in
// apps/api/src/routes/market-feed.test.ts): its document is checked against the YML rules
// Yandex Market publishes for the "simple" offer type.

const ORIGIN = "https://shop.example";
const HEAD: MarketFeed = {
  "@id": "/api/feeds/market",
  "@type": "MarketFeed",
  catalogVersion: 42,
  lastModified: "2026-11-20T09:30:15.000Z",
  totalOffers: 0,
  categories: [
    { id: 1, parentId: null, title: "Чай" },
    { id: 2, parentId: 1, title: "Зелёный & белый" },
  ],
};

const offer = (id: number): MarketFeedOffer => ({
  id,
  number: String(100_000 + id),
  slug: `tea-${id}`,
  title: id === 1 ? 'Сенча "Юкари" <премиум> & Ко' : `Чай ${id}`,
  description: id === 1 ? `Описание\u0001 ${"очень ".repeat(700)}длинное` : "",
  categoryId: 2,
  price: 129_990 + id,
  oldPrice: null,
  measure: id === 2 ? { code: "kg", title: "кг" } : { code: "pcs", title: "шт" },
  pictures: id === 1 ? ["/api/media/products/100001-1.webp", "/api/media/products/100001-2.webp"] : [],
  params: id === 1 ? [{ name: "Страна", value: "Япония" }] : [],
  variants: [],
});

/** Stands for the API: `count` offers with ids 1…count, made on demand, never as one list. */
function fakeSource(count: number, head: Partial<MarketFeed> = {}) {
  const source = {
    chunks: [] as string[],
    async head() {
      return { ...HEAD, totalOffers: count, ...head };
    },
    async offers({ after, limit }: { after: number; limit: number }) {
      source.chunks.push(`${after}+${limit}`);
      const ids = Array.from(
        { length: Math.max(0, Math.min(limit, count - after)) },
        (_, at) => after + at + 1,
      );
      return ids.map(offer);
    },
  } satisfies MarketFeedSource & { chunks: string[] };
  return source;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  isArray: (name) => ["offer", "category", "picture", "param"].includes(name),
});

interface Yml {
  yml_catalog: {
    "@date": string;
    shop: {
      name: string;
      company: string;
      url: string;
      currencies: { currency: { "@id": string; "@rate": string } };
      categories: { category: { "#text": string; "@id": string; "@parentId"?: string }[] };
      offers: {
        offer?: {
          "@id": string;
          "@available": string;
          url: string;
          price: string | number;
          currencyId: string;
          categoryId: string | number;
          picture?: string[];
          name: string;
          vendorCode: string | number;
          description?: string;
          param?: { "@name": string; "#text": string }[];
        }[];
      };
    };
  };
}

async function feed(source: MarketFeedSource, init: RequestInit = {}) {
  const response = await marketFeedResponse(new Request(`${ORIGIN}/feeds/yandex-market.yml`, init), source);
  const text = await response.text();
  return { response, text };
}

describe("/feeds/yandex-market.yml", () => {
  it("is a well-formed YML document with the shop, its currency, categories and every offer", async () => {
    const { response, text } = await feed(fakeSource(3));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(XMLValidator.validate(text)).toBe(true);

    const { yml_catalog: catalog } = parser.parse(text) as Yml;
    // date: YYYY-MM-DDThh:mm with the zone, the catalog's last change.
    expect(catalog["@date"]).toBe("2026-11-20T09:30+00:00");
    const { shop } = catalog;
    expect(shop.name).toBeTruthy();
    expect(shop.company).toBeTruthy();
    expect(shop.url).toBe(`${ORIGIN}/`);
    expect(shop.currencies.currency).toEqual({ "@id": "RUR", "@rate": "1" });
    expect(shop.categories.category).toEqual([
      { "#text": "Чай", "@id": "1" },
      { "#text": "Зелёный & белый", "@id": "2", "@parentId": "1" },
    ]);

    const offers = shop.offers.offer ?? [];
    expect(offers.map((item) => item["@id"])).toEqual(["1", "2", "3"]);
    const ids = new Set(shop.categories.category.map((category) => category["@id"]));
    for (const item of offers) {
      // Required of a simple offer: url, price, currencyId, categoryId, name; ids of letters and digits.
      expect(item["@id"]).toMatch(/^[A-Za-z0-9]{1,20}$/);
      expect(item.url).toMatch(/^https:\/\/shop\.example\/product\/tea-\d+$/);
      expect(String(item.price)).toMatch(/^\d+\.\d{2}$/);
      expect(item.currencyId).toBe("RUR");
      expect(ids.has(String(item.categoryId))).toBe(true);
      expect(item.name).toBeTruthy();
    }
    const [first] = offers;
    expect(first?.name).toBe('Сенча "Юкари" <премиум> & Ко');
    expect(String(first?.price)).toBe("1299.91");
    expect(String(first?.vendorCode)).toBe("100001");
    expect(first?.picture).toEqual([
      `${ORIGIN}/api/media/products/100001-1.webp`,
      `${ORIGIN}/api/media/products/100001-2.webp`,
    ]);
    expect(first?.param).toEqual([
      { "@name": "Страна", "#text": "Япония" },
      { "@name": "Единица измерения", "#text": "шт" },
    ]);
    expect(offers[1]?.param).toEqual([{ "@name": "Единица измерения", "#text": "кг" }]);
    // The description: no control characters, at most 3 000 characters.
    expect(first?.description).not.toContain("\u0001");
    expect(first?.description?.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    expect(offers[1]?.description).toBeUndefined();
  });

  it("streams the offers a chunk at a time, as they are read", async () => {
    const count = FEED_CHUNK_SIZE * 2 + 5;
    const source = fakeSource(count);
    const response = await marketFeedResponse(new Request(`${ORIGIN}/feeds/yandex-market.yml`), source);
    // Nothing is asked of the API before the body is read.
    expect(source.chunks).toEqual([]);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    await reader.read();
    expect(source.chunks).toEqual([`0+${FEED_CHUNK_SIZE}`]);
    await reader.cancel();
    expect(source.chunks).toHaveLength(1);

    const { text } = await feed(fakeSource(count));
    const offers = (parser.parse(text) as Yml).yml_catalog.shop.offers.offer ?? [];
    expect(offers).toHaveLength(count);
    expect(new Set(offers.map((item) => item["@id"])).size).toBe(count);
  });

  it("answers 304 to a client that has the current version, by ETag or by date", async () => {
    const { response } = await feed(fakeSource(2));
    const etag = response.headers.get("etag") as string;
    const lastModified = response.headers.get("last-modified") as string;
    expect(etag).toMatch(/^"yml-42-/);
    expect(lastModified).toBe("Fri, 20 Nov 2026 09:30:15 GMT");

    const same = await feed(fakeSource(2), { headers: { "If-None-Match": etag } });
    expect(same.response.status).toBe(304);
    expect(same.text).toBe("");
    const sinceThen = await feed(fakeSource(2), { headers: { "If-Modified-Since": lastModified } });
    expect(sinceThen.response.status).toBe(304);

    // Any write to the catalog is a new version.
    const changed = await feed(fakeSource(2, { catalogVersion: 43 }), { headers: { "If-None-Match": etag } });
    expect(changed.response.status).toBe(200);
    const older = await feed(fakeSource(2), {
      headers: { "If-Modified-Since": "Fri, 20 Nov 2026 09:30:14 GMT" },
    });
    expect(older.response.status).toBe(200);
  });

  it("is 503 with Retry-After when the API cannot say what the catalog is", async () => {
    const source: MarketFeedSource = {
      head: () => Promise.reject(new Error("connection refused")),
      offers: () => Promise.reject(new Error("connection refused")),
    };
    const { response } = await feed(source);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
  });

  it("writes a sale's was price as <oldprice>, only above the price", () => {
    const sale = ymlOffer({ ...offer(3), price: 99_000, oldPrice: 129_050 }, "https://shop.example");
    expect(sale).toContain("<price>990.00</price>\n<oldprice>1290.50</oldprice>\n<currencyId>");
    expect(ymlOffer({ ...offer(3), price: 99_000, oldPrice: 99_000 }, "https://shop.example")).not.toContain(
      "oldprice",
    );
    expect(ymlOffer({ ...offer(3), oldPrice: null }, "https://shop.example")).not.toContain("oldprice");
  });

  it("writes a product's variants as offers of one group, each with its article, name and price", () => {
    const written = ymlOffer(
      {
        ...offer(3),
        variants: [
          { id: 7, number: "100003-50", title: "50 г", price: 20_000, oldPrice: null },
          { id: 8, number: "100003-100", title: "100 г", price: 35_050, oldPrice: 40_000 },
        ],
      },
      "https://shop.example",
    );
    const parsed = new XMLParser({
      ignoreAttributes: false,
      parseTagValue: false,
      parseAttributeValue: false,
    }).parse(`<offers>${written}</offers>`) as {
      offers: { offer: Record<string, string | number>[] };
    };
    expect(
      parsed.offers.offer.map((one) => [
        one["@_id"],
        one["@_group_id"],
        one.name,
        one.vendorCode,
        one.price,
        one.url,
      ]),
    ).toEqual([
      [
        "3v7",
        "3",
        "Чай 3, 50 г",
        "100003-50",
        "200.00",
        "https://shop.example/product/tea-3?variant=100003-50",
      ],
      [
        "3v8",
        "3",
        "Чай 3, 100 г",
        "100003-100",
        "350.50",
        "https://shop.example/product/tea-3?variant=100003-100",
      ],
    ]);
    expect(written).toContain("<oldprice>400.00</oldprice>");
  });

  it("writes prices exactly, kopecks after the point", () => {
    expect(ymlPrice(129_990)).toBe("1299.90");
    expect(ymlPrice(5)).toBe("0.05");
    expect(ymlPrice(100)).toBe("1.00");
  });
});
