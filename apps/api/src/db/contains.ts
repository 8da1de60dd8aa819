import { ilike, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * `column ILIKE '%text%'` with `text` taken literally: its `%`, `_` and `\` match themselves.
 * @example
 *   db.select().from(orders).where(contains(orders.number, "2026-00"));
 */
export function contains(column: PgColumn, text: string): SQL {
  return ilike(column, `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
}
