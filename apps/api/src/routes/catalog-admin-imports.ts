import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Database } from "../db/client";
import { removeUploadedImages } from "../domain/catalog/product-images";
import type { YmlRefusal } from "../domain/catalog/yml-import";
import {
  applyImportJob,
  cancelImportJob,
  findImportJob,
  type ImportJobOptions,
  listImportJobs,
  peopleOf,
  runImportJob,
  runningImportJob,
  startImportJob,
} from "../domain/catalog/yml-import-jobs";
import { importReport, importReportCsv } from "../domain/catalog/yml-import-report";
import { undoImport } from "../domain/catalog/yml-import-undo";
import { DomainError } from "../domain/errors";
import { requireRole } from "../http/auth/auth";
import { callerOf } from "../http/auth/caller";
import { collection, iri, notFound } from "../http/json-ld";
import { translate } from "../http/locale/texts";
import { createRouteModule } from "../http/openapi";
import { HttpProblem } from "../http/problem";
import { fileMissing, MAX_IMPORT_BYTES, receiveFile } from "../http/yml-upload/yml-upload";
import { jobAnswer } from "./schemas/catalog-import-answer";
import {
  applyRoute,
  cancelRoute,
  csvRoute,
  listRoute,
  readRoute,
  startRoute,
  undoRoute,
} from "./schemas/catalog-import-routes";

/** Import uploads' path: its body is the file (or a form with it), up to its own limit. */
export const IMPORT_UPLOADS = /^\/api\/catalog\/admin\/imports$/;
/** The body of an import upload at most: the largest file and the form around it. */
export const MAX_IMPORT_UPLOAD_BYTES = MAX_IMPORT_BYTES + 64 * 1024;

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
