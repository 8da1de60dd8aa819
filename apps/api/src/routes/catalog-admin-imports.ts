import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRoute, z } from "@hono/zod-openapi";
import type { Database } from "../db/client";
import { removeUploadedImages } from "../domain/catalog/product-images";
import type { YmlRefusal } from "../domain/catalog/yml-import";
import {
  applyImportJob,
  cancelImportJob,
  findImportJob,
  type ImportJob,
  type ImportJobCounts,
  type ImportJobOptions,
  type ImportJobProblem,
  type ImportPeople,
  listImportJobs,
  peopleOf,
  runImportJob,
  runningImportJob,
  startImportJob,
} from "../domain/catalog/yml-import-jobs";
import { importReport, importReportCsv } from "../domain/catalog/yml-import-report";
import { type ImportUndoReport, undoImport } from "../domain/catalog/yml-import-undo";
import { DomainError } from "../domain/errors";
import { requireRole } from "../http/auth/auth";
import { callerOf } from "../http/auth/caller";
import { collection, collectionSchema, idParam, iri, notFound, paginationQuery } from "../http/json-ld";
import { translate } from "../http/locale/texts";
import { createRouteModule, jsonResponse, problemResponses } from "../http/openapi";
import { HttpProblem } from "../http/problem";
import { fileMissing, MAX_IMPORT_BYTES, receiveFile } from "../http/yml-upload/yml-upload";
import { CatalogImportSchema } from "./schemas/catalog-imports";

/** Import uploads' path: its body is the file (or a form with it), up to its own limit. */
export const IMPORT_UPLOADS = /^\/api\/catalog\/admin\/imports$/;
/** The body of an import upload at most: the largest file and the form around it. */
export const MAX_IMPORT_UPLOAD_BYTES = MAX_IMPORT_BYTES + 64 * 1024;

const tags = ["Catalog (staff)"];

const startRoute = createRoute({
  method: "post",
  path: "/catalog/admin/imports",
  tags,
  summary: "Import a YML file into the catalog (staff): starts a job and answers where to follow it",
  security: [{ bearerAuth: [] as string[] }],
  request: {
    query: z.object({
      fileName: z.string().max(200).optional().openapi({ description: "The file's name, for a raw body." }),
      preview: z.enum(["1", "true", "0", "false"]).optional().openapi({
        description: "For a raw body: as the form's `preview`.",
      }),
      parent: z
        .string()
        .max(20)
        .optional()
        .openapi({ description: "For a raw body: as the form's `parent`." }),
      rates: z
        .string()
        .max(500)
        .optional()
        .openapi({ description: "Roubles per unit of a currency, for a raw body: as the form's `rates`." }),
    }),
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({
            file: z.string().openapi({ format: "binary" }),
            preview: z.enum(["1", "true", "0", "false"]).optional().openapi({
              description:
                "`1`: a preview first. Nothing is written: the job ends `previewed` with what the import would do (counts, refusals, report), its file kept until `POST …/{id}/apply` (or `…/cancel`, or 24 hours). Without it the import is applied at once (scripts, the shop's terminal). The admin panel always previews.",
            }),
            parent: z.string().max(20).optional().openapi({
              description:
                "A category's id: the file's top-level categories (and the category of offers that name none) go under it instead of the catalog's top level.",
              example: "12",
            }),
            rates: z.string().max(500).optional().openapi({
              description:
                "Roubles per unit of the file's other currencies, `USD=92.5, EUR=100.2`: used over the file's own `<currency rate>`, and needed where the file names a bank's rate (CBRF, NBU, CB). A price is converted exactly, with the file's `plus`.",
              example: "USD=92.5, EUR=100.2",
            }),
          }),
        },
        "application/xml": { schema: z.string().openapi({ format: "binary" }) },
      },
      description: `The YML file (at most ${MAX_IMPORT_BYTES / 1024 / 1024} MiB): as a form's \`file\` field, or as the body itself (\`application/xml\`, \`text/xml\` or \`application/octet-stream\`).`,
    },
  },
  responses: {
    202: {
      ...jsonResponse(CatalogImportSchema, "The job, started; `Location` is its address."),
      headers: { Location: { schema: { type: "string" } } },
    },
    ...problemResponses(401, 403, 409, 413, 415, 422),
  },
});

const readRoute = createRoute({
  method: "get",
  path: "/catalog/admin/imports/{id}",
  tags,
  summary: "An import's state, progress and result (staff)",
  middleware: requireRole("ROLE_STAFF"),
  security: [{ bearerAuth: [] as string[] }],
  request: { params: idParam },
  responses: {
    200: jsonResponse(CatalogImportSchema, "The job."),
    ...problemResponses(401, 403, 404),
  },
});

const jobRoutes = (path: string, summary: string, description: string, status: 200 | 202 = 200) =>
  createRoute({
    method: "post",
    path: `/catalog/admin/imports/{id}/${path}`,
    tags,
    summary,
    description,
    middleware: requireRole("ROLE_STAFF"),
    security: [{ bearerAuth: [] as string[] }],
    request: { params: idParam },
    responses: {
      [status]: jsonResponse(CatalogImportSchema, "The job."),
      ...problemResponses(401, 403, 404, 409),
    },
  });

const applyRoute = jobRoutes(
  "apply",
  "Apply a previewed import (staff): it runs again, now writing",
  "The job must be `previewed`; it runs with what its preview was asked with (file, rates, parent category), the caller as its actor (`appliedBy`). 409 when it was applied or cancelled already, or another import runs.",
  202,
);
const cancelRoute = jobRoutes(
  "cancel",
  "Cancel a previewed import (staff): nothing is written, its file is deleted",
  "The job stays in the history as `cancelled`.",
);
const undoRoute = jobRoutes(
  "undo",
  "Undo an applied import as a whole (staff)",
  "In one transaction with one audit entry (`catalog-import`, `undo`): the products it created are deleted (or unpublished when ordered or changed since), the fields it changed are put back unless changed since, the categories it created are deleted once empty and those it renamed get their titles back. What was left and why is the job's `undo`. 409 unless the job is `finished` and not undone yet, or while another import runs.",
);

const listRoute = createRoute({
  method: "get",
  path: "/catalog/admin/imports",
  tags,
  summary: "The history of imports, newest first (staff)",
  description:
    "Every import with who started, applied and undid it, its file and counts (`refusals` and `report` are the job's own answer's).",
  middleware: requireRole("ROLE_STAFF"),
  security: [{ bearerAuth: [] as string[] }],
  request: { query: z.object(paginationQuery(100)) },
  responses: {
    200: jsonResponse(
      collectionSchema(CatalogImportSchema.omit({ refusals: true, report: true }), "CatalogImportCollection"),
      "Imports.",
    ),
    ...problemResponses(401, 403, 422),
  },
});

const csvRoute = createRoute({
  method: "get",
  path: "/catalog/admin/imports/{id}/report.csv",
  tags,
  summary: "An import's report as a CSV file (staff)",
  description:
    "One row per line of the report (its kind, line, id, name, reason, server and count of pictures, and how to fix it), grouped as `report`; UTF-8 with a byte order mark, `;` between fields, as spreadsheets in Russia open it.",
  middleware: requireRole("ROLE_STAFF"),
  security: [{ bearerAuth: [] as string[] }],
  request: { params: idParam },
  responses: {
    200: { description: "The report.", content: { "text/csv": { schema: z.string() } } },
    ...problemResponses(401, 403, 404),
  },
});

const personOf = (people: ImportPeople, id: number | null) => {
  const person = id ? people.get(id) : undefined;
  return person
    ? { id: person.id, email: person.email, name: `${person.name} ${person.lastName}`.trim() }
    : null;
};

/** A job as staff read it, its texts in the request's language. */
function jobAnswer(
  job: ImportJob,
  locale: string,
  people: ImportPeople,
): z.infer<typeof CatalogImportSchema> {
  const empty = { created: 0, updated: 0, unchanged: 0 };
  const counts = (job.counts as Partial<ImportJobCounts> | null) ?? {};
  const problem = job.problem as ImportJobProblem | null;
  const options = job.options as ImportJobOptions;
  // Reports of before kinds and names were kept: an offer's line, as it was then.
  const refusals = (job.refusals as YmlRefusal[]).map((refusal) => ({
    ...refusal,
    kind: refusal.kind ?? "offer",
    reason: translate(refusal.reason, locale),
  }));
  const undo = job.undoReport as ImportUndoReport | null;
  return {
    "@id": iri("/catalog/admin/imports", job.id),
    id: job.id,
    status: job.status as "running" | "previewed" | "finished" | "failed" | "cancelled",
    phase: job.phase as "checking" | "previewing" | "importing",
    preview: options.preview === true,
    parentCategory: options.parentCategoryId ?? null,
    startedBy: personOf(people, job.startedBy),
    appliedBy: personOf(people, job.appliedBy),
    appliedAt: job.appliedAt?.toISOString() ?? null,
    undoneBy: personOf(people, job.undoneBy),
    undoneAt: job.undoneAt?.toISOString() ?? null,
    undo: undo
      ? { ...undo, kept: undo.kept.map((item) => ({ ...item, reason: translate(item.reason, locale) })) }
      : null,
    fileName: job.fileName,
    sha256: job.sha256,
    startedAt: job.startedAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
    progress: {
      bytesRead: job.bytesRead,
      bytesTotal: job.bytesTotal,
      offersRead: job.offersRead,
      offersTotal: job.offersTotal,
    },
    categories: { refused: 0, ...empty, ...counts.categories },
    offers: { refused: 0, ...empty, ...counts.offers },
    pictures: { stored: 0, refused: 0, planned: 0, ...counts.pictures },
    refusals,
    report: importReport(job.refusals as YmlRefusal[]).map((group) => ({
      ...group,
      title: translate(group.title, locale),
      fix: translate(group.fix, locale),
      lines: group.lines.map((line) => ({ ...line, reason: translate(line.reason, locale) })),
    })),
    problem: problem ? { ...problem, detail: translate(problem.detail, locale) } : null,
  };
}

/** `jobAnswer` of a job read now, with the accounts it names. */
async function answerOf(db: Database, id: number, locale: string) {
  const job = await findImportJob(db, id);
  if (!job) throw notFound("Импорт не найден.");
  return jobAnswer(job, locale, await peopleOf(db, [job]));
}

export interface CatalogAdminImportOptions {
  /** Called once an import may have written (the catalog index, cached answers). */
  onChange(): Promise<void> | void;
  /** Where uploads wait for their import (default: the system's temporary folder). */
  uploadDir?: string | undefined;
  /** Told of a job that failed on the server's side. */
  onError?: (error: unknown) => void;
  /** Where imported pictures are stored (`DATA_DIR/media`); without it pictures are not imported. */
  mediaDir?: string | undefined;
  /** Hosts whose http(s) pictures may be fetched (`IMPORT_PICTURE_HOSTS`). */
  pictureHosts?: readonly string[];
}

/**
 * Staff's YML import under `/catalog/admin/imports`: an upload starts a job (202 and its address),
 * which runs `importYml` in the background, one at a time; its state is read by id.
 * @example
 *   app.route("/", catalogAdminImportRoutes(db, { onChange: catalogWritten }));
 */
export function catalogAdminImportRoutes(
  db: Database,
  { onChange, uploadDir, onError, mediaDir, pictureHosts = [] }: CatalogAdminImportOptions,
) {
  const app = createRouteModule();

  // The body is read here, streamed to disk (the JSON body check lets this path through); the
  // OpenAPI schema documents it.
  app.openAPIRegistry.registerPath(startRoute);
  app.post("/catalog/admin/imports", requireRole("ROLE_STAFF"), async (c) => {
    const actorId = callerOf(c).id;
    const running = await runningImportJob(db);
    if (running !== undefined) throw alreadyRunning(running);
    const path = join(uploadDir ?? tmpdir(), `shop-import-${randomUUID()}.yml`);
    let id: number;
    let rates: Record<string, string>;
    let preview: boolean;
    let parentCategoryId: number | undefined;
    try {
      const received = await receiveFile(c, path);
      const { fileName, bytes } = received;
      ({ rates, preview, parentCategoryId } = received);
      if (bytes === 0) throw fileMissing();
      const options: ImportJobOptions = {
        ...(preview ? { preview } : {}),
        ...(Object.keys(rates).length ? { rates } : {}),
        ...(parentCategoryId !== undefined ? { parentCategoryId } : {}),
      };
      id = await startImportJob(db, {
        file: path,
        fileName,
        bytesTotal: bytes,
        actorId,
        options,
        preview,
      }).catch(async (error) => {
        if (error instanceof DomainError && error.kind === "conflict") {
          throw alreadyRunning((await runningImportJob(db)) ?? 0);
        }
        throw error;
      });
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
    void runImportJob(db, id, path, {
      onChange,
      ...(onError ? { onError } : {}),
      // An upload has no folder: its pictures come from the allowed hosts only.
      pictures: mediaDir ? { mediaDir, allowedHosts: pictureHosts } : undefined,
      rates,
      dryRun: preview,
      parentCategoryId,
    });
    c.header("Location", iri("/catalog/admin/imports", id));
    return c.json(await answerOf(db, id, c.get("locale")), 202);
  });

  app.openapi(listRoute, async (c) => {
    const { page, itemsPerPage } = c.req.valid("query");
    const { jobs, total, people } = await listImportJobs(db, { page, itemsPerPage });
    const locale = c.get("locale");
    const member = jobs.map((job) => {
      const {
        refusals: _refusals,
        report: _report,
        ...listed
      } = jobAnswer({ ...job, refusals: [] }, locale, people);
      return listed;
    });
    return c.json(collection("/catalog/admin/imports", member, total), 200);
  });

  app.openapi(readRoute, async (c) =>
    c.json(await answerOf(db, c.req.valid("param").id, c.get("locale")), 200),
  );

  app.openapi(applyRoute, async (c) => {
    const { id } = c.req.valid("param");
    const { file, options } = await applyImportJob(db, id, callerOf(c).id);
    void runImportJob(db, id, file, {
      onChange,
      ...(onError ? { onError } : {}),
      pictures: mediaDir ? { mediaDir, allowedHosts: pictureHosts } : undefined,
      ...(options.rates ? { rates: options.rates } : {}),
      parentCategoryId: options.parentCategoryId,
    });
    c.header("Location", iri("/catalog/admin/imports", id));
    return c.json(await answerOf(db, id, c.get("locale")), 202);
  });

  app.openapi(cancelRoute, async (c) => {
    const { id } = c.req.valid("param");
    await cancelImportJob(db, id, callerOf(c).id);
    return c.json(await answerOf(db, id, c.get("locale")), 200);
  });

  app.openapi(undoRoute, async (c) => {
    const { id } = c.req.valid("param");
    const { removedImages } = await undoImport(db, id, callerOf(c).id);
    await onChange();
    if (mediaDir) await removeUploadedImages(mediaDir, removedImages).catch(onError);
    return c.json(await answerOf(db, id, c.get("locale")), 200);
  });

  app.openapi(csvRoute, async (c) => {
    const { id } = c.req.valid("param");
    const job = await findImportJob(db, id);
    if (!job) throw notFound("Импорт не найден.");
    const locale = c.get("locale");
    const csv = importReportCsv(importReport(job.refusals as YmlRefusal[]), (text) =>
      translate(text, locale),
    );
    const name = `import-${id}-report.csv`;
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    });
  });
  return app;
}

/** 409 naming the import that runs. */
const alreadyRunning = (id: number) =>
  new HttpProblem(409, {
    detail: "Импорт каталога уже идёт: дождитесь его окончания.",
    ...(id ? { running: iri("/catalog/admin/imports", id) } : {}),
  });
