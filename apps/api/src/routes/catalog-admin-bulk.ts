import { createRoute, type z } from "@hono/zod-openapi";
import type { Database } from "../db/client";
import type { CatalogIndexStore } from "../domain/catalog/index/catalog-index-store";
import {
  type BulkJob,
  type BulkJobBoard,
  type BulkJobProblem,
  type BulkSelection,
  findBulkJob,
  runBulkJob,
  runningBulkJob,
  startBulkJob,
} from "../domain/catalog/product-bulk-jobs";
import type { BulkChange } from "../domain/catalog/product-editor";
import { removeUploadedImages } from "../domain/catalog/product-images";
import { DomainError } from "../domain/errors";
import { basisPointsFromPercent } from "../domain/money";
import { requireRole } from "../http/auth/auth";
import { callerOf } from "../http/auth/caller";
import { idParam, iri, notFound } from "../http/json-ld";
import { translate } from "../http/locale/texts";
import { createRouteModule, jsonBody, jsonResponse, problemResponses } from "../http/openapi";
import { HttpProblem } from "../http/problem";
import { BulkActionSchema, ProductBulkJobSchema } from "./schemas/product-bulk-jobs";

const tags = ["Catalog (staff)"];
const staffOnly = { middleware: requireRole("ROLE_STAFF"), security: [{ bearerAuth: [] as string[] }] };
const JOBS = "/catalog/admin/product-bulk-jobs";

const startRoute = createRoute({
  method: "post",
  path: JOBS,
  tags,
  summary:
    "Act on many products at once (staff): move to a category, publish, unpublish, change prices by a percentage, delete. Starts a job and answers where to follow it",
  description:
    "The action runs in the background as one transaction: every chosen product changes, or none (a refusal or a failure is the job's `problem`). It writes one audit log entry (`resource` `product-bulk`, `resource_id` the job's id) naming the action, the selection and the count, with each changed product's fields before and after. One job runs at a time: 409 while another does.",
  ...staffOnly,
  request: { body: jsonBody(BulkActionSchema) },
  responses: {
    202: {
      ...jsonResponse(ProductBulkJobSchema, "The job, started; `Location` is its address."),
      headers: { Location: { schema: { type: "string" } } },
    },
    ...problemResponses(401, 403, 409, 422),
  },
});

const readRoute = createRoute({
  method: "get",
  path: `${JOBS}/{id}`,
  tags,
  summary: "A bulk action's state, progress and result (staff)",
  ...staffOnly,
  request: { params: idParam },
  responses: {
    200: jsonResponse(ProductBulkJobSchema, "The job."),
    ...problemResponses(401, 403, 404),
  },
});

type BulkActionBody = z.infer<typeof BulkActionSchema>;

/** The domain's change of a body; a percentage out of its range is 422 on `percent`. */
function changeOf(body: BulkActionBody): BulkChange {
  switch (body.action) {
    case "move":
      return { action: "move", category: body.category };
    case "change-prices": {
      const basisPoints = basisPointsFromPercent(body.percent.replace(/^\+/, ""));
      if (basisPoints === 0 || basisPoints < -9_999 || basisPoints > 100_000) {
        throw new DomainError("invalid", {
          detail: "Запрос некорректен.",
          violations: [
            {
              propertyPath: "percent",
              message: "Процент — от −99,99 до 1000 и не ноль.",
              code: "out_of_range",
            },
          ],
        });
      }
      return { action: "change-prices", basisPoints };
    }
    default:
      return { action: body.action };
  }
}

/** A job as staff read it, its texts in the request's language. */
function jobAnswer(job: BulkJob, locale: string): z.infer<typeof ProductBulkJobSchema> {
  const problem = job.problem as BulkJobProblem | null;
  return {
    "@id": iri(JOBS, job.id),
    id: job.id,
    action: job.action as BulkActionBody["action"],
    status: job.status as "running" | "finished" | "failed",
    selection: job.selection as BulkSelection,
    parameters: job.parameters as { category?: number; percent?: string },
    progress: { done: job.done, total: job.total },
    changed: job.changed,
    startedAt: job.startedAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
    problem: problem
      ? {
          ...problem,
          detail: translate(problem.detail, locale),
          ...(problem.violations
            ? {
                violations: problem.violations.map((violation) => ({
                  ...violation,
                  message: translate(violation.message, locale),
                })),
              }
            : {}),
        }
      : null,
  };
}

export interface CatalogAdminBulkOptions {
  catalog: CatalogIndexStore;
  /** Called once a job changed products (the catalog index, cached answers). */
  onChange(): Promise<void> | void;
  /** Where uploaded images are stored: deleted products' images are deleted there. */
  mediaDir?: string | undefined;
  /** Told of a job that failed on the server's side. */
  onError?: (error: unknown) => void;
}

/**
 * Staff's bulk actions on products under `/catalog/admin/product-bulk-jobs`: a POST starts a job
 * (202 and its address) that runs `runBulkJob` in the background, one at a time; its state is
 * read by id, from this process's memory while it runs here.
 * @example
 *   app.route("/", catalogAdminBulkRoutes(db, { catalog, onChange: catalogWritten, mediaDir }));
 */
export function catalogAdminBulkRoutes(
  db: Database,
  { catalog, onChange, mediaDir, onError }: CatalogAdminBulkOptions,
) {
  const app = createRouteModule();
  const board: BulkJobBoard = new Map();

  app.openapi(startRoute, async (c) => {
    const body = c.req.valid("json");
    const change = changeOf(body);
    const actorId = callerOf(c).id;
    const running = await runningBulkJob(db, board);
    if (running !== undefined) throw alreadyRunning(running);
    const job = { change, selection: body.selection as BulkSelection, actorId };
    const id = await startBulkJob(db, job).catch(async (error) => {
      if (error instanceof DomainError && error.kind === "conflict")
        throw alreadyRunning((await runningBulkJob(db, board)) ?? 0);
      throw error;
    });
    const started = await findBulkJob(db, id);
    void runBulkJob(db, catalog, id, job, {
      board,
      onChange,
      ...(onError ? { onError } : {}),
    }).then(async (outcome) => {
      if ("removedImages" in outcome && mediaDir)
        await removeUploadedImages(mediaDir, outcome.removedImages).catch(onError);
    });
    if (!started) throw notFound("Действие не найдено.");
    c.header("Location", iri(JOBS, id));
    return c.json(jobAnswer(started, c.get("locale")), 202);
  });

  app.openapi(readRoute, async (c) => {
    const job = await findBulkJob(db, c.req.valid("param").id, board);
    if (!job) throw notFound("Действие не найдено.");
    return c.json(jobAnswer(job, c.get("locale")), 200);
  });
  return app;
}

/** 409 naming the job that runs. */
const alreadyRunning = (id: number) =>
  new HttpProblem(409, {
    detail: "Другое массовое действие с товарами ещё идёт: дождитесь его окончания.",
    ...(id ? { running: iri(JOBS, id) } : {}),
  });
