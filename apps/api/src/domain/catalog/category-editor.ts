import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { DatabaseTransaction } from "../../db/executor";
import { categories, products } from "../../db/schema/index";
import { recordChange } from "../audit-log";
import { DomainError } from "../errors";
import type { Violation } from "../violation";
import { keepCategoryAddresses, retireAddresses } from "./address-redirects";
import { CATEGORY_LIMITS } from "./catalog-limits";
import { refreshCategoryCounts } from "./category-counts";
import { SLUG_PATTERN } from "./product-editor";
import { addTitleWords } from "./search";
import { slugify } from "./slug";

// Staff's editor of the category tree: create, rename, move, delete when empty. A category's
// `path` is its ancestors' slugs and its own, `depth` its level and `position` its place in the
// whole tree depth-first: a move or a new slug rewrites them for the whole subtree, in one
// transaction with its audit log entry.

/** What staff send about a category; a creation needs `title`. */
export interface CategoryInput {
  title?: string;
  description?: string | null;
  /** Left out, made from the title on creation and kept on a change. */
  slug?: string;
  /** The parent's id; `null` makes it a root. */
  parent?: number | null;
}

type CategoryRow = typeof categories.$inferSelect;

/** A category as the audit log records it (the editor and the import: an undo reads it back). */
export const categoryRecord = (row: CategoryRow) => ({
  title: row.title,
  description: row.description,
  slug: row.slug,
  path: row.path,
  parent: row.parentId,
});

const invalid = (violations: Violation[]) =>
  new DomainError("invalid", { detail: "Запрос некорректен.", violations });

const inSubtree = (path: string) =>
  sql`(${categories.path} = ${path} or starts_with(${categories.path}, ${`${path}/`}))`;

/** Numbers the whole tree depth-first, siblings in their present order (a newcomer last). */
async function renumberTree(tx: DatabaseTransaction) {
  const rows = await tx
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
  const children = new Map<number | null, number[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row.id]);
  const order: number[] = [];
  const visit = (parentId: number | null) => {
    for (const id of children.get(parentId) ?? []) {
      order.push(id);
      visit(id);
    }
  };
  visit(null);
  await tx.execute(sql`
    update ${categories} set position = numbered.position
    from (select id, (ordinality - 1)::int as position
          from unnest(${sql.param(order)}::int[]) with ordinality as id) numbered
    where ${categories.id} = numbered.id and ${categories.position} <> numbered.position`);
}

async function parentOf(tx: DatabaseTransaction, parentId: number | null | undefined) {
  if (parentId === null || parentId === undefined) return undefined;
  const [parent] = await tx.select().from(categories).where(eq(categories.id, parentId));
  if (!parent) {
    throw invalid([{ propertyPath: "parent", message: "Нет такого раздела каталога.", code: "unknown" }]);
  }
  return parent;
}

async function checkPathFree(tx: DatabaseTransaction, path: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.path, path), exceptId === undefined ? undefined : ne(categories.id, exceptId)));
  if (taken) {
    const message = `Раздел с адресом «${path}» уже есть.`;
    throw new DomainError("conflict", {
      detail: message,
      violations: [{ propertyPath: "slug", message, code: "not_unique" }],
    });
  }
}

/**
 * Why no category may have a path of `pathLength` characters at `depth` (0 for a root), or
 * undefined when one may: the path is longer than {@link CATEGORY_LIMITS.path} (the index on paths
 * takes no longer: a database error otherwise) or the depth past {@link CATEGORY_LIMITS.depth}
 * levels. For a category with a subtree, ask of its longest path and deepest level.
 * @example
 *   categoryPlaceViolation("tea/green".length, 1); // undefined
 *   categoryPlaceViolation(33, 16); // { propertyPath: "parent", code: "too_deep", … }
 */
export function categoryPlaceViolation(pathLength: number, depth: number): Violation | undefined {
  if (depth >= CATEGORY_LIMITS.depth) {
    return {
      propertyPath: "parent",
      message: `Разделы вкладываются не глубже ${CATEGORY_LIMITS.depth} уровней: выберите раздел выше.`,
      code: "too_deep",
    };
  }
  if (pathLength > CATEGORY_LIMITS.path) {
    return {
      propertyPath: "slug",
      message: `Адрес раздела вместе с адресами разделов выше — не длиннее ${CATEGORY_LIMITS.path} символов: выберите адрес короче или раздел выше.`,
      code: "too_long",
    };
  }
  return undefined;
}

/** The 422 of a category placed where {@link categoryPlaceViolation} says none may be. */
function checkPlace(pathLength: number, depth: number) {
  const violation = categoryPlaceViolation(pathLength, depth);
  if (violation) throw new DomainError("invalid", { detail: violation.message, violations: [violation] });
}

/**
 * Checks that a category's subtree fits the limits once the category is at `path` and `depth`: its
 * deepest descendant and longest path move with it.
 */
async function checkSubtreePlace(tx: DatabaseTransaction, row: CategoryRow, path: string, depth: number) {
  const [extent] = await tx
    .select({
      deepest: sql<number>`max(${categories.depth})`.mapWith(Number),
      longest: sql<number>`max(length(${categories.path}))`.mapWith(Number),
    })
    .from(categories)
    .where(inSubtree(row.path));
  const below = (extent?.deepest ?? row.depth) - row.depth;
  const tail = (extent?.longest ?? row.path.length) - row.path.length;
  // The category itself first: a violation of its own place names it best.
  checkPlace(path.length, depth);
  checkPlace(path.length + tail, depth + below);
}

function checkSlug(slug: string) {
  if (!SLUG_PATTERN.test(slug)) {
    throw invalid([
      {
        propertyPath: "slug",
        message: "Только строчные латинские буквы, цифры и дефисы между ними.",
        code: "invalid",
      },
    ]);
  }
}

/**
 * Creates a category (last among its siblings) and answers its id; 409 when its path is taken, 422
 * when its path would be too long or too deep ({@link categoryPlaceViolation}).
 * @example
 *   const id = await createCategory(db, { title: "Матча", parent: 3 }, staffId);
 */
export async function createCategory(db: Database, input: CategoryInput, actorId: number): Promise<number> {
  if (!input.title) {
    throw invalid([{ propertyPath: "title", message: "Обязательное поле.", code: "required" }]);
  }
  const title = input.title;
  const slug = input.slug ?? (slugify(title) || "category");
  checkSlug(slug);
  return db.transaction(async (tx) => {
    const parent = await parentOf(tx, input.parent);
    const path = parent ? `${parent.path}/${slug}` : slug;
    const depth = parent ? parent.depth + 1 : 0;
    checkPlace(path.length, depth);
    await checkPathFree(tx, path);
    const [created] = await tx
      .insert(categories)
      .values({
        parentId: parent?.id ?? null,
        slug,
        path,
        title,
        description: input.description ?? null,
        depth,
        position: sql`(select coalesce(max(position), 0) + 1 from ${categories})`,
      })
      .returning();
    if (!created) throw new Error("the category was not inserted");
    await retireAddresses(tx, "category", [path]);
    await renumberTree(tx);
    await addTitleWords(tx, title);
    await recordChange(tx, {
      actorId,
      resource: "category",
      resourceId: created.id,
      operation: "create",
      before: null,
      after: categoryRecord(created),
    });
    return created.id;
  });
}

/**
 * Renames or moves a category (a merge patch); false when there is none. A new slug or parent
 * rewrites the path and depth of the whole subtree and puts a moved category last among its new
 * siblings; a category cannot move under itself or its descendants, nor where it or a descendant
 * would be too long or too deep ({@link categoryPlaceViolation}) (422, nothing written).
 * @example
 *   await updateCategory(db, 7, { parent: 2 }, staffId);
 */
export async function updateCategory(
  db: Database,
  id: number,
  input: CategoryInput,
  actorId: number,
): Promise<boolean> {
  if (input.slug !== undefined) checkSlug(input.slug);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
    if (!row) return false;
    const moves = input.parent !== undefined && input.parent !== row.parentId;
    const parent = moves ? await parentOf(tx, input.parent) : undefined;
    if (parent && (parent.path === row.path || parent.path.startsWith(`${row.path}/`))) {
      throw invalid([
        {
          propertyPath: "parent",
          message: "Раздел нельзя перенести в него самого или в его подраздел.",
          code: "invalid",
        },
      ]);
    }
    const slug = input.slug ?? row.slug;
    const parentPath = moves
      ? parent?.path
      : row.path.slice(0, Math.max(0, row.path.length - row.slug.length - 1));
    const path = parentPath ? `${parentPath}/${slug}` : slug;
    const depth = moves ? (parent ? parent.depth + 1 : 0) : row.depth;
    if (path !== row.path || depth !== row.depth) await checkSubtreePlace(tx, row, path, depth);
    if (path !== row.path) {
      await checkPathFree(tx, path, id);
      // The subtree's paths keep what follows the category's own path; depths shift with it.
      await tx
        .update(categories)
        .set({
          path: sql`${path} || substr(${categories.path}, ${row.path.length + 1})`,
          depth: sql`${categories.depth} + ${depth - row.depth}`,
        })
        .where(inSubtree(row.path));
      await keepCategoryAddresses(tx, row.path, path);
    }
    await tx
      .update(categories)
      .set({
        slug,
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.description !== undefined ? { description: input.description || null } : {}),
        ...(moves
          ? {
              parentId: parent?.id ?? null,
              position: sql`(select coalesce(max(position), 0) + 1 from ${categories})`,
            }
          : {}),
      })
      .where(eq(categories.id, id));
    if (moves) {
      await renumberTree(tx);
      await refreshCategoryCounts(tx);
    }
    if (input.title) await addTitleWords(tx, input.title);
    const [after] = await tx.select().from(categories).where(eq(categories.id, id));
    const changed = after && JSON.stringify(categoryRecord(after)) !== JSON.stringify(categoryRecord(row));
    if (changed) {
      // Its page changed (and, with a new path, the pages of its subtree): the sitemap's `lastmod`.
      await tx.update(categories).set({ updatedAt: sql`now()` }).where(inSubtree(after.path));
    }
    await recordChange(tx, {
      actorId,
      resource: "category",
      resourceId: id,
      operation: moves ? "move" : "update",
      before: categoryRecord(row),
      after: after ? categoryRecord(after) : null,
    });
    return true;
  });
}

/**
 * Deletes a category that has no subcategories and no products (409 otherwise); false when there
 * is none.
 * @example
 *   await deleteCategory(db, 7, staffId);
 */
export async function deleteCategory(db: Database, id: number, actorId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
    if (!row) return false;
    const [child] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.parentId, id))
      .limit(1);
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.categoryId, id))
      .limit(1);
    if (child || product) {
      throw new DomainError("conflict", {
        type: "/api/problems/category-not-empty",
        detail: child
          ? "В разделе есть подразделы: сначала перенесите или удалите их."
          : "В разделе есть товары: сначала перенесите или удалите их.",
      });
    }
    await tx.delete(categories).where(eq(categories.id, id));
    await recordChange(tx, {
      actorId,
      resource: "category",
      resourceId: id,
      operation: "delete",
      before: categoryRecord(row),
      after: null,
    });
    return true;
  });
}

/**
 * Puts back the categories an import created or renamed, as its undo decides (yml-import-undo.ts),
 * in the caller's transaction: titles restored, and the categories created deleted when they are
 * empty (no products, no subcategories: `remove` lists children before their parents); the tree is
 * numbered again. Each change has its audit entry (`author`). Answers the ids of the categories
 * kept because something is in them.
 * @example
 *   const kept = await restoreCategories(tx, { rename: [{ id: 4, title: "Чай" }], remove: [9, 8] }, { actorId: 3 });
 */
export async function restoreCategories(
  tx: DatabaseTransaction,
  { rename, remove }: { rename: { id: number; title: string }[]; remove: number[] },
  author: { actorId: number },
): Promise<number[]> {
  for (const { id, title } of rename) {
    const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
    if (!row || row.title === title) continue;
    const [after] = await tx
      .update(categories)
      .set({ title, updatedAt: sql`now()` })
      .where(eq(categories.id, id))
      .returning();
    await addTitleWords(tx, title);
    await recordChange(tx, {
      ...author,
      resource: "category",
      resourceId: id,
      operation: "update",
      before: categoryRecord(row),
      after: after ? categoryRecord(after) : null,
    });
  }
  const kept: number[] = [];
  let removed = false;
  for (const id of remove) {
    const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
    if (!row) continue;
    const [child] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.parentId, id))
      .limit(1);
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.categoryId, id))
      .limit(1);
    if (child || product) {
      kept.push(id);
      continue;
    }
    await tx.delete(categories).where(eq(categories.id, id));
    await recordChange(tx, {
      ...author,
      resource: "category",
      resourceId: id,
      operation: "delete",
      before: categoryRecord(row),
      after: null,
    });
    removed = true;
  }
  if (removed) await renumberTree(tx);
  return kept;
}
