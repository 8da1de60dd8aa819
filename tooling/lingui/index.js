import { formatter } from "@lingui/format-po";

// One Lingui setup for every package with messages (the storefront, @shop/ui, @shop/i18n): messages
// have explicit keys (`about.contacts.title`) with the English source text beside each key in the
// code; Russian is the interface language and en-US fills any gap at compile time.

const TESTS_AND_GENERATED = [
  "**/node_modules/**",
  "**/*.gen.ts",
  "**/*.test.ts",
  "**/*.test.tsx",
  "**/*.stories.tsx",
  "**/styled-system/**",
];

/**
 * A package's Lingui config: its messages are extracted from `include` (tests, stories and
 * generated files left out) into `locales/{locale}/<name>.po` and compiled into
 * `<compiledDir>/{locale}.gen.ts`, both below the config's folder.
 * @example
 *   export default linguiConfig({ include: ["<rootDir>/src"], compiledDir: "<rootDir>/src/catalogs" });
 */
export function linguiConfig({ include, exclude = [], name = "messages", compiledDir }) {
  return {
    sourceLocale: "en-US",
    locales: ["en-US", "ru"],
    fallbackLocales: { default: "en-US" },
    catalogs: [
      {
        path: `<rootDir>/locales/{locale}/${name}`,
        include,
        exclude: [...TESTS_AND_GENERATED, ...exclude],
      },
    ],
    // Compiled catalogs are TypeScript modules inside src/, so consumers that read the sources
    // (`@shop/source`) need no build step; `.gen.ts` keeps formatters and linters off them.
    catalogsMergePath: `${compiledDir}/{locale}.gen`,
    compileNamespace: "ts",
    orderBy: "messageId",
    // Without line numbers a catalog only changes when a message does, not when code around it moves.
    format: formatter({ lineNumbers: false, explicitIdAsDefault: true }),
  };
}
