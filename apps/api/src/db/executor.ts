import type { Database } from "./client";

/** The transaction handle `db.transaction()` passes to its callback (either driver). */
export type DatabaseTransaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Where a query may run: the database itself or an open transaction. */
export type DatabaseExecutor = Database | DatabaseTransaction;
