// `pnpm --filter @shop/storefront i18n:translate <file.json>`: writes Russian translations into
// locales/ru/messages.po from a JSON object `{ "message.id": "перевод" }`, then compiles the
// catalogs. Extract first (`i18n:extract`), so the ids exist. Ids missing from the catalog are
// reported, not added: a translation without a message in the code is a typo.
import { spawnSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const packageDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// The shop's catalog, the customer pages' and the staff area's: an id is written wherever it was
// extracted (an id used in two catalogs, in both).
const poPaths = ["messages.po", "customer.po", "admin.po"].map((name) =>
  path.join(packageDir, "locales/ru", name),
);
const [file] = process.argv.slice(2);
if (!file) {
  console.error("usage: i18n:translate <translations.json>");
  process.exit(2);
}

const translations: Record<string, string> = JSON.parse(
  await readFile(path.resolve(process.cwd(), file), "utf8"),
);
const quote = (text: string) => JSON.stringify(text);
// An entry is `msgid "<id>"` then its msgstr, possibly continued on following quoted lines.
const entryOf = (id: string) =>
  new RegExp(
    `^msgid ${escapeRegExp(quote(id))}\\nmsgstr "(?:[^"\\\\]|\\\\.)*"(?:\\n"(?:[^"\\\\]|\\\\.)*")*`,
    "m",
  );
const catalogs = await Promise.all(
  poPaths.map(async (poPath) => ({ poPath, text: await readFile(poPath, "utf8").catch(() => "") })),
);
const unknown: string[] = [];
for (const [id, text] of Object.entries(translations)) {
  const entry = entryOf(id);
  const holders = catalogs.filter((candidate) => entry.test(candidate.text));
  if (holders.length === 0) unknown.push(id);
  for (const catalog of holders) {
    catalog.text = catalog.text.replace(entry, () => `msgid ${quote(id)}\nmsgstr ${quote(text)}`);
  }
}
for (const { poPath, text } of catalogs) if (text) await writeFile(poPath, text);
if (unknown.length > 0) console.error(`not in the catalog (run i18n:extract?): ${unknown.join(", ")}`);

const compile = spawnSync("pnpm", ["run", "i18n:compile"], { cwd: packageDir, stdio: "inherit" });
process.exit(unknown.length > 0 ? 1 : (compile.status ?? 1));

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
