import { useLingui } from "@lingui/react/macro";
import type { AuditEntry } from "@shop/api-client";
import { formatDate } from "@shop/i18n";
import { useQuery } from "@tanstack/react-query";
import { Fragment, useMemo } from "react";
import { css } from "../../../../styled-system/css";
import { useTimeZone } from "../../../lib/time-zone";
import { pageCount } from "../resource/admin-queries";
import { nextSort, sortOf } from "../resource/list-search";
import { type FilterField, ResourceFilters } from "../resource/resource-filters";
import { type ResourceColumn, ResourceTable } from "../resource/resource-table";
import { changedFields } from "./audit-changes";
import { operationLabels, resourceLabels } from "./audit-labels";
import {
  AUDIT_LOG_PER_PAGE,
  AUDIT_LOG_SEARCH,
  AUDITED_RESOURCES,
  type AuditLogSearch,
  auditLogListParams,
  recordNumber,
} from "./audit-log-search";
import { auditLogQueries } from "./get-audit-log";

type AuditLogFilter = "resource" | "record" | "actor";

export interface AuditLogListProps {
  search: AuditLogSearch;
  /** Changes the URL's search params (filters, order, page). */
  onSearchChange: (next: AuditLogSearch) => void;
}

const mutedClass = css({ color: "fg.muted", fontSize: "sm" });
const changesClass = css({
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  columnGap: "3",
  rowGap: "1",
  m: "0",
  mt: "2",
  fontSize: "sm",
  "& dt": { fontFamily: "mono", color: "fg.muted" },
  "& dd": { m: "0", overflowWrap: "anywhere" },
});
const valueClass = css({ fontFamily: "mono" });

/** Who made a change: the account's name and email, or its number once it is gone. */
function Actor({ actor }: { actor: AuditEntry["actor"] }) {
  const { t } = useLingui();
  const id = actor.id;
  if (actor.email === null)
    return t({ id: "admin.auditLog.actor.gone", message: `Account No. ${id} (deleted)` });
  return (
    <>
      {`${actor.name ?? ""} ${actor.lastName ?? ""}`.trim()}
      <br />
      <span className={mutedClass}>{actor.email}</span>
    </>
  );
}

/** The fields an entry changed, each as "was → is", folded under a count. */
function Changes({ entry }: { entry: AuditEntry }) {
  const { t } = useLingui();
  const changes = changedFields(entry.before, entry.after);
  const count = changes.length;
  if (count === 0) return <span className={mutedClass}>—</span>;
  const none = t({ id: "admin.auditLog.changes.none", message: "(none)" });
  return (
    <details>
      <summary>{t({ id: "admin.auditLog.changes.summary", message: `Fields: ${count}` })}</summary>
      <dl className={changesClass}>
        {changes.map(({ field, before, after }) => (
          <Fragment key={field}>
            <dt>{field}</dt>
            <dd>
              <span className={valueClass}>{before ?? none}</span>
              {" → "}
              <span className={valueClass}>{after ?? none}</span>
            </dd>
          </Fragment>
        ))}
      </dl>
    </details>
  );
}

/**
 * /admin/audit-log: the filter form (kind of record, its id, the actor's email), the entries newest
 * first (or oldest, by the "When" header), their pages. Administrators only.
 */
export function AuditLogList({ search, onSearchChange }: AuditLogListProps) {
  const { t, i18n } = useLingui();
  const timeZone = useTimeZone();
  const { data, isPlaceholderData } = useQuery(auditLogQueries.list(auditLogListParams(search)));

  const filterFields = useMemo<FilterField<AuditLogFilter>[]>(
    () => [
      {
        name: "resource",
        type: "select",
        label: t({ id: "admin.auditLog.filter.resource", message: "Record" }),
        anyLabel: t({ id: "admin.auditLog.filter.anyResource", message: "Any record" }),
        options: AUDITED_RESOURCES.map((resource) => ({
          value: resource,
          label: i18n._(resourceLabels[resource]),
        })),
      },
      {
        name: "record",
        type: "text",
        label: t({ id: "admin.auditLog.filter.record", message: "Record number" }),
        placeholder: t({ id: "admin.auditLog.filter.recordPlaceholder", message: "e.g. 12" }),
      },
      {
        name: "actor",
        type: "text",
        label: t({ id: "admin.auditLog.filter.actor", message: "Who (part of the email)" }),
        placeholder: t({ id: "admin.auditLog.filter.actorPlaceholder", message: "e.g. staff@" }),
      },
    ],
    [i18n, t],
  );

  const columns: ResourceColumn<AuditEntry, "at">[] = [
    {
      id: "at",
      header: t({ id: "admin.auditLog.column.at", message: "When" }),
      sortField: "at",
      rowHeader: true,
      cell: (entry) => (
        <time dateTime={entry.at}>
          {formatDate(entry.at, { dateStyle: "medium", timeStyle: "medium", locale: i18n.locale, timeZone })}
        </time>
      ),
    },
    {
      id: "actor",
      header: t({ id: "admin.auditLog.column.actor", message: "Who" }),
      cell: (entry) => <Actor actor={entry.actor} />,
    },
    {
      id: "record",
      header: t({ id: "admin.auditLog.column.record", message: "Record" }),
      cell: (entry) => `${i18n._(resourceLabels[entry.resource])} ${entry.resourceId}`,
    },
    {
      id: "operation",
      header: t({ id: "admin.auditLog.column.operation", message: "What was done" }),
      cell: (entry) => i18n._(operationLabels[entry.operation]),
    },
    {
      id: "changes",
      header: t({ id: "admin.auditLog.column.changes", message: "Before → after" }),
      cell: (entry) => <Changes entry={entry} />,
    },
  ];

  const { resource, record, actor } = search;
  const found = data?.totalItems ?? 0;
  const filters = { resource, record: record === undefined ? undefined : String(record), actor };
  return (
    <>
      <ResourceFilters
        label={t({ id: "admin.auditLog.filters", message: "Audit log filters" })}
        fields={filterFields}
        values={filters}
        onApply={(next) =>
          onSearchChange({ ...search, ...next, record: recordNumber(next.record), page: undefined })
        }
      />
      {data ? (
        <>
          <p data-testid="audit-log-total">
            {t({ id: "admin.auditLog.found", message: `Entries found: ${found}` })}
          </p>
          <ResourceTable
            caption={t({ id: "admin.auditLog.caption", message: "Changes made in the admin panel" })}
            columns={columns}
            items={data.member}
            rowKey={(entry) => entry.id}
            rowTestId="audit-entry"
            busy={isPlaceholderData}
            sorting={{
              ...sortOf(AUDIT_LOG_SEARCH, search.sort),
              onSort: (field) =>
                onSearchChange({
                  ...search,
                  sort: nextSort(AUDIT_LOG_SEARCH, search.sort, field),
                  page: undefined,
                }),
            }}
            empty={t({ id: "admin.auditLog.empty", message: "No changes match these filters." })}
            pagination={{ page: search.page ?? 1, pageCount: pageCount(data.totalItems, AUDIT_LOG_PER_PAGE) }}
          />
        </>
      ) : null}
    </>
  );
}
