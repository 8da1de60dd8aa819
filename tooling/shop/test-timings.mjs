// Where the time of `./shop test` goes: its phases' wall times, the slowest turbo tasks, and the
// slowest test files of each runner, read from the reports the runners already write.
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The runner of one report and its test files with the milliseconds each took: a Vitest JSON
 * report gives each file's start and end (files run side by side in workers, so these overlap and
 * add up to more than the wall time); a Playwright JSON report each test's duration, summed per
 * spec file.
 * @example
 *   reportFileTimes("/repo/apps/api/reports/test.json", "/repo");
 *   // { runner: "Vitest", files: [{ file: "apps/api/src/app.test.ts", ms: 5321 }, …] }
 */
export function reportFileTimes(reportFile, root) {
  const report = readJson(reportFile);
  if (!report) return { runner: "none", files: [] };
  if (Array.isArray(report.testResults)) {
    const files = report.testResults
      .filter((file) => typeof file.startTime === "number" && typeof file.endTime === "number")
      .map((file) => ({ file: relative(root, file.name ?? ""), ms: file.endTime - file.startTime }));
    return { runner: "Vitest", files };
  }
  const perFile = new Map();
  const testDir = report.config?.rootDir ?? root;
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const ms = (spec.tests ?? [])
        .flatMap((test) => test.results ?? [])
        .reduce((sum, result) => sum + (result.duration ?? 0), 0);
      const file = relative(root, join(testDir, spec.file));
      perFile.set(file, (perFile.get(file) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return { runner: "Playwright", files: [...perFile].map(([file, ms]) => ({ file, ms })) };
}

/** The tasks of a turbo run summary with their wall times (a cached task took no time of this run). */
export function turboTaskTimes(tasks) {
  return tasks
    .map((task) => ({
      task: task.taskId,
      ms: (task.execution?.endTime ?? 0) - (task.execution?.startTime ?? 0),
      cached: task.cache?.status === "HIT",
    }))
    .filter((task) => task.ms >= 0);
}

function readJson(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

const slowest = (rows, count) => [...rows].sort((a, b) => b.ms - a.ms).slice(0, count);

/**
 * The closing table of `./shop test` as lines of Markdown (the first table of a clean-clone run is
 * kept in docs/benchmarks/test-run.md): phases and their wall times, the ten slowest turbo tasks,
 * and the ten slowest files of each runner.
 * @example
 *   timingTable({ phases: [{ name: "checks", ms: 600000 }], tasks, runners: [{ name: "vitest: @shop/api", files }] });
 */
export function timingTable({ phases, tasks, runners }) {
  const lines = ["| phase | wall time |", "| --- | --- |"];
  for (const phase of phases) lines.push(`| ${phase.name} | ${minutes(phase.ms)} |`);
  lines.push(`| **total** | **${minutes(phases.reduce((sum, phase) => sum + phase.ms, 0))}** |`, "");
  const ran = turboTaskTimes(tasks).filter((task) => !task.cached);
  if (ran.length > 0) {
    lines.push("| slowest turbo tasks (not cached) | wall time |", "| --- | --- |");
    for (const task of slowest(ran, 10)) lines.push(`| ${task.task} | ${seconds(task.ms)} |`);
    lines.push("");
  }
  for (const runner of runners) {
    if (runner.files.length === 0) continue;
    lines.push(`| ${runner.name}: 10 slowest files | time |`, "| --- | --- |");
    for (const row of slowest(runner.files, 10)) lines.push(`| ${row.file} | ${seconds(row.ms)} |`);
    lines.push("");
  }
  return lines;
}
