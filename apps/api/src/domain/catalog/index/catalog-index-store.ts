import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import type { DatabaseExecutor } from "../../../db/executor";
import { catalogVersion, categories, productAttributeValues, products } from "../../../db/schema/index";
import { type CategoryTexts, readCategoryTexts } from "../category-texts";
import { type CategoryTree, readCategoryTree } from "../category-tree";
import { parseNumbers } from "../comma-separated";
import { shownToPublic } from "../product-visibility";
import { type CatalogReference, readCatalogReference } from "../reference";
import { russianLexemes, type SearchWords } from "../search";
import { CardStore } from "./card-store";
import {
  applyCatalogChanges,
  type IndexUpdate,
  KEEP_CHANGES_MS,
  PRUNE_EVERY_MS,
  pruneCatalogChanges,
} from "./catalog-changes";
import { CatalogIndex } from "./catalog-index";
import { type KeptSearchMatches, keptSearchMatches } from "./search-matches";

/**
 * How often a replica asks the database whether the catalog changed under it (another replica,
 * psql, an import): a change from elsewhere is answered within this time and the apply. One second,
 * so that the promise to clients (another replica within 2 s, docs/contract.md) holds with the apply
 * and a busy machine's delays on top; the check is one indexed read of a one-row table.
 */
export const VERSION_CHECK_MS = 1_000;

// What an update did: declared where updates are applied, so the two files import one way only.
export type { IndexUpdate } from "./catalog-changes";

export interface CatalogIndexStoreOptions {
  /** How often the version is checked (default 1 s). */
  versionCheckMs?: number;
  /** How old a log entry gets before a replica prunes it (default 10 min). */
  keepChangesMs?: number;
  /** How many bytes of cards it keeps (card-store.ts; default `CARD_BYTES`). */
  cardBytes?: number;
  /**
   * How many positions without a product it keeps at least before their share makes it rebuild
   * (default `MIN_REBUILT_HOLES`; a test's small catalog lowers it).
   */
  minRebuiltHoles?: number;
}

/**
 * One fact the store keeps beside the index (the reference data, the category tree, the
 * categories' texts): read on first use after the index reached a version, so never older than
 * it, and read anew once the index moved on. A request still holding an older index is given the
 * newer fact: newer, never older, than what it reads with.
 */
class KeptPerVersion<Fact> {
  private readonly read: (db: Database) => Promise<Fact>;
  private version = -1;
  private value: Promise<Fact> | undefined;

  constructor(read: (db: Database) => Promise<Fact>) {
    this.read = read;
  }

  at(version: number, db: Database): Promise<Fact> {
    if (version > this.version) {
      this.version = version;
      this.value = undefined;
    }
    if (this.value) return this.value;
    const value = this.read(db);
    this.value = value;
    // A failed read (the database away for a moment) is read again by the next request.
    value.catch(() => {
      if (this.value === value) this.value = undefined;
    });
    return value;
  }
}

/**
 * The catalog index of one app over one database (README.md): built on first use (the first
 * requests wait for it), then kept up with the catalog by applying the change log
 * (catalog-changes.ts), after each of this replica's writes and, for others' writes, at most
 * every 1 s: the first request after the interval starts one check in the background while
 * requests go on with the current index, which is then swapped for the new one. Created by
 * `createApp`; two apps on one database keep two.
 *
 * It is the one owner of everything kept in memory about the catalog: besides the index and its
 * cards, the reference data, the category tree and texts (`reference()`, `categoryTree()`,
 * `categoryTexts()`, kept per catalog version), the search's word lookups (`searchWords()`, per
 * version of the texts) and recent searches' matches (`keptSearchMatches()`, per index). Nothing
 * else keeps them, and nothing drops them by hand: a write moves the catalog version (triggers,
 * README.md), and what was kept for the old one goes.
 */
export class CatalogIndexStore {
  readonly db: Database;
  /** What the last update did. */
  lastUpdate: IndexUpdate | undefined;
  /** How many updates of each kind it made (the first build is a rebuild). */
  readonly updates = { patch: 0, rebuild: 0, none: 0 };
  /** The cards of listed products, kept up with the index (card-store.ts). */
  readonly cards: CardStore;
  private index: CatalogIndex | undefined;
  /** The update under way, and the one after it that every caller during it shares. */
  private updating: Promise<CatalogIndex> | undefined;
  private queued: Promise<CatalogIndex> | undefined;
  private checking: Promise<unknown> | undefined;
  private checkedAt = 0;
  private prunedAt = Date.now();
  private readonly versionCheckMs: number;
  private readonly keepChangesMs: number;
  private readonly keptReference = new KeptPerVersion(readCatalogReference);
  private readonly keptCategoryTree = new KeptPerVersion(readCategoryTree);
  private readonly keptCategoryTexts = new KeptPerVersion(readCategoryTexts);
  private words: { textsVersion: number; words: SearchWords } = { textsVersion: -1, words: new Map() };
  private matches: { key: object; version: number; kept: KeptSearchMatches } | undefined;
  private readonly minRebuiltHoles: number | undefined;

  constructor(db: Database, options: CatalogIndexStoreOptions = {}) {
    this.db = db;
    this.versionCheckMs = options.versionCheckMs ?? VERSION_CHECK_MS;
    this.keepChangesMs = options.keepChangesMs ?? KEEP_CHANGES_MS;
    this.cards = new CardStore(options.cardBytes);
    this.minRebuiltHoles = options.minRebuiltHoles;
  }

  /**
   * The index requests read: the current one at once (a check started in the background when
   * the interval passed), or the first build.
   * @example
   *   const index = await store.current();
   */
  current(): Promise<CatalogIndex> {
    if (!this.index) return this.updating ?? this.update();
    if (Date.now() - this.checkedAt >= this.versionCheckMs && !this.checking) {
      this.checkedAt = Date.now();
      this.checking = this.update()
        // A failed check (the database away for a moment) is tried again after the interval.
        .catch(() => undefined)
        .finally(() => {
          this.checking = undefined;
        });
    }
    return Promise.resolve(this.index);
  }

  /**
   * The version the facts beside the index are kept for: the index's, or, before its first build,
   * the database's (one small read): carts, sessions and checkouts need a few small tables, and
   * must not wait for the whole index to be built, nor fail when its build does.
   */
  private async factVersion(): Promise<number> {
    if (this.index) return (await this.current()).version;
    // The build starts (or goes on) meanwhile; its failure is the lists' to report.
    this.current().catch(() => undefined);
    return readVersion(this.db);
  }

  /**
   * The catalog's measures, price types and facet attributes as of the current index's version.
   * @example
   *   const { measureByCode } = await catalog.reference();
   */
  async reference(): Promise<CatalogReference> {
    return this.keptReference.at(await this.factVersion(), this.db);
  }

  /**
   * The category tree as of the current index's version (the menu, breadcrumbs, subtrees).
   * @example
   *   (await catalog.categoryTree()).byPath.get("tea/green");
   */
  async categoryTree(): Promise<CategoryTree> {
    return this.keptCategoryTree.at(await this.factVersion(), this.db);
  }

  /**
   * The categories' translations as of the current index's version.
   * @example
   *   localizeCategory(row, await catalog.categoryTexts(), "en-US");
   */
  async categoryTexts(): Promise<CategoryTexts> {
    return this.keptCategoryTexts.at(await this.factVersion(), this.db);
  }

  /**
   * The search's word lookups (search.ts) for `index`'s texts: the same list while its texts stand
   * (a price change keeps them), a new one once a title or an import changed them.
   * @example
   *   await searchExpression(db, "сенча", catalog.searchWords(index));
   */
  searchWords(index: CatalogIndex): SearchWords {
    if (index.textsVersion > this.words.textsVersion)
      this.words = { textsVersion: index.textsVersion, words: new Map() };
    return this.words.words;
  }

  /**
   * The matches of recent searches over `index` (search-matches.ts): the same list while the index
   * keeps its `matchesKey` (a price patch does), a new one with a new index of other words,
   * categories or removals. A request still holding an older index gets a list of its own.
   * @example
   *   await searchMatches(db, index, expression, catalog.keptSearchMatches(index));
   */
  keptSearchMatches(index: CatalogIndex): KeptSearchMatches {
    if (this.matches?.key === index.matchesKey) return this.matches.kept;
    const kept = keptSearchMatches();
    if (!this.matches || index.version >= this.matches.version)
      this.matches = { key: index.matchesKey, version: index.version, kept };
    return kept;
  }

  /**
   * Brings the index up to the database by an update that starts after the call (one under way
   * may have read before the caller's write); callers during one update share the next, so many
   * writes at once cost one apply.
   * @example
   *   await store.update();
   */
  update(): Promise<CatalogIndex> {
    if (!this.updating) return this.start();
    this.queued ??= this.updating
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.start();
      });
    return this.queued;
  }

  private start(): Promise<CatalogIndex> {
    const updating = this.follow();
    this.updating = updating;
    updating
      .finally(() => {
        if (this.updating === updating) this.updating = undefined;
      })
      .catch(() => undefined);
    return updating;
  }

  private async follow(): Promise<CatalogIndex> {
    const startedAt = Date.now();
    const current = this.index;
    const { index, update, cards } = current
      ? await applyCatalogChanges(this.db, current, () => loadCatalogIndex(this.db), {
          ...(this.minRebuiltHoles === undefined ? {} : { minRebuiltHoles: this.minRebuiltHoles }),
        })
      : {
          index: await loadCatalogIndex(this.db),
          update: { kind: "rebuild" as const, reason: "first build", entries: 0 },
          cards: "all" as const,
        };
    this.lastUpdate = { ...update, milliseconds: Date.now() - startedAt };
    this.updates[update.kind]++;
    // Before requests see the new index, so that none lists a card older than it.
    this.cards.forget(cards, index.version);
    if (!this.index || this.index.version <= index.version) this.index = index;
    this.checkedAt = Math.max(this.checkedAt, startedAt);
    if (startedAt - this.prunedAt >= PRUNE_EVERY_MS) {
      this.prunedAt = startedAt;
      // Pruning is housekeeping: a failure leaves entries for the next time.
      await pruneCatalogChanges(this.db, this.keepChangesMs).catch(() => undefined);
    }
    return this.index;
  }
}

/**
 * A new store of the catalog index over `db`.
 * @example
 *   const catalog = createCatalogIndexStore(database.db);
 */
export const createCatalogIndexStore = (db: Database, options?: CatalogIndexStoreOptions) =>
  new CatalogIndexStore(db, options);

/**
 * The catalog index of a store (see `CatalogIndexStore.current`).
 * @example
 *   const index = await catalogIndex(catalog);
 */
export function catalogIndex(store: CatalogIndexStore): Promise<CatalogIndex> {
  return store.current();
}

/**
 * After a write of this replica to what the index reads: resolves when requests see the write
 * (write routes await it before they answer). It never rejects: the write is committed, and an
 * index that could not follow it now does at the next version check.
 * @example
 *   await catalogChanged(catalog);
 */
export async function catalogChanged(store: CatalogIndexStore): Promise<void> {
  await store.update().catch(() => undefined);
}

function rowsOf<Row>(result: Row[] | { rows: Row[] }): Row[] {
  return "rows" in result ? result.rows : result;
}

export async function readVersion(db: DatabaseExecutor): Promise<number> {
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
        from ${products} where ${shownToPublic}
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
        from ${products} where ${shownToPublic}
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
      join ${products} on ${products.id} = ${productAttributeValues.productId} and ${shownToPublic}
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
          from ${products} where ${shownToPublic}
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
