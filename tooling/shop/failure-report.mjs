// What a failed browser test leaves in a CI log. The log keeps only its tail, and a failure seen
// once on a loaded machine must be understood from it alone: the error as Playwright wrote it, the
// last of the page journal (e2e/support/test.ts: navigations, requests that failed or were refused,
// console errors), and what the page showed, past its menus.

import { stripVTControlCharacters } from "node:util";

// Landmarks repeated on every page of a kind (the panel's menu, the header, the footer): their
// subtrees fill the snapshot's first lines and say nothing of the failure.
const CHROME = /^\s*- (?:navigation|complementary|banner|contentinfo)\b/;

const indentOf = (line) => line.length - line.trimStart().length;

/**
 * The accessibility snapshot of Playwright's error context (its YAML block) without the chrome
 * landmarks' subtrees, from the page's main landmark when it has one.
 * @example
 *   pageSnapshot("```yaml\n- main:\n  - heading \"Товары\"\n```"); // ['- main:', '  - heading "Товары"']
 */
export function pageSnapshot(context) {
  const yaml = /```yaml\n([\s\S]*?)```/.exec(context)?.[1] ?? "";
  const lines = yaml.split("\n").filter((line) => line.trim() !== "");
  const main = lines.findIndex((line) => /^\s*- main\b/.test(line));
  const kept = [];
  let skipDeeperThan = -1;
  for (const line of lines.slice(Math.max(main, 0))) {
    if (skipDeeperThan >= 0 && indentOf(line) > skipDeeperThan) continue;
    skipDeeperThan = -1;
    if (CHROME.test(line)) {
      skipDeeperThan = indentOf(line);
      kept.push(`${line.replace(/:$/, "")} (…)`);
      continue;
    }
    kept.push(line);
  }
  return kept;
}

/**
 * The lines to print for one failed test: its error's first lines, the journal's last, the page.
 * @example
 *   failureReport({ error, journal, context }).join("\n");
 */
export function failureReport(
  { error = "", journal = "", context = "" },
  { errorLines = 8, journalLines = 15, pageLines = 45 } = {},
) {
  const out = [];
  const message = stripVTControlCharacters(error)
    .split("\n")
    .filter((line) => line.trim() !== "" && !/^\s+at /.test(line));
  if (message.length > 0) {
    out.push("error:");
    for (const line of message.slice(0, errorLines)) out.push(`  ${line}`);
  }
  const events = journal.split("\n").filter((line) => line.trim() !== "");
  if (events.length > 0) {
    out.push(`page journal (last ${Math.min(journalLines, events.length)} of ${events.length}):`);
    for (const line of events.slice(-journalLines)) out.push(`  ${line}`);
  }
  const snapshot = pageSnapshot(context);
  if (snapshot.length > 0) {
    out.push("page:");
    for (const line of snapshot.slice(0, pageLines)) out.push(`  ${line}`);
    if (snapshot.length > pageLines) out.push(`  ...(${snapshot.length - pageLines} more lines)`);
  }
  return out;
}
