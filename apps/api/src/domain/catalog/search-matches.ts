import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { anyOfPlaceholder } from "../../db/any-of";
import type { Database } from "../../db/client";
import { products } from "../../db/schema/index";
import { addBit, type Bitset, emptyBitset, hasBit, popcount, positionsInOrder } from "./bitset";
import type { CatalogIndex } from "./catalog-index";
import { parseNumbers } from "./comma-separated";
import type { SearchExpression } from "./search";

/** The products a search matches, as the index holds them. */
export interface SearchMatches {
  /** Positions of the matches. */
  set: Bitset;
  /**
   * Positions of the matches by relevance: a typed product number first, then the products whose
   * title has every word (or its reading) by `ts_rank`, then the others (the word only in the
   * description) by number.
   */
  ranked: Uint32Array;
}

// Shoppers repeat searches and every keystroke of a word shares its prefix with others': the
// matches of recent searches are kept with the index they belong to (a rebuild starts afresh),
// bounded by bytes (a search matching every product of 100 000 holds 412 KB).
const CACHE_BYTES = 16 * 1024 * 1024;
// Per index: the kept matches, and the searches the database is answering now (the same search
// asked again meanwhile waits for that answer instead of asking again).
const caches = new WeakMap<
  CatalogIndex,
  { kept: LRUCache<string, SearchMatches>; inFlight: Map<string, Promise<SearchMatches>> }
>();

/**
 * The matches of a search over the catalog of `index`: the database decides what matches (the
 * full-text index, search.ts's readings) and ranks the best candidates, in one query answering two
 * texts of ids; filters, totals and facets then come from the index. `ts_rank` reads the whole
 * search vector of a product, so it is computed only for the candidates, the products whose
 * title (or number) has every word: a tea shop's "чай" matches nearly every description, and ranking
 * all 100 000 took five times as long as finding them.
 * @example
 *   const { set, ranked } = await searchMatches(db, index, await searchExpression(db, "сенча"));
 */
export async function searchMatches(
  db: Database,
  index: CatalogIndex,
  search: SearchExpression,
): Promise<SearchMatches> {
  const cache = caches.get(index) ?? {
    kept: new LRUCache<string, SearchMatches>({
      maxSize: CACHE_BYTES,
      sizeCalculation: (matches) => matches.set.byteLength + matches.ranked.byteLength + 64,
    }),
    inFlight: new Map<string, Promise<SearchMatches>>(),
  };
  caches.set(index, cache);
  const key = `${search.tsquery}\u0000${search.numbers.join(",")}`;
  const found = cache.kept.get(key) ?? cache.inFlight.get(key);
  if (found) return found;
  const loading = loadMatches(db, index, search).then((matches) => {
    cache.kept.set(key, matches);
    return matches;
  });
  cache.inFlight.set(key, loading);
  try {
    return await loading;
  } finally {
    cache.inFlight.delete(key);
  }
}

async function loadMatches(
  db: Database,
  index: CatalogIndex,
  search: SearchExpression,
): Promise<SearchMatches> {
  const statements = rankedMatchStatements(db);
  const values = { tsquery: search.tsquery, titleTsquery: search.titleTsquery };
  const [row] = search.numbers.length
    ? await statements.withNumbers.execute({ ...values, numbers: search.numbers })
    : await statements.plain.execute(values);
  const set = index.bitsOfIds(idsOf(row?.ids));
  const best = index.positionsOfIds(idsOf(row?.ranked));
  // The others follow the candidates in number order, which is the order of positions.
  const ranked = new Uint32Array(popcount(set));
  ranked.set(best);
  const isBest = emptyBitset(index.size);
  for (const position of best) addBit(isBest, position);
  let next = best.length;
  for (const position of positionsInOrder(set, 0, ranked.length, "asc")) {
    if (!hasBit(isBest, position)) ranked[next++] = position;
  }
  return { set, ranked };
}

const idsOf = (text: string | null | undefined) => parseNumbers(text, (length) => new Int32Array(length));

/**
 * The ids of a search's matches (`ids`, unordered) and of its best candidates by relevance
 * (`ranked`), each as one comma-separated text, in one pass over the matches: the aggregate's
 * filter keeps `ts_rank` to the candidates.
 */
function rankedMatches(db: Database, withNumbers: boolean) {
  const query = sql`to_tsquery('russian', ${sql.placeholder("tsquery")})`;
  const typedNumber = withNumbers ? sql`${anyOfPlaceholder(products.number, "numbers")} desc,` : sql``;
  return db
    .select({
      ids: sql<string | null>`string_agg(${products.id}::text, ',')`,
      ranked: sql<
        string | null
      >`string_agg(${products.id}::text, ',' order by ${typedNumber} ts_rank(${products.searchVector}, ${query}) desc, ${products.number}) filter (where ${products.searchVector} @@ to_tsquery('russian', ${sql.placeholder("titleTsquery")}))`,
    })
    .from(products)
    .where(sql`${products.searchVector} @@ ${query}`)
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
