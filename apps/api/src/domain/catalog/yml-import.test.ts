import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import type { DatabaseHandle } from "../../db/client";
import { catalogVersion, categories, products } from "../../db/schema/index";
import { openSeededDatabase } from "../../testing/seeded-database";
import { CATALOG_FIXTURE, CATALOG_FIXTURE_NOTES } from "../../testing/yml/catalog-fixture";
import { importYml, type YmlImportSummary } from "./yml-import";
import { YmlFormatError } from "./yml-reader";

// The YML import on a real database (both drivers: the postgres project runs this file too), with
// a fixture of nested categories, Cyrillic, an oldprice, a missing price, a foreign currency, an
// offer not on sale and a picture that cannot be fetched.

const FIXTURE = CATALOG_FIXTURE;

/** The job these imports' audit entries name: the domain import alone, without a `catalog_imports` row. */
const job = { id: 1, actorId: 1 };

/** The text in chunks of `size` characters, as a file arrives. */
const chunked = (text: string, size = 97) =>
  async function* () {
    for (let at = 0; at < text.length; at += size) yield text.slice(at, at + size);
  };

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let first: YmlImportSummary;

const version = async () => (await database.db.select().from(catalogVersion))[0]?.version ?? 0;
const productCount = async () =>
  (await database.db.select({ count: sql<number>`count(*)::int` }).from(products))[0]?.count ?? 0;

beforeAll(async () => {
  database = await openSeededDatabase({ products: 12 });
  app = createApp({ database, version: "test", catalogCache: false });
  first = await importYml(database.db, chunked(FIXTURE), { job, batchSize: 2 });
});
afterAll(() => database.close());

describe("importing a YML file", () => {
  it("creates the category tree under its parents, in Russian", async () => {
    expect(first.categories).toEqual({ created: 4, updated: 0, unchanged: 0, refused: 0 });
    const rows = await database.db
      .select({ path: categories.path, title: categories.title, depth: categories.depth })
      .from(categories)
      .where(sql`${categories.path} like 'posuda%' or ${categories.path} like 'chay-travy%'`);
    expect(rows.map(({ path, depth }) => [path, depth]).sort()).toEqual([
      ["chay-travy", 0],
      ["posuda-dlya-chaya", 0],
      ["posuda-dlya-chaya/chayniki-iz-gliny", 1],
      ["posuda-dlya-chaya/chayniki-iz-gliny/isinskie-chayniki", 2],
    ]);
    expect(rows.find((row) => row.path === "chay-travy")?.title).toBe("Чай & травы");
  });

  it("creates the offers of the file (one without a price unsold, with a note) and refuses those it cannot price, with their line and reason", async () => {
    expect(first.offers).toEqual({ created: 4, updated: 0, unchanged: 0, refused: 1 });
    expect(first.refusals).toMatchObject(CATALOG_FIXTURE_NOTES);

    const response = await app.request("/api/catalog/products-by-number/YX-0001");
    expect(response.status).toBe(200);
    const teapot = (await response.json()) as {
      title: string;
      description: string;
      defaultMeasure: string;
      category: { path: string } | string;
      prices: { priceType: string; measure: { code: string }; price: number; compareAtPrice?: number }[];
      attributes?: { title: string; values: { title: string }[] }[];
    };
    expect(teapot.title).toBe("Чайник «Сиши» из исинской глины, 150 мл");
    expect(teapot.description).toBe("<p>Ручная работа.</p>Глина: цзышa.");
    // The oldprice is the "was" price of the product's measure, shown beside the price.
    expect(teapot.prices).toContainEqual(
      expect.objectContaining({
        priceType: "retail",
        measure: expect.objectContaining({ code: "pcs" }),
        price: 459_050,
        compareAtPrice: 510_000,
      }),
    );

    // The measure named by «Единица измерения», and an offer not on sale kept without a price.
    const [ivan] = await database.db.select().from(products).where(eq(products.number, "YX-0002"));
    expect(ivan?.listPrice).toBe("1290.00");
    const [absent] = await database.db.select().from(products).where(eq(products.number, "YX-0005"));
    expect(absent?.listPrice).toBeNull();
  });

  it("hands the oldprice on to the marketplace feed as the offer's was price", async () => {
    const offers = (await (await app.request("/api/feeds/market/offers?limit=1000")).json()) as {
      member: { number: string; price: number; oldPrice: number | null }[];
    };
    const byNumber = new Map(offers.member.map((offer) => [offer.number, offer]));
    expect(byNumber.get("YX-0001")).toMatchObject({ price: 459_050, oldPrice: 510_000 });
    expect(byNumber.get("YX-0002")).toMatchObject({ price: 129_000, oldPrice: null });
  });

  it("finds what it imported in the catalog: by search, with the params as facets", async () => {
    const found = (await (
      await app.request(`/api/catalog/products?search=${encodeURIComponent("исинский чайник")}`)
    ).json()) as {
      member: { number: string }[];
    };
    expect(found.member.map((product) => product.number)).toContain("YX-0001");
  });

  it("writes nothing when the same file comes again", async () => {
    const before = { version: await version(), products: await productCount() };
    const again = await importYml(database.db, chunked(FIXTURE, 1000), { job });
    expect(again.categories).toEqual({ created: 0, updated: 0, unchanged: 4, refused: 0 });
    expect(again.offers).toEqual({ created: 0, updated: 0, unchanged: 4, refused: 1 });
    expect({ version: await version(), products: await productCount() }).toEqual(before);
  });

  it("updates an offer whose oldprice changed or went, and keeps none at or below the price", async () => {
    const retailOf = async () => {
      const product = (await (await app.request("/api/catalog/products-by-number/YX-0001")).json()) as {
        prices: { priceType: string; price: number; compareAtPrice?: number }[];
      };
      return product.prices.find((price) => price.priceType === "retail");
    };
    const raised = await importYml(
      database.db,
      chunked(FIXTURE.replace("<oldprice>5100</oldprice>", "<oldprice>5200,50</oldprice>")),
      { job },
    );
    expect(raised.offers).toMatchObject({ updated: 1, unchanged: 3 });
    expect(await retailOf()).toMatchObject({ price: 459_050, compareAtPrice: 520_050 });
    const below = await importYml(
      database.db,
      chunked(FIXTURE.replace("<oldprice>5100</oldprice>", "<oldprice>4000</oldprice>")),
      { job },
    );
    expect(below.offers).toMatchObject({ updated: 1, unchanged: 3 });
    expect(await retailOf()).not.toHaveProperty("compareAtPrice");
    // Back as the file first had it.
    await importYml(database.db, chunked(FIXTURE), { job });
    expect(await retailOf()).toMatchObject({ compareAtPrice: 510_000 });
  });

  it("updates a changed offer in place, never a second product", async () => {
    const changed = FIXTURE.replace("<price>4590.50</price>", "<price>4990</price>");
    const summary = await importYml(database.db, chunked(changed), { job });
    expect(summary.offers).toEqual({ created: 0, updated: 1, unchanged: 3, refused: 1 });
    const rows = await database.db.select().from(products).where(eq(products.number, "YX-0001"));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.listPrice).toBe("4990.00");
  });

  it("refuses a picture it cannot fetch alone, with its offer's line, and keeps the offer", async () => {
    const mediaDir = mkdtempSync(join(tmpdir(), "yml-media-"));
    try {
      const summary = await importYml(database.db, chunked(FIXTURE), {
        job,
        pictures: { mediaDir, allowedHosts: ["unreachable.example"], timeoutMs: 2_000 },
      });
      expect(summary.offers.refused).toBe(1);
      expect(summary.pictures).toEqual({ stored: 0, refused: 1, planned: 1 });
      // Said once per server and reason, with a count (a shop's 82 pictures are one line).
      expect(summary.refusals).toContainEqual(
        expect.objectContaining({
          line: 18,
          id: "yx1",
          kind: "pictures",
          host: "unreachable.example",
          count: 1,
          reason: expect.stringMatching(
            /^Картинки с unreachable\.example не загружены \(1 шт\.\): сервер .* Предложения загружены без них\.$/,
          ),
        }),
      );
      const [teapot] = await database.db.select().from(products).where(eq(products.number, "YX-0001"));
      expect(teapot?.images).toEqual([]);
    } finally {
      rmSync(mediaDir, { recursive: true, force: true });
    }
  });

  it("refuses malformed XML with its line, and writes nothing of the file", async () => {
    const before = { version: await version(), products: await productCount() };
    const broken = FIXTURE.replace(
      "<vendorCode>YX-0002</vendorCode>",
      "<vendorCode>YX-0099</vendor>",
    ).replace("<price>1290</price>", "<price>1</price>");
    const attempt = importYml(database.db, chunked(broken), { job });
    await expect(attempt).rejects.toBeInstanceOf(YmlFormatError);
    await expect(attempt).rejects.toThrow(/^line 36: /);
    expect({ version: await version(), products: await productCount() }).toEqual(before);
    await expect(importYml(database.db, chunked("<catalog/>"), { job })).rejects.toThrow(/yml_catalog/);
  });
});
