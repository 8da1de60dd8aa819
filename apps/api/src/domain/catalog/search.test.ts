import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { openSeededDatabase } from "../../testing/seeded-database";
import { addTitleWords, type SearchWords, searchExpression } from "./search";

// The search corrects a misspelt word towards the catalog's title words, and keeps what it found
// per word in the list it is given (a catalog index store keeps one per version of the catalog's
// texts: catalog-index-store-facts.test.ts). On the real test database (both drivers).

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openSeededDatabase({ products: 20 });
});
afterAll(() => database.close());

const correctionsOf = async (text: string, words: SearchWords) =>
  (await searchExpression(database.db, text, words))?.terms[0]?.corrections ?? [];

describe("searchExpression's corrections", () => {
  it("follow the catalog: a word a new title brings corrects a misspelling in a new list of words", async () => {
    const before: SearchWords = new Map();
    // "Шоколадница" is no title word yet: the misspelling has nothing to be corrected to.
    expect(await correctionsOf("шоколадныца чай", before)).not.toContain("шоколадниц");
    await addTitleWords(database.db, "Шоколадница «Фабрика»");
    // A list remembers its words (a busy shop sees the same words again)...
    expect(await correctionsOf("шоколадныца чай", before)).not.toContain("шоколадниц");
    // ...and a new one (the store's, once the write moved the catalog's texts) asks again.
    expect(await correctionsOf("шоколадныца чай", new Map())).toContain("шоколадниц");
  });
});
