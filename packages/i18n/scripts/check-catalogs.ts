// `pnpm i18n:check` (part of `pnpm test`): fails when the PO catalogs or the compiled catalogs lag
// behind the source code, or when a Russian translation is missing. Each failure says how to fix it.
// Every catalog is checked: the shop's (lingui.config.ts), the customer pages' (lingui.customer.config.ts)
// and the staff area's (lingui.admin.config.ts).
// Runs on Node's type stripping, so it imports no relative TypeScript.
import { spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createCompiledCatalog, getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";

const packageDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const linguiCheck = path.join(
  path.dirname(fileURLToPath(import.meta.resolve("@lingui/cli"))),
  "lingui-check.js",
);
// Russian is the interface language: every message needs a real translation, not the en-US fallback.
const interfaceLocale = "ru";

const failures: string[] = [];

function runLinguiCheck(configPath: string, args: string[], fix: string): void {
  const result = spawnSync(
    process.execPath,
    [linguiCheck, ...args, "--config", configPath, "--workers", "1", "--verbose"],
    { cwd: packageDir, encoding: "utf8" },
  );
  const output = `${result.stdout}${result.stderr}`
    .split("\n")
    .filter((line) => line.trim() !== "" && !/^(Checking message catalogs|Done in)/.test(line))
    .join("\n");
  console.log(output);
  if (result.status !== 0) failures.push(fix);
}

async function checkCatalog(configFile: string, poFile: string): Promise<void> {
  const configPath = path.join(packageDir, configFile);
  console.log(`${configFile}:`);
  runLinguiCheck(
    configPath,
    ["sync", "--clean", "--overwrite"],
    "The PO catalogs differ from the messages in the code: run `pnpm --filter @shop/i18n i18n:extract`.",
  );
  runLinguiCheck(
    configPath,
    ["missing", "--locale", interfaceLocale, "--mode", "catalog"],
    `Translate the empty msgstr entries of packages/i18n/locales/${interfaceLocale}/${poFile}.`,
  );

  // What `lingui compile` would write, compared with the committed compiled catalogs.
  const config = getConfig({ configPath });
  const catalogs = await getCatalogs(config);
  const stale: string[] = [];
  for (const locale of config.locales) {
    let messages: Record<string, string> = {};
    for (const catalog of catalogs) {
      const translations = await catalog.getTranslations(locale, {
        fallbackLocales: config.fallbackLocales,
        sourceLocale: config.sourceLocale,
      });
      messages = { ...messages, ...translations.messages };
    }
    if (locale === config.sourceLocale) {
      // `i18n._("some.key")` without a message extracts the key itself as the English text.
      const withoutText = Object.keys(messages).filter((id) => !messages[id] || messages[id] === id);
      if (withoutText.length > 0) {
        failures.push(
          `Give these messages their English text (\`message\`) in the code: ${withoutText.join(", ")}.`,
        );
      }
    }
    const { source, errors } = createCompiledCatalog(locale, messages, {
      strict: false,
      namespace: config.compileNamespace,
      compilerBabelOptions: config.compilerBabelOptions,
    });
    for (const error of errors)
      failures.push(`${locale}: message ${error.id} does not compile: ${error.error.message}`);
    const compiledPath = `${config.catalogsMergePath.replace("{locale}", locale)}.${config.compileNamespace}`;
    const committed = await readFile(compiledPath, "utf8").catch(() => undefined);
    if (committed !== source) stale.push(path.relative(packageDir, compiledPath));
  }
  if (stale.length > 0) {
    console.log(`FAIL compiled: out of date: ${stale.join(", ")}`);
    failures.push(
      "The compiled catalogs are older than the PO files: run `pnpm --filter @shop/i18n i18n:compile`.",
    );
  } else {
    console.log("PASS compiled: Compiled catalogs match the PO files.");
  }
}

await checkCatalog("lingui.config.ts", "messages.po");
await checkCatalog("lingui.customer.config.ts", "customer.po");
await checkCatalog("lingui.admin.config.ts", "admin.po");

if (failures.length > 0) {
  console.error(`\ni18n check failed:\n${failures.map((failure) => `  - ${failure}`).join("\n")}`);
  process.exitCode = 1;
}
