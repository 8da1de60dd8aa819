// `pnpm --filter @shop/i18n i18n:translate <file.json>`: writes Russian translations into
// locales/ru/messages.po from a JSON object `{ "message.id": "перевод" }`, then compiles the
// catalogs. Extract first (`i18n:extract`), so the ids exist. Ids missing from the catalog are
// reported, not added: a translation without a message in the code is a typo.
import { spawnSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const packageDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const poPath = path.join(packageDir, "locales/ru/messages.po");
const [file] = process.argv.slice(2);
if (!file) {
  console.error("usage: i18n:translate <translations.json>");
  process.exit(2);
}

const translations: Record<string, string> = JSON.parse(
  await readFile(path.resolve(process.cwd(), file), "utf8"),
);
const po = await readFile(poPath, "utf8");
const quote = (text: string) => JSON.stringify(text);
const unknown: string[] = [];
let updated = po;
for (const [id, text] of Object.entries(translations)) {
  // An entry is `msgid "<id>"` then its msgstr, possibly continued on following quoted lines.
  const entry = new RegExp(
    `^msgid ${escapeRegExp(quote(id))}\\nmsgstr "(?:[^"\\\\]|\\\\.)*"(?:\\n"(?:[^"\\\\]|\\\\.)*")*`,
    "m",
  );
  if (!entry.test(updated)) {
    unknown.push(id);
    continue;
  }
  updated = updated.replace(entry, () => `msgid ${quote(id)}\nmsgstr ${quote(text)}`);
}
await writeFile(poPath, updated);
if (unknown.length > 0) console.error(`not in the catalog (run i18n:extract?): ${unknown.join(", ")}`);

const compile = spawnSync("pnpm", ["run", "i18n:compile"], { cwd: packageDir, stdio: "inherit" });
process.exit(unknown.length > 0 ? 1 : (compile.status ?? 1));

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
