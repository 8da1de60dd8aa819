// The incremental catalog index (issue 29 point 4, issue 44 point 6; src/domain/catalog/index/README.md):
// what one price change, and a batch of new products, cost a replica that applies the change log,
// beside what the whole index read anew costs in the same run, on a throwaway PostgreSQL seeded
// with N products (or PGlite with --pglite).
//
//   node bench/index-apply.mjs [--products=100000] [--changes=30] [--new=1,10,50] [--pglite]
//
// New products: each batch inserts copies of random published products (their attribute values
// too) under numbers among the others' (`100123n7`: number order becomes a permutation), in one
// statement each, then times the store's update, which must be a patch (they are appended).
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
const newBatches = option("new", "1,10,50").split(",").filter(Boolean).map(Number);
const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(" ");

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const percentile = (values, share) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;
const rowsOf = (result) => ("rows" in result ? result.rows : result);

const cluster = onPglite ? undefined : await startThrowawayPostgres();
const database = await openDatabase(cluster ? { databaseUrl: cluster.url } : { inMemory: true });
try {
  console.log(
    `index-apply: ${products} products on ${cluster ? "PostgreSQL" : "PGlite"}, load average ${loadAverage()}`,
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
  // New products, appended: each batch's update timed from the inserts' commit to the patched index.
  const appends = [];
  let copies = 0;
  for (const count of newBatches) {
    const runs = [];
    for (let run = 0; run < 3; run++) {
      for (let at = 0; at < count; at++) {
        copies++;
        const from = ids[Math.floor(Math.random() * ids.length)];
        const [row] = rowsOf(
          await database.db.execute(sql`
            insert into products (number, slug, title, description, category_id, default_measure_id, list_price)
            select number || 'n' || ${copies}, slug || '-n' || ${copies}, title, description, category_id,
              default_measure_id, list_price
            from products where id = ${from} returning id`),
        );
        await database.db.execute(sql`
          insert into product_attribute_values (product_id, attribute_value_id)
          select ${row.id}, attribute_value_id from product_attribute_values where product_id = ${from}`);
      }
      const startedAt = performance.now();
      await catalogChanged(store);
      runs.push(performance.now() - startedAt);
      if (store.lastUpdate?.kind !== "patch") {
        throw new Error(`${count} new products were not patched: ${JSON.stringify(store.lastUpdate)}`);
      }
    }
    // The in-memory part of the append alone (positions, sets, counts, number and date orders),
    // for as many products made up: without the queries, the prices' and the titles' patches.
    const index = await store.current();
    const [{ categoryId, lastId }] = rowsOf(
      await database.db.execute(
        sql`select min(category_id) as "categoryId", max(id) as "lastId" from products where published`,
      ),
    );
    const made = Array.from({ length: count }, (_, at) => ({
      id: Number(lastId) + 1 + at,
      before: Math.floor(Math.random() * index.size),
      among: at,
      categoryId,
      valueIds: [],
      createdAt: Date.now() * 1000,
    }));
    made.sort((a, b) => a.before - b.before);
    const startedAt = performance.now();
    index.withAppended(index.version, made);
    appends.push({ count, runs, inMemory: performance.now() - startedAt });
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
  for (const { count, runs, inMemory } of appends) {
    const appended = median(runs);
    console.log(
      `  ${String(count).padStart(3)} new products    median ${appended.toFixed(1).padStart(8)} ms  (3 batches: ${runs.map((ms) => ms.toFixed(0)).join(", ")} ms; withAppended alone ${inMemory.toFixed(1)} ms)  ratio 1 / ${(rebuild / appended).toFixed(1)}`,
    );
  }
  console.log(`  load average at the end ${loadAverage()}`);
} finally {
  await database.close();
  cluster?.stop();
}
