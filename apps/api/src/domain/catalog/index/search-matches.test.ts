import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client";
import { openSeededDatabase } from "../../../testing/seeded-database";
import { searchExpression } from "../search";
import { loadCatalogIndex } from "./catalog-index-store";
import { keptSearchMatches, searchMatches } from "./search-matches";

// The suggestions' shortcut: ranking only the first few of a search must give exactly the first
// few of the whole ranking, ties in number order included (both drivers, the seeded catalog).

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openSeededDatabase({ products: 400 });
});
afterAll(() => database.close());

describe("searchMatches with `first`", () => {
  it("answers the first page of the whole ranking, for prefixes, whole words, several words and numbers", async () => {
    const rows = (await database.db.execute(
      sql`select title, number from products where published`,
    )) as unknown;
    const products = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as {
      title: string;
      number: string;
    }[];
    const words = [
      ...new Set(products.flatMap(({ title }) => title.toLowerCase().match(/\p{L}{3,}/gu) ?? [])),
    ].sort();
    const texts = [
      ...words.slice(0, 40).flatMap((word) => [word.slice(0, 2), word.slice(0, 3), word]),
      ...words.slice(0, 20).map((word, at) => `${word} ${words[(at * 7) % words.length]?.slice(0, 2)}`),
      ...products.slice(0, 5).map(({ number }) => number),
      `${products[0]?.number} чай`,
      "чай",
      "зелёный ул",
    ];
    // Two indexes read alike, each with its own kept matches, so neither answers from the other's.
    const [whole, first] = [await loadCatalogIndex(database.db), await loadCatalogIndex(database.db)];
    const [keptWhole, keptFirst] = [keptSearchMatches(), keptSearchMatches()];
    let compared = 0;
    for (const text of texts) {
      const expression = await searchExpression(database.db, text, new Map());
      if (!expression) continue;
      for (const limit of [8, 3]) {
        const all = await searchMatches(database.db, whole, expression, keptWhole);
        const some = await searchMatches(database.db, first, expression, keptFirst, { first: limit });
        const request = { sort: [], offset: 0, limit };
        expect(first.page(some.set, { ...request, relevance: some }), text).toEqual(
          whole.page(all.set, { ...request, relevance: all }),
        );
        // Asked again, the kept best few answer; a whole ranking kept answers them too.
        expect(await searchMatches(database.db, first, expression, keptFirst, { first: limit })).toBe(some);
        expect(await searchMatches(database.db, whole, expression, keptWhole, { first: limit })).toBe(all);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(200);
  });
});
