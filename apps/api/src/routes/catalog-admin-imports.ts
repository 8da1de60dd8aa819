import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { createRoute, z } from "@hono/zod-openapi";
import busboy from "busboy";
import type { Context } from "hono";
import type { Database } from "../db/client";
import { parseRates } from "../domain/catalog/yml-currency";
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
import type { AppEnv } from "../http/env";
import { idParam, iri, notFound } from "../http/json-ld";
import { translate } from "../http/locale/texts";
import { createRouteModule, jsonResponse, problemResponses } from "../http/openapi";
import { HttpProblem } from "../http/problem";

/** The largest YML file staff may upload: 100 000 offers of a 1С export take about 120 MiB. */
export const MAX_IMPORT_BYTES = 256 * 1024 * 1024;
/** Import uploads' path: its body is the file (or a form with it), up to its own limit. */
export const IMPORT_UPLOADS = /^\/api\/catalog\/admin\/imports$/;
/** The body of an import upload at most: the largest file and the form around it. */
export const MAX_IMPORT_UPLOAD_BYTES = MAX_IMPORT_BYTES + 64 * 1024;
/** The body types of a raw upload (the file itself); a form is `multipart/form-data`. */
const RAW_TYPES = ["application/xml", "text/xml", "application/octet-stream"];

const CountsSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int().openapi({ description: "Skipped: already as the file says." }),
});

const CatalogImportSchema = z
  .object({
    "@id": z.string().openapi({ example: "/api/catalog/admin/imports/7" }),
    id: z.number().int(),
    status: z.enum(["running", "finished", "failed"]),
    phase: z.enum(["checking", "importing"]).openapi({
      description:
        "`checking`: the whole file is read first (malformed XML writes nothing); `importing`: batches of 500 offers are written, each one transaction.",
    }),
    fileName: z.string(),
    sha256: z.string().nullable().openapi({
      description:
        "The uploaded file's SHA-256 (hex), kept with the job as long as the audit log keeps the entries naming it (the file itself is not kept); null for imports of before it was recorded.",
    }),
    startedAt: z.string().openapi({ format: "date-time" }),
    finishedAt: z.string().nullable().openapi({ format: "date-time" }),
    progress: z.object({
      bytesRead: z.number().int().openapi({ description: "Of the current phase's reading." }),
      bytesTotal: z.number().int(),
      offersRead: z.number().int().openapi({ description: "Offers imported (or refused) so far." }),
      offersTotal: z.number().int().nullable().openapi({ description: "Known once checked." }),
    }),
    categories: CountsSchema,
    offers: CountsSchema.extend({ refused: z.number().int() }),
    pictures: z.object({ stored: z.number().int(), refused: z.number().int() }).openapi({
      description: "Pictures fetched and stored; those refused are in `refusals` with their offer's line.",
    }),
    refusals: z.array(z.object({ line: z.number().int(), id: z.string(), reason: z.string() })).openapi({
      description:
        "Each refused offer or category, and what of an imported offer was cut or left out for the catalog's limits (docs/api/catalog-import-and-feed.md), the first 1 000: its line in the file, its id and why.",
    }),
    problem: z
      .object({ status: z.number().int(), detail: z.string(), line: z.number().int().optional() })
      .nullable()
      .openapi({
        description: "Why a failed import failed (422: the file is not a YML document, nothing written).",
      }),
  })
  .openapi("CatalogImport");

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

const fileMissing = () =>
  new HttpProblem(422, {
    detail: "Запрос некорректен.",
    violations: [{ propertyPath: "file", message: "Приложите файл YML.", code: "required" }],
  });
const tooLarge = () => new HttpProblem(413, { detail: `Файл больше ${MAX_IMPORT_BYTES / 1024 / 1024} МиБ.` });

/** Counts the bytes going through and stops past the limit (a chunked body has no length to check first). */
function byteLimit(counted: { bytes: number }) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counted.bytes += chunk.length;
      done(counted.bytes > MAX_IMPORT_BYTES ? tooLarge() : null, chunk);
    },
  });
}

/** The operator's rates of a form field or query, or a 422 naming the field. */
function ratesOf(text: string | undefined): Record<string, string> {
  try {
    return parseRates(text ? [text] : []);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw new HttpProblem(422, {
      detail: "Запрос некорректен.",
      violations: [{ propertyPath: "rates", message: error.message, code: "invalid" }],
    });
  }
}

/** Writes the request's file to `path` without holding it: its name, size and the rates sent with it. */
async function receiveFile(
  c: Context<AppEnv>,
  path: string,
): Promise<{ fileName: string; bytes: number; rates: Record<string, string> }> {
  const contentType = c.req.header("Content-Type") ?? "";
  const mediaType = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  const body = c.req.raw.body;
  const counted = { bytes: 0 };
  if (RAW_TYPES.includes(mediaType)) {
    if (!body) throw fileMissing();
    const rates = ratesOf(c.req.query("rates")?.slice(0, 500));
    await pipeline(Readable.fromWeb(body as WebReadableStream), byteLimit(counted), createWriteStream(path));
    return { fileName: c.req.query("fileName")?.slice(0, 200) || "catalog.yml", bytes: counted.bytes, rates };
  }
  if (mediaType !== "multipart/form-data") {
    throw new HttpProblem(415, {
      detail: "Файл YML отправляется формой multipart/form-data в поле file или телом application/xml.",
    });
  }
  if (!body) throw fileMissing();
  let fileName: string | undefined;
  let ratesText: string | undefined;
  let saved: Promise<void> | undefined;
  try {
    // Browsers send a file's name in UTF-8 (a 1С export is often «Выгрузка.yml»).
    const form = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: { files: 1, fields: 10 },
    });
    form.on("field", (field, value) => {
      if (field === "rates") ratesText = value.slice(0, 500);
    });
    form.on("file", (field, stream, info) => {
      if (field !== "file" || saved) {
        stream.resume();
        return;
      }
      fileName = info.filename || "catalog.yml";
      saved = pipeline(stream, byteLimit(counted), createWriteStream(path));
      // A rejected write is awaited below; until then it must not count as unhandled.
      saved.catch(() => undefined);
    });
    await pipeline(Readable.fromWeb(body as WebReadableStream), form);
  } catch (error) {
    // A body cut at the size limit is the body limit's 413 (an HttpProblem); anything else (no
    // boundary, a form cut short) is a broken form.
    if (error instanceof HttpProblem) throw error;
    throw new HttpProblem(400, { detail: "Форма запроса повреждена." });
  }
  if (!saved || fileName === undefined) throw fileMissing();
  await saved;
  return { fileName, bytes: counted.bytes, rates: ratesOf(ratesText) };
}

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
