import { asc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { categories } from "../../db/schema/index";

export type CategoryRow = typeof categories.$inferSelect;

/** The whole category tree in memory, with lookups by id and path. */
export interface CategoryTree {
  ordered: CategoryRow[];
  byId: Map<number, CategoryRow>;
  byPath: Map<string, CategoryRow>;
  /** Ids of a category and all its descendants. */
  subtreeIds(path: string): number[];
  /** The category and its ancestors, root first (breadcrumbs). */
  ancestry(id: number): CategoryRow[];
}

/**
 * Builds the lookups of a category list.
 * @example
 *   buildCategoryTree(rows).byPath.get("tea/green");
 */
export function buildCategoryTree(rows: CategoryRow[]): CategoryTree {
  const ordered = [...rows].sort((a, b) => a.position - b.position);
  const byId = new Map(ordered.map((row) => [row.id, row]));
  const byPath = new Map(ordered.map((row) => [row.path, row]));
  return {
    ordered,
    byId,
    byPath,
    subtreeIds: (path) =>
      ordered.filter((row) => row.path === path || row.path.startsWith(`${path}/`)).map((row) => row.id),
    ancestry: (id) => {
      const chain: CategoryRow[] = [];
      for (let row = byId.get(id); row; row = row.parentId ? byId.get(row.parentId) : undefined)
        chain.unshift(row);
      return chain;
    },
  };
}

// The tree has tens of rows and changes only through the seed: every product answer needs it
// (breadcrumbs, descendant filters), so it is read once per interval instead of once per request.
const TREE_TTL_MS = 30_000;
const cache = new WeakMap<object, { tree: Promise<CategoryTree>; loadedAt: number }>();

/**
 * The category tree of a database, cached for 30 seconds.
 * @example
 *   const tree = await loadCategoryTree(db);
 */
export function loadCategoryTree(db: Database): Promise<CategoryTree> {
  const cached = cache.get(db);
  if (cached && Date.now() - cached.loadedAt < TREE_TTL_MS) return cached.tree;
  const tree = db.select().from(categories).orderBy(asc(categories.position)).then(buildCategoryTree);
  cache.set(db, { tree, loadedAt: Date.now() });
  tree.catch(() => cache.delete(db));
  return tree;
}

/** Drops the cached tree (after a write to categories or product counts). */
export const forgetCategoryTree = (db: Database) => cache.delete(db);
