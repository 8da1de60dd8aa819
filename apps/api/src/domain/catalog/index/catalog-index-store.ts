import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import type { DatabaseExecutor } from "../../../db/executor";
import { catalogVersion, categories, productAttributeValues, products } from "../../../db/schema/index";
import { parseNumbers } from "../comma-separated";
import { russianLexemes } from "../search";
import { CatalogIndex } from "./catalog-index";

/**
 * How often a replica asks the database whether the catalog changed under it (another replica,
 * psql, an import): a change from elsewhere is answered within this time.
 */
export const VERSION_CHECK_MS = 2_000;

interface Keeper {
  index?: CatalogIndex;
  /** The build under way; a write waits for a build that started after it. */
  building?: Promise<CatalogIndex>;
  checking?: Promise<CatalogIndex | undefined>;
  checkedAt: number;
}

const keepers = new WeakMap<object, Keeper>();

const keeperOf = (db: Database): Keeper => {
  const keeper = keepers.get(db) ?? { checkedAt: 0 };
  keepers.set(db, keeper);
  return keeper;
};

/**
 * The catalog index of a database: built on first use (the first requests wait for it), then
 * checked against `catalog_version` at most every 2 s, by one query in the background that the
 * first request after the interval starts; when the version moved, a new index is built while
 * requests go on with the current one, which is then swapped for it.
 * @example
 *   const index = await catalogIndex(db);
 */
export function catalogIndex(db: Database): Promise<CatalogIndex> {
  const keeper = keeperOf(db);
  if (!keeper.index) return keeper.building ?? rebuild(db, keeper);
  if (Date.now() - keeper.checkedAt >= VERSION_CHECK_MS && !keeper.checking) {
    keeper.checkedAt = Date.now();
    keeper.checking = check(db, keeper)
      // A failed check (the database away for a moment) is tried again after the interval.
      .catch(() => keeper.index)
      .finally(() => {
        keeper.checking = undefined;
      });
  }
  return Promise.resolve(keeper.index);
}

/**
 * Rebuilds the index after a write of this replica to what it reads, and resolves when requests
 * see the write (write routes await it before they answer). It never rejects: the write is
 * committed, and an index that could not be rebuilt now is rebuilt at the next version check.
 * @example
 *   await catalogChanged(db);
 */
export async function catalogChanged(db: Database): Promise<void> {
  await rebuild(db, keeperOf(db)).catch(() => undefined);
}

async function check(db: Database, keeper: Keeper): Promise<CatalogIndex> {
  const version = await readVersion(db);
  const { index } = keeper;
  if (index && index.version === version) return index;
  return rebuild(db, keeper);
}

function rebuild(db: Database, keeper: Keeper): Promise<CatalogIndex> {
  // A build that started before the caller's write may have read the data without it: the next
  // one starts after it ends.
  const previous = keeper.building?.catch(() => undefined) ?? Promise.resolve(undefined);
  const building = previous.then(async () => {
    const startedAt = Date.now();
    const index = await loadCatalogIndex(db);
    if (!keeper.index || keeper.index.version <= index.version) keeper.index = index;
    keeper.checkedAt = Math.max(keeper.checkedAt, startedAt);
    return keeper.index;
  });
  keeper.building = building;
  building
    .finally(() => {
      if (keeper.building === building) keeper.building = undefined;
    })
    .catch(() => undefined);
  return building;
}

function rowsOf<Row>(result: Row[] | { rows: Row[] }): Row[] {
  return "rows" in result ? result.rows : result;
}

async function readVersion(db: DatabaseExecutor): Promise<number> {
  const [row] = await db.select({ version: catalogVersion.version }).from(catalogVersion);
  return row?.version ?? 0;
}

// The sorts the list offers besides number order (the positions themselves): the database sorts
// them, in its collation and with its nulls order, in the query beside the columns.
const ORDERS = [
  ["price:asc", "list_price", "asc"],
  ["price:desc", "list_price", "desc"],
  ["title:asc", "title", "asc"],
  ["title:desc", "title", "desc"],
  ["createdAt:asc", "created_at", "asc"],
  ["createdAt:desc", "created_at", "desc"],
] as const;

/**
 * Reads what the index needs in compact form (one comma-separated text per column: 100 000
 * products are a few MB in flight, not 100 000 row objects) and builds it. The version is read
 * first: the data read after it is at least as new, so a change is never hidden behind it.
 * @example
 *   const index = await loadCatalogIndex(db);
 */
export async function loadCatalogIndex(db: Database): Promise<CatalogIndex> {
  const version = await readVersion(db);
  const [columnRows, orderRows, categoryRows, valueRows, wordRows] = await Promise.all([
    db.execute<Record<string, string | null>>(sql`
      select
        string_agg(id::text, ',' order by number) as ids,
        string_agg(category_id::text, ',' order by number) as "categoryIds",
        string_agg(coalesce(round(list_price * 100)::bigint::text, ''), ',' order by number) as prices,
        string_agg(round(extract(epoch from created_at) * 1000000)::bigint::text, ',' order by number) as "createdAt",
        string_agg(price_rank::text, ',' order by number) as "priceRanks",
        string_agg(title_rank::text, ',' order by number) as "titleRanks",
        string_agg(created_rank::text, ',' order by number) as "createdAtRanks"
      from (
        select ${products.id} as id, ${products.number} as number, ${products.categoryId} as category_id,
          ${products.listPrice} as list_price, ${products.createdAt} as created_at,
          dense_rank() over (order by ${products.listPrice}) as price_rank,
          dense_rank() over (order by ${products.title}) as title_rank,
          dense_rank() over (order by ${products.createdAt}) as created_rank
        from ${products} where ${products.published}
      ) as ranked`),
    db.execute<Record<string, string | null>>(sql`
      select ${sql.join(
        ORDERS.map(
          ([key, column, direction]) =>
            sql`string_agg(position::text, ',' order by ${sql.raw(column)} ${sql.raw(direction)}, number) as ${sql.identifier(key)}`,
        ),
        sql`, `,
      )}
      from (
        select ${products.number} as number, ${products.listPrice} as list_price, ${products.title} as title,
          ${products.createdAt} as created_at, row_number() over (order by ${products.number}) - 1 as position
        from ${products} where ${products.published}
      ) as positioned`),
    db
      .select({
        id: categories.id,
        path: categories.path,
        lexemes: russianLexemes(categories.title),
      })
      .from(categories),
    db.execute<{ valueId: number; productIds: string }>(sql`
      select ${productAttributeValues.attributeValueId} as "valueId",
        string_agg(${productAttributeValues.productId}::text, ',') as "productIds"
      from ${productAttributeValues}
      join ${products} on ${products.id} = ${productAttributeValues.productId} and ${products.published}
      group by 1`),
    // Each lexeme once, with its products' positions (weight A marked in the lowest bit); the
    // three texts list the lexemes in the same order, as every aggregate of a query reads its rows.
    db.execute<Record<string, string | null>>(sql`
      select string_agg(lexeme, ' ') as lexemes, string_agg(count::text, ',') as counts,
        string_agg(postings, ',') as postings
      from (
        select word.lexeme, count(*) as count,
          string_agg((positioned.position * 2 + ('A' = any(word.weights))::int)::text, ',') as postings
        from (
          select row_number() over (order by ${products.number}) - 1 as position, ${products.searchVector} as vector
          from ${products} where ${products.published}
        ) as positioned, unnest(positioned.vector) as word
        group by word.lexeme
      ) as words`),
  ]);
  const columns = rowsOf(columnRows)[0] ?? {};
  const ints = (name: string) => parseNumbers(columns[name], (length) => new Int32Array(length));
  const ranks = (name: string) => parseNumbers(columns[name], (length) => new Uint32Array(length));
  const floats = (name: string) => parseNumbers(columns[name], (length) => new Float64Array(length));
  const orders = rowsOf(orderRows)[0] ?? {};
  const words = rowsOf(wordRows)[0] ?? {};
  return new CatalogIndex({
    version,
    ids: ints("ids"),
    categoryIds: ints("categoryIds"),
    prices: floats("prices"),
    createdAt: floats("createdAt"),
    priceRanks: ranks("priceRanks"),
    titleRanks: ranks("titleRanks"),
    createdAtRanks: ranks("createdAtRanks"),
    categories: categoryRows.map((row) => ({ ...row, lexemes: row.lexemes ? row.lexemes.split(" ") : [] })),
    orders: new Map(
      ORDERS.map(([key]) => [key, parseNumbers(orders[key], (length) => new Uint32Array(length))]),
    ),
    words: {
      lexemes: words.lexemes ? words.lexemes.split(" ") : [],
      counts: parseNumbers(words.counts, (length) => new Uint32Array(length)),
      postings: parseNumbers(words.postings, (length) => new Uint32Array(length)),
    },
    valueProducts: new Map(
      rowsOf(valueRows).map((row) => [
        Number(row.valueId),
        parseNumbers(row.productIds, (length) => new Int32Array(length)),
      ]),
    ),
  });
}
