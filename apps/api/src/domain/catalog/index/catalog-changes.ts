import { sql } from "drizzle-orm";
import { anyOf } from "../../../db/any-of";
import type { Database } from "../../../db/client";
import type { DatabaseExecutor } from "../../../db/executor";
import { catalogVersion, productAttributeValues, products } from "../../../db/schema/index";
import { shownToPublic } from "../product-visibility";
import type {
  AppendedProduct,
  CatalogIndex,
  PlacementChange,
  TitlePlacement,
  WordsChange,
} from "./catalog-index";

/** What the last update of a store did, and how long it took (tests and the bench read it). */
export interface IndexUpdate {
  /** `patch`: the log's entries applied; `rebuild`: the index read anew; `none`: nothing changed. */
  kind: "patch" | "rebuild" | "none";
  /** Why a rebuild (README.md lists every case). */
  reason?: string | undefined;
  milliseconds: number;
  /** How many log entries it covered. */
  entries: number;
}

// The catalog's change log (drizzle/0018_catalog_changes.sql, README.md): triggers in each writing
// transaction note which product changed and how, under the catalog version the statement made.
// A replica reads the entries after its index's version and patches the index when it can; it
// reads the whole index anew when it cannot (every case is a `reason` below and in README.md).

/** How old a log entry gets before it is pruned: a replica further behind rebuilds. */
export const KEEP_CHANGES_MS = 10 * 60_000;
/** How often a replica prunes the log (each replica does, a delete of nothing when another did). */
export const PRUNE_EVERY_MS = 60_000;
/**
 * More log entries than this in one update are read anew rather than patched: an import's batch
 * or a bulk update changes a good part of the catalog, and a rebuild reads it in one pass.
 */
export const MAX_PATCHED_ENTRIES = 1_000;

/**
 * More products with a new title than this in one update are read anew: each one's place in the
 * title order is two counts over the title index. An update with products entering places every
 * title by one sorted pass instead (`readRankedPlacements`), whatever their number.
 */
export const MAX_PATCHED_TITLES = 50;

/**
 * Positions left without a product (removed, or behind one appended again) beyond this share of
 * all positions, and beyond `MIN_REBUILT_HOLES`, are given back by a rebuild: each costs its
 * slots in every array (~170 bytes), so an index holds at most a third more than its catalog.
 */
export const MAX_HOLE_SHARE = 0.25;
export const MIN_REBUILT_HOLES = 1_000;

/** The kinds of change a patch applies; any other makes a rebuild. */
const PATCHED_KINDS = new Set(["price", "title", "words", "category", "values", "membership", "card"]);

/** The kinds of change after which a product's card (card-store.ts) is read anew. */
const CARD_KINDS = ["card", "title", "price", "membership"];

interface LogEntry {
  productId: number | undefined;
  kind: string;
}

interface LogState {
  /** The catalog's version now. */
  version: number;
  /** Entries up to this version may be gone. */
  prunedVersion: number;
  /** The entries after the index's version up to `version` (at most one more than a patch takes). */
  entries: LogEntry[];
}

/**
 * The index brought up to the database's version: the same index when nothing changed, a
 * patched one when the log's entries can be applied, else `rebuild()`'s.
 * @example
 *   const { index: next, update } = await applyCatalogChanges(db, index, () => loadCatalogIndex(db));
 */
export async function applyCatalogChanges(
  db: Database,
  index: CatalogIndex,
  rebuild: () => Promise<CatalogIndex>,
  { minRebuiltHoles = MIN_REBUILT_HOLES }: { minRebuiltHoles?: number } = {},
): Promise<{
  index: CatalogIndex;
  update: Omit<IndexUpdate, "milliseconds">;
  /** The products whose cards changed, or all of them. */
  cards: number[] | "all";
}> {
  // Every read of an update is one snapshot (a read-only REPEATABLE READ transaction): the log's
  // version and the placing counts (numbers and titles before each product entering) then see the
  // same catalog. Read one statement at a time, a product committed after the log was read counted
  // among those before a new one, which the index did not hold yet, and the new one's place stayed
  // wrong until a rebuild (a later update names only the later product).
  const plan = await db.transaction((tx) => planUpdate(tx, index, minRebuiltHoles), {
    isolationLevel: "repeatable read",
    accessMode: "read only",
  });
  const entries = plan.entries;
  if ("rebuild" in plan) {
    return {
      index: await rebuild(),
      update: { kind: "rebuild", reason: plan.rebuild, entries },
      cards: "all",
    };
  }
  if ("none" in plan) return { index, update: { kind: "none", entries }, cards: [] };
  const { log, removed, appended, placements, prices, titles, words, cardIds } = plan;
  // No entry at all: the version moved by a statement that changed nothing the index holds.
  // Removals first: the database placed the new titles and numbers among the products published
  // now. Then the products entering, placed before the prices and titles move them, so that their
  // ranks are counted among the catalog's.
  let next = removed.length ? index.withRemoved(log.version, removed) : index;
  if (next && appended.length) next = next.withAppended(log.version, appended);
  if (next && placements.length) next = next.withPlacements(log.version, placements);
  next = next?.withPrices(log.version, prices);
  if (next && (titles.length || words.length)) next = next.withTexts(log.version, { words, titles });
  if (!next) {
    return {
      index: await rebuild(),
      update: { kind: "rebuild", reason: "a category or attribute value new to the index", entries },
      cards: "all",
    };
  }
  return { index: next, update: { kind: "patch", entries }, cards: cardIds };
}

/** What one update reads, in one snapshot: a rebuild's reason, nothing to do, or the patch's parts. */
async function planUpdate(tx: DatabaseExecutor, index: CatalogIndex, minRebuiltHoles: number) {
  const log = await readLog(tx, index.version);
  const entries = log.entries.length;
  const rebuilt = (reason: string) => ({ rebuild: reason, entries });
  if (log.version === index.version) return { none: true as const, entries };
  if (log.prunedVersion > index.version) return rebuilt("log pruned past the index's version");
  if (entries > MAX_PATCHED_ENTRIES) return rebuilt("more changes than a patch takes");
  const unpatched = log.entries.find((entry) => !PATCHED_KINDS.has(entry.kind));
  if (unpatched) return rebuilt(`a change of kind ${unpatched.kind}`);
  const idsOf = (...kinds: string[]) => [
    ...new Set(
      log.entries.flatMap(({ productId, kind }) => (productId && kinds.includes(kind) ? [productId] : [])),
    ),
  ];
  const members = idsOf("membership");
  // A product that left the catalog (unpublished, deleted) is taken out of every set; one that
  // entered it (inserted, published again) or changed number is taken out of its old position, if
  // the index held it, and appended at a new one, with every other part of it read as changed.
  const published = members.length ? await readPublished(tx, members) : new Set<number>();
  const arriving = members.filter((id) => published.has(id));
  const removed = members.filter((id) => index.holds(id));
  const withArriving = (ids: number[]) => [...new Set([...ids, ...arriving])];
  const entering = new Set(arriving);
  const [priced, titled, worded, placed] = [
    withArriving(idsOf("price")),
    withArriving(idsOf("title")),
    withArriving(idsOf("title", "words")),
    // One entering is placed as it is appended.
    idsOf("category", "values").filter((id) => !entering.has(id)),
  ];
  // With products entering, the titles are placed by one sorted pass whatever their number.
  if (!arriving.length && titled.length > MAX_PATCHED_TITLES)
    return rebuilt("more new titles than a patch takes");
  const holes = index.holes + removed.length;
  if (holes > minRebuiltHoles && holes > MAX_HOLE_SHARE * (index.size + arriving.length))
    return rebuilt("more positions without a product than a patch keeps");
  const [{ titles, appended }, prices, words, placements] = await Promise.all([
    arriving.length
      ? readRankedPlacements(tx, titled, arriving)
      : (titled.length ? readTitlePlacements(tx, titled) : Promise.resolve([])).then((titles) => ({
          titles,
          appended: [],
        })),
    priced.length ? readPrices(tx, priced) : [],
    worded.length ? readWords(tx, worded) : [],
    placed.length ? readPlacements(tx, placed) : [],
  ]);
  return {
    entries,
    log,
    removed,
    appended,
    placements,
    prices,
    titles,
    words,
    cardIds: idsOf(...CARD_KINDS),
  };
}

/**
 * The version, how far the log was pruned and the entries after `after`, in one statement (one
 * snapshot: entries pruned between two reads cannot go unnoticed).
 */
async function readLog(db: DatabaseExecutor, after: number): Promise<LogState> {
  const [row] = await db
    .select({
      version: catalogVersion.version,
      prunedVersion: catalogVersion.prunedVersion,
      entries: sql<string | null>`(
        select string_agg(coalesce(change.product_id::text, '') || ':' || change.kind, ',')
        from (
          select product_id, kind from catalog_changes
          where version > ${after} and version <= ${catalogVersion.version}
          limit ${MAX_PATCHED_ENTRIES + 1}
        ) as change)`,
    })
    .from(catalogVersion);
  return {
    version: Number(row?.version ?? 0),
    prunedVersion: Number(row?.prunedVersion ?? 0),
    entries: (row?.entries ? row.entries.split(",") : []).map((entry) => {
      const [productId = "", kind = ""] = entry.split(":");
      return { productId: productId ? Number(productId) : undefined, kind };
    }),
  };
}

/** The list prices of products in kopecks (NaN without one), as the index reads them. */
async function readPrices(db: DatabaseExecutor, ids: number[]): Promise<{ id: number; price: number }[]> {
  const rows = await db
    .select({ id: products.id, price: sql<string | null>`round(${products.listPrice} * 100)::bigint::text` })
    .from(products)
    .where(anyOf(products.id, ids));
  return rows.map((row) => ({ id: row.id, price: row.price === null ? Number.NaN : Number(row.price) }));
}

/**
 * Where each (published) product of `ids` goes in the title orders, by the database's collation:
 * how many products whose title did not change sort before it each way, its place among those
 * whose title changed, and whether it ties with an unchanged one just before or after it.
 */
async function readTitlePlacements(db: DatabaseExecutor, ids: number[]): Promise<TitlePlacement[]> {
  const others = sql`p.published and not (p.id = any(${sql.param(ids)}::integer[]))`;
  const rows = rowsOf(
    await db.execute<{
      id: number;
      title: string;
      beforeAsc: string;
      beforeDesc: string;
      amongAsc: string;
      amongDesc: string;
      tiesBefore: boolean;
      tiesAfter: boolean;
    }>(sql`
      select c.id, c.title,
        (select count(*) from products p where ${others}
          and (p.title < c.title or (p.title = c.title and p.number < c.number))) as "beforeAsc",
        (select count(*) from products p where ${others}
          and (p.title > c.title or (p.title = c.title and p.number < c.number))) as "beforeDesc",
        row_number() over (order by c.title, c.number) - 1 as "amongAsc",
        row_number() over (order by c.title desc, c.number) - 1 as "amongDesc",
        exists (select 1 from products p where ${others} and p.title = c.title and p.number < c.number) as "tiesBefore",
        exists (select 1 from products p where ${others} and p.title = c.title and p.number > c.number) as "tiesAfter"
      from products c
      where c.id = any(${sql.param(ids)}::integer[]) and c.published`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    title: row.title,
    before: { asc: Number(row.beforeAsc), desc: Number(row.beforeDesc) },
    among: { asc: Number(row.amongAsc), desc: Number(row.amongDesc) },
    tiesBefore: Boolean(row.tiesBefore),
    tiesAfter: Boolean(row.tiesAfter),
  }));
}

/** The lexemes of products' search vectors, weight A marked, as the index reads them. */
async function readWords(db: DatabaseExecutor, ids: number[]): Promise<WordsChange[]> {
  const rows = await db
    .select({
      id: products.id,
      lexemes: sql<string>`(select coalesce(json_agg(json_build_array(word.lexeme, 'A' = any(word.weights))), '[]')::text
        from unnest(${products.searchVector}) as word)`,
    })
    .from(products)
    .where(sql`${anyOf(products.id, ids)} and ${shownToPublic}`);
  return rows.map((row) => ({
    id: row.id,
    lexemes: (JSON.parse(row.lexemes) as [string, boolean][]).map(([lexeme, inTitle]) => ({
      lexeme,
      inTitle,
    })),
  }));
}

/**
 * Where the products whose title changed (`titled`, which holds the `entering` ones) go in the
 * title orders, and where the entering ones go in number order with their category, attribute
 * values and creation time, by one pass over the published products sorted by the database
 * (its collation): a product's `before` counts are the unchanged products sorted before it, its
 * `among` the changed ones. A count per product over the title index (`readTitlePlacements`)
 * costs tens of milliseconds each at 20 000 products; this pass costs one sort, whatever the number.
 */
async function readRankedPlacements(
  db: DatabaseExecutor,
  titled: number[],
  entering: number[],
): Promise<{ titles: TitlePlacement[]; appended: AppendedProduct[] }> {
  const [retitled, arriving] = [
    sql`(p.id = any(${sql.param(titled)}::integer[]))`,
    sql`(p.id = any(${sql.param(entering)}::integer[]))`,
  ];
  const rows = rowsOf(
    await db.execute<{
      id: number;
      title: string;
      arriving: boolean;
      beforeAsc: string;
      beforeDesc: string;
      amongAsc: string;
      amongDesc: string;
      tiesBefore: boolean;
      tiesAfter: boolean;
      beforeNumber: string;
      amongNumber: string;
      categoryId: number;
      valueIds: string;
      createdAt: string;
    }>(sql`
      select ranked.id, ranked.title, ranked.arriving, ranked."categoryId", ranked."createdAt",
        ranked."beforeNumber", ranked."amongNumber",
        ranked."beforeAsc", ranked."amongAsc",
        -- Descending by title, ties still by number ascending: the unchanged (changed) products with
        -- a greater title, and those with an equal one and a smaller number.
        ranked.unchanged - ranked."beforeAsc" - ranked."unchangedTiesAfter" + ranked."unchangedTiesBefore" as "beforeDesc",
        ranked.changed - 1 - ranked."amongAsc" - ranked."changedTiesAfter" + ranked."changedTiesBefore" as "amongDesc",
        ranked."unchangedTiesBefore" > 0 as "tiesBefore", ranked."unchangedTiesAfter" > 0 as "tiesAfter",
        (select coalesce(string_agg(v.attribute_value_id::text, ','), '')
          from product_attribute_values v where v.product_id = ranked.id) as "valueIds"
      from (
        select p.id, p.title, ${arriving} as arriving, ${retitled} as retitled, p.category_id as "categoryId",
          round(extract(epoch from p.created_at) * 1000000)::bigint::text as "createdAt",
          count(*) filter (where not ${retitled}) over everyone as unchanged,
          count(*) filter (where ${retitled}) over everyone as changed,
          count(*) filter (where not ${retitled}) over ascending as "beforeAsc",
          count(*) filter (where ${retitled}) over ascending as "amongAsc",
          count(*) filter (where not ${retitled}) over tiedBefore as "unchangedTiesBefore",
          count(*) filter (where ${retitled}) over tiedBefore as "changedTiesBefore",
          count(*) filter (where not ${retitled}) over tiedAfter as "unchangedTiesAfter",
          count(*) filter (where ${retitled}) over tiedAfter as "changedTiesAfter",
          count(*) filter (where not ${arriving}) over numbered as "beforeNumber",
          count(*) filter (where ${arriving}) over numbered as "amongNumber"
        from products p
        where p.published
        -- One sort by (title, number) serves the title windows; one by number the last.
        window everyone as (),
          ascending as (order by p.title, p.number rows between unbounded preceding and 1 preceding),
          tiedBefore as (partition by p.title order by p.number rows between unbounded preceding and 1 preceding),
          tiedAfter as (partition by p.title order by p.number rows between 1 following and unbounded following),
          numbered as (order by p.number rows between unbounded preceding and 1 preceding)
      ) as ranked
      where ranked.retitled`),
  );
  return {
    titles: rows.map((row) => ({
      id: Number(row.id),
      title: row.title,
      before: { asc: Number(row.beforeAsc), desc: Number(row.beforeDesc) },
      among: { asc: Number(row.amongAsc), desc: Number(row.amongDesc) },
      tiesBefore: Boolean(row.tiesBefore),
      tiesAfter: Boolean(row.tiesAfter),
    })),
    appended: rows
      .filter((row) => row.arriving)
      .map((row) => ({
        id: Number(row.id),
        categoryId: Number(row.categoryId),
        valueIds: row.valueIds ? row.valueIds.split(",").map(Number) : [],
        createdAt: Number(row.createdAt),
        before: Number(row.beforeNumber),
        among: Number(row.amongNumber),
      })),
  };
}

/** Which of the products are published now (a deleted one is not). */
async function readPublished(db: DatabaseExecutor, ids: number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(sql`${anyOf(products.id, ids)} and ${shownToPublic}`);
  return new Set(rows.map((row) => row.id));
}

/** The (published) products' categories and attribute values, as the index reads them. */
async function readPlacements(db: DatabaseExecutor, ids: number[]): Promise<PlacementChange[]> {
  const rows = await db
    .select({
      id: products.id,
      categoryId: products.categoryId,
      valueIds: sql<string>`(select coalesce(string_agg(${productAttributeValues.attributeValueId}::text, ','), '')
        from ${productAttributeValues} where ${productAttributeValues.productId} = ${products.id})`,
    })
    .from(products)
    .where(sql`${anyOf(products.id, ids)} and ${shownToPublic}`);
  return rows.map((row) => ({
    id: row.id,
    categoryId: row.categoryId,
    valueIds: row.valueIds ? row.valueIds.split(",").map(Number) : [],
  }));
}

function rowsOf<Row>(result: Row[] | { rows: Row[] }): Row[] {
  return "rows" in result ? result.rows : result;
}

/**
 * Deletes the log's entries older than `olderThanMs`, noting the newest version deleted: a
 * replica whose index is older than that rebuilds rather than miss them.
 * @example
 *   await pruneCatalogChanges(db, KEEP_CHANGES_MS);
 */
export async function pruneCatalogChanges(db: Database, olderThanMs: number): Promise<void> {
  await db.execute(sql`
    with gone as (
      delete from catalog_changes
      where changed_at < now() - make_interval(secs => ${olderThanMs / 1000})
      returning version
    )
    update catalog_version set pruned_version = greatest(pruned_version, (select max(version) from gone))
    where id = 1 and exists (select 1 from gone)`);
}
