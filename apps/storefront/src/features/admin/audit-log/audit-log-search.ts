import type { AuditedResource, AuditLogFilters, ListParams } from "@shop/api-client";
import { type ListSearch, type ListSearchSpec, readListSearch, sortOf } from "../resource/list-search";

/** The kinds of record the audit log names, in the order the filter offers them. */
export const AUDITED_RESOURCES: readonly AuditedResource[] = [
  "order",
  "order-status",
  "sales-channel",
  "trading-contract",
  "user",
  "product",
  "category",
  "catalog-import",
  "cart",
];

const isAuditedResource = (value: string): value is AuditedResource =>
  (AUDITED_RESOURCES as readonly string[]).includes(value);

/** Entries per page of /admin/audit-log (SPEC.md section 9: the default page size). */
export const AUDIT_LOG_PER_PAGE = 20;

type AuditLogSortField = "at";
type AuditLogFilter = "resource" | "actor";

/** The URL of /admin/audit-log: `?resource=sales-channel&record=3&actor=staff&sort=at-asc&page=2`. */
export const AUDIT_LOG_SEARCH: ListSearchSpec<AuditLogSortField, AuditLogFilter> = {
  sortFields: ["at"],
  defaultSort: "at-desc",
  filters: { resource: "code", actor: "text" },
};

/** The list's search params; the record's number is a number, so its URL reads `record=3`. */
export type AuditLogSearch = ListSearch<AuditLogSortField, AuditLogFilter> & { record?: number };

/**
 * A record's number from the URL or the filter form: digits only (a cart's id has up to 15).
 * @example
 *   recordNumber("12"); // 12
 *   recordNumber("12a"); // undefined
 */
export function recordNumber(value: unknown): number | undefined {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  return /^[1-9]\d{0,15}$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : undefined;
}

/**
 * Reads /admin/audit-log's search params (the route's `validateSearch`); invalid ones are dropped.
 * @example
 *   readAuditLogSearch({ resource: "order", record: "12", page: "2" }); // { page: 2, resource: "order", record: 12, … }
 */
export function readAuditLogSearch(search: Record<string, unknown>): AuditLogSearch {
  return { ...readListSearch(AUDIT_LOG_SEARCH, search), record: recordNumber(search.record) };
}

/**
 * The API call of an audit log page: the kind of record, its id, a part of the actor's email, the
 * order and the page.
 * @example
 *   auditLogListParams({ resource: "order", actor: "staff" });
 *   // { page: 1, itemsPerPage: 20, sort: { at: "desc" },
 *   //   filters: { resource: "order", "actor.email": { contains: "staff" } } }
 */
export function auditLogListParams(search: AuditLogSearch): ListParams<AuditLogFilters, AuditLogSortField> {
  const { field, order } = sortOf(AUDIT_LOG_SEARCH, search.sort);
  return {
    page: search.page ?? 1,
    itemsPerPage: AUDIT_LOG_PER_PAGE,
    sort: { [field]: order },
    filters: {
      ...(search.resource && isAuditedResource(search.resource) ? { resource: search.resource } : {}),
      ...(search.record ? { resourceId: String(search.record) } : {}),
      ...(search.actor ? { "actor.email": { contains: search.actor } } : {}),
    },
  };
}
