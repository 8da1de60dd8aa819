// A write that lost a race to a unique constraint: two requests checked that a value was free and
// both inserted it; the database let one through. Both drivers raise SQLSTATE 23505, wrapped by
// Drizzle, and name the constraint (postgres.js `constraint_name`, PGlite `constraint`).

/**
 * The constraint a unique violation broke ("" when the driver did not name it), or undefined when
 * `error` is not a unique violation.
 * @example
 *   uniqueViolation(error); // "products_number_unique"
 */
export function uniqueViolation(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const fields = current as Error & { code?: unknown; constraint?: unknown; constraint_name?: unknown };
    if (fields.code === "23505") {
      const name = fields.constraint_name ?? fields.constraint;
      return typeof name === "string" ? name : "";
    }
    current = current.cause;
  }
  return undefined;
}
