import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRoute, z } from "@hono/zod-openapi";
import type { Database } from "../db/client";
import {
  findImportJob,
  type ImportJob,
  type ImportJobCounts,
  type ImportJobProblem,
  runImportJob,
  runningImportJob,
  startImportJob,
} from "../domain/catalog/yml-import-jobs";
import { DomainError } from "../domain/errors";
import { requireRole } from "../http/auth/auth";
import { callerOf } from "../http/auth/caller";
import { idParam, iri, notFound } from "../http/json-ld";
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

/** A job as staff read it, its texts in the request's language. */
function jobAnswer(job: ImportJob, locale: string): z.infer<typeof CatalogImportSchema> {
  const counts = (job.counts as ImportJobCounts | null) ?? {
    categories: { created: 0, updated: 0, unchanged: 0 },
    offers: { created: 0, updated: 0, unchanged: 0, refused: 0 },
    pictures: { stored: 0, refused: 0 },
  };
  const problem = job.problem as ImportJobProblem | null;
  return {
    "@id": iri("/catalog/admin/imports", job.id),
    id: job.id,
    status: job.status as "running" | "finished" | "failed",
    phase: job.phase as "checking" | "importing",
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
    categories: counts.categories,
    offers: counts.offers,
    pictures: counts.pictures ?? { stored: 0, refused: 0 },
    refusals: (job.refusals as { line: number; id: string; reason: string }[]).map((refusal) => ({
      ...refusal,
      reason: translate(refusal.reason, locale),
    })),
    problem: problem ? { ...problem, detail: translate(problem.detail, locale) } : null,
  };
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
    try {
      const received = await receiveFile(c, path);
      const { fileName, bytes } = received;
      rates = received.rates;
      if (bytes === 0) throw fileMissing();
      id = await startImportJob(db, { file: path, fileName, bytesTotal: bytes, actorId }).catch(
        async (error) => {
          if (error instanceof DomainError && error.kind === "conflict") {
            throw alreadyRunning((await runningImportJob(db)) ?? 0);
          }
          throw error;
        },
      );
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
    });
    const job = await findImportJob(db, id);
    if (!job) throw notFound("Импорт не найден.");
    c.header("Location", iri("/catalog/admin/imports", id));
    return c.json(jobAnswer(job, c.get("locale")), 202);
  });

  app.openapi(readRoute, async (c) => {
    const job = await findImportJob(db, c.req.valid("param").id);
    if (!job) throw notFound("Импорт не найден.");
    return c.json(jobAnswer(job, c.get("locale")), 200);
  });
  return app;
}

/** 409 naming the import that runs. */
const alreadyRunning = (id: number) =>
  new HttpProblem(409, {
    detail: "Импорт каталога уже идёт: дождитесь его окончания.",
    ...(id ? { running: iri("/catalog/admin/imports", id) } : {}),
  });
