// The TypeScript code blocks of the libraries' READMEs, as the checks read them.
//
// - A library's documents are its README and the pages of `docs/<library>/` (the reference that
//   moved out of the README): their blocks are checked alike, so no example escapes the checks.
// - Every ```ts and ```tsx block is type-checked as a module of its own (`readme-types.test.ts`).
// - A block inside an HTML comment (`<!-- … -->`, so GitHub does not show it) is hidden context:
//   it is put in front of the next shown block of the file, like the `# ` lines of a Rust doctest.
//   It declares what the example takes from the app around it (`declare function logout(): void`).
// - ```ts run marks a block that runs as it is in Node against the reference API
//   (`readme-run.e2e.ts`): its `http://localhost:3000` (the shop of `./shop start`) is replaced by
//   a throwaway API's address, and each `console.log(…); // → text` must print that text, in order.
// - A block whose first line is `// path/file.tsx` (or `/* path/file.css */`) is that file of the
//   example app: the consumer test (`consumer.test.ts`) writes the ui README's files into an app.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const repositoryRoot = resolve(fileURLToPath(new URL("../../..", import.meta.url)));

/** The published libraries, in the order their READMEs are read. */
export const LIBRARIES = ["api-client", "cart-core", "ui", "i18n"] as const;
export type Library = (typeof LIBRARIES)[number];

export interface CodeBlock {
  /** Path of the README from the repository root. */
  readme: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** The fence's language: ts, tsx, css, sh… */
  lang: string;
  /** Words after the language (`run`). */
  meta: string[];
  /** The block's text as a reader sees it. */
  code: string;
  /** Hidden context put before `code` (from commented-out blocks just above); "" when none. */
  hidden: string;
  /** The file of the example app the block is (`// src/App.tsx` on its first line), if any. */
  file: string | undefined;
}

const TYPESCRIPT = new Set(["ts", "tsx", "typescript"]);

export const isTypeScript = (block: CodeBlock) => TYPESCRIPT.has(block.lang);
export const isRunnable = (block: CodeBlock) => isTypeScript(block) && block.meta.includes("run");

/**
 * Every fenced code block of a Markdown file, shown ones with the hidden context before them.
 * @example
 *   readBlocks("packages/cart-core/README.md").filter(isTypeScript)
 */
export function readBlocks(readme: string, text = readFileSync(join(repositoryRoot, readme), "utf8")) {
  const lines = text.split("\n");
  const blocks: CodeBlock[] = [];
  let inComment = false;
  let pendingHidden: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? "";
    const fence = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/.exec(line);
    if (!fence) {
      // A comment that opens and closes on other lines than fences: track whether we are in one.
      if (!inComment && line.includes("<!--") && !line.includes("-->")) inComment = true;
      else if (inComment && line.includes("-->")) inComment = false;
      continue;
    }
    const [, indent = "", marker = "```", lang = "", info = ""] = fence;
    const body: string[] = [];
    let end = index + 1;
    for (; end < lines.length; end += 1) {
      const closing = lines[end] ?? "";
      if (closing.trim().startsWith(marker) && closing.trim().replaceAll(marker[0] ?? "`", "") === "") break;
      body.push(closing.startsWith(indent) ? closing.slice(indent.length) : closing);
    }
    const code = `${body.join("\n")}\n`;
    if (inComment) {
      if (TYPESCRIPT.has(lang)) pendingHidden.push(code);
    } else {
      const file = /^(?:\/\/|\/\*)\s*([\w./-]+\.\w+)\s*(?:\*\/)?\s*$/.exec(body[0] ?? "")?.[1];
      blocks.push({
        readme,
        line: index + 1,
        lang,
        meta: info.split(/\s+/).filter(Boolean),
        code,
        hidden: TYPESCRIPT.has(lang) ? pendingHidden.join("") : "",
        file,
      });
      if (TYPESCRIPT.has(lang)) pendingHidden = [];
    }
    index = end;
  }
  return blocks;
}

/**
 * A library's documents, from the repository root: its README, then its pages in `docs/<library>/`.
 * @example
 *   libraryDocuments("cart-core") // ["packages/cart-core/README.md", "docs/cart-core/cart-state.md", …]
 */
export function libraryDocuments(library: Library) {
  const dir = join(repositoryRoot, "docs", library);
  const pages = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith(".md"))
        .sort()
        .map((name) => `docs/${library}/${name}`)
    : [];
  return [`packages/${library}/README.md`, ...pages];
}

/** The library a document belongs to: `packages/ui/README.md` and `docs/ui/styles.md` are ui's. */
export const libraryOf = (document: string) => document.split("/")[1] ?? "";

/** The blocks of every library's README and docs pages. */
export function libraryBlocks() {
  return LIBRARIES.flatMap((name) => libraryDocuments(name).flatMap((document) => readBlocks(document)));
}

/** A short name of a block for test titles: `packages/ui/README.md:120 (tsx)`. */
export const blockName = (block: CodeBlock) =>
  `${block.readme}:${block.line} (${[block.lang, ...block.meta].join(" ")}${block.file ? `, ${block.file}` : ""})`;
