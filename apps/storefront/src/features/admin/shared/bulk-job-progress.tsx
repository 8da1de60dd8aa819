import { useLingui } from "@lingui/react/macro";
import type { ProductBulkJob } from "@shop/api-client";
import { css } from "../../../../styled-system/css";
import { bulkJobPercent } from "./product-bulk-jobs";

const trackClass = css({ h: "3", borderRadius: "full", bg: "bg.muted", overflow: "hidden" });
const fillClass = css({ h: "full", bg: "primary.solid", transition: "width 0.3s ease-out" });
const textClass = css({ m: "0", mt: "1", fontSize: "sm", color: "fg.muted" });

/**
 * A running bulk job's progress bar, with how many products it has gone through in words (the
 * bar's `aria-valuetext` too). The outcome is the caller's to announce.
 * @example
 *   {bulk.job?.status === "running" ? <BulkJobProgress job={bulk.job} /> : null}
 */
export function BulkJobProgress({ job }: { job: ProductBulkJob }) {
  const { t, i18n } = useLingui();
  const percent = bulkJobPercent(job);
  const done = i18n.number(job.progress.done);
  const total = i18n.number(job.progress.total ?? 0);
  const text =
    job.progress.total === null
      ? t({ id: "admin.bulk.progress.selecting", message: "Reading the selection…" })
      : t({ id: "admin.bulk.progress.done", message: `${done} of ${total} products done` });
  return (
    <div data-testid="bulk-progress">
      <div
        role="progressbar"
        aria-label={t({ id: "admin.bulk.progress", message: "Bulk action progress" })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className={trackClass}
      >
        <div className={fillClass} style={{ width: `${percent}%` }} />
      </div>
      <p className={textClass}>{text}</p>
    </div>
  );
}
