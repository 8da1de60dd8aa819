import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { auditLog, catalogImports, categories, orderItems, products } from "../../db/schema/index";
import { recordChange } from "../audit-log";
import { DomainError } from "../errors";
import { restoreCategories } from "./category-editor";
import { type ProductRecord, type ProductRestores, productRecords, restoreProducts } from "./product-editor";
import { readCatalogReference } from "./reference";
import { type ImportAttributesUndone, removeUncarriedAttributes } from "./yml-import";
import { runningImportJob } from "./yml-import-jobs";

// Undoing an applied import as a whole (issue 46 point 1), in one transaction with one audit entry
// of its own (`catalog-import`, `undo`) besides the entries of each product and category it puts
// back. What the import did is read from the audit log, whose entries name the job: for each
// product or category, its first entry's `before` is what it was before the import, its last
// entry's `after` what the import left (the pictures added after a batch are an entry of their own).
//
// Field by field, a three-way choice: a field that is still as the import left it goes back to what
// it was; one changed since (by staff, by a later import) is left as it is now and named in the
// report. A product the import created is deleted when it is as the import left it and nobody
// ordered it; otherwise it is taken off the shop (unpublished), so an order keeps its link and
// staff's later work is not lost. A category the import created is deleted once empty (its
// products gone), else kept and named; a category it renamed gets its title back.
//
// Attributes and values the import made (`import_id`, written as it makes them) go too once no
// product carries them: a value is removed when, the products put back, no product has it (a
// product the undo only hid keeps its values, and so does one staff gave the value since); an
// attribute an import made is removed once it has no value left. Those still carried are kept,
// counted in the report. The search's title words stay: they only offer corrections of a search.

/** What an undo did, kept with the job and answered with it. */
export interface ImportUndoReport {
  products: { removed: number; restored: number; hidden: number; unchanged: number };
  categories: { removed: number; restored: number; kept: number };
  /** The attributes and values the import made: removed, or kept as a product still carries them. */
  attributes: ImportAttributesUndone["attributes"];
  attributeValues: ImportAttributesUndone["attributeValues"];
  /** What was left as it is (or only hidden), and why: a sentence for staff. */
  kept: { resource: "product" | "category"; id: number; title: string; reason: string }[];
}

/** The fields of a product an import writes: an undo puts back these, no others. */
const IMPORTED_FIELDS = [
  "title",
  "description",
  "category",
  "attributes",
  "prices",
  "compareAtPrices",
  "defaultMeasure",
  "images",
  "variants",
] as const satisfies readonly (keyof ProductRecord)[];

/** The field's name as staff know it from the product form. */
const FIELD_TITLES: Record<(typeof IMPORTED_FIELDS)[number], string> = {
  title: "название",
  description: "описание",
  category: "раздел",
  attributes: "характеристики",
  prices: "цены",
  compareAtPrices: "цены до скидки",
  defaultMeasure: "единица измерения",
  images: "фотографии",
  variants: "варианты",
};

/** JSON with its objects' keys sorted: the log's `jsonb` keeps keys in an order of its own. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

interface Trail<T> {
  id: number;
  operation: string;
  before: T | null;
  after: T | null;
}

/** Each record's first `before` and last `after` in the import's entries, in the order first met. */
function trailsOf<T>(entries: { resourceId: string; operation: string; before: unknown; after: unknown }[]) {
  const trails = new Map<number, Trail<T>>();
  for (const entry of entries) {
    const id = Number(entry.resourceId);
    const known = trails.get(id);
    if (known) known.after = entry.after as T | null;
    else
      trails.set(id, {
        id,
        operation: entry.operation,
        before: entry.before as T | null,
        after: entry.after as T | null,
      });
  }
  return [...trails.values()];
}

/**
 * Undoes an applied import (see the module's comment), as `actorId`. Answers its report and the
 * media paths of images no product has any more (the caller removes them once this returns). 409
 * when the import is not applied, was undone already, or an import runs.
 * @example
 *   const { report, removedImages } = await undoImport(db, 7, staffId);
 *   await removeUploadedImages(mediaDir, removedImages);
 */
export async function undoImport(
  db: Database,
  id: number,
  actorId: number,
): Promise<{ report: ImportUndoReport; removedImages: string[] }> {
  if ((await runningImportJob(db)) !== undefined) {
    throw new DomainError("conflict", {
      detail: "Идёт импорт каталога: отмените этот, когда он закончится.",
    });
  }
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(catalogImports).where(eq(catalogImports.id, id)).for("update");
    if (!job) throw new DomainError("not-found", { detail: "Импорт не найден." });
    if (job.status !== "finished" || job.undoneAt !== null) {
      throw new DomainError("conflict", {
        detail: "Отменить можно только применённый импорт, и только один раз.",
      });
    }
    const entries = await tx
      .select({
        resource: auditLog.resource,
        resourceId: auditLog.resourceId,
        operation: auditLog.operation,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .where(eq(auditLog.importId, id))
      .orderBy(asc(auditLog.id));
    const productTrails = trailsOf<ProductRecord>(entries.filter((entry) => entry.resource === "product"));
    const categoryTrails = trailsOf<{ title: string }>(
      entries.filter((entry) => entry.resource === "category"),
    );
    const report: ImportUndoReport = {
      products: { removed: 0, restored: 0, hidden: 0, unchanged: 0 },
      categories: { removed: 0, restored: 0, kept: 0 },
      attributes: { removed: 0, kept: 0 },
      attributeValues: { removed: 0, kept: 0 },
      kept: [],
    };

    // The products as they are now, locked as the editor locks them; a reference that knows the
    // attributes the import made.
    const ids = productTrails.map((trail) => trail.id);
    if (ids.length)
      await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids)).for("update");
    const reference = await readCatalogReference(tx);
    const current = await productRecords(tx, reference, ids);
    const ordered = new Set(
      ids.length
        ? (
            await tx
              .selectDistinct({ id: orderItems.productId })
              .from(orderItems)
              .where(inArray(orderItems.productId, ids))
          ).map((row) => row.id)
        : [],
    );
    const existingCategories = new Set(
      (await tx.select({ id: categories.id }).from(categories)).map((row) => row.id),
    );
    const restores: ProductRestores = { restore: [], remove: [], hide: [] };
    for (const trail of productTrails) {
      const now = current.get(trail.id);
      const after = trail.after;
      if (!now || !after) continue;
      if (trail.operation === "create") {
        if (same(now, after) && !ordered.has(trail.id)) {
          restores.remove.push(trail.id);
          report.products.removed += 1;
          continue;
        }
        if (now.published) restores.hide.push(trail.id);
        report.products.hidden += 1;
        report.kept.push({
          resource: "product",
          id: trail.id,
          title: now.title,
          reason: ordered.has(trail.id)
            ? "Товар уже заказывали: он скрыт с витрины, а не удалён."
            : "Товар изменили после импорта: он скрыт с витрины, а не удалён.",
        });
        continue;
      }
      const before = trail.before;
      if (!before) continue;
      const target: ProductRecord = { ...now };
      const changedSince: string[] = [];
      for (const field of IMPORTED_FIELDS) {
        if (same(now[field], after[field])) {
          // A section deleted since cannot take the product back: it stays where it is.
          if (field === "category" && !existingCategories.has(before.category)) {
            changedSince.push(FIELD_TITLES[field]);
            continue;
          }
          Object.assign(target, { [field]: before[field] });
        } else if (!same(before[field], after[field])) changedSince.push(FIELD_TITLES[field]);
      }
      if (same(target, now)) report.products.unchanged += 1;
      else {
        restores.restore.push({ id: trail.id, record: target });
        report.products.restored += 1;
      }
      if (changedSince.length) {
        report.kept.push({
          resource: "product",
          id: trail.id,
          title: now.title,
          reason: `Изменено после импорта и оставлено как есть: ${changedSince.join(", ")}.`,
        });
      }
    }
    const removedImages = await restoreProducts(tx, reference, restores, { actorId });
    Object.assign(report, await removeUncarriedAttributes(tx, id));

    // Categories: titles back, then the ones the import made, children before their parents.
    const rename = categoryTrails.flatMap((trail) =>
      trail.operation === "update" && trail.before && trail.after
        ? [{ id: trail.id, title: trail.before.title, importedTitle: trail.after.title }]
        : [],
    );
    const titles = new Map(
      (await tx.select({ id: categories.id, title: categories.title }).from(categories)).map((row) => [
        row.id,
        row.title,
      ]),
    );
    const renamed = rename.filter((item) => titles.get(item.id) === item.importedTitle);
    const created = categoryTrails.filter((trail) => trail.operation === "create").map((trail) => trail.id);
    const kept = await restoreCategories(
      tx,
      {
        rename: renamed.map(({ id: categoryId, title }) => ({ id: categoryId, title })),
        remove: created.toReversed(),
      },
      { actorId },
    );
    report.categories.restored = renamed.length;
    report.categories.kept = kept.length;
    report.categories.removed = created.filter((categoryId) => titles.has(categoryId)).length - kept.length;
    for (const categoryId of kept) {
      report.kept.push({
        resource: "category",
        id: categoryId,
        title: titles.get(categoryId) ?? String(categoryId),
        reason: "В разделе остались товары или подразделы: он не удалён.",
      });
    }

    await tx
      .update(catalogImports)
      .set({ undoneAt: new Date(), undoneBy: actorId, undoReport: report, updatedAt: new Date() })
      .where(eq(catalogImports.id, id));
    await recordChange(tx, {
      actorId,
      resource: "catalog-import",
      resourceId: id,
      operation: "undo",
      before: { status: "finished", counts: job.counts },
      after: { status: "undone", ...report },
    });
    return { report, removedImages };
  });
}
