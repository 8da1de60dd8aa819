import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { describe, expect, it } from "vitest";
import { migrationsFolder } from "../paths";

// Drizzle's migrator applies a migration only when its journal date is after the newest one the
// database has applied: a date out of order is skipped for ever on every database migrated past
// it (0023-0025 were, behind 0022's date, until the journal was put in order).

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}
const journal = JSON.parse(
  readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8"),
) as Journal;

describe("the migrations' journal", () => {
  it("dates every migration after the one before it", () => {
    const late = journal.entries.filter(
      (entry, index) => index > 0 && entry.when <= (journal.entries[index - 1]?.when ?? 0),
    );
    expect(late.map((entry) => entry.tag)).toEqual([]);
  });

  it("brings a database migrated up to 0022 (and one past 0023 under the old dates) to the last migration", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "migrations-"));
    try {
      cpSync(migrationsFolder, folder, { recursive: true });
      const upTo = (tag: string, when?: number) => {
        const last = journal.entries.findIndex((entry) => entry.tag === tag);
        const entries = journal.entries.slice(0, last + 1);
        writeFileSync(
          path.join(folder, "meta/_journal.json"),
          JSON.stringify({
            ...journal,
            entries: entries.map((entry, index) => (index === last && when ? { ...entry, when } : entry)),
          }),
        );
      };
      for (const [tag, when] of [
        ["0022_catalog_facts_version"],
        // 0023 as the journal dated it before: applied, behind 0022's date.
        ["0023_address_redirects", 1_795_959_750_368],
      ] as const) {
        const client = await PGlite.create({ extensions: { pg_trgm } });
        const db = drizzle(client);
        upTo(tag, when);
        await migrate(db, { migrationsFolder: folder });
        await migrate(db, { migrationsFolder });
        const tables = await db.execute<{ name: string | null }>(
          sql`select to_regclass('public.address_redirects')::text as name
            union all select to_regclass('public.product_bulk_jobs')::text`,
        );
        expect(tables.rows.map((row) => row.name)).toEqual(["address_redirects", "product_bulk_jobs"]);
        const columns = await db.execute<{ column_name: string }>(
          sql`select column_name from information_schema.columns where table_name = 'catalog_imports' and column_name = 'undo_report'`,
        );
        expect(columns.rows).toHaveLength(1);
        // Migrating again changes nothing and fails on nothing.
        await migrate(db, { migrationsFolder });
        await client.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
