import { HttpProblem } from "./problem";

export type FilterMode =
  | "equals"
  | "contains"
  | "lt"
  | "lte"
  | "gt"
  | "gte"
  | "between"
  | "before"
  | "after"
  | "strictly_before"
  | "strictly_after";

export interface ParsedFilters {
  /** `field=value` and `field[]=a&field[]=b`, by field. */
  values: Map<string, string[]>;
  /** `field[mode]=value`, by field. */
  conditions: Map<string, { mode: FilterMode; value: string }[]>;
  /** `sort[field]=asc|desc` in query order. */
  sort: { field: string; direction: "asc" | "desc" }[];
}

const MODES = new Set<string>([
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
const KEY = /^([A-Za-z][\w.-]*)(?:\[(\w*)\])?$/;

/**
 * Parses the API Platform style filter query of docs/contract.md. `reserved` keys (page, search...)
 * are skipped; unknown modes and bad sort directions answer 422.
 * @example
 *   parseFilters(new URLSearchParams("price[between]=100..200&sort[number]=desc"), ["page"]);
 */
export function parseFilters(params: URLSearchParams, reserved: readonly string[]): ParsedFilters {
  const parsed: ParsedFilters = { values: new Map(), conditions: new Map(), sort: [] };
  for (const [key, value] of params) {
    if (reserved.includes(key)) continue;
    const match = KEY.exec(key);
    if (!match) throw invalidQuery(key, "Неизвестный параметр запроса.");
    const [, field = "", mode] = match;
    if (field === "sort" || field === "order") {
      if (!mode || (value !== "asc" && value !== "desc")) throw invalidQuery(key, "Ожидается asc или desc.");
      parsed.sort.push({ field: mode, direction: value });
    } else if (mode === undefined || mode === "") {
      parsed.values.set(field, [...(parsed.values.get(field) ?? []), value]);
    } else if (MODES.has(mode)) {
      parsed.conditions.set(field, [
        ...(parsed.conditions.get(field) ?? []),
        { mode: mode as FilterMode, value },
      ]);
    } else {
      throw invalidQuery(key, `Неизвестный режим фильтра «${mode}».`);
    }
  }
  return parsed;
}

/**
 * A 422 problem about one query parameter.
 * @example
 *   throw invalidQuery("price[lt]", "Ожидается целое число копеек.");
 */
export function invalidQuery(propertyPath: string, message: string) {
  return new HttpProblem(422, {
    detail: "The request is not valid.",
    violations: [{ propertyPath, message, code: "invalid_query" }],
  });
}
