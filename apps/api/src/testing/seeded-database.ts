import type { DatabaseHandle } from "../db/client";
import { seed } from "../seed/index";
import { openTestDatabase } from "./test-database";

/**
 * A fresh test database with the deterministic catalog of `products` products (no images) and
 * all reference data (order statuses, channel, contracts, intl lists, menus).
 * @example
 *   const database = await openSeededDatabase({ products: 60 });
 */
export async function openSeededDatabase({
  products = 60,
}: {
  products?: number;
} = {}): Promise<DatabaseHandle> {
  const database = await openTestDatabase();
  await seed(database.db, { products });
  return database;
}
