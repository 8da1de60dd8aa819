/** A value a filter compares with; dates are sent as ISO 8601. */
export type FilterValue = string | number | boolean | Date;

/** `field[lt]=…`, `field[gt]=…`, `field[lte]=…`, `field[gte]=…`. */
export interface RangeCondition<V> {
  readonly lt?: V;
  readonly gt?: V;
  readonly lte?: V;
  readonly gte?: V;
}

/** `field[before]=…`, `field[after]=…`, `field[strictly_before]=…`, `field[strictly_after]=…`. */
export interface DateCondition {
  readonly before?: string | Date;
  readonly after?: string | Date;
  readonly strictly_before?: string | Date;
  readonly strictly_after?: string | Date;
}

/**
 * One filter of a list, in any mode of the contract: equals (`V`), in (`V[]`), contains,
 * lt / gt / lte / gte, between (inclusive) and the date modes.
 */
export type FilterCondition<V extends FilterValue = FilterValue> =
  | V
  | readonly V[]
  | { readonly contains: string }
  | RangeCondition<V>
  | { readonly between: readonly [V, V] }
  | DateCondition;

/** Filters of a list: field name (dotted for nested fields) to condition. */
export type Filters<F> = {
  readonly [K in keyof F & string]?: F[K] extends FilterValue ? FilterCondition<F[K]> : never;
};

/** Sort direction of a `sort[field]` parameter. */
export type SortDirection = "asc" | "desc";

/** What a list call sends: pagination, filters, search, sort and facets. */
export interface ListParams<F = Record<string, FilterValue>, S extends string = string> {
  /** 1-based page; default 1. */
  page?: number;
  /** Page size; default 20 (SPEC.md section 9). */
  itemsPerPage?: number;
  filters?: Filters<F>;
  /** The search query, full text: the URL's `search=` parameter. */
  search?: string;
  /** `sort[field]=asc|desc`, in the order given. */
  sort?: { readonly [K in S]?: SortDirection };
  /** Ask for `facets` in the answer (`facets=1`). */
  facets?: boolean;
}

/** Default page size of list calls (SPEC.md section 9). */
export const DEFAULT_ITEMS_PER_PAGE = 20;

const OPERATORS = new Set([
  "contains",
  "lt",
  "gt",
  "lte",
  "gte",
  "between",
  "before",
  "after",
  "strictly_before",
  "strictly_after",
]);

function formatValue(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

function pair(key: string, value: unknown): string {
  return `${key}=${encodeURIComponent(formatValue(value))}`;
}

function serializeCondition(field: string, condition: unknown): string[] {
  const key = encodeURIComponent(field);
  if (condition === undefined || condition === null) return [];
  if (Array.isArray(condition)) return condition.map((value) => pair(`${key}[]`, value));
  if (typeof condition !== "object" || condition instanceof Date) return [pair(key, condition)];
  return Object.entries(condition).flatMap(([operator, value]): string[] => {
    if (value === undefined || value === null) return [];
    if (!OPERATORS.has(operator)) throw new TypeError(`Unknown filter operator "${operator}" on "${field}"`);
    if (operator !== "between") return [pair(`${key}[${operator}]`, value)];
    const [from, to] = value as readonly [unknown, unknown];
    return [
      `${key}[between]=${encodeURIComponent(formatValue(from))}..${encodeURIComponent(formatValue(to))}`,
    ];
  });
}

/**
 * Serialises filters in the API Platform query style of docs/contract.md (see the README table).
 * @example
 *   serializeFilters({ "status.code": "new", price: { between: [500, 1000] } });
 *   // "status.code=new&price[between]=500..1000"
 */
export function serializeFilters(filters: Filters<Record<string, FilterValue>>): string {
  return Object.entries(filters)
    .flatMap(([field, condition]) => serializeCondition(field, condition))
    .join("&");
}

/**
 * The query string of a list call: `page`, `itemsPerPage`, `search`, filters, `sort[field]`, `facets`.
 * @example
 *   serializeListQuery({ search: "улун", sort: { number: "asc" } });
 *   // "page=1&itemsPerPage=20&search=%D1%83%D0%BB%D1%83%D0%BD&sort[number]=asc"
 */
export function serializeListQuery<F, S extends string>(
  params: ListParams<F, S> & {
    /** A named shape of the members (`view=card`) the resource declares; whole items when absent. */
    view?: string;
  } = {},
): string {
  const parts = [
    pair("page", params.page ?? 1),
    pair("itemsPerPage", params.itemsPerPage ?? DEFAULT_ITEMS_PER_PAGE),
  ];
  if (params.search) parts.push(pair("search", params.search));
  if (params.filters) parts.push(serializeFilters(params.filters));
  for (const [field, direction] of Object.entries(params.sort ?? {})) {
    if (direction) parts.push(pair(`sort[${encodeURIComponent(field)}]`, direction));
  }
  if (params.facets) parts.push("facets=1");
  if (params.view) parts.push(pair("view", params.view));
  return parts.filter(Boolean).join("&");
}
