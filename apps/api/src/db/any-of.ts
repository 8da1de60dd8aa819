import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

// The PostgreSQL array type of each column type the API filters lists of.
const ARRAY_TYPES: Record<string, string> = {
  integer: "integer[]",
  serial: "integer[]",
  bigint: "bigint[]",
  bigserial: "bigint[]",
  text: "text[]",
};

/**
 * `column = any($1::type[])`: a list of values as one array parameter. Drizzle's `inArray` writes
 * one parameter per value, so every list length is another statement text; the PostgreSQL driver
 * keeps each statement it has seen prepared per connection (see db/client.ts), and lists whose
 * length the caller chooses (product numbers, cart lines) would grow that set without bound.
 * An empty list matches nothing.
 * @example
 *   db.select().from(products).where(anyOf(products.number, ["100001", "100002"]));
 */
export function anyOf(column: PgColumn, values: readonly (string | number)[]): SQL {
  return sql`${column} = any(${sql.param([...values])}::${sql.raw(arrayTypeOf(column))})`;
}

/**
 * `anyOf` in a prepared statement: the list is given when it runs, under the placeholder `name`.
 * @example
 *   db.select().from(products).where(anyOfPlaceholder(products.id, "ids")).prepare("products_by_ids");
 */
export function anyOfPlaceholder(column: PgColumn, name: string): SQL {
  return sql`${column} = any(${sql.placeholder(name)}::${sql.raw(arrayTypeOf(column))})`;
}

function arrayTypeOf(column: PgColumn): string {
  const arrayType = ARRAY_TYPES[column.getSQLType()];
  if (!arrayType) throw new Error(`anyOf() does not know the array type of ${column.getSQLType()}`);
  return arrayType;
}
