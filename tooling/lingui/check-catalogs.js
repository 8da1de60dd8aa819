#!/usr/bin/env node
// `shop-i18n-check [lingui.config.ts ...]` (a package's `i18n:check`, part of its `test`): fails when
// the PO catalogs or the compiled catalogs lag behind the package's code, or when a Russian
// translation is missing. Each failure says how to fix it. Run in the package's folder; without
// arguments it checks `lingui.config.ts`.
import { spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createCompiledCatalog, getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";

const packageDir = process.cwd();
const linguiCheck = path.join(
  path.dirname(fileURLToPath(import.meta.resolve("@lingui/cli"))),
  "lingui-check.js",
);
// Russian is the interface language: every message needs a real translation, not the en-US fallback.
const interfaceLocale = "ru";

const failures = [];

function runLinguiCheck(configPath, args, fix) {
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

async function checkCatalog(configFile) {
  const configPath = path.join(packageDir, configFile);
  const config = getConfig({ configPath });
  const poFiles = config.catalogs
    .map(
      (catalog) =>
        `${path.relative(packageDir, catalog.path.replace("<rootDir>", config.rootDir).replace("{locale}", interfaceLocale))}.po`,
    )
    .join(", ");
  console.log(`${configFile}:`);
  runLinguiCheck(
    configPath,
    ["sync", "--clean", "--overwrite"],
    `The PO catalogs of ${configFile} differ from the messages in the code: run \`pnpm i18n:extract\` in ${packageDir}.`,
  );
  runLinguiCheck(
    configPath,
    ["missing", "--locale", interfaceLocale, "--mode", "catalog"],
    `Translate the empty msgstr entries of ${poFiles} in ${packageDir}.`,
  );

  // What `lingui compile` would write, compared with the committed compiled catalogs.
  const catalogs = await getCatalogs(config);
  const stale = [];
  for (const locale of config.locales) {
    let messages = {};
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
      `The compiled catalogs are older than the PO files: run \`pnpm i18n:compile\` in ${packageDir}.`,
    );
  } else {
    console.log("PASS compiled: Compiled catalogs match the PO files.");
  }
}

const configFiles = process.argv.slice(2);
for (const configFile of configFiles.length > 0 ? configFiles : ["lingui.config.ts"]) {
  await checkCatalog(configFile);
}

if (failures.length > 0) {
  console.error(`\ni18n check failed:\n${failures.map((failure) => `  - ${failure}`).join("\n")}`);
  process.exitCode = 1;
}
