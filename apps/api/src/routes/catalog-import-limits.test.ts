import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import {
  attributes,
  attributeValues,
  catalogVersion,
  categories,
  productAttributeValues,
  products,
} from "../db/schema/index";
import { CATEGORY_LIMITS, PRODUCT_LIMITS } from "../domain/catalog/catalog-limits";
import { openSeededDatabase } from "../testing/seeded-database";
import { createTestUser, type TestUser } from "../testing/users";

// Staff's YML import under a hostile or careless supplier's file (issue 48), on a real database
// (both drivers), through the upload and its job as the admin panel sees them: every text has the
// editor's limit, refused or cut per offer with a reason; a document of a hostile shape fails at
// once with its line and writes nothing; the public answers stay bounded whatever the database holds.
// The large files are generated here (never committed).

interface Job {
  status: "running" | "finished" | "failed";
  offers: { created: number; updated: number; unchanged: number; refused: number };
  categories: { created: number; updated: number; unchanged: number };
  refusals: { line: number; id: string; reason: string }[];
  problem: { status: number; detail: string; line?: number } | null;
}
interface Product {
  id: number;
  title: string;
  description: string;
}

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let staff: TestUser;
let dir: string;

beforeAll(async () => {
  database = await openSeededDatabase({ products: 5 });
  app = createApp({ database, version: "test" });
  staff = await createTestUser(database, { roles: ["ROLE_STAFF"] });
  dir = await mkdtemp(join(tmpdir(), "catalog-import-limits-"));
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

/** Uploads a YML body (a text, or a file on disk streamed) and answers the job's address. */
async function upload(body: string | { file: string }) {
  const response = await app.request("/api/catalog/admin/imports?fileName=catalog.yml", {
    method: "POST",
    ...(typeof body === "string"
      ? { body }
      : {
          body: Readable.toWeb(createReadStream(body.file)) as ReadableStream,
          duplex: "half",
        }),
    headers: {
      "Content-Type": "application/xml",
      ...(typeof body === "string" ? {} : { "Content-Length": String((await stat(body.file)).size) }),
      Authorization: staff.authorization,
    },
  } as RequestInit);
  expect(response.status).toBe(202);
  return response.headers.get("Location") ?? "";
}

/** The job at `location` once it has stopped running. */
async function settled(location: string): Promise<Job> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const response = await app.request(location, { headers: { Authorization: staff.authorization } });
    const job = (await response.json()) as Job;
    if (job.status !== "running") return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the import ${location} did not finish`);
}

const count = async (table: typeof products | typeof categories) =>
  (await database.db.select({ count: sql<number>`count(*)::int` }).from(table))[0]?.count ?? 0;
const version = async () => (await database.db.select().from(catalogVersion))[0]?.version ?? 0;

/** A YML document whose lines are `lines`, the first the XML declaration. */
const document = (lines: string[]) => lines.join("\n");

describe("the texts of an imported file", () => {
  const description = "Улун с гор Уишань, обжаренный на углях. ".repeat(500_000); // 20 MB of text
  const params = (count: number) =>
    Array.from({ length: count }, (_, at) => `<param name="Свойство ${at}">Значение ${at}</param>`).join("");
  const lines = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<yml_catalog date="2026-01-01 10:00"><shop>`,
    `<currencies><currency id="RUR" rate="1"/></currencies>`,
    `<categories>`,
    `<category id="L1">Чай из файла с ограничениями</category>`,
    `<category id="L2" parentId="L1">${"Очень длинная категория ".repeat(10)}</category>`,
    `</categories>`,
    `<offers>`,
    // 9: a description of 20 MB: cut to the editor's limit, the offer imported.
    `<offer id="lim1"><name>Улун «Да Хун Пао»</name><vendorCode>LIM-1</vendorCode><price>990</price><currencyId>RUR</currencyId><categoryId>L1</categoryId><description><![CDATA[${description}]]></description></offer>`,
    // 10: a title over the limit: the offer refused.
    `<offer id="lim2"><name>${"Пуэр ".repeat(50)}</name><vendorCode>LIM-2</vendorCode><price>500</price><currencyId>RUR</currencyId><categoryId>L1</categoryId></offer>`,
    // 11: params: a name and a value over the limit left out, those past the count left out.
    `<offer id="lim3"><name>Габа</name><vendorCode>LIM-3</vendorCode><price>700</price><currencyId>RUR</currencyId><categoryId>L1</categoryId>` +
      `<param name="${"Н".repeat(PRODUCT_LIMITS.attributeText + 1)}">x</param><param name="Регион">${"Ю".repeat(PRODUCT_LIMITS.attributeText + 1)}</param>${params(PRODUCT_LIMITS.attributes)}</offer>`,
    // 12: in the category refused for its title.
    `<offer id="lim4"><name>Матча</name><vendorCode>LIM-4</vendorCode><price>300</price><currencyId>RUR</currencyId><categoryId>L2</categoryId></offer>`,
    `</offers>`,
    `</shop></yml_catalog>`,
  ];

  it("are cut or refused per offer with a reason, the rest imported, and the product answers bounded", async () => {
    const job = await settled(await upload(document(lines)));
    expect(job).toMatchObject({
      status: "finished",
      problem: null,
      // The category refused for its title: its offer goes into «Без категории» (issue 42).
      categories: { created: 2, updated: 0, unchanged: 0, refused: 1 },
      offers: { created: 3, updated: 0, unchanged: 0, refused: 1 },
    });
    expect(job.refusals).toMatchObject([
      { line: 6, id: "L2", reason: `Название категории длиннее ${CATEGORY_LIMITS.title} знаков.` },
      {
        line: 12,
        id: "lim4",
        reason: "Категории L2 нет в файле: её предложения загружены в «Без категории».",
      },
      {
        line: 9,
        id: "lim1",
        reason: "Описание длиннее 5000 знаков: сохранены первые 5000, предложение импортировано.",
      },
      { line: 10, id: "lim2", reason: "Название длиннее 200 знаков: сократите его." },
      { line: 11, id: "lim3", reason: "Характеристика не загружена: название длиннее 64 знаков." },
      { line: 11, id: "lim3", reason: "Характеристика «Регион» не загружена: значение длиннее 64 знаков." },
      { line: 11, id: "lim3", reason: "Характеристик больше 100: загружены первые 100." },
    ]);

    const answer = await app.request("/api/catalog/products-by-number/LIM-1");
    expect(answer.status).toBe(200);
    const body = await answer.text();
    expect(body.length).toBeLessThan(20_000);
    const product = JSON.parse(body) as Product;
    expect(product.description).toBe(description.slice(0, PRODUCT_LIMITS.description).trim());
    // The editor takes what the import wrote: the same limits.
    const edited = await app.request(`/api/catalog/admin/products/${product.id}`, {
      method: "PATCH",
      body: JSON.stringify({ description: product.description }),
      headers: { "Content-Type": "application/merge-patch+json", Authorization: staff.authorization },
    });
    expect(edited.status).toBe(200);

    // The two over their limits are left out, then the first hundred of the file: 98 of them.
    const kept = await database.db
      .select({ title: attributes.title, value: attributeValues.title })
      .from(productAttributeValues)
      .innerJoin(products, eq(products.id, productAttributeValues.productId))
      .innerJoin(attributeValues, eq(attributeValues.id, productAttributeValues.attributeValueId))
      .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
      .where(eq(products.number, "LIM-3"));
    expect(kept).toHaveLength(PRODUCT_LIMITS.attributes - 2);
    expect(kept.map((attribute) => attribute.title)).not.toContain("Регион");
    expect((await app.request("/api/catalog/products-by-number/LIM-2")).status).toBe(404);
  });
});

describe("a product already stored with texts over the limits", () => {
  it("is answered no longer than the limits: its page, the lists, the cards and the feed", async () => {
    const [row] = await database.db.select({ id: products.id }).from(products).limit(1);
    const id = row?.id ?? 0;
    // As an import before the limits wrote them: 6 MB of description, a title of 100 000.
    await database.db
      .update(products)
      .set({
        description: sql`repeat('Описание. ', 600000)`,
        title: sql`repeat('Название ', 11111)`,
        listPrice: "100.00",
      })
      .where(eq(products.id, id));

    const page = await app.request(`/api/catalog/products/${id}`);
    expect(page.status).toBe(200);
    const pageBody = await page.text();
    expect(pageBody.length).toBeLessThan(20_000);
    const product = JSON.parse(pageBody) as Product;
    expect(product.description).toHaveLength(PRODUCT_LIMITS.description);
    expect(product.title).toHaveLength(PRODUCT_LIMITS.title);

    const list = await (await app.request(`/api/catalog/products?itemsPerPage=50`)).text();
    expect(list.length).toBeLessThan(300_000);
    const cards = await (await app.request(`/api/catalog/products?itemsPerPage=50&view=card`)).text();
    expect(cards.length).toBeLessThan(100_000);
    const staffRead = await app.request(`/api/catalog/admin/products/${id}`, {
      headers: { Authorization: staff.authorization },
    });
    expect((await staffRead.text()).length).toBeLessThan(20_000);
    const feed = await (await app.request("/api/feeds/market/offers?limit=1000")).text();
    expect(feed.length).toBeLessThan(1_000_000);
  });
});

describe("a file of a hostile shape", () => {
  it("of a million nested elements fails at once with its line, writes nothing, and the next import runs", async () => {
    const file = join(dir, "nested.yml");
    await pipeline(
      (function* () {
        yield `<?xml version="1.0" encoding="UTF-8"?>\n<yml_catalog date="2026-01-01"><shop>\n`;
        for (let at = 0; at < 100; at++) yield "<a>".repeat(10_000);
        for (let at = 0; at < 100; at++) yield "</a>".repeat(10_000);
        yield `\n<offers><offer id="n1"><name>Чай</name><vendorCode>NEST-1</vendorCode><price>1</price><currencyId>RUR</currencyId><categoryId>1</categoryId></offer></offers></shop></yml_catalog>\n`;
      })(),
      createWriteStream(file),
    );
    const [products0, categories0, version0] = [
      await count(products),
      await count(categories),
      await version(),
    ];
    const started = Date.now();
    const job = await settled(await upload({ file }));
    const took = Date.now() - started;
    expect(job.status).toBe("failed");
    expect(job.problem).toMatchObject({ status: 422, line: 3 });
    expect(job.problem?.detail).toBe(
      "Файл не является документом YML, ничего не записано (строка 3): элементы вложены глубже 32 уровней; в выгрузке YML их меньше десяти: проверьте, что это файл каталога.",
    );
    expect([await count(products), await count(categories), await version()]).toEqual([
      products0,
      categories0,
      version0,
    ]);
    // Not the two minutes of a job whose process died: the file is refused at its 33rd element.
    expect(took).toBeLessThan(30_000);

    const next = await settled(
      await upload(
        document([
          `<?xml version="1.0" encoding="UTF-8"?>`,
          `<yml_catalog date="2026-01-01"><shop><categories><category id="1">Чай после отказа</category></categories>`,
          `<offers><offer id="n2"><name>Чай</name><vendorCode>NEST-2</vendorCode><price>1</price><currencyId>RUR</currencyId><categoryId>1</categoryId></offer></offers></shop></yml_catalog>`,
        ]),
      ),
    );
    expect(next).toMatchObject({ status: "finished", offers: { created: 1 } });
  });

  it("of an element with too many attributes, or too long a name, fails with its line", async () => {
    const attributes = Array.from({ length: 100 }, (_, at) => ` a${at}="x"`).join("");
    const many = await settled(
      await upload(
        document([
          `<?xml version="1.0" encoding="UTF-8"?>`,
          `<yml_catalog date="2026-01-01"><shop><offers>`,
          `<offer id="x1"${attributes}><name>Чай</name></offer>`,
          `</offers></shop></yml_catalog>`,
        ]),
      ),
    );
    expect(many).toMatchObject({ status: "failed", problem: { status: 422, line: 3 } });
    expect(many.problem?.detail).toMatch(/у элемента <offer> больше 64 атрибутов: /);

    const named = await settled(
      await upload(
        document([
          `<?xml version="1.0" encoding="UTF-8"?>`,
          `<yml_catalog date="2026-01-01"><shop>`,
          `<${"x".repeat(200)}/>`,
          `</shop></yml_catalog>`,
        ]),
      ),
    );
    expect(named).toMatchObject({ status: "failed", problem: { status: 422, line: 3 } });
    expect(named.problem?.detail).toMatch(/имя элемента длиннее 128 знаков: /);
  });
});
