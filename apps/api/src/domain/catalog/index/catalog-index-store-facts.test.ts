import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client";
import { openSeededDatabase } from "../../../testing/seeded-database";
import { localizeCategory } from "../category-texts";
import { searchExpression } from "../search";
import { type CatalogIndexStore, createCatalogIndexStore, readVersion } from "./catalog-index-store";

// What a catalog index store keeps beside its index (the reference data, the category tree and
// texts, the search's words) is its own state, kept for the index's catalog version: read once,
// served again without the database, and read anew once the version moves. The writes here are
// plain SQL, as another replica's or an import's reach this store: only the version tells it.
// On the real test database (both drivers).

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openSeededDatabase({ products: 20 });
});
afterAll(() => database.close());

// A store that checks the version only when told (`update()`, what its 1 s check does).
const newStore = () => createCatalogIndexStore(database.db, { versionCheckMs: 60 * 60_000 });

async function firstCategory(store: CatalogIndexStore) {
  const [category] = (await store.categoryTree()).ordered;
  if (!category) throw new Error("the seed made no category");
  return category;
}

describe("the catalog index store's facts", () => {
  it("serves the reference data, the category tree and texts from its own state while the version stands", async () => {
    const store = newStore();
    const [reference, tree, texts] = [
      await store.reference(),
      await store.categoryTree(),
      await store.categoryTexts(),
    ];
    expect(reference.measures.length).toBeGreaterThan(0);
    expect(tree.ordered.length).toBeGreaterThan(0);
    // Read once: the same objects again, not a read of the database each.
    expect(await store.reference()).toBe(reference);
    expect(await store.categoryTree()).toBe(tree);
    expect(await store.categoryTexts()).toBe(texts);
  });

  it("serves them before its index is built: carts and sessions never wait for the build", async () => {
    const store = newStore();
    // A build that never ends (a catalog of millions, a database slow to list them): the facts are
    // read at the database's version without it.
    store.update = () => new Promise(() => {});
    const facts = Promise.all([store.reference(), store.categoryTree(), store.categoryTexts()]);
    const [reference, tree] = await facts;
    expect(reference.measures.map((measure) => measure.code)).toEqual(["pcs", "kg", "pack"]);
    expect(tree.ordered.length).toBeGreaterThan(0);
  });

  it("reads each anew once the catalog version moves, and not before", async () => {
    const store = newStore();
    const category = await firstCategory(store);
    const texts = await store.categoryTexts();
    const [attribute] = (await store.reference()).attributes;
    if (!attribute) throw new Error("the seed made no attribute");
    // Each write moves the catalog version (a translation and an attribute too: migration 0022).
    const moves = async (write: ReturnType<typeof sql>) => {
      const before = await readVersion(database.db);
      await database.db.execute(write);
      expect(await readVersion(database.db)).toBeGreaterThan(before);
    };
    await moves(sql`update categories set title = 'Переименован' where id = ${category.id}`);
    await moves(sql`insert into category_translations (item_id, locale, field, value)
      values (${category.id}, 'en-US', 'title', 'Renamed')
      on conflict (item_id, locale, field) do update set value = excluded.value`);
    await moves(sql`update attributes set title = 'Страна (новое)' where id = ${attribute.id}`);

    // Until the store learns of the version, it answers what it kept.
    expect((await store.categoryTree()).byId.get(category.id)?.title).toBe(category.title);
    expect(await store.categoryTexts()).toBe(texts);
    expect(texts.get("en-US")?.get(category.id)?.title).not.toBe("Renamed");
    expect((await store.reference()).attributes[0]?.title).toBe(attribute.title);

    await store.update();
    const renamed = (await store.categoryTree()).byId.get(category.id);
    expect(renamed?.title).toBe("Переименован");
    expect(renamed && localizeCategory(renamed, await store.categoryTexts(), "en-US").title).toBe("Renamed");
    expect((await store.reference()).attributes.find(({ id }) => id === attribute.id)?.title).toBe(
      "Страна (новое)",
    );
  });

  it("keeps the search's words while the catalog's texts stand, and starts anew when a title changes", async () => {
    const store = newStore();
    const words = store.searchWords(await store.current());
    await searchExpression(database.db, "улун", words);
    expect(words.has("улун")).toBe(true);

    // A price moves the version but not the texts: the words looked up stay.
    await database.db.execute(
      sql`update products set list_price = list_price + 1 where id = (select min(id) from products)`,
    );
    const priced = await store.update();
    expect(store.searchWords(priced)).toBe(words);

    // A title brings its words (and corrections): the next search looks them up again.
    await database.db.execute(
      sql`update products set title = 'Шоколадница ' || title where id = (select min(id) from products)`,
    );
    const retitled = await store.update();
    expect(retitled.textsVersion).toBeGreaterThan(priced.textsVersion);
    expect(store.searchWords(retitled)).not.toBe(words);
    expect(store.searchWords(retitled).size).toBe(0);
  });

  it("keeps recent searches' matches while its index keeps their key, and starts anew with a new index", async () => {
    const store = newStore();
    const index = await store.current();
    const kept = store.keptSearchMatches(index);
    expect(store.keptSearchMatches(index)).toBe(kept);
    // A removal (the product unpublished, as another replica would) makes an index of other matches.
    await database.db.execute(
      sql`update products set published = false where id = (select max(id) from products)`,
    );
    const patched = await store.update();
    expect(patched.matchesKey).not.toBe(index.matchesKey);
    expect(store.keptSearchMatches(patched)).not.toBe(kept);
    // A request still reading the older index gets a list of its own, never the newer one's.
    expect(store.keptSearchMatches(index)).not.toBe(store.keptSearchMatches(patched));
  });

  it("is one per app: two stores over one database keep their own facts", async () => {
    const [one, other] = [newStore(), newStore()];
    expect(await one.categoryTree()).not.toBe(await other.categoryTree());
    expect(one.searchWords(await one.current())).not.toBe(other.searchWords(await other.current()));
  });
});
