// The embedded database runs with the memory settings of pglite-settings.ts, whether its cluster
// was made by initdb or copied from the build's template, and a data folder made from the
// template opens again like any other.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "./client";
import { PGLITE_SETTINGS, writePgliteTemplate } from "./pglite-settings";

const folder = mkdtempSync(join(tmpdir(), "shop-pglite-settings-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function settingsOf(database: DatabaseHandle) {
  const settings: Record<string, string> = {};
  for (const name of Object.keys(PGLITE_SETTINGS)) {
    const result = await database.db.execute<{ setting: string }>(
      sql`select current_setting(${name}) as setting`,
    );
    const rows = "rows" in result ? result.rows : result;
    settings[name] = rows[0]?.setting ?? "";
  }
  return settings;
}

describe("PGlite settings", () => {
  it("start an in-memory database with them", async () => {
    const database = await openDatabase({ inMemory: true });
    try {
      expect(await settingsOf(database)).toEqual(PGLITE_SETTINGS);
    } finally {
      await database.close();
    }
    // initdb and every migration on PGlite: 5-10 s on a quiet machine, 40 s seen on a loaded one.
  }, 120_000);

  it("start a data folder copied from the template with them, and open it again", async () => {
    const template = join(folder, "cluster");
    await writePgliteTemplate(template);
    const dataDir = join(folder, "db");
    for (let start = 1; start <= 2; start += 1) {
      const database = await openDatabase({ dataDir, template });
      try {
        expect(await settingsOf(database)).toEqual(PGLITE_SETTINGS);
        if (start === 1) await database.db.execute(sql`create table kept (id int)`);
        else await database.db.execute(sql`select * from kept`);
      } finally {
        await database.close();
      }
    }
    expect(existsSync(join(dataDir, "PG_VERSION"))).toBe(true);
  }, 120_000);
});
