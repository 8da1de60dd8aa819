import { asc } from "drizzle-orm";
import type { DatabaseExecutor } from "../../db/executor";
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

/**
 * The category tree of a database, read now. Requests take it from their catalog index store
 * (`catalog.categoryTree()`), which keeps it for its catalog version.
 * @example
 *   const tree = await readCategoryTree(db);
 */
export async function readCategoryTree(db: DatabaseExecutor): Promise<CategoryTree> {
  return buildCategoryTree(await db.select().from(categories).orderBy(asc(categories.position)));
}
