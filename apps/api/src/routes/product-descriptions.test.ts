import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { products } from "../db/schema/index";
import { importYml } from "../domain/catalog/yml-import";
import { jsonRequest } from "../testing/http";
import { openSeededDatabase } from "../testing/seeded-database";
import { createTestUser, type TestUser } from "../testing/users";

// Issue 46 point 3: a description is safe, formatted text wherever it is written (the YML import,
// the editor's create and update, a translations patch) and served in that one form; the feed
// takes its plain text. Both drivers (the postgres project runs this file too).

/** What exports put in a description: formatting, and what a hostile file or paste adds. */
const HOSTILE = `<h3 style="color:red">Улун «Молочный»</h3>
  <p onclick="steal()">Мягкий, <b>сливочный</b>,<br/>с <i>цветочным</i> ароматом.</p>
  <ul><li>Тайвань</li><li>Урожай 2025 &amp; 2026</li></ul>
  <script>alert("import")</script>
  <a href="javascript:alert(1)">Подробнее</a>
  <img src="x" onerror="alert(2)">`;
const SAFE =
  "<p>Улун «Молочный»</p><p>Мягкий, <strong>сливочный</strong>,<br />с <em>цветочным</em> ароматом.</p><ul><li>Тайвань</li><li>Урожай 2025 &amp; 2026</li></ul>Подробнее";
const PLAIN = "Листовой чай из Юньнани.\n\nЗаваривать 3 минуты, 5 < 6 & AT&T.";

const offer = (id: string, description: string) => `<offer id="${id}" available="true">
  <price>990</price><currencyId>RUR</currencyId><categoryId>1</categoryId>
  <name>Улун ${id}</name><vendorCode>DESC-${id}</vendorCode>
  <description><![CDATA[${description}]]></description>
</offer>`;
const FILE = `<?xml version="1.0" encoding="UTF-8"?>
<yml_catalog date="2026-11-29T10:00+03:00"><shop><name>Тест</name><company>Тест</company>
<currencies><currency id="RUR" rate="1"/></currencies>
<categories><category id="1">Улуны из файла</category></categories>
<offers>${offer("1", HOSTILE)}${offer("2", PLAIN)}</offers></shop></yml_catalog>`;

interface Product {
  id: number;
  description: string;
  category: { id: number };
}

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let staff: TestUser;

beforeAll(async () => {
  database = await openSeededDatabase({ products: 3 });
  app = createApp({ database, version: "test" });
  staff = await createTestUser(database, { roles: ["ROLE_STAFF"] });
  await importYml(
    database.db,
    async function* () {
      yield FILE;
    },
    { job: { id: 1, actorId: staff.id } },
  );
});
afterAll(() => database.close());

async function call<Body>(method: "GET" | "POST" | "PATCH", path: string, body?: unknown) {
  const headers = { Authorization: staff.authorization, "Accept-Language": "en-US" };
  const init = method === "GET" ? { method, headers } : jsonRequest(method, body, headers);
  const response = await app.request(`/api${path}`, init);
  return { status: response.status, body: (await response.json()) as Body };
}
const served = async (number: string) =>
  (await (await app.request(`/api/catalog/products-by-number/${number}`)).json()) as Product;

describe("a description", () => {
  it("imported from a file keeps its paragraphs, lists and emphasis and loses every script, link, image and attribute", async () => {
    expect((await served("DESC-1")).description).toBe(SAFE);
  });

  it("imported as plain text stays as written", async () => {
    expect((await served("DESC-2")).description).toBe(PLAIN);
  });

  it("written in the editor is stored and served the same way, created or changed", async () => {
    const { category } = await served("DESC-1");
    const created = await call<Product>("POST", "/catalog/admin/products", {
      number: "DESC-3",
      title: "Улун из редактора",
      description: HOSTILE,
      category: category.id,
      defaultMeasure: "pcs",
      prices: { retail: { pcs: 45_000 } },
      published: true,
    });
    expect(created.status).toBe(201);
    expect(created.body.description).toBe(SAFE);
    expect((await served("DESC-3")).description).toBe(SAFE);

    const changed = await call<Product>("PATCH", `/catalog/admin/products/${created.body.id}`, {
      description: '<p>Новый <b>текст</b><script>alert("edit")</script></p><iframe src="//x">y</iframe>',
    });
    expect(changed.status).toBe(200);
    expect((await served("DESC-3")).description).toBe("<p>Новый <strong>текст</strong></p>");

    await call("PATCH", `/catalog/admin/products/${created.body.id}`, { description: PLAIN });
    expect((await served("DESC-3")).description).toBe(PLAIN);
  });

  it("changed through the translations, in Russian or English, is stored the same way", async () => {
    const { id } = await served("DESC-2");
    const patched = await call<{ translations: Record<string, { description?: string }> }>(
      "PATCH",
      `/catalog/products/${id}/translations`,
      {
        translations: {
          ru: { description: HOSTILE },
          "en-US": { description: '<p onmouseover="x()">Oolong <i>tea</i></p><script>alert("en")</script>' },
        },
      },
    );
    expect(patched.status).toBe(200);
    expect(patched.body.translations.ru?.description).toBe(SAFE);
    expect(patched.body.translations["en-US"]?.description).toBe("<p>Oolong <em>tea</em></p>");
    expect((await served("DESC-2")).description).toBe(SAFE);

    // A translation nothing is left of is no translation: the Russian text shows.
    const emptied = await call<{ translations: Record<string, { description?: string }> }>(
      "PATCH",
      `/catalog/products/${id}/translations`,
      { translations: { "en-US": { description: "<script>alert(1)</script>" } } },
    );
    expect(emptied.body.translations["en-US"]?.description).toBeUndefined();
  });

  it("goes to the marketplace feed as plain text", async () => {
    const { id } = await served("DESC-1");
    const { body } = await call<{ member: { id: number; description: string }[] }>(
      "GET",
      `/feeds/market/offers?after=${id - 1}&limit=1`,
    );
    expect(body.member[0]?.description).toBe(
      "Улун «Молочный»\nМягкий, сливочный,\nс цветочным ароматом.\n— Тайвань\n— Урожай 2025 & 2026\nПодробнее",
    );
  });

  it("stored before every write was sanitised is answered sanitised, on its page and in the feed", async () => {
    // As the editor stored staff's HTML before: as typed.
    await database.db.update(products).set({ description: HOSTILE }).where(eq(products.number, "100001"));
    const legacy = await served("100001");
    expect(legacy.description).toBe(SAFE);
    const { body } = await call<{ member: { description: string }[] }>(
      "GET",
      `/feeds/market/offers?after=${legacy.id - 1}&limit=1`,
    );
    expect(body.member[0]?.description).toMatch(/^Улун «Молочный»\nМягкий, сливочный,/);
  });
});
