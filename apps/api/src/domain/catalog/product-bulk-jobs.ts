import { and, eq, gte, inArray, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { productBulkJobs, products } from "../../db/schema/index";
import { uniqueViolation } from "../../db/unique-violation";
import { recordChange } from "../audit-log";
import { DomainError } from "../errors";
import { percentFromBasisPoints } from "../money";
import type { Violation } from "../violation";
import type { CatalogIndexStore } from "./index/catalog-index-store";
import { type BulkChange, writeBulkChange } from "./product-editor";
import { type StaffProductFilter, staffProductsWhere } from "./products";

// Staff's bulk actions on products as jobs, on the pattern of the YML import's
// (yml-import-jobs.ts): a row of `product_bulk_jobs` holds the job's state, progress and result,
// so any replica answers it; one runs at a time (the table's partial unique index); the running
// process writes its progress about once a second and the result at the end. Unlike an import,
// the action is one transaction (`writeBulkChange`): it is done whole or not at all, and it writes
// one audit log entry naming the action, the selection (the filter itself for "all that match")
// and the count. While it runs, the process that runs it answers its progress from memory
// (`BulkJobBoard`): PGlite, one connection, reads nothing else until the transaction commits.

/** A running job writes its progress every second; one silent this long has lost its process. */
export const BULK_STALE_AFTER_MS = 2 * 60_000;
const PROGRESS_EVERY_MS = 1_000;

/** Which products a bulk action takes: these ids, or all that match staff's list filter. */
export type BulkSelection = { ids: number[] } | { filter: StaffProductFilter };

export type BulkJob = typeof productBulkJobs.$inferSelect;
export type BulkJobProblem = { status: number; detail: string; violations?: Violation[] };

/** The jobs this process runs, as they are now: answered without the database while they run. */
export type BulkJobBoard = Map<number, BulkJob>;

/** A change as its job's row keeps it: the action and its parameters (a percentage as its decimal string). */
function storedChange(change: BulkChange): { action: string; parameters: Record<string, unknown> } {
  switch (change.action) {
    case "move":
      return { action: "move", parameters: { category: change.category } };
    case "change-prices":
      return { action: "change-prices", parameters: { percent: percentFromBasisPoints(change.basisPoints) } };
    default:
      return { action: change.action, parameters: {} };
  }
}

const conditionOf = (selection: BulkSelection) =>
  "ids" in selection ? inArray(products.id, selection.ids) : staffProductsWhere(selection.filter);

/**
 * Records a job (running) and answers its id. A job whose process died (silent for
 * {@link BULK_STALE_AFTER_MS}) is marked failed first. Throws a conflict while another runs.
 * @example
 *   const id = await startBulkJob(db, { change: { action: "publish" }, selection: { filter: { category: 3 } }, actorId: 7 });
 */
export async function startBulkJob(
  db: Database,
  { change, selection, actorId }: { change: BulkChange; selection: BulkSelection; actorId: number },
): Promise<number> {
  await failStaleBulkJobs(db);
  try {
    const [row] = await db
      .insert(productBulkJobs)
      .values({ ...storedChange(change), selection, startedBy: actorId })
      .returning();
    if (!row) throw new Error("the bulk job was not recorded");
    return row.id;
  } catch (error) {
    if (uniqueViolation(error) === undefined) throw error;
    throw new DomainError("conflict", {
      detail: "Другое массовое действие с товарами ещё идёт: дождитесь его окончания.",
    });
  }
}

/** How a job ended: what it changed, or the problem that stopped it (nothing changed then). */
export type BulkJobOutcome =
  | { count: number; changed: number; removedImages: string[] }
  | { error: unknown; problem: BulkJobProblem };

/**
 * Runs a started job: the change in one transaction with its audit log entry, the progress written
 * about once a second (and kept on `board` while it runs), the result at the end; then `onChange`
 * (the catalog index, cached answers) when something was written. Never throws: a refusal or a
 * failure is the job's `problem`, and nothing of the change is left.
 * @example
 *   void runBulkJob(db, catalog, id, { change, selection, actorId }, { board, onChange: catalogWritten });
 */
export async function runBulkJob(
  db: Database,
  catalog: CatalogIndexStore,
  id: number,
  { change, selection, actorId }: { change: BulkChange; selection: BulkSelection; actorId: number },
  {
    board,
    onChange,
    onError,
    batchSize,
    onProgress,
  }: {
    board?: BulkJobBoard;
    onChange: () => Promise<void> | void;
    onError?: (error: unknown) => void;
    batchSize?: number;
    /** Told after each batch, inside the transaction (a test's way to stop one half-way). */
    onProgress?: (done: number) => Promise<void> | void;
  },
): Promise<BulkJobOutcome> {
  const [started] = await db.select().from(productBulkJobs).where(eq(productBulkJobs.id, id));
  if (!started) throw new Error(`the bulk job ${id} was not recorded`);
  const live: BulkJob = { ...started };
  board?.set(id, live);
  // Writes are chained so that two never overlap and the last one written is the newest. On PGlite
  // they wait for the transaction; on PostgreSQL they go out on another connection at once.
  let writing: Promise<unknown> = Promise.resolve();
  const write = (values: Partial<typeof productBulkJobs.$inferInsert>) => {
    writing = writing.then(async () => {
      try {
        await db
          .update(productBulkJobs)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(productBulkJobs.id, id));
      } catch (error) {
        onError?.(error);
      }
    });
    return writing;
  };
  const timer = setInterval(() => {
    live.updatedAt = new Date();
    void write({ total: live.total, done: live.done });
  }, PROGRESS_EVERY_MS);
  try {
    const reference = await catalog.reference();
    const written = await db.transaction(async (tx) => {
      const result = await writeBulkChange(tx, reference, conditionOf(selection), change, {
        ...(batchSize ? { batchSize } : {}),
        onSelected: (count) => {
          live.total = count;
        },
        onProgress: async (done) => {
          live.done = done;
          await onProgress?.(done);
        },
      });
      const { action, parameters } = storedChange(change);
      const changed = Object.keys(result.before).length;
      // One entry for the whole action: what it was, on what, how many; each changed product's
      // fields before and after it (a deleted product's whole record before).
      const summary = { action, parameters, selection, count: result.count, changed };
      await recordChange(tx, {
        actorId,
        resource: "product-bulk",
        resourceId: id,
        operation: change.action === "delete" ? "delete" : "update",
        before: { ...summary, products: result.before },
        after: change.action === "delete" ? summary : { ...summary, products: result.after },
      });
      return { ...result, changed };
    });
    clearInterval(timer);
    if (written.changed) await onChange();
    Object.assign(live, { status: "finished", done: written.count, changed: written.changed });
    await write({
      status: "finished",
      total: written.count,
      done: written.count,
      changed: written.changed,
      finishedAt: new Date(),
    });
    return { count: written.count, changed: written.changed, removedImages: written.removedImages };
  } catch (error) {
    clearInterval(timer);
    const problem = problemOf(error);
    if (problem.status >= 500) onError?.(error);
    // Nothing was committed: the job went through no product.
    await write({ status: "failed", done: 0, problem, finishedAt: new Date() });
    return { error, problem };
  } finally {
    clearInterval(timer);
    await writing;
    board?.delete(id);
  }
}

/** Why a job failed, for staff: a refusal of the domain as it says it; anything else is ours. */
function problemOf(error: unknown): BulkJobProblem {
  if (error instanceof DomainError && error.kind === "invalid") {
    return {
      status: 422,
      detail: error.init.violations?.[0]?.message ?? error.message,
      ...(error.init.violations ? { violations: error.init.violations } : {}),
    };
  }
  return { status: 500, detail: "Действие прервалось из-за ошибки сервера; товары не изменены." };
}

/**
 * A job as it is now (from `board` while this process runs it), or undefined. A running job
 * silent for {@link BULK_STALE_AFTER_MS} is marked failed when asked for.
 * @example
 *   const job = await findBulkJob(db, 7, board); // job?.status === "running"
 */
export async function findBulkJob(
  db: Database,
  id: number,
  board?: BulkJobBoard,
): Promise<BulkJob | undefined> {
  const live = board?.get(id);
  if (live) return { ...live };
  const read = async () => (await db.select().from(productBulkJobs).where(eq(productBulkJobs.id, id)))[0];
  const row = await read();
  if (row?.status !== "running" || row.updatedAt.getTime() >= Date.now() - BULK_STALE_AFTER_MS) return row;
  await failStaleBulkJobs(db, id);
  return read();
}

/** The running job's id, if any and not stale (for a 409 that names it). */
export async function runningBulkJob(db: Database, board?: BulkJobBoard): Promise<number | undefined> {
  const [live] = board?.keys() ?? [];
  if (live !== undefined) return live;
  const [row] = await db
    .select({ id: productBulkJobs.id })
    .from(productBulkJobs)
    .where(
      and(
        eq(productBulkJobs.status, "running"),
        gte(productBulkJobs.updatedAt, new Date(Date.now() - BULK_STALE_AFTER_MS)),
      ),
    );
  return row?.id;
}

/** Marks the running jobs silent for {@link BULK_STALE_AFTER_MS} (or that one of them) failed. */
async function failStaleBulkJobs(db: Database, id?: number) {
  await db
    .update(productBulkJobs)
    .set({
      status: "failed",
      problem: { status: 500, detail: "Действие прервалось: сервер, который его выполнял, остановился." },
      finishedAt: new Date(),
    })
    .where(
      and(
        eq(productBulkJobs.status, "running"),
        lt(productBulkJobs.updatedAt, new Date(Date.now() - BULK_STALE_AFTER_MS)),
        id === undefined ? undefined : eq(productBulkJobs.id, id),
      ),
    );
}
