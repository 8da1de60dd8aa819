// The incremental catalog index (issue 29 point 4; src/domain/catalog/index/README.md): what one
// price change costs a replica that applies the change log, beside what the whole index read anew
// costs, on a throwaway PostgreSQL seeded with N products (or PGlite with --pglite).
//
//   node bench/index-apply.mjs [--products=100000] [--changes=30] [--pglite]
//
// Runs the API's TypeScript sources directly (Node strips the types; typescript-resolve.ts finds
// the extensionless imports). Each price change is one UPDATE of a random published product's
// list price, then the store's update, timed from the write's commit to the patched index (what a
// write route waits for before it answers). The rebuild is `loadCatalogIndex` (what every write
// cost before the change log), timed three times.
import { loadavg } from "node:os";
import { startThrowawayPostgres } from "@shop/cli/postgres";

await import("../src/testing/typescript-resolve.ts");
const { openDatabase } = await import("../src/db/client.ts");
const { seed } = await import("../src/seed/index.ts");
const { createCatalogIndexStore, catalogChanged, loadCatalogIndex } = await import(
  "../src/domain/catalog/index/catalog-index-store.ts"
);
const { sql } = await import("drizzle-orm");

const option = (name, fallback) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const products = Number(option("products", 100_000));
const changes = Number(option("changes", 30));
const onPglite = process.argv.includes("--pglite");

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const percentile = (values, share) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;
const rowsOf = (result) => ("rows" in result ? result.rows : result);

const cluster = onPglite ? undefined : await startThrowawayPostgres();
const database = await openDatabase(cluster ? { databaseUrl: cluster.url } : { inMemory: true });
try {
  console.log(
    `index-apply: ${products} products on ${cluster ? "PostgreSQL" : "PGlite"}, load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(" ")}`,
  );
  await database.migrate();
  const seededAt = performance.now();
  await seed(database.db, { products });
  console.log(`  seeded in ${((performance.now() - seededAt) / 1000).toFixed(1)} s`);

  const rebuilds = [];
  for (let run = 0; run < 3; run++) {
    const startedAt = performance.now();
    await loadCatalogIndex(database.db);
    rebuilds.push(performance.now() - startedAt);
  }

  const store = createCatalogIndexStore(database.db);
  await store.current();
  const ids = rowsOf(await database.db.execute(sql`select id from products where published order by id`)).map(
    (row) => Number(row.id),
  );
  const applies = [];
  for (let change = 0; change < changes; change++) {
    const id = ids[Math.floor(Math.random() * ids.length)];
    const price = (100 + Math.floor(Math.random() * 500_000) / 100).toFixed(2);
    await database.db.execute(sql`update products set list_price = ${price} where id = ${id}`);
    const startedAt = performance.now();
    await catalogChanged(store);
    applies.push(performance.now() - startedAt);
    if (store.lastUpdate?.kind !== "patch") {
      throw new Error(`a price change was not patched: ${JSON.stringify(store.lastUpdate)}`);
    }
  }
  // The patch alone, without the two queries (the log, the changed prices): the in-memory part.
  const patches = [];
  for (let change = 0; change < changes; change++) {
    const index = await store.current();
    const startedAt = performance.now();
    index.withPrices(index.version, [{ id: ids[change % ids.length], price: 100 * change }]);
    patches.push(performance.now() - startedAt);
  }
  const [rebuild, apply] = [median(rebuilds), median(applies)];
  console.log(`  full rebuild        median ${rebuild.toFixed(1).padStart(8)} ms  (3 runs)`);
  console.log(
    `  price change apply  median ${apply.toFixed(1).padStart(8)} ms  p95 ${percentile(applies, 0.95).toFixed(1)} ms  (${changes} changes)`,
  );
  console.log(
    `  of which in memory  median ${median(patches).toFixed(1).padStart(8)} ms  (CatalogIndex.withPrices)`,
  );
  console.log(`  ratio               apply / rebuild = 1 / ${(rebuild / apply).toFixed(0)}`);
} finally {
  await database.close();
  cluster?.stop();
}
