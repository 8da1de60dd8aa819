import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { categories, products } from "../db/schema/index";
import { importYml } from "../domain/catalog/yml-import";
import { jsonRequest } from "../testing/http";
import { openSeededDatabase } from "../testing/seeded-database";
import { createTestUser, type TestUser } from "../testing/users";

// Writes of the same product number at the same time (issue 31 point 1: "a product number stays
// unique"): each checks that the number is free, and on PostgreSQL both may see it free; the unique
// constraint lets one through, and the other is a 409 naming the field, never a 500 — in the
// editor and in the YML import.

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let staff: TestUser;
let categoryId: number;

beforeAll(async () => {
  database = await openSeededDatabase({ products: 5 });
  app = createApp({ database, version: "test" });
  staff = await createTestUser(database, { roles: ["ROLE_STAFF"] });
  const [category] = await database.db.select({ id: categories.id }).from(categories).limit(1);
  categoryId = category?.id ?? 0;
});
afterAll(() => database.close());

const create = (number: string, title: string) =>
  app.request(
    "/api/catalog/admin/products",
    jsonRequest(
      "POST",
      { number, title, category: categoryId, defaultMeasure: "pcs" },
      { Authorization: staff.authorization },
    ),
  );

describe("two creates of one product number at once", () => {
  it("make one product; the others answer 409 naming the number", async () => {
    const answers = await Promise.all(
      ["Гонка 1", "Гонка 2", "Гонка 3", "Гонка 4"].map((title) => create("RACE-1", title)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    for (const answer of answers.filter((each) => each.status === 409)) {
      const problem = (await answer.json()) as { violations?: { propertyPath: string; message: string }[] };
      expect(problem.violations).toEqual([
        expect.objectContaining({ propertyPath: "number", message: "Товар с номером «RACE-1» уже есть." }),
      ]);
    }
    expect(await database.db.select().from(products).where(eq(products.number, "RACE-1"))).toHaveLength(1);
  });

  it("an import beside an editor's create of the same number updates the product instead of failing", async () => {
    const file = `<yml_catalog><shop><categories><category id="1">Гонки</category></categories><offers>
      ${Array.from(
        { length: 40 },
        (_, index) =>
          `<offer id="r${index}"><vendorCode>RACE-IMPORT-${index}</vendorCode><name>Импорт ${index}</name><price>10</price><currencyId>RUB</currencyId><categoryId>1</categoryId></offer>`,
      ).join("\n")}
    </offers></shop></yml_catalog>`;
    const text = async function* () {
      yield file;
    };
    const [imported, ...created] = await Promise.all([
      importYml(database.db, text, { job: { id: 1, actorId: staff.id }, batchSize: 40 }),
      ...Array.from({ length: 10 }, (_, index) => create(`RACE-IMPORT-${index * 4}`, `Редактор ${index}`)),
    ]);
    // Whoever came second: the editor's create answers 409, or the import updates the product.
    for (const answer of created) expect([201, 409]).toContain(answer.status);
    expect(imported.offers.refused).toBe(0);
    expect(imported.offers.created + imported.offers.updated).toBe(40);
    const rows = await database.db.select({ number: products.number }).from(products);
    const numbers = rows.map((row) => row.number).filter((number) => number.startsWith("RACE-IMPORT-"));
    expect(new Set(numbers).size).toBe(40);
    expect(numbers).toHaveLength(40);
  });
});
