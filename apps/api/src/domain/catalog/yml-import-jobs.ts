import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { and, count, desc, eq, gte, inArray, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { catalogImports, categories, users } from "../../db/schema/index";
import { uniqueViolation } from "../../db/unique-violation";
import { recordChange } from "../audit-log";
import { DomainError } from "../errors";
import { ymlEncodingOf, ymlFileText } from "./yml-file";
import { importYml, type YmlImportOptions, type YmlImportSummary } from "./yml-import";
import { YmlFormatError } from "./yml-reader";

// A staff's upload of a YML file as a job: the file is on disk, the import runs in the background
// through the same `importYml` as `./shop import`, and its progress and result live in the
// `catalog_imports` table (why a table: db/schema/catalog-imports.ts). One import runs at a time,
// whichever replica started it: the table's partial unique index holds a single `running` row.
// A job is the trail of its import: the file's SHA-256 and size and the report stay in its row (the
// file is deleted: kept for ever, as the audit log keeps the entries that name the job, uploads of
// up to 256 MiB would fill the disk), and each product the import creates or changes has its own
// audit entry naming the job.

/** Refusals a job keeps for its answer; a file of thousands of refused offers names the first ones. */
export const MAX_KEPT_REFUSALS = 1_000;
/** The actor of an import run from the shop's terminal (`./shop import`): the operator, no account. */
export const TERMINAL_ACTOR_ID = 0;
/** A running job writes its progress every second; one silent this long has lost its process. */
export const STALE_AFTER_MS = 2 * 60_000;
const PROGRESS_EVERY_MS = 1_000;

export type ImportJob = typeof catalogImports.$inferSelect;
/** What an import is asked with, kept with its job so that its apply does what its preview showed. */
export interface ImportJobOptions {
  /** The job began as a preview (a dry run applied only when staff confirm it). */
  preview?: boolean;
  rates?: Record<string, string>;
  /** The category the file's top level goes under. */
  parentCategoryId?: number;
}
/** How long a preview waits for staff to apply it before its file is deleted (it is cancelled then). */
export const PREVIEW_KEPT_MS = 24 * 60 * 60_000;
export type ImportJobCounts = Omit<YmlImportSummary, "refusals">;
export type ImportJobProblem = { status: number; detail: string; line?: number };

/** The offers counted as refused and the categories refused too, for the answer. */
const countsOf = ({ categories, offers, pictures }: YmlImportSummary): ImportJobCounts => ({
  categories: { ...categories },
  offers: { ...offers },
  pictures: { ...pictures },
});

/** The SHA-256 of a file's bytes, hex, read a chunk at a time. */
async function sha256Of(file: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return hash.digest("hex");
}

/**
 * Takes the import lock and records the job with its file's SHA-256 (and its audit log entry): the
 * job's id. A job whose process died (silent for {@link STALE_AFTER_MS}) is marked failed first, so
 * it does not hold the lock forever. Throws a conflict when another import runs.
 * @example
 *   const id = await startImportJob(db, { file: "/data/uploads/x.yml", fileName: "catalog.yml", bytesTotal: 52_000, actorId: 3 });
 */
export async function startImportJob(
  db: Database,
  {
    file,
    fileName,
    bytesTotal,
    actorId,
    options = {},
    preview = false,
  }: {
    file: string;
    fileName: string;
    bytesTotal: number;
    actorId: number;
    options?: ImportJobOptions;
    /** A dry run whose file is kept for its apply (`uploadPath`). */
    preview?: boolean;
  },
): Promise<number> {
  await failStaleImports(db);
  await expirePreviews(db);
  if (options.parentCategoryId !== undefined) {
    const [parent] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, options.parentCategoryId));
    if (!parent) {
      throw new DomainError("invalid", {
        detail: "Запрос некорректен.",
        violations: [{ propertyPath: "parent", message: "Нет такого раздела каталога.", code: "unknown" }],
      });
    }
  }
  const sha256 = await sha256Of(file);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(catalogImports)
        .values({
          fileName,
          bytesTotal,
          sha256,
          startedBy: actorId,
          options,
          uploadPath: preview ? file : null,
        })
        .returning();
      if (!row) throw new Error("the import job was not recorded");
      await recordChange(tx, {
        actorId,
        resource: "catalog-import",
        resourceId: row.id,
        operation: "create",
        before: null,
        after: { fileName, bytesTotal, sha256 },
      });
      return row.id;
    });
  } catch (error) {
    if (uniqueViolation(error) === undefined) throw error;
    throw new DomainError("conflict", {
      detail: "Импорт каталога уже идёт: дождитесь его окончания.",
    });
  }
}

/** How a job ended: its summary, or the error that stopped it and the job's problem. */
export type ImportJobOutcome = { summary: YmlImportSummary } | { error: unknown; problem: ImportJobProblem };

/**
 * Runs a started job on its file (deleted at the end, unless `keepFile`): writes the job's progress
 * about once a second and its result at the end, and calls `onChange` once batches may have been
 * written (the catalog index, cached answers). Never throws: a failure is the job's `problem`, and
 * the outcome's.
 * @example
 *   void runImportJob(db, id, "/tmp/shop-import-x/catalog.yml", { onChange: catalogWritten, log });
 */
export async function runImportJob(
  db: Database,
  id: number,
  file: string,
  {
    onChange,
    onError,
    onProgress,
    batchSize,
    pictures,
    rates,
    keepFile = false,
    dryRun = false,
    parentCategoryId,
  }: {
    onChange: () => Promise<void> | void;
    onError?: (error: unknown) => void;
    /** Told after each batch, as `importYml`'s `onProgress`. */
    onProgress?: YmlImportOptions["onProgress"];
    batchSize?: number;
    /** Where pictures may come from (http(s) hosts only: an upload has no folder) and are stored. */
    pictures?: YmlImportOptions["pictures"];
    /** Roubles per unit of a currency, as staff or the operator give them (`{ USD: "92.5" }`). */
    rates?: YmlImportOptions["rates"];
    /** The file is the operator's (`./shop import`): it stays. */
    keepFile?: boolean;
    /** A preview: nothing is written, the job ends `previewed` and its file stays for the apply. */
    dryRun?: boolean;
    /** The category the file's top level goes under. */
    parentCategoryId?: number | undefined;
  },
): Promise<ImportJobOutcome> {
  const progress = {
    phase: "checking",
    bytesRead: 0,
    offersRead: 0,
    offersTotal: null as number | null,
    summary: undefined as YmlImportSummary | undefined,
  };
  // Writes are chained so that two never overlap and the last one written is the newest.
  let writing: Promise<unknown> = Promise.resolve();
  const write = (values: Partial<typeof catalogImports.$inferInsert>) => {
    writing = writing.then(async () => {
      try {
        await db
          .update(catalogImports)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(catalogImports.id, id));
      } catch (error) {
        onError?.(error);
      }
    });
    return writing;
  };
  const progressValues = () => ({
    phase: progress.phase,
    bytesRead: progress.bytesRead,
    offersRead: progress.offersRead,
    offersTotal: progress.offersTotal,
    ...(progress.summary
      ? {
          counts: countsOf(progress.summary),
          refusals: progress.summary.refusals.slice(0, MAX_KEPT_REFUSALS),
        }
      : {}),
  });
  const timer = setInterval(() => void write(progressValues()), PROGRESS_EVERY_MS);
  let written = false;
  let kept = false;
  try {
    const [job] = await db
      .select({ startedBy: catalogImports.startedBy, appliedBy: catalogImports.appliedBy })
      .from(catalogImports)
      .where(eq(catalogImports.id, id));
    if (!job) throw new Error(`the import job ${id} was not recorded`);
    const encoding = await ymlEncodingOf(file);
    const summary = await importYml(
      db,
      () => {
        progress.bytesRead = 0;
        return ymlFileText(file, encoding, (bytes) => {
          progress.bytesRead += bytes;
        });
      },
      {
        // The apply's actor is who confirmed the preview.
        job: { id, actorId: job.appliedBy ?? job.startedBy },
        ...(batchSize ? { batchSize } : {}),
        pictures,
        ...(rates ? { rates } : {}),
        dryRun,
        parentCategoryId,
        onChecked: ({ offers }) => {
          progress.phase = dryRun ? "previewing" : "importing";
          progress.offersTotal = offers;
        },
        onProgress: (batch) => {
          written = !dryRun;
          progress.offersRead = batch.done;
          progress.summary = batch.summary;
          onProgress?.(batch);
        },
      },
    );
    progress.summary = summary;
    clearInterval(timer);
    if (dryRun) {
      kept = true;
      await write({ ...progressValues(), status: "previewed", finishedAt: new Date() });
      return { summary };
    }
    written = true;
    await onChange();
    await write({ ...progressValues(), status: "finished", uploadPath: null, finishedAt: new Date() });
    return { summary };
  } catch (error) {
    clearInterval(timer);
    const problem = problemOf(error);
    if (problem.status >= 500) onError?.(error);
    if (written) await Promise.resolve(onChange()).catch(onError);
    await write({ ...progressValues(), status: "failed", problem, uploadPath: null, finishedAt: new Date() });
    return { error, problem };
  } finally {
    clearInterval(timer);
    await writing;
    if (!keepFile && !kept) await rm(file, { force: true }).catch(onError);
  }
}

/**
 * Confirms a preview: the job runs again, now writing, with what its preview was asked with (its
 * kept file, rates and parent category). Answers the file and options for `runImportJob`. 409 when
 * the job is not a preview waiting for it (applied, cancelled, expired) or another import runs.
 * @example
 *   const { file, options } = await applyImportJob(db, 7, staffId);
 *   void runImportJob(db, 7, file, { onChange, rates: options.rates, parentCategoryId: options.parentCategoryId });
 */
export async function applyImportJob(
  db: Database,
  id: number,
  actorId: number,
): Promise<{ file: string; options: ImportJobOptions }> {
  await failStaleImports(db);
  await expirePreviews(db);
  try {
    return await db.transaction(async (tx) => {
      const [job] = await tx.select().from(catalogImports).where(eq(catalogImports.id, id)).for("update");
      if (!job) throw new DomainError("not-found", { detail: "Импорт не найден." });
      if (job.status !== "previewed" || !job.uploadPath) {
        throw new DomainError("conflict", {
          detail: "Этот импорт уже применён или отменён: загрузите файл снова.",
        });
      }
      await tx
        .update(catalogImports)
        .set({
          status: "running",
          phase: "checking",
          bytesRead: 0,
          offersRead: 0,
          appliedBy: actorId,
          appliedAt: new Date(),
          updatedAt: new Date(),
          finishedAt: null,
        })
        .where(eq(catalogImports.id, id));
      await recordChange(tx, {
        actorId,
        resource: "catalog-import",
        resourceId: id,
        operation: "update",
        before: { status: "previewed" },
        after: { status: "running", counts: job.counts },
      });
      return { file: job.uploadPath, options: job.options as ImportJobOptions };
    });
  } catch (error) {
    if (uniqueViolation(error) === undefined) throw error;
    throw new DomainError("conflict", {
      detail: "Импорт каталога уже идёт: дождитесь его окончания.",
    });
  }
}

/**
 * Cancels a preview: nothing was written, the kept file is deleted, the job stays in the history as
 * `cancelled`. 409 when it is not a preview waiting for its apply.
 * @example
 *   await cancelImportJob(db, 7, staffId);
 */
export async function cancelImportJob(db: Database, id: number, actorId: number): Promise<void> {
  const file = await db.transaction(async (tx) => {
    const [job] = await tx.select().from(catalogImports).where(eq(catalogImports.id, id)).for("update");
    if (!job) throw new DomainError("not-found", { detail: "Импорт не найден." });
    if (job.status !== "previewed") {
      throw new DomainError("conflict", {
        detail: "Отменить можно только проверенный, но не применённый импорт.",
      });
    }
    await tx
      .update(catalogImports)
      .set({ status: "cancelled", uploadPath: null, updatedAt: new Date() })
      .where(eq(catalogImports.id, id));
    await recordChange(tx, {
      actorId,
      resource: "catalog-import",
      resourceId: id,
      operation: "update",
      before: { status: "previewed" },
      after: { status: "cancelled" },
    });
    return job.uploadPath;
  });
  if (file) await rm(file, { force: true });
}

/** Cancels the previews left waiting longer than {@link PREVIEW_KEPT_MS}, deleting their files. */
async function expirePreviews(db: Database) {
  const old = and(
    eq(catalogImports.status, "previewed"),
    lt(catalogImports.finishedAt, new Date(Date.now() - PREVIEW_KEPT_MS)),
  );
  const expired = await db
    .select({ id: catalogImports.id, uploadPath: catalogImports.uploadPath })
    .from(catalogImports)
    .where(old);
  if (expired.length === 0) return;
  await db
    .update(catalogImports)
    .set({ status: "cancelled", uploadPath: null, updatedAt: new Date() })
    .where(
      and(
        old,
        inArray(
          catalogImports.id,
          expired.map((job) => job.id),
        ),
      ),
    );
  for (const { uploadPath } of expired) if (uploadPath) await rm(uploadPath, { force: true });
}

/** The accounts of the staff named by jobs, by id. */
export type ImportPeople = Map<number, { id: number; email: string; name: string; lastName: string }>;

/**
 * A page of the imports, newest first, and how many there are; with the accounts of the staff who
 * started, applied or undid them (by id; the terminal's operator, 0, has none).
 * @example
 *   const { jobs, total, people } = await listImportJobs(db, { page: 1, itemsPerPage: 20 });
 */
export async function listImportJobs(
  db: Database,
  { page, itemsPerPage }: { page: number; itemsPerPage: number },
): Promise<{ jobs: ImportJob[]; total: number; people: ImportPeople }> {
  const [jobs, [counted]] = await Promise.all([
    db
      .select()
      .from(catalogImports)
      .orderBy(desc(catalogImports.id))
      .limit(itemsPerPage)
      .offset((page - 1) * itemsPerPage),
    db.select({ total: count() }).from(catalogImports),
  ]);
  return { jobs, total: counted?.total ?? 0, people: await peopleOf(db, jobs) };
}

/** The accounts that started, applied or undid these jobs, by id. */
export async function peopleOf(db: Database, jobs: ImportJob[]): Promise<ImportPeople> {
  const ids = [
    ...new Set(
      jobs.flatMap((job) => [job.startedBy, job.appliedBy ?? 0, job.undoneBy ?? 0]).filter((id) => id > 0),
    ),
  ];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Why a job failed, for staff: a file that is not YML names its line; anything else is ours. */
function problemOf(error: unknown): ImportJobProblem {
  if (error instanceof YmlFormatError) {
    return {
      status: 422,
      detail: `Файл не является документом YML, ничего не записано (строка ${error.line}): ${error.reason}`,
      line: error.line,
    };
  }
  if (error instanceof RangeError) {
    return { status: 422, detail: "Кодировка файла не поддерживается." };
  }
  return {
    status: 500,
    detail: "Импорт прервался из-за ошибки сервера; уже записанные пакеты сохранены.",
  };
}

/**
 * A job as it is now, or undefined.
 * @example
 *   const job = await findImportJob(db, 7); // job?.status === "running"
 */
export async function findImportJob(db: Database, id: number): Promise<ImportJob | undefined> {
  const read = async () => (await db.select().from(catalogImports).where(eq(catalogImports.id, id)))[0];
  const row = await read();
  // A job whose process died would say "running" until the next import: the panel that follows it
  // would wait for ever. Asked for, it is marked failed at once.
  if (row?.status !== "running" || row.updatedAt.getTime() >= Date.now() - STALE_AFTER_MS) return row;
  await failStaleImports(db, id);
  return read();
}

/** Marks the running jobs silent for {@link STALE_AFTER_MS} (or that one of them) failed. */
async function failStaleImports(db: Database, id?: number) {
  await db
    .update(catalogImports)
    .set({
      status: "failed",
      problem: { status: 500, detail: "Импорт прервался: сервер, который его выполнял, остановился." },
      finishedAt: new Date(),
    })
    .where(
      and(
        eq(catalogImports.status, "running"),
        lt(catalogImports.updatedAt, new Date(Date.now() - STALE_AFTER_MS)),
        id === undefined ? undefined : eq(catalogImports.id, id),
      ),
    );
}

/** The running job's id, if any and not stale (for a 409 that names it). */
export async function runningImportJob(db: Database): Promise<number | undefined> {
  const [row] = await db
    .select({ id: catalogImports.id })
    .from(catalogImports)
    .where(
      and(
        eq(catalogImports.status, "running"),
        gte(catalogImports.updatedAt, new Date(Date.now() - STALE_AFTER_MS)),
      ),
    );
  return row?.id;
}
