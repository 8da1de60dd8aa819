// The state of an admin list lives in the URL (page, sort, filters), like the catalog's: a link or a
// reload shows the same rows. The address bar may hold anything, so `read` keeps what is valid and
// drops the rest. This module runs in the entry chunk (it is a route's `validateSearch`): no schema
// library, nothing but string checks.
import { optionalText, pageNumber } from "../../../lib/search-params";

export type SortOrder = "asc" | "desc";

/** A sort in the URL: `<field>-<asc|desc>`, e.g. `createdAt-desc`. */
export type SortParam<S extends string> = `${S}-${SortOrder}`;

/**
 * What a filter holds: free text (at most 100 characters), a code (`new`, `paid`: lowercase letters,
 * digits, dashes) or a calendar day (`2026-11-23`).
 */
export type FilterKind = "text" | "code" | "date";

export interface ListSearchSpec<S extends string, F extends string> {
  /** Fields the list may be sorted by. */
  sortFields: readonly S[];
  /** The order without a `sort` param; left out of URLs. */
  defaultSort: SortParam<S>;
  filters: Readonly<Record<F, FilterKind>>;
}

/** A list's validated search params. */
export type ListSearch<S extends string, F extends string> = {
  page?: number;
  sort?: SortParam<S>;
} & { [K in F]?: string };

const CODE = /^[a-z0-9][a-z0-9-]{0,49}$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether a string is a real calendar day in `YYYY-MM-DD` form.
 * @example
 *   isCalendarDay("2026-02-28"); // true
 *   isCalendarDay("2026-02-30"); // false
 */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function filterValue(search: Record<string, unknown>, key: string, kind: FilterKind): string | undefined {
  const text = optionalText(search, key);
  if (text === undefined) return undefined;
  if (kind === "code") return CODE.test(text) ? text : undefined;
  if (kind === "date") return isCalendarDay(text) ? text : undefined;
  return text.slice(0, 100);
}

/**
 * Reads a list's search params by its spec. Every key the spec owns comes back (invalid ones as
 * undefined, which overrides the raw value the router keeps beside it); the default sort and page 1
 * are left out, so URLs stay short.
 * @example
 *   const spec = { sortFields: ["createdAt", "number"], defaultSort: "createdAt-desc", filters: { status: "code" } } as const;
 *   readListSearch(spec, { page: "2", sort: "number-asc", status: "Paid!" });
 *   // { page: 2, sort: "number-asc", status: undefined }
 */
export function readListSearch<S extends string, F extends string>(
  spec: ListSearchSpec<S, F>,
  search: Record<string, unknown>,
): ListSearch<S, F> {
  const result: Record<string, string | number | undefined> = { page: pageNumber(search) };
  const sort = search.sort;
  const valid =
    typeof sort === "string" &&
    spec.sortFields.some((field) => sort === `${field}-asc` || sort === `${field}-desc`);
  result.sort = valid && sort !== spec.defaultSort ? sort : undefined;
  for (const key of Object.keys(spec.filters) as F[]) {
    result[key] = filterValue(search, key, spec.filters[key]);
  }
  return result as ListSearch<S, F>;
}

/**
 * The field and order of a sort param, the default when there is none.
 * @example
 *   sortOf(spec, undefined); // { field: "createdAt", order: "desc" }
 */
export function sortOf<S extends string>(
  spec: Pick<ListSearchSpec<S, string>, "defaultSort">,
  sort: SortParam<S> | undefined,
): { field: S; order: SortOrder } {
  const value = sort ?? spec.defaultSort;
  const cut = value.lastIndexOf("-");
  return { field: value.slice(0, cut) as S, order: value.slice(cut + 1) as SortOrder };
}

/**
 * The sort after a click on a column: the same column turns around, another starts ascending.
 * The default comes back as undefined (no param).
 * @example
 *   nextSort(spec, "number-asc", "number"); // "number-desc"
 *   nextSort(spec, "number-desc", "createdAt"); // "createdAt-asc"
 */
export function nextSort<S extends string>(
  spec: Pick<ListSearchSpec<S, string>, "defaultSort">,
  current: SortParam<S> | undefined,
  field: S,
): SortParam<S> | undefined {
  const { field: currentField, order } = sortOf(spec, current);
  const next: SortParam<S> = `${field}-${currentField === field && order === "asc" ? "desc" : "asc"}`;
  return next === spec.defaultSort ? undefined : next;
}

/**
 * The start of a calendar day in the browser's time zone, for the API's date filters (it compares
 * instants): a staff member in Moscow filtering "from 23 November" means Moscow's midnight.
 * @example
 *   dayStart("2026-11-23"); // 2026-11-22T21:00:00.000Z in Moscow
 */
export function dayStart(day: string): Date {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1);
}

/**
 * The start of the day after: an inclusive "until 23 November" is "strictly before 24 November".
 * @example
 *   nextDayStart("2026-12-31"); // 2027-01-01 00:00 local time
 */
export function nextDayStart(day: string): Date {
  const start = dayStart(day);
  return new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1);
}
