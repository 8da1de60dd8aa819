// How much of real shops' YML exports the import takes (issue 42: "at least 97 % of all offers
// imported and every file at 90 % or more, a refusal only where the format itself is broken"), on
// files the import's tests do not contain (bench/yml-real/sources.json). Each file is imported by the
// built `dist/import-yml.js` (what `./shop import` runs) into a throwaway embedded database of its
// own; the bench prints each file's offers imported of its offers, the refusals' reasons, and the
// total against the goal. A file's `args` in sources.json are what its operator passes (`--rate
// BYN=28.5` for a shop that prices in Belarusian roubles); the code before issue 42 ignores them.
//
//   pnpm --filter @shop/api exec tsup && node bench/yml-real.mjs [--mirror=DIR] [--dist=DIR] [--verbose]
//
// The files come from the stored snapshots of their repositories (their licences do not allow
// copying them here): DIR/<owner>+<name>/repo is a bare git directory holding the commit named in
// sources.json (the search tool's `fetch` brings one; `.mirror/` beside the checkout by default). A file whose
// snapshot is missing is said and left out of the total. --verbose prints every refusal line.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { API_NODE_FLAGS } from "./api-flags.mjs";

const apiDir = fileURLToPath(new URL("..", import.meta.url));
// --dist=DIR runs another build (the code before a change, built into a folder beside dist/).
const distDir = process.argv.find((arg) => arg.startsWith("--dist="))?.split("=")[1] ?? join(apiDir, "dist");
const script = join(distDir, "import-yml.js");
// The snapshots sit beside the checkout (`.mirror/` next to the repository's folder) by default.
const mirror =
  process.argv.find((arg) => arg.startsWith("--mirror="))?.split("=")[1] ?? join(apiDir, "../../../.mirror");
const verbose = process.argv.includes("--verbose");
const GOAL_TOTAL = 0.97;
const GOAL_FILE = 0.9;

if (!existsSync(script)) {
  console.error("dist/import-yml.js is missing: build the API first (pnpm --filter @shop/api exec tsup)");
  process.exit(1);
}

const { files } = JSON.parse(readFileSync(new URL("yml-real/sources.json", import.meta.url), "utf8"));
const dir = mkdtempSync(join(tmpdir(), "yml-real-bench-"));

/** The file's bytes at its commit, or undefined when its snapshot is not here. */
function bytesOf({ repo, commit, path }) {
  const gitDir = join(mirror, repo.replace("/", "+"), "repo");
  if (!existsSync(gitDir)) return undefined;
  return execFileSync("git", ["--git-dir", gitDir, "show", `${commit}:${path}`], { maxBuffer: 64 << 20 });
}

/** Runs the import of one file into its own database; resolves to its exit code and output. */
function runImport(file, dataDir, args = []) {
  return new Promise((resolveRun) => {
    const child = spawn(process.execPath, [...API_NODE_FLAGS, script, file, ...args], {
      cwd: apiDir,
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "development", DATABASE_URL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("exit", (code) => resolveRun({ code, output }));
  });
}

/** The offers line of a summary, in the words of the command before issue 42 or after it. */
function offersOf(output) {
  const match = /^(?:offers|Предложения):\s*(\d+)\D+(\d+)\D+(\d+)\D+(\d+)/m.exec(output);
  if (!match) return undefined;
  const [created, updated, unchanged, refused] = match.slice(1).map(Number);
  return { imported: created + updated + unchanged, refused };
}

/** The refusals' reasons of a summary, counted, offer ids and lines left out. */
function reasonsOf(output) {
  const counts = new Map();
  for (const line of output.split("\n")) {
    const reason = /^\s+(?:line|строка) \d+ \((?:id|предложение) [^)]*\):\s*(.*)$/.exec(line)?.[1];
    if (!reason) continue;
    const kind = reason.replace(/«[^»]*»/g, "«…»").replace(/\d+/g, "N");
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return counts;
}

const percent = (share) => `${(share * 100).toFixed(1)} %`;
let total = 0;
let imported = 0;
let filesBelow = 0;
try {
  for (const source of files) {
    const bytes = bytesOf(source);
    if (!bytes) {
      console.log(`${source.name.padEnd(20)} left out: no snapshot of ${source.repo} under ${mirror}`);
      continue;
    }
    const file = join(dir, `${source.name}.xml`);
    writeFileSync(file, bytes);
    const offers = (bytes.toString("latin1").match(/<offer[\s>]/g) ?? []).length;
    // What an operator passes for the file (a rate of a currency the file does not give in roubles).
    const { code, output } = await runImport(file, join(dir, `${source.name}-data`), source.args);
    const counts = code === 0 ? offersOf(output) : undefined;
    const taken = counts?.imported ?? 0;
    const share = offers === 0 ? 1 : taken / offers;
    total += offers;
    imported += taken;
    if (share < GOAL_FILE) filesBelow += 1;
    console.log(
      `${source.name.padEnd(20)} ${String(taken).padStart(4)} of ${String(offers).padStart(4)} offers  ${percent(share).padStart(8)}` +
        (code === 0 ? "" : `  exit ${code}: ${output.trim().split("\n").at(-1)}`),
    );
    for (const [reason, count] of reasonsOf(output)) console.log(`${" ".repeat(24)}${count} × ${reason}`);
    if (verbose) console.log(output.replace(/^/gm, "    | "));
  }
  console.log(
    `total                ${imported} of ${total} offers  ${percent(total === 0 ? 1 : imported / total)}; ` +
      `${filesBelow} file(s) under ${percent(GOAL_FILE)} (goal: ${percent(GOAL_TOTAL)} of all, every file ${percent(GOAL_FILE)} or more)`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
