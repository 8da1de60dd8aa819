import { constants } from "node:fs";
import { access, stat } from "node:fs/promises";
import { basename, dirname, resolve } from "node:path";
import { openDatabase } from "./db/client";
import { ymlEncodingOf } from "./domain/catalog/yml-file";
import type { YmlImportSummary } from "./domain/catalog/yml-import";
import { runImportJob, startImportJob, TERMINAL_ACTOR_ID } from "./domain/catalog/yml-import-jobs";
import { pictureHostsOf } from "./domain/catalog/yml-pictures";
import { YmlFormatError } from "./domain/catalog/yml-reader";
import { DomainError } from "./domain/errors";
import { pgliteTemplatePath } from "./paths";
import { seed } from "./seed";

// `./shop import FILE.yml`: the YML import run from a terminal against the shop's database (the one
// `./shop start` uses: DATA_DIR's embedded database, or DATABASE_URL's PostgreSQL). The embedded
// database serves one process, so the shop is stopped first (tooling/shop/cli.mjs checks); with
// PostgreSQL the running API sees the new catalog within seconds (its index follows the catalog's
// version). Exit codes: 0 imported (some offers may have been refused, as the summary says), 1 the
// file could not be read or is not a YML document, or another import runs (nothing written), 2 a
// wrong call.

/** A progress bar on a terminal; a line per tenth elsewhere. */
function progressPrinter() {
  let lastTenth = -1;
  return ({ done, total }: { done: number; total: number }) => {
    const share = total === 0 ? 1 : done / total;
    if (process.stderr.isTTY) {
      const width = 30;
      const filled = Math.round(share * width);
      process.stderr.write(
        `\r[${"#".repeat(filled)}${".".repeat(width - filled)}] ${done}/${total} offers${done === total ? "\n" : ""}`,
      );
      return;
    }
    const tenth = Math.floor(share * 10);
    if (tenth !== lastTenth) process.stderr.write(`imported ${done}/${total} offers\n`);
    lastTenth = tenth;
  };
}

function printSummary({ categories, offers, pictures, refusals }: YmlImportSummary) {
  const out = process.stdout;
  out.write(
    `categories: ${categories.created} created, ${categories.updated} updated, ${categories.unchanged} unchanged\n`,
  );
  out.write(
    `offers: ${offers.created} created, ${offers.updated} updated, ${offers.unchanged} unchanged, ${offers.refused} refused\n`,
  );
  out.write(`pictures: ${pictures.stored} stored, ${pictures.refused} refused\n`);
  for (const refusal of refusals) out.write(`  line ${refusal.line} (id ${refusal.id}): ${refusal.reason}\n`);
}

async function main(): Promise<number> {
  const [path] = process.argv.slice(2);
  if (!path) {
    process.stderr.write("usage: import-yml FILE.yml\n");
    return 2;
  }
  const file = resolve(path);
  try {
    await access(file, constants.R_OK);
    // An encoding this Node cannot decode is said here, before a job is recorded.
    await ymlEncodingOf(file);
  } catch (error) {
    process.stderr.write(`${file}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  const databaseUrl = process.env.DATABASE_URL;
  const database = await openDatabase(
    databaseUrl
      ? { databaseUrl }
      : { dataDir: resolve(process.env.DATA_DIR ?? ".data", "db"), template: pgliteTemplatePath },
  );
  try {
    await database.migrate();
    // A database the shop has never started gets what a shop needs, without the demo catalog: the
    // file is the catalog.
    await seed(database.db, { demo: false });
    // A job as an upload's is (one import at a time, the file's hash, each product's audit entry
    // naming it), started by the operator; the operator's file stays.
    const id = await startImportJob(database.db, {
      file,
      fileName: basename(file),
      bytesTotal: (await stat(file)).size,
      actorId: TERMINAL_ACTOR_ID,
    });
    const outcome = await runImportJob(database.db, id, file, {
      keepFile: true,
      onChange: () => undefined,
      onProgress: progressPrinter(),
      // Pictures beside the file (never outside its folder) or on the hosts the shop allows.
      pictures: {
        mediaDir: resolve(process.env.DATA_DIR ?? ".data", "media"),
        baseDir: dirname(file),
        allowedHosts: pictureHostsOf(process.env.IMPORT_PICTURE_HOSTS),
      },
    });
    if ("error" in outcome) throw outcome.error;
    printSummary(outcome.summary);
    return 0;
  } catch (error) {
    if (error instanceof YmlFormatError) {
      process.stderr.write(`${file}: not a YML document, nothing was imported: ${error.message}\n`);
      return 1;
    }
    if (error instanceof DomainError && error.kind === "conflict") {
      process.stderr.write(`${file}: another import is running, nothing was imported\n`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
