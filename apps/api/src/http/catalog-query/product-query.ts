import { z } from "@hono/zod-openapi";
import type { ProductQuery, SortField } from "../../domain/catalog/products";
import { paginationQuery } from "../json-ld";

// The product list's query string (HTTP's keys: `sort[price]`, `price[between]`, `facets`) read
// into the domain's ProductQuery: parsing HTTP lives here, the catalog's rules in domain/.

/** A query parameter the product list does not accept, and why (a 422 `violations` entry). */
export interface QueryViolation {
  propertyPath: string;
  message: string;
}

const sortOrder = z.enum(["asc", "desc"]).optional();

/**
 * The product list's query string as the route declares it (`GET /catalog/products`, which adds
 * `view`): the declared parameters typed, every other key (filters) a string, or a list when
 * repeated. Its type is `ProductListParams`, what `productQueryFrom` reads: one declaration of both.
 */
export const productListParams = z
  .object({
    ...paginationQuery(100),
    category: z
      .string()
      .optional()
      .openapi({ example: "tea/green", description: "Category path; includes descendants." }),
    search: z.string().max(200).optional().openapi({ example: "лунцзин" }),
    facets: z.enum(["0", "1", "true", "false"]).optional(),
    "sort[number]": sortOrder,
    "sort[price]": sortOrder,
    "sort[title]": sortOrder,
    "sort[createdAt]": sortOrder,
  })
  // Filters are keys the schema cannot list (`attributes.<code>[]`, `price[between]`, …): they are
  // read below, and what is refused is a violation of this schema.
  .catchall(z.union([z.string(), z.array(z.string())]));

/** The product list's query as `productListParams` parsed it. */
export type ProductListParams = z.infer<typeof productListParams>;

const SORT_FIELDS: readonly SortField[] = ["number", "price", "title", "createdAt"];
const DECLARED = new Set(["page", "itemsPerPage", "category", "search", "facets", "view"]);
// `field`, `field[]` (values) or `field[mode]` (a condition), as docs/contract.md writes filters.
const FILTER_KEY = /^([A-Za-z][\w.-]*)(?:\[(\w*)\])?$/;
const MODES = new Set([
  "contains",
  "lt",
  "lte",
  "gt",
  "gte",
  "between",
  "before",
  "after",
  "strictly_before",
  "strictly_after",
]);
const CREATED_AT_MODES = {
  before: "before",
  after: "after",
  strictly_before: "strictlyBefore",
  strictly_after: "strictlyAfter",
} as const;

/**
 * The product list's filters (docs/contract.md: `number`/`number[]`, `title[contains]`,
 * `price[lt|lte|gt|gte|between]` in kopecks, `createdAt[before|after|strictly_before|
 * strictly_after]`, `attributes.<code>[]`, `sort[field]`) as a ProductQuery, or what is wrong
 * with them, each key named.
 * @example
 *   productQueryFrom({ page: 1, itemsPerPage: 20, "price[between]": "100..200" });
 */
export function productQueryFrom(
  params: ProductListParams,
): { query: ProductQuery } | { violations: QueryViolation[] } {
  const violations: QueryViolation[] = [];
  const invalid = (propertyPath: string, message: string) => violations.push({ propertyPath, message });
  const query: ProductQuery = {
    sort: [],
    page: params.page,
    itemsPerPage: params.itemsPerPage,
    facets: params.facets === "1" || params.facets === "true",
  };
  const category = params.category?.replace(/^\/+|\/+$/g, "");
  if (category) query.categoryPath = category;
  const searchText = params.search?.trim();
  if (searchText) query.searchText = searchText;

  const kopecks = (key: string, text: string) => {
    if (/^\d{1,12}$/.test(text)) return Number(text);
    invalid(key, "Ожидается целое неотрицательное число копеек.");
    return 0;
  };
  const date = (key: string, text: string) => {
    const value = new Date(text);
    if (/^\d{4}-\d{2}-\d{2}/.test(text) && !Number.isNaN(value.getTime())) return value;
    invalid(key, "Ожидается дата ISO 8601, например 2026-01-31.");
    return value;
  };

  for (const [key, raw] of Object.entries(params)) {
    if (DECLARED.has(key) || raw === undefined || typeof raw === "number") continue;
    const values = typeof raw === "string" ? [raw] : raw;
    const [, field = "", mode] = FILTER_KEY.exec(key) ?? [];
    if (!field) invalid(key, "Неизвестный параметр запроса.");
    else if (field === "sort" || field === "order") {
      const direction = values.at(-1);
      if (direction !== "asc" && direction !== "desc") invalid(key, "Ожидается asc или desc.");
      else if (!SORT_FIELDS.includes(mode as SortField))
        invalid(`sort[${mode ?? ""}]`, "Сортировка по этому полю не поддерживается.");
      else query.sort.push({ field: mode as SortField, direction });
    } else if (mode === undefined || mode === "") {
      if (field === "number") query.numbers = values;
      else if (field.startsWith("attributes.")) {
        query.attributes ??= new Map();
        query.attributes.set(field.slice("attributes.".length), values);
      } else invalid(field, "Фильтр по этому полю не поддерживается.");
    } else if (!MODES.has(mode)) invalid(key, `Неизвестный режим фильтра «${mode}».`);
    else {
      for (const value of values) {
        if (field === "title" && mode === "contains") query.titleContains = value;
        else if (field === "price" && (mode === "lt" || mode === "lte" || mode === "gt" || mode === "gte")) {
          query.price = { ...query.price, [mode]: kopecks(key, value) };
        } else if (field === "price" && mode === "between") {
          const [from = "", to = ""] = value.split("..");
          query.price = { ...query.price, gte: kopecks(key, from), lte: kopecks(key, to) };
        } else if (field === "createdAt" && mode in CREATED_AT_MODES) {
          const name = CREATED_AT_MODES[mode as keyof typeof CREATED_AT_MODES];
          query.createdAt = { ...query.createdAt, [name]: date(key, value) };
        } else invalid(key, "Этот фильтр не поддерживается.");
      }
    }
  }
  return violations.length ? { violations } : { query };
}
