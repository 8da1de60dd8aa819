import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Database } from "../../db/client";
import { products } from "../../db/schema/index";
import type { Bitset } from "./bitset";
import type { CatalogIndex } from "./catalog-index";
import type { SearchExpression } from "./search";

/** The products a search matches, as the index holds them. */
export interface SearchMatches {
  /** Positions of the matches. */
  set: Bitset;
  /** Positions of the matches by relevance: a typed product number first, then `ts_rank`, then number. */
  ranked: Uint32Array;
}

// Shoppers repeat searches and every keystroke of a word shares its prefix with others': the
// matches of recent searches are kept with the index they belong to (a rebuild starts afresh),
// bounded by bytes (a search matching every product of 100 000 holds 412 KB).
const CACHE_BYTES = 16 * 1024 * 1024;
const caches = new WeakMap<CatalogIndex, LRUCache<string, SearchMatches>>();

/**
 * The matches of a search over the catalog of `index`: the database decides what matches (the
 * full-text index, search.ts's readings) and ranks it, in one query answering one text of ids;
 * filters, totals and facets then come from the index.
 * @example
 *   const { set, ranked } = await searchMatches(db, index, await searchExpression(db, "сенча"));
 */
export async function searchMatches(
  db: Database,
  index: CatalogIndex,
  search: SearchExpression,
): Promise<SearchMatches> {
  let cache = caches.get(index);
  if (!cache) {
    cache = new LRUCache<string, SearchMatches>({
      maxSize: CACHE_BYTES,
      sizeCalculation: (matches) => matches.set.byteLength + matches.ranked.byteLength + 64,
    });
    caches.set(index, cache);
  }
  const key = `${search.tsquery}\u0000${search.numbers.join(",")}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const statements = rankedMatchStatements(db);
  const [row] = search.numbers.length
    ? await statements.withNumbers.execute({ tsquery: search.tsquery, numbers: search.numbers })
    : await statements.plain.execute({ tsquery: search.tsquery });
  const ids = row?.ids ? Int32Array.from(row.ids.split(","), Number) : new Int32Array();
  const matches = { set: index.bitsOfIds(ids), ranked: index.positionsOfIds(ids) };
  cache.set(key, matches);
  return matches;
}

/** The ids of a search's matches by relevance, as one comma-separated text. */
function rankedMatches(db: Database, withNumbers: boolean) {
  const query = sql`to_tsquery('russian', ${sql.placeholder("tsquery")})`;
  const typedNumber = withNumbers ? sql`number = any(${sql.placeholder("numbers")}::text[]) desc,` : sql``;
  return db
    .select({
      ids: sql<string | null>`string_agg(id::text, ',' order by ${typedNumber} relevance desc, number)`,
    })
    .from(
      sql`(select ${products.id} as id, ${products.number} as number, ts_rank(${products.searchVector}, ${query}) as relevance from ${products} where ${products.searchVector} @@ ${query}) as found`,
    )
    .prepare(withNumbers ? "search_matches_numbers" : "search_matches");
}

const statements = new WeakMap<
  object,
  { plain: ReturnType<typeof rankedMatches>; withNumbers: ReturnType<typeof rankedMatches> }
>();

function rankedMatchStatements(db: Database) {
  const prepared = statements.get(db) ?? {
    plain: rankedMatches(db, false),
    withNumbers: rankedMatches(db, true),
  };
  statements.set(db, prepared);
  return prepared;
}
