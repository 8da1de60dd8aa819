import type { z } from "@hono/zod-openapi";
import type { YmlRefusal } from "../../domain/catalog/yml-import";
import type {
  ImportJob,
  ImportJobCounts,
  ImportJobOptions,
  ImportJobProblem,
  ImportPeople,
} from "../../domain/catalog/yml-import-jobs";
import { importReport } from "../../domain/catalog/yml-import-report";
import type { ImportUndoReport } from "../../domain/catalog/yml-import-undo";
import { iri } from "../../http/json-ld";
import { translate } from "../../http/locale/texts";
import type { CatalogImportSchema } from "./catalog-imports";

// A staff's import job as the API answers it (routes/catalog-admin-imports.ts).

const personOf = (people: ImportPeople, id: number | null) => {
  const person = id ? people.get(id) : undefined;
  return person
    ? { id: person.id, email: person.email, name: `${person.name} ${person.lastName}`.trim() }
    : null;
};

/** A job as staff read it, its texts in the request's language. */
export function jobAnswer(
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
  // Undos of before the attributes' removal left them all, and their reports do not count them.
  const undo = job.undoReport as
    | (Omit<ImportUndoReport, "attributes" | "attributeValues"> &
        Partial<Pick<ImportUndoReport, "attributes" | "attributeValues">>)
    | null;
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
      ? {
          attributes: { removed: 0, kept: 0 },
          attributeValues: { removed: 0, kept: 0 },
          ...undo,
          kept: undo.kept.map((item) => ({ ...item, reason: translate(item.reason, locale) })),
        }
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
