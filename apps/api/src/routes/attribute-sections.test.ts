import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { jsonRequest } from "../testing/http";
import { openSeededDatabase } from "../testing/seeded-database";
import { createTestUser, type TestUser } from "../testing/users";

// Issue 46 point 9: the product editor offers the attributes of the product's section. The
// reference names, per attribute, the top-level sections whose products in the shop carry it
// (domain/catalog/attribute-sections.ts); checked against plain SQL over the seeded catalog, and
// followed through writes.

interface Reference {
  attributes: { code: string; sections: number[] }[];
}

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let staff: TestUser;

const asStaff = () => ({ headers: { Authorization: staff.authorization } });
const reference = async () => {
  const response = await app.request("/api/catalog/admin/reference", asStaff());
  expect(response.status).toBe(200);
  const body = (await response.json()) as Reference;
  return new Map(body.attributes.map((attribute) => [attribute.code, attribute.sections]));
};

/** The same answer by plain SQL: per attribute, the root sections of published products carrying it. */
async function bySql(): Promise<Map<string, number[]>> {
  const result = await database.db.execute<{ code: string; section: number }>(sql`
    select distinct a.code, root.id as section, root.position
    from product_attribute_values pav
    join attribute_values av on av.id = pav.attribute_value_id
    join attributes a on a.id = av.attribute_id
    join products p on p.id = pav.product_id and p.published
    join categories c on c.id = p.category_id
    join categories root on root.parent_id is null and root.path = split_part(c.path, '/', 1)
    order by root.position`);
  const rows = "rows" in result ? result.rows : result;
  const codes = await database.db.execute<{ code: string }>(sql`select code from attributes`);
  const sections = new Map<string, number[]>(
    ("rows" in codes ? codes.rows : codes).map(({ code }) => [code, [] as number[]]),
  );
  for (const { code, section } of rows) sections.get(code)?.push(Number(section));
  return sections;
}

async function sectionId(path: string): Promise<number> {
  const result = await database.db.execute<{ id: number }>(
    sql`select id from categories where path = ${path}`,
  );
  const [row] = "rows" in result ? result.rows : result;
  return Number(row?.id);
}

beforeAll(async () => {
  database = await openSeededDatabase({ products: 60 });
  app = createApp({ database, version: "test" });
  staff = await createTestUser(database, { roles: ["ROLE_STAFF"] });
});
afterAll(() => database.close());

describe("the attributes the editor offers per section", () => {
  it("are those the section's products in the shop carry, as plain SQL finds them", async () => {
    const offered = await reference();
    expect(offered).toEqual(await bySql());
    const tea = await sectionId("tea");
    expect(offered.get("tea-type")).toContain(tea);
    expect(offered.get("roast")).not.toContain(tea);
    expect(offered.get("material")).not.toContain(tea);
  });

  it("follow the catalog: a published product brings its attributes to its section, a draft does not", async () => {
    const teaware = await sectionId("teaware");
    const before = await reference();
    expect(before.get("fermentation")).not.toContain(teaware);
    const create = (number: string, published: boolean) =>
      app.request(
        "/api/catalog/admin/products",
        jsonRequest(
          "POST",
          {
            number,
            title: `Чайник с ферментацией ${number}`,
            category: teaware,
            defaultMeasure: "pcs",
            prices: { retail: { pcs: 250_000 } },
            attributes: { fermentation: "light" },
            published,
          },
          asStaff().headers,
        ),
      );
    expect((await create("SECT-1", false)).status).toBe(201);
    expect((await reference()).get("fermentation")).not.toContain(teaware);
    expect((await create("SECT-2", true)).status).toBe(201);
    const after = await reference();
    expect(after.get("fermentation")).toContain(teaware);
    expect(after).toEqual(await bySql());
  });
});
