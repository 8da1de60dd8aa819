// Search params arrive from the address bar, so anything may be in them: these readers keep what is
// valid and drop the rest, so a mistyped or stale link still opens a page instead of an error.
// (Hand-written rather than a schema library: they run in the entry chunk of every page.)

type Raw = Record<string, unknown>;

/**
 * A non-empty trimmed string, else undefined.
 * @example
 *   optionalText({ q: "  пуэр " }, "q"); // "пуэр"
 */
export function optionalText(search: Raw, key: string): string | undefined {
  const value = search[key];
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  return text === "" ? undefined : text;
}

/**
 * A positive integer page number; undefined for page 1 and for anything invalid, so URLs stay short.
 * @example
 *   pageNumber({ page: "3" }); // 3
 *   pageNumber({ page: "-1" }); // undefined
 */
export function pageNumber(search: Raw, key = "page"): number | undefined {
  const value = Number(search[key]);
  return Number.isInteger(value) && value > 1 && value <= 100_000 ? value : undefined;
}

/**
 * One of the allowed values, else undefined.
 * @example
 *   oneOf({ sort: "number-desc" }, "sort", ["number-asc", "number-desc"] as const); // "number-desc"
 */
export function oneOf<const T extends string>(
  search: Raw,
  key: string,
  allowed: readonly T[],
): T | undefined {
  const value = search[key];
  return typeof value === "string" && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}
