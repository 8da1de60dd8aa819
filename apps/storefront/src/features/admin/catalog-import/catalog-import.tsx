import { useLingui } from "@lingui/react/macro";
import type { CatalogImport as CatalogImportJob } from "@shop/api-client";
import { Table, TextField } from "@shop/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { css } from "../../../../styled-system/css";
import { SubmitButton } from "../../../components/submit-button";
import { useEarlyForm } from "../../../lib/early-form";
import { ADMIN_QUERY_KEY } from "../resource/admin-queries";
import { formProblems } from "../resource/problems";
import { uploadBoxClass, uploadProblemClass } from "../upload-styles";
import { catalogImportQuery, importPercent, useStartCatalogImport } from "./get-catalog-import";

/** What the file input offers: YML is XML, and exports name it either way. */
const ACCEPTED = ".yml,.xml,application/xml,text/xml";

// Columns that may shrink below their content's width (the file input's): a phone must not scroll sideways.
const sectionClass = css({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: "4", maxW: "48rem" });
const helpClass = css({ m: "0", fontSize: "sm", color: "fg.muted" });
const trackClass = css({ h: "3", borderRadius: "full", bg: "bg.muted", overflow: "hidden" });
const fillClass = css({ h: "full", bg: "primary.solid", transition: "width 0.3s ease-out" });
const countsClass = css({
  display: "grid",
  gridTemplateColumns: "max-content max-content",
  columnGap: "4",
  rowGap: "1",
  m: "0",
  "& dd": { m: "0", fontVariantNumeric: "tabular-nums" },
});

/**
 * Staff's YML import: a .yml/.xml file chosen and uploaded; the import's progress (a progress bar,
 * its state announced politely on each change of phase), then its summary and the offers the shop
 * refused, with their line in the file and the reason. `jobId` is the import being shown (the
 * page's address keeps it, so a reload follows the same import).
 */
export function CatalogImport({
  jobId,
  onStarted,
}: {
  jobId: number | undefined;
  onStarted: (id: number) => void;
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
  const running = job.data?.status === "running";

  // What the form holds as it is sent: the file in its input and the rates typed, also before the
  // page hydrated (the fields' handlers never heard of them).
  const send = async (data: FormData) => {
    const file = inputRef.current?.files?.[0];
    const sentRates = String(data.get("rates") ?? "");
    if (!file) {
      setProblem(t({ id: "admin.imports.fileMissing", message: "Choose a YML file first." }));
      inputRef.current?.focus();
      return;
    }
    setProblem(undefined);
    setRatesProblem(undefined);
    try {
      const started = await start.mutateAsync({ file, rates: sentRates });
      if (inputRef.current) inputRef.current.value = "";
      onStarted(started.id);
    } catch (error) {
      const { byField, rest } = formProblems(error, ["file", "rates"]);
      setRatesProblem(byField.rates);
      if (byField.rates) ratesRef.current?.focus();
      const other = byField.file ?? rest.join(" ");
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
            id: "admin.imports.help",
            message:
              "A YML (Yandex Market) export of 1C, MoySklad or another shop, up to 256 MB. Offers are matched by vendor code: created or updated, never duplicated; the same file again changes nothing.",
          })}
        </p>
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
            {t({ id: "admin.imports.start", message: "Upload and import" })}
          </SubmitButton>
        </div>
      </form>
      {job.data ? <ImportState job={job.data} /> : null}
    </div>
  );
}

/** The state of an import: the bar while it runs, then its summary and refusals. */
export function ImportState({ job }: { job: CatalogImportJob }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const percent = importPercent(job);
  const number = (value: number) => i18n.number(value);

  // The catalog changed once the import stopped: staff's lists and products show it.
  const stopped = job.status !== "running";
  useEffect(() => {
    if (stopped) void queryClient.invalidateQueries({ queryKey: [...ADMIN_QUERY_KEY, "products"] });
  }, [stopped, queryClient]);

  const progressText =
    job.phase === "checking"
      ? t({ id: "admin.imports.progress.checking", message: `Checking the file: ${percent} %` })
      : job.progress.offersTotal === null
        ? t({ id: "admin.imports.progress.importing", message: `Importing: ${percent} %` })
        : t({
            id: "admin.imports.progress.offers",
            message: `Imported ${number(job.progress.offersRead)} of ${number(job.progress.offersTotal)} offers`,
          });
  // Announced once per change of state, not at every percent.
  const announcement =
    job.status === "finished"
      ? t({
          id: "admin.imports.announce.finished",
          message: `Import finished: ${number(job.offers.created)} created, ${number(job.offers.updated)} updated, ${number(job.offers.refused)} refused.`,
        })
      : job.status === "failed"
        ? t({ id: "admin.imports.announce.failed", message: "Import failed." })
        : job.phase === "checking"
          ? t({ id: "admin.imports.announce.checking", message: "Checking the file…" })
          : t({ id: "admin.imports.announce.importing", message: "Importing offers…" });

  const headingId = useId();
  return (
    <section className={sectionClass} aria-labelledby={headingId} data-testid="catalog-import">
      <h2 id={headingId} className={css({ fontSize: "xl", fontWeight: "semibold", m: "0" })}>
        {t({ id: "admin.imports.job", message: `Import of “${job.fileName}”` })}
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
      {job.status === "finished" ? <ImportSummary job={job} /> : null}
    </section>
  );
}

/** What a finished import did, and the offers it refused. */
function ImportSummary({ job }: { job: CatalogImportJob }) {
  const { t, i18n } = useLingui();
  const number = (value: number) => i18n.number(value);
  const rows = [
    [t({ id: "admin.imports.summary.created", message: "Products created" }), job.offers.created],
    [t({ id: "admin.imports.summary.updated", message: "Products updated" }), job.offers.updated],
    [t({ id: "admin.imports.summary.unchanged", message: "Products unchanged" }), job.offers.unchanged],
    [t({ id: "admin.imports.summary.refused", message: "Offers refused" }), job.offers.refused],
    [
      t({ id: "admin.imports.summary.categoriesCreated", message: "Sections created" }),
      job.categories.created,
    ],
    [
      t({ id: "admin.imports.summary.categoriesUpdated", message: "Sections renamed" }),
      job.categories.updated,
    ],
    [t({ id: "admin.imports.summary.picturesStored", message: "Pictures added" }), job.pictures.stored],
    [t({ id: "admin.imports.summary.picturesRefused", message: "Pictures refused" }), job.pictures.refused],
  ] as const;
  const caption = t({ id: "admin.imports.refusals", message: "Refused offers" });
  return (
    <>
      <dl className={countsClass} data-testid="import-summary">
        {rows.map(([label, value]) => (
          <div key={label} className={css({ display: "contents" })}>
            <dt>{label}</dt>
            <dd>{number(value)}</dd>
          </div>
        ))}
      </dl>
      {job.refusals.length > 0 ? (
        <Table.Region label={caption}>
          <Table.Root>
            <Table.Caption>{caption}</Table.Caption>
            <thead>
              <tr>
                <th scope="col" data-align="end">
                  {t({ id: "admin.imports.refusals.line", message: "Line" })}
                </th>
                <th scope="col">{t({ id: "admin.imports.refusals.id", message: "Offer" })}</th>
                <th scope="col">{t({ id: "admin.imports.refusals.reason", message: "Reason" })}</th>
              </tr>
            </thead>
            <tbody>
              {job.refusals.map((refusal) => (
                <tr key={`${refusal.line}-${refusal.id}`}>
                  <td data-align="end">{refusal.line}</td>
                  <th scope="row">{refusal.id}</th>
                  <td>{refusal.reason}</td>
                </tr>
              ))}
            </tbody>
          </Table.Root>
        </Table.Region>
      ) : null}
      {job.offers.refused > job.refusals.length ? (
        <p className={helpClass}>
          {t({
            id: "admin.imports.refusals.more",
            message: `The first ${number(job.refusals.length)} of ${number(job.offers.refused)} refusals are listed.`,
          })}
        </p>
      ) : null}
    </>
  );
}
