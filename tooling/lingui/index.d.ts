import type { LinguiConfig } from "@lingui/conf";

export interface PackageCatalogOptions {
  /** Folders or files the messages are extracted from (`<rootDir>/src`). */
  include: string[];
  /** Left out beside tests, stories and generated files; absolute (from `<rootDir>`). */
  exclude?: string[];
  /** The PO file's name in `locales/{locale}/` (default `messages`). */
  name?: string;
  /** Where the compiled `{locale}.gen.ts` go (`<rootDir>/src/catalogs`). */
  compiledDir: string;
}

/**
 * A package's Lingui config: its messages are extracted from `include` (tests, stories and
 * generated files left out) into `locales/{locale}/<name>.po` and compiled into
 * `<compiledDir>/{locale}.gen.ts`, both below the config's folder.
 * @example
 *   export default linguiConfig({ include: ["<rootDir>/src"], compiledDir: "<rootDir>/src/catalogs" });
 */
export declare function linguiConfig(options: PackageCatalogOptions): LinguiConfig;
