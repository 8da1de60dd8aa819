import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { openSeededDatabase } from "../../testing/seeded-database";
import { addTitleWords, searchExpression } from "./search";

// The search corrects a misspelt word towards the catalog's title words, and caches what it found
// per word. On the real test database (both drivers).

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openSeededDatabase({ products: 20 });
});
afterAll(() => database.close());

const correctionsOf = async (text: string, catalogVersion: number) =>
  (await searchExpression(database.db, text, { catalogVersion }))?.terms[0]?.corrections ?? [];

describe("searchExpression's corrections", () => {
  it("follow the catalog: a word a new title brings corrects a misspelling once the catalog's version moves", async () => {
    // "Шоколадница" is no title word yet: the misspelling has nothing to be corrected to.
    expect(await correctionsOf("шоколадныца чай", 1)).not.toContain("шоколадниц");
    await addTitleWords(database.db, "Шоколадница «Фабрика»");
    // Within one version the words are remembered (a busy shop sees the same words again)...
    expect(await correctionsOf("шоколадныца чай", 1)).not.toContain("шоколадниц");
    // ...and a new version of the catalog (the write that added the title moved it) asks again.
    expect(await correctionsOf("шоколадныца чай", 2)).toContain("шоколадниц");
  });

  it("are kept per database: another catalog's words never answer this one's", async () => {
    const other = await openSeededDatabase({ products: 20 });
    try {
      await addTitleWords(other.db, "Самоварница");
      const inOther = (await searchExpression(other.db, "самоварныца чай", { catalogVersion: 2 }))?.terms[0];
      expect(inOther?.corrections).toContain("самоварниц");
      expect(await correctionsOf("самоварныца чай", 2)).not.toContain("самоварниц");
    } finally {
      await other.close();
    }
  });
});
