// The YML import at scale (issue 31: "a 100 000-offer file imports with the API's RSS under
// 300 MB"): writes a generated file of N offers, imports it with the built `dist/import-yml.js`
// (what `./shop import` runs) into a throwaway embedded database, then imports it again (a rerun
// writes nothing) and once more with every price moved by a kopeck (every product updated, each
// with its audit entry), and prints each run's time and peak resident memory beside the 300 MB ceiling.
//
//   pnpm --filter @shop/api exec tsup && node bench/yml-import.mjs [--offers=100000] [--postgres]
//
// --postgres imports into a throwaway PostgreSQL instead (the database then lives in its own
// processes, and the peak is the import's alone).
//
// The peak is the kernel's (VmHWM of /proc/<pid>/status), read until the process ends.
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startThrowawayPostgres } from "@shop/cli/postgres";
import { API_NODE_FLAGS } from "./api-flags.mjs";

const apiDir = fileURLToPath(new URL("..", import.meta.url));
const script = join(apiDir, "dist/import-yml.js");
const offers = Number(process.argv.find((arg) => arg.startsWith("--offers="))?.split("=")[1] ?? 100_000);
const CEILING_MB = 300;
const onPostgres = process.argv.includes("--postgres");

if (!existsSync(script)) {
  console.error("dist/import-yml.js is missing: build the API first (pnpm --filter @shop/api exec tsup)");
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), "yml-import-bench-"));
const file = join(dir, "catalog.yml");

/**
 * A catalog of `count` offers in 4 top categories of 10 each, with params and a description;
 * `raise` kopecks more on every price (a supplier's new price list: every product changes).
 */
async function writeCatalog(count, raise = 0) {
  const out = createWriteStream(file);
  const write = (text) => (out.write(text) ? undefined : new Promise((done) => out.once("drain", done)));
  await write('<?xml version="1.0" encoding="UTF-8"?>\n<yml_catalog date="2026-11-27T10:00+03:00"><shop>');
  await write("<name>Бенчмарк</name><company>Бенчмарк</company><url>https://shop.example/</url>");
  await write('<currencies><currency id="RUR" rate="1"/></currencies><categories>\n');
  for (let top = 1; top <= 4; top += 1) {
    await write(`<category id="${top}">Раздел ${top}</category>\n`);
    for (let leaf = 1; leaf <= 10; leaf += 1) {
      await write(
        `<category id="${top * 100 + leaf}" parentId="${top}">Подраздел ${top}.${leaf}</category>\n`,
      );
    }
  }
  await write("</categories><offers>\n");
  for (let index = 1; index <= count; index += 1) {
    const category = (1 + (index % 4)) * 100 + 1 + (index % 10);
    await write(
      `<offer id="${index}" available="true"><price>${100 + (index % 5000)}.${String((index + raise) % 100).padStart(2, "0")}</price>` +
        `<currencyId>RUR</currencyId><categoryId>${category}</categoryId><name>Чай номер ${index} «Горный»</name>` +
        `<vendorCode>B${String(index).padStart(7, "0")}</vendorCode><description>Описание чая ${index}: собран весной, ` +
        `высушен на солнце, хранится в сухом месте без посторонних запахов.</description>` +
        `<param name="Страна">Страна ${index % 12}</param><param name="Вес">${(index % 5) * 50 + 50} г</param></offer>\n`,
    );
  }
  await write("</offers></shop></yml_catalog>\n");
  await new Promise((done) => out.end(done));
}

/** Runs the import once; resolves to its seconds, peak RSS in MB and output. */
function runImport() {
  return new Promise((resolveRun, reject) => {
    const started = performance.now();
    // The flags `./shop import` runs it with: the API's.
    const child = spawn(process.execPath, [...API_NODE_FLAGS, script, file], {
      cwd: apiDir,
      env: {
        ...process.env,
        DATA_DIR: join(dir, "data"),
        NODE_ENV: "development",
        ...(cluster ? { DATABASE_URL: cluster.url } : {}),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    let peakKb = 0;
    const sample = () => {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
        peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
      } catch {
        // The process has ended.
      }
    };
    const timer = setInterval(sample, 100);
    child.on("exit", (code) => {
      clearInterval(timer);
      if (code !== 0) reject(new Error(`the import exited with ${code}:\n${output}`));
      else resolveRun({ seconds: (performance.now() - started) / 1000, peakMb: peakKb / 1024, output });
    });
  });
}

const cluster = onPostgres ? await startThrowawayPostgres() : undefined;
try {
  console.log(
    `yml-import: ${offers} offers on ${cluster ? "PostgreSQL" : "PGlite"}, load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(" ")}`,
  );
  for (const name of ["first import", "rerun", "new prices"]) {
    if (name !== "rerun") await writeCatalog(offers, name === "new prices" ? 1 : 0);
    const { seconds, peakMb, output } = await runImport();
    const summary = output.split("\n").filter((line) => /^(categories|offers):/.test(line));
    console.log(
      `  ${name.padEnd(12)} ${seconds.toFixed(1).padStart(7)} s  ${(offers / seconds).toFixed(0).padStart(6)} offers/s  ` +
        `peak RSS ${peakMb.toFixed(0)} MB of ${CEILING_MB} MB (${(peakMb / CEILING_MB).toFixed(2)} of the ceiling)`,
    );
    for (const line of summary) console.log(`               ${line}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
  await cluster?.stop();
}
