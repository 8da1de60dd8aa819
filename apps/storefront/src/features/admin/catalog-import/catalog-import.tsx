import { useLingui } from "@lingui/react/macro";
import type { CatalogImportCollection, CatalogImport as CatalogImportJob } from "@shop/api-client";
import { Button, Dialog, NativeSelect, TextField } from "@shop/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useId, useRef, useState } from "react";
import { css } from "../../../../styled-system/css";
import { ListPaginator } from "../../../components/list-paginator";
import { SubmitButton } from "../../../components/submit-button";
import { useEarlyForm } from "../../../lib/early-form";
import { useTimeZone } from "../../../lib/time-zone";
import { ADMIN_QUERY_KEY, pageCount } from "../resource/admin-queries";
import { formProblems } from "../resource/problems";
import { categoryOptions } from "../shared/category-options";
import { categoryTreeQueryOptions } from "../shared/get-categories";
import { uploadBoxClass, uploadProblemClass } from "../upload-styles";
import {
  catalogImportQuery,
  catalogImportsQuery,
  IMPORTS_PER_PAGE,
  importPercent,
  reportCsvHref,
  useCatalogImportAction,
  useStartCatalogImport,
} from "./get-catalog-import";

/** What the file input offers: YML is XML, and exports name it either way. */
const ACCEPTED = ".yml,.xml,application/xml,text/xml";
/** The parent select's value for the catalog's top level. */
const TOP_LEVEL = "";
/** Lines of a report group shown on the page; the CSV has them all. */
const LINES_SHOWN = 20;

// Columns that may shrink below their content's width (the file input's): a phone must not scroll
// sideways. Long texts (a reason, a file's name) wrap anywhere rather than widen the page.
const sectionClass = css({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: "4", maxW: "48rem" });
const helpClass = css({ m: "0", fontSize: "sm", color: "fg.muted" });
const trackClass = css({ h: "3", borderRadius: "full", bg: "bg.muted", overflow: "hidden" });
const fillClass = css({ h: "full", bg: "primary.solid", transition: "width 0.3s ease-out" });
const countsClass = css({
  display: "grid",
  gridTemplateColumns: "minmax(0, max-content) max-content",
  columnGap: "4",
  rowGap: "1",
  m: "0",
  "& dd": { m: "0", fontVariantNumeric: "tabular-nums" },
});
const wrapClass = css({ overflowWrap: "anywhere" });
const groupClass = css({
  display: "grid",
  gap: "2",
  p: "4",
  borderWidth: "1px",
  borderColor: "border.default",
  borderRadius: "lg",
  overflowWrap: "anywhere",
});
const listClass = css({ m: "0", pl: "5", display: "grid", gap: "1" });
const actionsClass = css({ display: "flex", flexWrap: "wrap", gap: "3" });
const historyItemClass = css({
  display: "grid",
  gap: "1",
  py: "3",
  borderBottomWidth: "1px",
  borderColor: "border.default",
  overflowWrap: "anywhere",
});

/**
 * Staff's YML import: a .yml/.xml file chosen (with currency rates and where its new sections go)
 * and checked first: the preview says what the import would do, and only «Применить» writes it.
 * The import's progress (a progress bar, its state announced politely on each change), then its
 * report grouped by cause with what to do, a CSV of it, and the undo of the whole import. Below,
 * the history of imports. `jobId` is the import being shown (the page's address keeps it).
 */
export function CatalogImport({
  jobId,
  historyPage = 1,
  onShow,
}: {
  jobId: number | undefined;
  /** The history's page shown (`?page=`). */
  historyPage?: number;
  onShow: (id: number) => void;
}) {
  const { t } = useLingui();
  const start = useStartCatalogImport();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const ratesRef = useRef<HTMLInputElement>(null);
  const [rates, setRates] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const [ratesProblem, setRatesProblem] = useState<string | undefined>();
  const job = useQuery({ ...catalogImportQuery(jobId ?? 0), enabled: jobId !== undefined });
  const tree = useQuery(categoryTreeQueryOptions());
  const running = job.data?.status === "running";

  // What the form holds as it is sent: the file in its input, the rates typed and the parent
  // chosen, also before the page hydrated (the fields' handlers never heard of them).
  const send = async (data: FormData) => {
    const file = inputRef.current?.files?.[0];
    const sentRates = String(data.get("rates") ?? "");
    const parentValue = String(data.get("parent") ?? TOP_LEVEL);
    if (!file) {
      setProblem(t({ id: "admin.imports.fileMissing", message: "Choose a YML file first." }));
      inputRef.current?.focus();
      return;
    }
    setProblem(undefined);
    setRatesProblem(undefined);
    try {
      const started = await start.mutateAsync({
        file,
        rates: sentRates,
        ...(parentValue === TOP_LEVEL ? {} : { parent: Number(parentValue) }),
      });
      if (inputRef.current) inputRef.current.value = "";
      onShow(started.id);
    } catch (error) {
      const { byField, rest } = formProblems(error, ["file", "rates", "parent"]);
      setRatesProblem(byField.rates);
      if (byField.rates) ratesRef.current?.focus();
      const other = byField.file ?? byField.parent ?? rest.join(" ");
      setProblem(other === "" ? undefined : other);
    }
  };

  const form = useEarlyForm((data) => void send(data));
  return (
    <div className={sectionClass}>
      <form {...form} className={uploadBoxClass} aria-busy={start.isPending}>
        <label htmlFor={inputId} className={css({ fontWeight: "medium" })}>
          {t({ id: "admin.imports.choose", message: "Catalog file (YML)" })}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          name="file"
          type="file"
          accept={ACCEPTED}
          className={css({ maxW: "full" })}
          // A new file clears the last one's problem; the form carries the file itself.
          onChange={() => setProblem(undefined)}
          aria-describedby={`${inputId}-help`}
          aria-invalid={problem ? true : undefined}
        />
        <p id={`${inputId}-help`} className={helpClass}>
          {t({
            id: "admin.imports.help.preview",
            message:
              "A YML (Yandex Market) export of 1C, MoySklad or another shop, up to 256 MB. The file is checked first: you see what would be created, changed and refused, and nothing is written until you apply it. Offers are matched by vendor code, never duplicated.",
          })}
        </p>
        <NativeSelect
          name="parent"
          label={t({ id: "admin.imports.parent", message: "Where new sections of the file go" })}
          options={[
            {
              value: TOP_LEVEL,
              label: t({ id: "admin.imports.parent.top", message: "Top level of the catalog" }),
            },
            ...categoryOptions(tree.data?.member ?? []),
          ]}
          defaultValue={TOP_LEVEL}
        />
        <TextField
          ref={ratesRef}
          name="rates"
          label={t({ id: "admin.imports.rates", message: "Currency rates" })}
          helperText={t({
            id: "admin.imports.rates.help",
            message:
              "Roubles per unit of each other currency of the file, e.g. USD=92.5, EUR=100. Used instead of the file's own rates, and needed when the file names a bank's rate (CBRF, NBU, CB). Empty: the file's rates.",
          })}
          error={ratesProblem}
          value={rates}
          maxLength={500}
          autoComplete="off"
          spellCheck={false}
          placeholder="USD=92.5, EUR=100"
          onChange={(event) => {
            setRatesProblem(undefined);
            setRates(event.target.value);
          }}
        />
        <div role="alert">{problem ? <p className={uploadProblemClass}>{problem}</p> : null}</div>
        <div>
          <SubmitButton loading={start.isPending} disabled={running}>
            {t({ id: "admin.imports.check", message: "Check the file" })}
          </SubmitButton>
        </div>
      </form>
      {job.data ? <ImportState job={job.data} /> : null}
      <ImportHistory shown={jobId} page={historyPage} />
    </div>
  );
}

/** The state of an import: the bar while it runs, then its counts, report and what staff may do next. */
export function ImportState({ job }: { job: CatalogImportJob }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const percent = importPercent(job);
  const number = (value: number) => i18n.number(value);

  // The catalog changed once an apply stopped: staff's lists, the history and products show it.
  // Keyed on the state itself, not on "running or not": a short apply can be seen go from
  // previewed straight to finished (its running poll never seen), while the history was read
  // during the run; the history would keep saying "running".
  const stoppedAs = job.status === "running" ? null : `${job.status} ${job.undoneAt ?? ""}`;
  useEffect(() => {
    if (stoppedAs !== null) void queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });
  }, [stoppedAs, queryClient]);

  const progressText =
    job.phase === "checking"
      ? t({ id: "admin.imports.progress.checking", message: `Checking the file: ${percent} %` })
      : job.progress.offersTotal === null
        ? t({ id: "admin.imports.progress.importing", message: `Importing: ${percent} %` })
        : job.phase === "previewing"
          ? t({
              id: "admin.imports.progress.previewing",
              message: `Compared ${number(job.progress.offersRead)} of ${number(job.progress.offersTotal)} offers with the catalog`,
            })
          : t({
              id: "admin.imports.progress.offers",
              message: `Imported ${number(job.progress.offersRead)} of ${number(job.progress.offersTotal)} offers`,
            });
  // Announced once per change of state, not at every percent.
  const announcement =
    job.undoneAt !== null
      ? t({ id: "admin.imports.announce.undone", message: "Import undone." })
      : job.status === "previewed"
        ? t({
            id: "admin.imports.announce.previewed",
            message: `Check finished: ${number(job.offers.created)} to create, ${number(job.offers.updated)} to change, ${number(job.offers.unchanged)} unchanged, ${number(job.offers.refused)} refused. Nothing is written yet.`,
          })
        : job.status === "finished"
          ? t({
              id: "admin.imports.announce.finished",
              message: `Import finished: ${number(job.offers.created)} created, ${number(job.offers.updated)} updated, ${number(job.offers.refused)} refused.`,
            })
          : job.status === "cancelled"
            ? t({ id: "admin.imports.announce.cancelled", message: "Check cancelled: nothing was written." })
            : job.status === "failed"
              ? t({ id: "admin.imports.announce.failed", message: "Import failed." })
              : job.phase === "checking"
                ? t({ id: "admin.imports.announce.checking", message: "Checking the file…" })
                : job.phase === "previewing"
                  ? t({
                      id: "admin.imports.announce.previewing",
                      message: "Comparing the file with the catalog…",
                    })
                  : t({ id: "admin.imports.announce.importing", message: "Importing offers…" });

  const headingId = useId();
  const heading =
    job.status === "previewed" ||
    job.status === "cancelled" ||
    (job.status === "running" && job.appliedAt === null && job.preview)
      ? t({ id: "admin.imports.check.job", message: `Check of “${job.fileName}”` })
      : t({ id: "admin.imports.job", message: `Import of “${job.fileName}”` });
  return (
    <section className={sectionClass} aria-labelledby={headingId} data-testid="catalog-import">
      <h2
        id={headingId}
        className={css({ fontSize: "xl", fontWeight: "semibold", m: "0", overflowWrap: "anywhere" })}
      >
        {heading}
      </h2>
      <p role="status" aria-live="polite" className={css({ m: "0" })}>
        {announcement}
      </p>
      {job.status === "running" ? (
        <div>
          <div
            role="progressbar"
            aria-label={t({ id: "admin.imports.progress", message: "Import progress" })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={progressText}
            className={trackClass}
          >
            <div className={fillClass} style={{ width: `${percent}%` }} />
          </div>
          <p className={helpClass}>{progressText}</p>
        </div>
      ) : null}
      {job.problem ? <p className={uploadProblemClass}>{job.problem.detail}</p> : null}
      {job.status === "previewed" || job.status === "finished" ? (
        <>
          <ImportCounts job={job} />
          <ImportActions job={job} />
          {job.undo ? <UndoReport job={job} /> : null}
          <ImportReport job={job} />
        </>
      ) : null}
    </section>
  );
}

/** What an import did or, previewed, would do. */
function ImportCounts({ job }: { job: CatalogImportJob }) {
  const { t, i18n } = useLingui();
  const number = (value: number) => i18n.number(value);
  const previewed = job.status === "previewed";
  const rows: [label: string, value: number][] = [
    [
      previewed
        ? t({ id: "admin.imports.summary.toCreate", message: "Products to create" })
        : t({ id: "admin.imports.summary.created", message: "Products created" }),
      job.offers.created,
    ],
    [
      previewed
        ? t({ id: "admin.imports.summary.toUpdate", message: "Products to change" })
        : t({ id: "admin.imports.summary.updated", message: "Products updated" }),
      job.offers.updated,
    ],
    [t({ id: "admin.imports.summary.unchanged", message: "Products unchanged" }), job.offers.unchanged],
    [t({ id: "admin.imports.summary.refused", message: "Offers refused" }), job.offers.refused],
    [
      previewed
        ? t({ id: "admin.imports.summary.categoriesToCreate", message: "Sections to create" })
        : t({ id: "admin.imports.summary.categoriesCreated", message: "Sections created" }),
      job.categories.created,
    ],
    [
      previewed
        ? t({ id: "admin.imports.summary.categoriesToRename", message: "Sections to rename" })
        : t({ id: "admin.imports.summary.categoriesUpdated", message: "Sections renamed" }),
      job.categories.updated,
    ],
    [
      t({ id: "admin.imports.summary.categoriesUnchanged", message: "Sections unchanged" }),
      job.categories.unchanged,
    ],
    [
      t({ id: "admin.imports.summary.categoriesRefused", message: "Sections refused" }),
      job.categories.refused,
    ],
    previewed
      ? [
          t({ id: "admin.imports.summary.picturesPlanned", message: "Pictures to fetch" }),
          job.pictures.planned,
        ]
      : [t({ id: "admin.imports.summary.picturesStored", message: "Pictures added" }), job.pictures.stored],
    [t({ id: "admin.imports.summary.picturesRefused", message: "Pictures refused" }), job.pictures.refused],
  ];
  return (
    <dl className={countsClass} data-testid="import-summary">
      {rows.map(([label, value]) => (
        <div key={label} className={css({ display: "contents" })}>
          <dt>{label}</dt>
          <dd>{number(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Apply or cancel a preview; download the report; undo an applied import (confirmed first). */
function ImportActions({ job }: { job: CatalogImportJob }) {
  const { t } = useLingui();
  const action = useCatalogImportAction();
  const [problem, setProblem] = useState<string | undefined>();
  const act = async (kind: "apply" | "cancel" | "undo") => {
    setProblem(undefined);
    try {
      await action.mutateAsync({ id: job.id, action: kind });
    } catch (error) {
      setProblem(formProblems(error, []).rest.join(" "));
      throw error;
    }
  };
  return (
    <div className={css({ display: "grid", gap: "3" })}>
      <div className={actionsClass}>
        {job.status === "previewed" ? (
          <>
            <Button
              loading={action.isPending && action.variables?.action === "apply"}
              onClick={() => void act("apply").catch(() => undefined)}
            >
              {t({ id: "admin.imports.apply", message: "Apply the import" })}
            </Button>
            <Button
              variant="outline"
              color="secondary"
              onClick={() => void act("cancel").catch(() => undefined)}
            >
              {t({ id: "admin.imports.cancel", message: "Cancel" })}
            </Button>
          </>
        ) : null}
        {job.status === "finished" && job.undoneAt === null ? (
          <UndoDialog fileName={job.fileName} onConfirm={() => act("undo")} />
        ) : null}
        {job.refusals.length > 0 ? (
          <Button asChild variant="outline" color="secondary">
            <a href={reportCsvHref(job.id)} download>
              {t({ id: "admin.imports.csv", message: "Download the report (CSV)" })}
            </a>
          </Button>
        ) : null}
      </div>
      <div role="alert">{problem ? <p className={uploadProblemClass}>{problem}</p> : null}</div>
    </div>
  );
}

/** The undo, confirmed in a dialog that says what it does; a refusal stays in the dialog. */
function UndoDialog({ fileName, onConfirm }: { fileName: string; onConfirm: () => Promise<unknown> }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // Said by the actions' alert; the dialog stays for another try.
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} role="alertdialog">
      <Dialog.Trigger asChild>
        <Button color="danger" variant="outline">
          {t({ id: "admin.imports.undo", message: "Undo the import" })}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>
          {t({ id: "admin.imports.undo.title", message: `Undo the import of “${fileName}”?` })}
        </Dialog.Title>
        <Dialog.Description>
          {t({
            id: "admin.imports.undo.description",
            message:
              "The products it created are deleted (hidden instead when they were ordered or changed since), the fields it changed get their old values back unless changed since, and the sections it created are deleted once empty. The undo is one entry of the audit log.",
          })}
        </Dialog.Description>
        <Dialog.CloseButton />
        <Dialog.Actions>
          <Dialog.CloseTrigger asChild>
            <Button variant="ghost" color="secondary">
              {t({ id: "admin.imports.undo.keep", message: "Keep it" })}
            </Button>
          </Dialog.CloseTrigger>
          <Button color="danger" loading={pending} onClick={() => void confirm()}>
            {t({ id: "admin.imports.undo.confirm", message: "Yes, undo the import" })}
          </Button>
        </Dialog.Actions>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** What the undo did, and what it left and why. */
function UndoReport({ job }: { job: CatalogImportJob }) {
  const { t, i18n } = useLingui();
  const undo = job.undo;
  if (!undo) return null;
  const number = (value: number) => i18n.number(value);
  return (
    <div className={groupClass} data-testid="import-undo">
      <p className={css({ m: "0" })}>
        {t({
          id: "admin.imports.undo.done",
          message: `Undone: ${number(undo.products.removed)} products deleted, ${number(undo.products.restored)} restored, ${number(undo.products.hidden)} hidden; ${number(undo.categories.removed)} sections deleted, ${number(undo.categories.restored)} renamed back.`,
        })}
      </p>
      {undo.kept.length > 0 ? (
        <ul className={listClass}>
          {undo.kept.map((item) => (
            <li key={`${item.resource}-${item.id}`}>
              «{item.title}»: {item.reason}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The report: its lines grouped by cause, each group with how to fix it. */
function ImportReport({ job }: { job: CatalogImportJob }) {
  const { t, i18n } = useLingui();
  const number = (value: number) => i18n.number(value);
  const headingId = useId();
  if (job.report.length === 0) return null;
  const kindTitle = {
    offer: t({ id: "admin.imports.kind.offer", message: "Offers refused" }),
    category: t({ id: "admin.imports.kind.category", message: "Sections refused" }),
    pictures: t({ id: "admin.imports.kind.pictures", message: "Pictures not loaded" }),
    note: t({ id: "admin.imports.kind.note", message: "Imported with a note" }),
  } as const;
  return (
    <section
      aria-labelledby={headingId}
      className={css({ display: "grid", gap: "3" })}
      data-testid="import-report"
    >
      <h3 id={headingId} className={css({ fontSize: "lg", fontWeight: "semibold", m: "0" })}>
        {t({ id: "admin.imports.report", message: "Report" })}
      </h3>
      {job.report.map((group) => {
        const shown = group.lines.slice(0, LINES_SHOWN);
        return (
          <section key={`${group.kind} ${group.title}`} className={groupClass} aria-label={group.title}>
            <h4 className={css({ m: "0", fontSize: "md", fontWeight: "semibold" })}>
              {kindTitle[group.kind]}: {group.title} ({number(group.count)})
            </h4>
            <p className={css({ m: "0" })}>
              <strong>{t({ id: "admin.imports.fix", message: "How to fix:" })}</strong> {group.fix}
            </p>
            <ul className={listClass}>
              {shown.map((line) => (
                <li key={`${line.line}-${line.id}-${line.host ?? ""}-${line.reason}`} className={wrapClass}>
                  {line.kind === "pictures" && line.host
                    ? t({
                        id: "admin.imports.line.pictures",
                        message: `${line.host}: ${number(line.count ?? 0)} pictures, the first at line ${line.line} (id ${line.id}).`,
                      })
                    : line.name
                      ? t({
                          id: "admin.imports.line.named",
                          message: `Line ${line.line}, “${line.name}” (id ${line.id}):`,
                        })
                      : t({ id: "admin.imports.line", message: `Line ${line.line} (id ${line.id}):` })}{" "}
                  {line.kind === "pictures" ? null : line.reason}
                </li>
              ))}
            </ul>
            {group.lines.length > shown.length ? (
              <p className={helpClass}>
                {t({
                  id: "admin.imports.report.more",
                  message: `${number(group.lines.length - shown.length)} more lines are in the CSV.`,
                })}
              </p>
            ) : null}
          </section>
        );
      })}
      {job.offers.refused > job.refusals.filter((line) => line.kind === "offer").length ? (
        <p className={helpClass}>
          {t({
            id: "admin.imports.refusals.more",
            message: `The first ${number(job.refusals.length)} of ${number(job.offers.refused)} refusals are listed.`,
          })}
        </p>
      ) : null}
    </section>
  );
}

/**
 * The history of imports, newest first, a page at a time (every import is kept): who, when, which
 * file, its state and counts.
 */
function ImportHistory({ shown, page }: { shown: number | undefined; page: number }) {
  const { t, i18n } = useLingui();
  const history = useQuery(catalogImportsQuery(page));
  const timeZone = useTimeZone();
  const headingId = useId();
  const jobs: CatalogImportCollection["member"] = history.data?.member ?? [];
  const total = history.data?.totalItems;
  const pages = pageCount(total ?? 0, IMPORTS_PER_PAGE);
  const number = (value: number) => i18n.number(value);
  const statusOf = (job: CatalogImportCollection["member"][number]) =>
    job.undoneAt !== null
      ? t({ id: "admin.imports.status.undone", message: "undone" })
      : {
          running: t({ id: "admin.imports.status.running", message: "running" }),
          previewed: t({ id: "admin.imports.status.previewed", message: "checked, not applied" }),
          finished: t({ id: "admin.imports.status.finished", message: "applied" }),
          failed: t({ id: "admin.imports.status.failed", message: "failed" }),
          cancelled: t({ id: "admin.imports.status.cancelled", message: "cancelled" }),
        }[job.status];
  return (
    <section aria-labelledby={headingId} className={css({ display: "grid", gap: "2" })}>
      <h2 id={headingId} className={css({ fontSize: "xl", fontWeight: "semibold", m: "0" })}>
        {t({ id: "admin.imports.history", message: "Import history" })}
      </h2>
      {total === undefined ? null : total === 0 ? (
        <p className={helpClass}>{t({ id: "admin.imports.history.empty", message: "No imports yet." })}</p>
      ) : jobs.length === 0 ? (
        <p className={helpClass}>
          {t({ id: "admin.imports.history.pastEnd", message: "No imports on this page." })}
        </p>
      ) : (
        <ol className={css({ listStyle: "none", m: "0", p: "0" })} data-testid="import-history">
          {jobs.map((job) => {
            const who =
              job.appliedBy?.email ??
              job.startedBy?.email ??
              t({ id: "admin.imports.terminal", message: "the shop's terminal" });
            const when = i18n.date(new Date(job.appliedAt ?? job.startedAt), {
              dateStyle: "medium",
              timeStyle: "short",
              timeZone,
            });
            return (
              <li key={job.id} className={historyItemClass}>
                <Link
                  to="/admin/imports"
                  search={(search) => ({ ...search, job: job.id })}
                  aria-current={job.id === shown ? "page" : undefined}
                  className={css({ fontWeight: "medium", color: "primary.text" })}
                >
                  {t({ id: "admin.imports.history.item", message: `№${job.id} «${job.fileName}»` })}
                </Link>
                <span className={helpClass}>
                  {t({
                    id: "admin.imports.history.meta",
                    message: `${when}, ${who}: ${statusOf(job)}; products created ${number(job.offers.created)}, updated ${number(job.offers.updated)}, refused ${number(job.offers.refused)}`,
                  })}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {pages > 1 ? <ListPaginator page={page} pageCount={pages} /> : null}
    </section>
  );
}
