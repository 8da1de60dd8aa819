import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client";
import { openSeededDatabase } from "../../../testing/seeded-database";
import { readProductCards } from "../product-cards";
import { CardStore } from "./card-store";
import { createCatalogIndexStore, readVersion } from "./catalog-index-store";

// The cards an index store keeps (card-store.ts) follow every write of what a card shows, made as
// another replica or psql makes it (plain SQL, no route of this app): after the store's next update
// each card is the one the database writes now. On the real test database (both drivers).

let database: DatabaseHandle;
let ids: number[];

beforeAll(async () => {
  database = await openSeededDatabase({ products: 12 });
  ids = (await rows<{ id: number }>(sql`select id from products order by number`)).map((row) =>
    Number(row.id),
  );
});
afterAll(() => database.close());

async function rows<Row>(statement: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await database.db.execute(statement)) as unknown as Row[] | { rows: Row[] };
  return "rows" in result ? result.rows : result;
}

/** The cards as the database writes them now. */
async function cardsNow(asked: number[], locale: string) {
  const { cards } = await readProductCards(database.db, asked, locale);
  return JSON.parse(`[${cards.map((card) => card.json).join(",")}]`);
}

describe("the index store's cards", () => {
  it("answers held cards from memory, and reads only those it lacks", async () => {
    const store = createCatalogIndexStore(database.db);
    await store.current();
    const page = ids.slice(0, 4);
    const first = (await store.cards.json(database.db, page, "ru")).toString();
    expect(store.cards.counts).toEqual({ hits: 0, misses: 4 });
    expect((await store.cards.json(database.db, page, "ru")).toString()).toBe(first);
    expect(store.cards.counts).toEqual({ hits: 4, misses: 4 });
    // Another locale is another card.
    await store.cards.json(database.db, page.slice(0, 1), "en-US");
    expect(store.cards.counts).toEqual({ hits: 4, misses: 5 });
    expect(JSON.parse(first)).toEqual(await cardsNow(page, "ru"));
  });

  it.each([
    [
      "a price",
      (id: number) =>
        sql`update product_prices set price = price + 1, compare_at_price = price + 100 where product_id = ${id}`,
    ],
    ["a price removed", (id: number) => sql`delete from product_prices where product_id = ${id}`],
    [
      "a translated title",
      (id: number) =>
        sql`insert into product_translations (item_id, locale, field, value) values (${id}, 'en-US', 'title', 'Renamed')
          on conflict (item_id, locale, field) do update set value = 'Renamed again'`,
    ],
    ["a slug", (id: number) => sql`update products set slug = slug || '-x' where id = ${id}`],
    [
      "the photos",
      (id: number) =>
        sql`update products set images = '[{"path":"/api/media/products/new.webp","width":10,"height":10,"alt":"Новое"}]'::jsonb where id = ${id}`,
    ],
    [
      "the default measure",
      (id: number) =>
        sql`update products set default_measure_id = (select id from measures where id <> default_measure_id order by id limit 1) where id = ${id}`,
    ],
    ["a title", (id: number) => sql`update products set title = title || ' новый' where id = ${id}`],
    ["unpublished", (id: number) => sql`update products set published = false where id = ${id}`],
    ["a measure's name (a rebuild)", () => sql`update measures set title = title || '.'`],
  ])("shows the card anew after a change of %s made elsewhere", async (_, change) => {
    const store = createCatalogIndexStore(database.db);
    await store.current();
    const [id = 0] = ids.splice(0, 1);
    const page = [id, ...ids.slice(0, 2)];
    for (const locale of ["ru", "en-US"]) await store.cards.json(database.db, page, locale);
    const before = await cardsNow(page, "en-US");
    await database.db.execute(change(id));
    await store.update();
    for (const locale of ["ru", "en-US"]) {
      const held = (await store.cards.json(database.db, page, locale)).toString();
      expect(JSON.parse(held)).toEqual(await cardsNow(page, locale));
    }
    // The change showed (the test would pass by itself if it changed nothing).
    expect(await cardsNow(page, "en-US")).not.toEqual(before);
    // The other cards stayed held, unless the change was one of every card.
    if (store.lastUpdate?.kind === "patch") expect(store.cards.size).toBeGreaterThanOrEqual(4);
  });

  it("keeps no card read before an update that forgot cards (a read that raced a write)", async () => {
    const cards = new CardStore();
    const version = await readVersion(database.db);
    // An update to a version after the read's snapshot applied changes while the read was under way.
    cards.forget([ids[0] ?? 0], version + 1);
    await cards.json(database.db, ids.slice(0, 3), "ru");
    expect(cards.size).toBe(0);
    await database.db.execute(
      sql`update product_prices set price = price + 1 where product_id = ${ids[0] ?? 0}`,
    );
    await database.db.execute(
      sql`update product_prices set price = price + 1 where product_id = ${ids[0] ?? 0}`,
    );
    // A read at least as new as the last forgetting update is kept.
    await cards.json(database.db, ids.slice(0, 3), "ru");
    expect(cards.size).toBe(3);
  });

  it("keeps the cards listed again when its young generation fills, and drops the others", async () => {
    const lengths = (await readProductCards(database.db, ids.slice(0, 3), "ru")).cards.map((card) =>
      Buffer.byteLength(card.json),
    );
    const [first = 0, second = 0, third = 0] = lengths;
    // A generation is full with the first card and either of the others (4 bytes of length each).
    const cards = new CardStore(2 * (first + Math.min(second, third) + 8));
    await cards.json(database.db, ids.slice(0, 2), "ru");
    // Full: the two are the old generation now; the first, listed again, moves to the young one.
    await cards.json(database.db, ids.slice(0, 1), "ru");
    // The third fills the young generation: the old one, with only the second, goes.
    await cards.json(database.db, ids.slice(2, 3), "ru");
    expect(cards.size).toBe(2);
    cards.counts.hits = 0;
    cards.counts.misses = 0;
    await cards.json(database.db, [ids[0] ?? 0, ids[2] ?? 0, ids[1] ?? 0], "ru");
    expect(cards.counts).toEqual({ hits: 2, misses: 1 });
  });

  it("answers what the database wrote, byte for byte, whether held or read", async () => {
    const cards = new CardStore();
    const asked = [ids[2] ?? 0, ids[0] ?? 0, ids[1] ?? 0];
    const read = (await cards.json(database.db, asked.slice(1), "en-US")).toString();
    const mixed = (await cards.json(database.db, asked, "en-US")).toString();
    const { cards: now } = await readProductCards(database.db, asked, "en-US");
    expect(mixed).toBe(`[${now.map((card) => card.json).join(",")}]`);
    expect(read).toBe(
      `[${now
        .slice(1)
        .map((card) => card.json)
        .join(",")}]`,
    );
  });
});
