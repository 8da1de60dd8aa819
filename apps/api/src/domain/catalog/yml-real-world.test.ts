import { readdirSync } from "node:fs";
import { join } from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { categories, productPrices, products } from "../../db/schema/index";
import { openSeededDatabase } from "../../testing/seeded-database";
import { parseRates } from "./yml-currency";
import { ymlEncodingOf, ymlFileText } from "./yml-file";
import { importYml, UNSORTED_CATEGORY, type YmlImportSummary } from "./yml-import";
import { YmlFormatError } from "./yml-reader";

// Real exports (testing/yml/real-world/, their sources in its README.md), imported as they are:
// what each gives the shop, per file. Both drivers (the postgres project runs this file too).

const DIR = join(import.meta.dirname, "../../testing/yml/real-world");
const job = { id: 1, actorId: 1 };

let database: DatabaseHandle;
const summaries = new Map<string, YmlImportSummary | YmlFormatError>();

async function importFile(name: string, rates: Record<string, string> = {}) {
  const file = join(DIR, name);
  const encoding = await ymlEncodingOf(file);
  try {
    return await importYml(database.db, () => ymlFileText(file, encoding), { job, rates });
  } catch (error) {
    if (error instanceof YmlFormatError) return error;
    throw error;
  }
}

const summaryOf = (name: string) => {
  const summary = summaries.get(name);
  if (!summary || summary instanceof YmlFormatError) throw new Error(`${name} was not imported`);
  return summary;
};
const reasons = (name: string) => summaryOf(name).refusals.map((refusal) => refusal.reason);
const product = async (number: string) => {
  const [row] = await database.db.select().from(products).where(eq(products.number, number));
  if (!row) throw new Error(`no product ${number}`);
  const prices = await database.db.select().from(productPrices).where(eq(productPrices.productId, row.id));
  return { ...row, prices: prices.map((price) => price.price) };
};

beforeAll(async () => {
  database = await openSeededDatabase({ products: 0 });
  for (const name of readdirSync(DIR)
    .filter((file) => file.endsWith(".xml"))
    .sort()) {
    // The operator's rate where the file names a bank's: EUR in two files, none for UAH.
    summaries.set(name, await importFile(name, parseRates(["EUR=100.50"])));
  }
});
afterAll(() => database.close());

describe("real-world YML exports", () => {
  it("takes every offer each file can sell, refusing only offers the format itself breaks", () => {
    // One shop's database, the files in turn: an offer id that an earlier file had ("3" of the
    // OpenCart file and of the Tilda one, "12" of the two Yii files) updates that product.
    const offers = Object.fromEntries(
      [...summaries].map(([name, summary]) => [
        name,
        summary instanceof YmlFormatError ? "malformed" : summary.offers,
      ]),
    );
    expect(offers).toEqual({
      "goyml-usd-prices.xml": { created: 0, updated: 0, unchanged: 0, refused: 2 },
      "opencart-windows-1251.xml": { created: 2, updated: 0, unchanged: 0, refused: 0 },
      "parser-spec-malformed.xml": "malformed",
      "parser-spec-no-categories.xml": { created: 0, updated: 0, unchanged: 0, refused: 3 },
      "parser-spec-no-prices.xml": { created: 0, updated: 0, unchanged: 0, refused: 2 },
      "tilda-clothing-shop.xml": { created: 2, updated: 1, unchanged: 0, refused: 0 },
      "yandex-test-feed-all-types.xml": { created: 7, updated: 0, unchanged: 0, refused: 0 },
      "yii2-catalog-escaped-name.xml": { created: 2, updated: 0, unchanged: 0, refused: 0 },
      "yii2-catalog-named-rates.xml": { created: 0, updated: 1, unchanged: 1, refused: 0 },
      "ymlparser-vendor-model-missing-category.xml": { created: 5, updated: 0, unchanged: 0, refused: 0 },
    });
  });

  it("names each typed offer as the format composes it", async () => {
    const titles = await database.db
      .select({ number: products.number, title: products.title })
      .from(products)
      .where(
        inArray(products.number, ["A1234567B", "755B", "888AB", "1511AT", "123144ET", "123456", "4733"]),
      );
    expect(Object.fromEntries(titles.map(({ number, title }) => [number, title]))).toEqual({
      A1234567B: "Сэндвичница Brand K220Y9",
      "755B": "Александра Маринина. Все не так. В 2 томах. Том 1",
      "888AB": "Владимир Кунин. Иваnов и Rабинович, или Аj'гоу ту 'Хаjфа!",
      "1511AT": "Свадьба Мюриэл",
      "123144ET":
        "Дмитрий Хворостовский и Национальный филармонический оркестр России..., Московский международный Дом музыки, 2012-02-25 12:03:14",
      "123456": "БАД Селен-актив n30 таблетки",
      "4733": "FoxWeld DT 20000",
    });
  });

  it("keeps the shop's article as written, slashes and all", async () => {
    expect((await product("63/6/15")).title).toBe("DT 20000");
    expect((await product("63/6/21")).title).toBe("Makita DT 20000");
  });

  it("puts offers of a category the file lacks into one category, said once", async () => {
    const [unsorted] = await database.db
      .select()
      .from(categories)
      .where(eq(categories.title, UNSORTED_CATEGORY));
    expect((await product("63/6/15")).categoryId).toBe(unsorted?.id);
    expect(reasons("ymlparser-vendor-model-missing-category.xml")).toContain(
      `Категории 5707 нет в файле: её предложения загружены в «${UNSORTED_CATEGORY}».`,
    );
    // A parent the file does not have puts the category at the top level, with one note.
    expect(reasons("ymlparser-vendor-model-missing-category.xml")).toContain(
      "Категория «Category» ссылается на родителя 5828, которого нет в файле: она поставлена в корень каталога.",
    );
  });

  it("reduces an HTML description to its paragraphs", async () => {
    expect((await product("ABC1234")).description).toBe("<p>Принтер Brother.</p><p>Неплохой.</p>");
  });

  it("refuses a price at a bank's rate without the operator's, saying what to pass", () => {
    expect(reasons("goyml-usd-prices.xml")).toContain(
      "Цена в USD не пересчитана: валюта USD не описана в файле: передайте курс в рублях: ./shop import ФАЙЛ --rate USD=… или в поле «Курсы валют» формы загрузки.",
    );
  });

  it("reads a windows-1251 file and says nothing of the rouble it counts in", async () => {
    expect((await product("6")).title).toBe("Товар №6");
    expect((await product("6")).prices).toEqual(["300.90"]);
  });

  it("says a malformed file's line and what to change, in Russian", () => {
    const error = summaries.get("parser-spec-malformed.xml");
    expect(error).toBeInstanceOf(YmlFormatError);
    expect(error instanceof YmlFormatError && error.line).toBe(11);
    expect(error instanceof YmlFormatError && error.reason).toMatch(
      /^разметка XML нарушена .*Исправьте разметку/,
    );
  });
});

describe("a price in another currency", () => {
  it("is converted exactly at the operator's rate", async () => {
    const summary = await importFile("goyml-usd-prices.xml", { USD: "92.5" });
    expect(summary).not.toBeInstanceOf(YmlFormatError);
    // 16 800 USD × 92.5 and its oldprice 17 000 × 92.5, to the kopeck.
    const printer = await product("12341");
    expect(printer.title).toBe("Принтер HP Deskjet D2663");
    expect(printer.prices).toEqual(["1554000.00"]);
  });
});
