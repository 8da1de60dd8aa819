import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../../app";
import type { DatabaseHandle } from "../../../db/client";
import { createRandom } from "../../../seed/random";
import { jsonRequest } from "../../../testing/http";
import { openSeededDatabase } from "../../../testing/seeded-database";
import { createTestUser, type TestUser } from "../../../testing/users";
import { searchExpression } from "../search";
import { pruneCatalogChanges } from "./catalog-changes";
import type { CatalogIndex } from "./catalog-index";
import {
  type CatalogIndexStore,
  catalogChanged,
  createCatalogIndexStore,
  loadCatalogIndex,
  VERSION_CHECK_MS,
} from "./catalog-index-store";
import { keptSearchMatches, searchMatches } from "./search-matches";
import type { Sort } from "./sort-orders";

// The incremental index (README.md): after writes of every kind, the index a store keeps by the
// change log answers exactly as one read anew; a log pruned past its version makes it rebuild;
// two apps on one database see each other's writes within the version check.

let database: DatabaseHandle;
let staff: TestUser;

beforeAll(async () => {
  database = await openSeededDatabase({ products: 160 });
  staff = await createTestUser(database, { roles: ["ROLE_STAFF"] });
});
afterAll(() => database.close());

const rowsOf = <Row>(result: Row[] | { rows: Row[] }): Row[] => ("rows" in result ? result.rows : result);
const query = async <Row>(statement: ReturnType<typeof sql>) =>
  rowsOf((await database.db.execute(statement)) as unknown as Row[] | { rows: Row[] });

const SORTS: Sort[] = [
  [],
  [{ field: "price", direction: "asc" }],
  [{ field: "price", direction: "desc" }],
  [{ field: "title", direction: "asc" }],
  [{ field: "title", direction: "desc" }],
  [{ field: "createdAt", direction: "desc" }],
  [{ field: "number", direction: "desc" }],
  // Several fields: the ranks.
  [
    { field: "price", direction: "desc" },
    { field: "title", direction: "asc" },
  ],
];

/** What the index answers to lists (category, price range, attribute value; every sort; facets) and searches. */
async function answersOf(index: CatalogIndex) {
  const paths = (await query<{ path: string }>(sql`select path from categories order by path`)).map(
    (row) => row.path,
  );
  const values = (await query<{ id: number }>(sql`select id from attribute_values order by id limit 12`)).map(
    (row) => Number(row.id),
  );
  const all = (set: Parameters<CatalogIndex["page"]>[0], sort: Sort = []) =>
    index.page(set, { sort, offset: 0, limit: 100_000 });
  const answers: unknown[] = [];
  for (const categoryPath of [undefined, ...paths]) {
    for (const price of [undefined, { gte: 50_000 }, { lt: 50_000, gte: 1 }]) {
      const matches = index.match({ categoryPath, price });
      for (const sort of SORTS) answers.push(all(matches.set, sort));
      answers.push([...index.countValues(matches.set, values, { within: matches.within })]);
    }
    // A category and one value: the counts come from the category's value-pair table.
    for (const value of values.slice(0, 3)) {
      const matches = index.match({ categoryPath, attributes: new Map([["any", [value]]]) });
      answers.push(all(matches.set), [...index.countValues(matches.set, values, { within: matches.within })]);
    }
  }
  for (const value of values.slice(0, 4)) {
    const matches = index.match({ attributes: new Map([["any", [value]]]) });
    answers.push(all(matches.set, [{ field: "price", direction: "asc" }]));
    answers.push([...index.countValues(matches.set, values)]);
  }
  for (const text of ["чай", "улун", "зелёный", "габа", "пуэр", "изменён", "1000"]) {
    const expression = await searchExpression(database.db, text, new Map());
    if (!expression) continue;
    const found = await searchMatches(database.db, index, expression, keptSearchMatches());
    answers.push(text, index.page(found.set, { sort: [], relevance: found, offset: 0, limit: 100_000 }));
  }
  return answers;
}

async function expectAsRebuilt(store: CatalogIndexStore) {
  const [kept, fresh] = [await store.current(), await loadCatalogIndex(database.db)];
  expect(kept.version).toBe(fresh.version);
  expect(await answersOf(kept)).toEqual(await answersOf(fresh));
}

/**
 * Random writes of every kind the log names; attribute values from `knownValues` when given (a
 * value no product had when the index was read is new to it, and rebuilds it).
 */
function writer(seed: number, knownValues?: number[]) {
  const random = createRandom(seed).next;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const productIds = async () =>
    (await query<{ id: number }>(sql`select id from products order by id`)).map((row) => Number(row.id));
  const price = () => (random() < 0.1 ? null : (Math.floor(random() * 2_000) * 50).toFixed(2));
  return {
    async price() {
      await database.db.execute(
        sql`update products set list_price = ${price()} where id = ${pick(await productIds())}`,
      );
    },
    async title() {
      await database.db.execute(
        sql`update products set title = ${pick(["Изменён", "Аааа", "Яяяя", "Габа"])} || ' ' || title where id = ${pick(await productIds())}`,
      );
    },
    async description() {
      await database.db.execute(
        sql`update products set description = ${pick(["Гайвань из фарфора.", "Пуэр для заварки", ""])} where id = ${pick(await productIds())}`,
      );
    },
    async category() {
      const categoryIds = (await query<{ id: number }>(sql`select id from categories order by id`)).map(
        (row) => Number(row.id),
      );
      await database.db.execute(
        sql`update products set category_id = ${pick(categoryIds)} where id = ${pick(await productIds())}`,
      );
    },
    async values() {
      const id = pick(await productIds());
      if (random() < 0.5) {
        await database.db.execute(sql`
          delete from product_attribute_values
          where product_id = ${id} and attribute_value_id = (select min(attribute_value_id) from product_attribute_values where product_id = ${id})`);
      } else {
        const valueIds =
          knownValues ??
          (await query<{ id: number }>(sql`select id from attribute_values order by id`)).map((row) =>
            Number(row.id),
          );
        await database.db.execute(sql`
          insert into product_attribute_values (product_id, attribute_value_id)
          values (${id}, ${pick(valueIds)}) on conflict do nothing`);
      }
    },
    async publication() {
      await database.db.execute(
        sql`update products set published = not published where id = ${pick(await productIds())}`,
      );
    },
    async remove() {
      await database.db.execute(sql`delete from products where id = ${pick(await productIds())}`);
    },
    /** A copy of a product under a new number (after every other unless `number` is given). */
    async insert(number?: string) {
      const suffix = Math.floor(random() * 1e9);
      const [copied] = await query<{ id: number }>(sql`
        insert into products (number, slug, title, description, category_id, default_measure_id, list_price)
        select ${number ?? sql`'N' || ${suffix}`}, slug || '-' || ${suffix}, title, description, category_id, default_measure_id, ${price()}
        from products where id = ${pick(await productIds())} returning id`);
      // Its attribute values too: a new product counted in its facets.
      await database.db.execute(sql`
        insert into product_attribute_values (product_id, attribute_value_id)
        select ${copied?.id}, attribute_value_id from product_attribute_values
        where product_id = (select id from products where id <> ${copied?.id} order by id desc limit 1)`);
    },
    /** A product under a number that sorts among the others'. */
    async insertAmong() {
      await this.insert(`${100_001 + Math.floor(random() * 200)}b`);
    },
  };
}

describe("the catalog index kept by the change log", () => {
  it("patches price changes in milliseconds and answers as an index read anew", async () => {
    const store = createCatalogIndexStore(database.db);
    await store.current();
    const write = writer(7);
    for (let step = 0; step < 12; step++) {
      const writes = 1 + (step % 3);
      for (let at = 0; at < writes; at++) await write.price();
      await catalogChanged(store);
      expect(store.lastUpdate).toMatchObject({ kind: "patch", entries: writes });
      await expectAsRebuilt(store);
    }
  });

  it("patches new titles and descriptions where the database's collation puts them, and answers as an index read anew", async () => {
    const store = createCatalogIndexStore(database.db);
    await store.current();
    const write = writer(13);
    for (let step = 0; step < 10; step++) {
      for (let at = 0; at < 1 + (step % 3); at++) await (step % 2 ? write.title() : write.description());
      // Now and then a title equal to another's: a tie, ordered by number.
      if (step % 4 === 3) {
        await database.db.execute(sql`
          update products set title = (select title from products where published order by id limit 1)
          where id = (select id from products where published order by id desc limit 1)`);
      }
      await write.price();
      await catalogChanged(store);
      expect(store.lastUpdate?.kind).toBe("patch");
      await expectAsRebuilt(store);
    }
  });

  it("patches moves between categories and changes of attribute values, facet counts included", async () => {
    const store = createCatalogIndexStore(database.db);
    await store.current();
    const known = await query<{ id: number }>(sql`
      select distinct attribute_value_id as id from product_attribute_values
      join products on products.id = product_id and products.published order by 1`);
    const write = writer(
      17,
      known.map((row) => Number(row.id)),
    );
    for (let step = 0; step < 10; step++) {
      for (let at = 0; at < 1 + (step % 3); at++) await (step % 2 ? write.category() : write.values());
      await catalogChanged(store);
      expect(store.lastUpdate?.kind).toBe("patch");
      await expectAsRebuilt(store);
    }
  });

  it("takes unpublished and deleted products out and appends products that enter, without a rebuild", async () => {
    const store = createCatalogIndexStore(database.db);
    await store.current();
    const write = writer(19);
    const publishedIds = async () =>
      (await query<{ id: number }>(sql`select id from products where published order by id`)).map((row) =>
        Number(row.id),
      );
    for (let step = 0; step < 8; step++) {
      const [id] = (await publishedIds()).slice(step * 7 + 3);
      if (step % 2) await database.db.execute(sql`update products set published = false where id = ${id}`);
      else await database.db.execute(sql`delete from products where id = ${id}`);
      // Later changes of what stays, around the removed positions.
      await write.price();
      await write.title();
      await write.category();
      await catalogChanged(store);
      expect(store.lastUpdate?.kind).toBe("patch");
      await expectAsRebuilt(store);
    }
    // Products that enter: inserted (a number after every other, and one among them), published
    // again, and one under a new number; each appended, number order then a permutation.
    await write.insert();
    await catalogChanged(store);
    expect(store.lastUpdate?.kind).toBe("patch");
    await expectAsRebuilt(store);
    await write.insert("100050a");
    await database.db.execute(sql`update products set published = true where not published`);
    await catalogChanged(store);
    expect(store.lastUpdate?.kind).toBe("patch");
    await expectAsRebuilt(store);
    await database.db.execute(sql`
      update products set number = '0' || number where id = (select id from products where published order by number desc limit 1)`);
    await catalogChanged(store);
    expect(store.lastUpdate?.kind).toBe("patch");
    await expectAsRebuilt(store);
    expect(store.updates.rebuild).toBe(1);
  });

  it("after random writes of every kind answers lists, facets, sorts, ranges and searches as an index read anew", async () => {
    const store = createCatalogIndexStore(database.db);
    await store.current();
    const write = writer(11);
    const kinds = Object.keys(write) as (keyof typeof write)[];
    const random = createRandom(5).next;
    const updates = new Map<string, number>();
    for (let step = 0; step < 24; step++) {
      const writes = 1 + Math.floor(random() * 3);
      for (let at = 0; at < writes; at++)
        await write[kinds[Math.floor(random() * kinds.length)] ?? "price"]();
      await catalogChanged(store);
      const kind = store.lastUpdate?.kind ?? "none";
      updates.set(kind, (updates.get(kind) ?? 0) + 1);
      await expectAsRebuilt(store);
    }
    expect(updates.get("patch")).toBeGreaterThan(0);
  });

  it("gives positions without a product back by a rebuild once they pass a quarter of all", async () => {
    const store = createCatalogIndexStore(database.db, { minRebuiltHoles: 0 });
    const size = (await store.current()).size;
    const published = await query<{ id: number }>(
      sql`select id from products where published order by id limit ${Math.floor(size / 4) + 1}`,
    );
    // A quarter of the positions emptied one by one are patched; the one past it rebuilds.
    for (const [at, { id }] of published.entries()) {
      await database.db.execute(sql`update products set published = false where id = ${id}`);
      await catalogChanged(store);
      const holes = at + 1;
      if (holes <= size / 4) expect(store.lastUpdate?.kind).toBe("patch");
      else
        expect(store.lastUpdate).toMatchObject({
          kind: "rebuild",
          reason: "more positions without a product than a patch keeps",
        });
    }
    expect((await store.current()).holes).toBe(0);
    await expectAsRebuilt(store);
    await database.db.execute(
      sql`update products set published = true where id = any(${sql.param(published.map((row) => Number(row.id)))}::integer[])`,
    );
  });

  it("rebuilds for an attribute value new to the index", async () => {
    const store = createCatalogIndexStore(database.db);
    await store.current();
    const [value] = await query<{ id: number }>(sql`
      insert into attribute_values (attribute_id, value, title)
      select id, 'new-to-the-index', 'Новое' from attributes order by id limit 1 returning id`);
    await database.db.execute(sql`
      insert into product_attribute_values (product_id, attribute_value_id)
      select id, ${value?.id} from products where published order by id limit 1`);
    await catalogChanged(store);
    expect(store.lastUpdate).toMatchObject({
      kind: "rebuild",
      reason: "a category or attribute value new to the index",
    });
    await expectAsRebuilt(store);
  });

  it("rebuilds when the log was pruned past its version", async () => {
    const store = createCatalogIndexStore(database.db);
    await store.current();
    await writer(3).price();
    await pruneCatalogChanges(database.db, 0);
    await catalogChanged(store);
    expect(store.lastUpdate).toMatchObject({
      kind: "rebuild",
      reason: "log pruned past the index's version",
    });
    await expectAsRebuilt(store);
    // Pruned entries are gone; later ones are applied again.
    await writer(4).price();
    await catalogChanged(store);
    expect(store.lastUpdate?.kind).toBe("patch");
    await expectAsRebuilt(store);
  });

  it("coalesces the updates asked during one into one", async () => {
    const store = createCatalogIndexStore(database.db);
    await store.current();
    const write = writer(9);
    for (let at = 0; at < 3; at++) await write.price();
    // Four callers at once: the first starts an update, the three others share the next one.
    await Promise.all([
      catalogChanged(store),
      catalogChanged(store),
      catalogChanged(store),
      catalogChanged(store),
    ]);
    expect(store.updates).toMatchObject({ rebuild: 1 });
    expect(store.updates.patch + store.updates.none).toBe(2);
    await expectAsRebuilt(store);
  });
});

describe("products entering the index, by patch", () => {
  // Any sequence of updates, each a few writes of the kinds that move positions (products
  // created with a number before, among or after the others', published again, unpublished) and of
  // what the appended products carry (prices, categories, titles), answers every list, facet count, search
  // and sort as an index read anew, pages from the middle included, and is never a rebuild.
  type Write =
    | { kind: "create"; where: "first" | "among" | "last"; pick: number }
    | { kind: "republish" | "unpublish"; pick: number }
    | { kind: "price"; pick: number; price: number | null }
    | { kind: "move"; pick: number; category: number }
    | { kind: "retitle"; pick: number; like: number };
  const writes: fc.Arbitrary<Write> = fc.oneof(
    fc.record({
      kind: fc.constant("create" as const),
      where: fc.constantFrom("first" as const, "among" as const, "last" as const),
      pick: fc.nat(),
    }),
    fc.record({ kind: fc.constantFrom("republish" as const, "unpublish" as const), pick: fc.nat() }),
    fc.record({
      kind: fc.constant("price" as const),
      pick: fc.nat(),
      price: fc.option(fc.integer({ min: 0, max: 40 }).map((step) => step * 500)),
    }),
    fc.record({ kind: fc.constant("move" as const), pick: fc.nat(), category: fc.nat() }),
    // Another product's title: a tie, placed with the entering ones in the same update.
    fc.record({ kind: fc.constant("retitle" as const), pick: fc.nat(), like: fc.nat() }),
  );
  let created = 0;
  const ids = async (where: ReturnType<typeof sql>) =>
    (await query<{ id: number }>(sql`select id from products where ${where} order by id`)).map((row) =>
      Number(row.id),
    );
  async function apply(write: Write) {
    const [published, unpublished] = [await ids(sql`published`), await ids(sql`not published`)];
    const pick = (from: number[]) => from[write.pick % from.length];
    if (write.kind === "create") {
      created++;
      const number = {
        first: `0${created}`,
        among: `${100_001 + (write.pick % 160)}x${created}`,
        last: `Z${created}`,
      }[write.where];
      const [copy] = await query<{ id: number }>(sql`
        insert into products (number, slug, title, description, category_id, default_measure_id, list_price)
        select ${number}, slug || '-x' || ${created}, title, description, category_id, default_measure_id, list_price
        from products where id = ${published[write.pick % 6]} returning id`);
      // Its values, and a title equal to another's (the copy's, one of a few): ties by number,
      // among the products entering at once too.
      await database.db.execute(sql`
        insert into product_attribute_values (product_id, attribute_value_id)
        select ${copy?.id}, attribute_value_id from product_attribute_values where product_id = ${pick(published)}`);
    } else if (write.kind === "republish" && unpublished.length) {
      await database.db.execute(sql`update products set published = true where id = ${pick(unpublished)}`);
    } else if (write.kind === "unpublish") {
      await database.db.execute(sql`update products set published = false where id = ${pick(published)}`);
    } else if (write.kind === "price") {
      const price = write.price === null ? null : (write.price / 100).toFixed(2);
      await database.db.execute(sql`update products set list_price = ${price} where id = ${pick(published)}`);
    } else if (write.kind === "retitle") {
      await database.db.execute(sql`
        update products set title = (select title from products where id = ${published[write.like % 6]})
        where id = ${pick(published)}`);
    } else if (write.kind === "move") {
      const categoryIds = (await query<{ id: number }>(sql`select id from categories order by id`)).map(
        (row) => Number(row.id),
      );
      await database.db.execute(sql`
        update products set category_id = ${categoryIds[write.category % categoryIds.length]}
        where id = ${pick(published)}`);
    }
  }
  /** The attribute values the published products carry. */
  const publishedValues = async () =>
    new Set(
      (
        await query<{ id: number }>(sql`
          select distinct v.attribute_value_id as id from product_attribute_values v
          join products p on p.id = v.product_id where p.published`)
      ).map((row) => Number(row.id)),
    );
  /** Pages from the middle of every sort: the walks along an order, not only whole lists. */
  function middlePages(index: CatalogIndex) {
    const { set } = index.match({});
    return SORTS.map((sort) => index.page(set, { sort, offset: 17, limit: 9 }));
  }

  it("answers as an index read anew after any sequence of them", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(writes, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }),
        async (updates) => {
          const store = createCatalogIndexStore(database.db);
          await store.current();
          // The one update that rebuilds: a product bringing an attribute value no product carried
          // when the index was read (published again, or a copy of one that was), which a patch
          // cannot place (README.md). The shop's writes make it reachable as runs add up.
          let held = await publishedValues();
          let rebuilds = 1;
          for (const batch of updates) {
            for (const write of batch) await apply(write);
            await catalogChanged(store);
            const now = await publishedValues();
            if ([...now].every((id) => held.has(id)))
              expect(store.lastUpdate?.kind, store.lastUpdate?.reason).not.toBe("rebuild");
            else {
              expect(store.lastUpdate).toMatchObject({
                kind: "rebuild",
                reason: "a category or attribute value new to the index",
              });
              [held, rebuilds] = [now, rebuilds + 1];
            }
            await expectAsRebuilt(store);
            const [kept, fresh] = [await store.current(), await loadCatalogIndex(database.db)];
            expect(middlePages(kept)).toEqual(middlePages(fresh));
          }
          expect(store.updates.rebuild).toBe(rebuilds);
        },
      ),
      { numRuns: 20 },
    );
  }, 300_000);
});

describe("two apps on one database", () => {
  it("each answers its own price change at once and the other's within the version check", async () => {
    const [storeA, storeB] = [createCatalogIndexStore(database.db), createCatalogIndexStore(database.db)];
    const apps = [storeA, storeB].map((catalogIndexStore) =>
      createApp({ database, version: "test", catalogCache: false, catalogIndexStore }),
    );
    const list = async (app: (typeof apps)[number], search: string) => {
      const response = await app.request(`/api/catalog/products?${search}`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { member: { id: number }[] }).member.map((product) => product.id);
    };
    const checksOf = (store: CatalogIndexStore) =>
      store.updates.patch + store.updates.none + store.updates.rebuild;
    const turns = [
      { writer: apps[0], reader: apps[1], readerStore: storeB },
      { writer: apps[1], reader: apps[0], readerStore: storeA },
    ];
    for (const [turn, { writer, reader, readerStore }] of turns.entries()) {
      if (!writer || !reader) throw new Error("two apps");
      const [product] = await query<{ id: number; measure: string }>(sql`
        select p.id, m.code as measure from products p join measures m on m.id = p.default_measure_id
        where p.published and p.list_price is not null order by p.id desc limit 1 offset ${turn}`);
      if (!product) throw new Error("no product");
      const dearest = `sort[price]=desc&price[gte]=0&itemsPerPage=1`;
      await Promise.all([list(writer, dearest), list(reader, dearest)]);
      // Dearer than any before: the product heads the list by price.
      const price = 90_000_000 + turn * 1_000_000;
      const response = await writer.request(
        `/api/catalog/admin/products/${product.id}`,
        jsonRequest(
          "PATCH",
          { prices: { retail: { [product.measure]: price } } },
          { Authorization: staff.authorization },
        ),
      );
      expect(response.status).toBe(200);
      const writtenAt = Date.now();
      const checksBefore = checksOf(readerStore);
      // The writer's own answer knows the write when its write returns.
      expect(await list(writer, dearest)).toEqual([Number(product.id)]);
      let seen: number[] = [];
      while (seen[0] !== Number(product.id) && Date.now() - writtenAt < VERSION_CHECK_MS + 15_000) {
        seen = await list(reader, dearest);
        if (seen[0] !== Number(product.id)) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(seen).toEqual([Number(product.id)]);
      // The bound is counted in the reader's checks, not in milliseconds that a busy machine
      // stretches: the first check that begins after the write shows it (one under way at the write
      // may have read before it). Checks begin once an interval has passed (current() above).
      expect(checksOf(readerStore) - checksBefore).toBeLessThanOrEqual(2);
    }
    // A price change is a patch on both: neither read the catalog anew after its first build.
    expect(storeA.updates).toMatchObject({ rebuild: 1 });
    expect(storeB.updates).toMatchObject({ rebuild: 1 });
    expect(storeA.updates.patch).toBeGreaterThanOrEqual(2);
  });
});
