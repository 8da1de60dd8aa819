import { constants } from "node:fs";
import { access, stat } from "node:fs/promises";
import { basename, dirname, resolve } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "./db/client";
import { parseRates } from "./domain/catalog/yml-currency";
import { ymlEncodingOf } from "./domain/catalog/yml-file";
import type { YmlImportSummary } from "./domain/catalog/yml-import";
import { runImportJob, startImportJob, TERMINAL_ACTOR_ID } from "./domain/catalog/yml-import-jobs";
import { pictureHostsOf } from "./domain/catalog/yml-pictures";
import { YmlFormatError } from "./domain/catalog/yml-reader";
import { DomainError } from "./domain/errors";
import { pgliteTemplatePath } from "./paths";
import { seed } from "./seed";

// `./shop import FILE.yml [--rate USD=92.5] [--pictures DIR]`: the YML import run from a terminal against the shop's database (the one
// `./shop start` uses: DATA_DIR's embedded database, or DATABASE_URL's PostgreSQL). The embedded
// database serves one process, so the shop is stopped first (tooling/shop/cli.mjs checks); with
// PostgreSQL the running API sees the new catalog within seconds (its index follows the catalog's
// version). Everything it says is Russian, as the shop's staff read it. --rate gives roubles per
// unit of a currency (over the file's own rate; needed for a bank's rate such as CBRF), --pictures a
// folder the offers' pictures are taken from before any server is asked. Exit codes: 0 imported (some offers may have been refused, as the summary says), 1 the
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
        `\r[${"#".repeat(filled)}${".".repeat(width - filled)}] ${done}/${total} предложений${done === total ? "\n" : ""}`,
      );
      return;
    }
    const tenth = Math.floor(share * 10);
    if (tenth !== lastTenth) process.stderr.write(`обработано ${done} из ${total} предложений\n`);
    lastTenth = tenth;
  };
}

function printSummary({ categories, offers, pictures, refusals }: YmlImportSummary) {
  const out = process.stdout;
  out.write(
    `Категории: ${categories.created} создано, ${categories.updated} обновлено, ${categories.unchanged} без изменений\n`,
  );
  out.write(
    `Предложения: ${offers.created} создано, ${offers.updated} обновлено, ${offers.unchanged} без изменений, ${offers.refused} не принято\n`,
  );
  out.write(`Картинки: ${pictures.stored} загружено, ${pictures.refused} не загружено\n`);
  if (refusals.length > 0)
    out.write("Что не принято или изменено (строка файла, предложение или категория):\n");
  for (const refusal of refusals) {
    out.write(`  строка ${refusal.line} (предложение ${refusal.id}): ${refusal.reason}\n`);
  }
}

const USAGE =
  "Запуск: ./shop import ФАЙЛ.yml [--rate USD=92.5 ...] [--pictures ПАПКА]\n" +
  "  --rate КОД=КУРС   рублей за единицу валюты (вместо курса файла; нужен, если в файле CBRF, NBU или CB)\n" +
  "  --pictures ПАПКА  брать картинки предложений из этой папки (по пути адреса или имени файла)\n";

async function main(): Promise<number> {
  let path: string | undefined;
  let rates: Record<string, string>;
  let picturesDir: string | undefined;
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: { rate: { type: "string", multiple: true }, pictures: { type: "string" } },
    });
    [path] = positionals;
    rates = parseRates(values.rate ?? []);
    picturesDir = values.pictures === undefined ? undefined : resolve(values.pictures);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (!path) {
    process.stderr.write(USAGE);
    return 2;
  }
  if (picturesDir !== undefined && !(await stat(picturesDir).catch(() => undefined))?.isDirectory()) {
    process.stderr.write(
      `${picturesDir}: папки с картинками нет. Укажите существующую папку в --pictures.\n`,
    );
    return 2;
  }
  const file = resolve(path);
  try {
    await access(file, constants.R_OK);
    // An encoding this Node cannot decode is said here, before a job is recorded.
    await ymlEncodingOf(file);
  } catch (error) {
    const why =
      error instanceof RangeError
        ? "кодировка, названная в объявлении XML, не поддерживается: сохраните файл в UTF-8 или windows-1251."
        : "файл не читается: проверьте путь и права на чтение.";
    process.stderr.write(`${file}: ${why}\n`);
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
        folder: picturesDir,
        allowedHosts: pictureHostsOf(process.env.IMPORT_PICTURE_HOSTS),
      },
      rates,
    });
    if ("error" in outcome) throw outcome.error;
    printSummary(outcome.summary);
    return 0;
  } catch (error) {
    if (error instanceof YmlFormatError) {
      process.stderr.write(
        `${file}: файл не является документом YML, ничего не импортировано. Строка ${error.line}: ${error.reason}\n`,
      );
      return 1;
    }
    if (error instanceof DomainError && error.kind === "conflict") {
      process.stderr.write(
        `${file}: уже идёт другой импорт каталога, ничего не импортировано. Дождитесь его окончания и запустите снова.\n`,
      );
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
