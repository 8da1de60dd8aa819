// Every TypeScript block of the four library READMEs and of their pages in docs/<library>/ compiles
// against the built libraries, as another team's code would: the packages resolve to dist/ (no
// `@shop/source` condition), strict mode, `verbatimModuleSyntax`. One TypeScript program for all
// blocks keeps it to seconds. The documents' links must lead to files (and headings) that exist.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import {
  blockName,
  type CodeBlock,
  isTypeScript,
  LIBRARIES,
  libraryBlocks,
  libraryDocuments,
  libraryOf,
  repositoryRoot,
} from "./readme-blocks";

const workDir = fileURLToPath(new URL("../.readme/types/", import.meta.url));

const options: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2023,
  lib: ["lib.es2023.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  isolatedModules: true,
  verbatimModuleSyntax: true,
  skipLibCheck: true,
  noEmit: true,
  types: ["node"],
};

const blocks = libraryBlocks().filter(isTypeScript);
/** A block's file: the example app's own path for `// src/App.tsx` blocks, so they import each other. */
const fileOf = (block: CodeBlock, index: number) => {
  const library = libraryOf(block.readme);
  if (block.file) return join(workDir, `${library}-app`, block.file);
  return join(
    workDir,
    `${library}-${String(index + 1).padStart(2, "0")}.${block.lang === "tsx" ? "tsx" : "ts"}`,
  );
};

/** Diagnostics per block file, with lines pointing into the README. */
function compileAll() {
  for (const library of LIBRARIES) {
    const dist = join(repositoryRoot, "packages", library, "dist");
    if (!existsSync(dist))
      throw new Error(`${dist} is missing: build the libraries first (turbo runs ^build)`);
  }
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  // What an app's bundler (Vite) declares: a stylesheet import is a side effect.
  const ambient = join(workDir, "ambient.d.ts");
  writeFileSync(ambient, 'declare module "*.css";\n');
  const files = blocks.map((block, index) => {
    const file = fileOf(block, index);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, block.hidden + block.code);
    return file;
  });
  const program = ts.createProgram([ambient, ...files], options);
  const results = new Map<string, string[]>();
  blocks.forEach((block, index) => {
    const file = fileOf(block, index);
    const source = program.getSourceFile(file);
    const hiddenLines = block.hidden === "" ? 0 : block.hidden.split("\n").length - 1;
    const messages = (source ? ts.getPreEmitDiagnostics(program, source) : []).map((diagnostic) => {
      const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
      if (diagnostic.file === undefined || diagnostic.start === undefined) return text;
      const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      const where =
        diagnostic.file.fileName === file
          ? line < hiddenLines
            ? `hidden context line ${line + 1}`
            : `${block.readme}:${block.line + 1 + line - hiddenLines}`
          : diagnostic.file.fileName;
      return `${where}: ${text}`;
    });
    results.set(file, messages);
  });
  return results;
}

describe("README TypeScript blocks compile against the built libraries", () => {
  let results: Map<string, string[]> | undefined;
  const diagnostics = (block: CodeBlock, index: number) => {
    results ??= compileAll();
    return results.get(fileOf(block, index));
  };

  it("every library README has TypeScript examples", () => {
    for (const library of LIBRARIES) {
      expect(
        blocks.some((block) => block.readme === `packages/${library}/README.md`),
        library,
      ).toBe(true);
    }
  });

  it("reads the pages of docs/<library>/ too", () => {
    const pages = LIBRARIES.flatMap((library) => libraryDocuments(library).slice(1));
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages.filter((name) => /^```tsx?\b/m.test(readText(name))))
      expect(
        blocks.some((block) => block.readme === page),
        page,
      ).toBe(true);
  });

  blocks.forEach((block, index) => {
    it(blockName(block), { timeout: 120_000 }, () => {
      expect(diagnostics(block, index)).toEqual([]);
    });
  });
});

const readText = (path: string) => readFileSync(join(repositoryRoot, path), "utf8");
const rootManifest = JSON.parse(readText("package.json")) as { repository: { url: string } };
/** `https://github.com/owner/name/blob/main/`: how a published README links to the repository's files. */
const repositoryFiles = `${rootManifest.repository.url.replace(/^git\+/, "").replace(/\.git$/, "")}/blob/main/`;

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");

/** The Markdown links of a document outside its code blocks: `[text](target)`. */
function linksOf(text: string) {
  const prose = text.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, "");
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? "");
}

describe("the links of the libraries' READMEs and docs pages", () => {
  const documents = LIBRARIES.flatMap((library) => libraryDocuments(library));

  it.each(documents)("%s links only to files and headings that exist", (document) => {
    const broken: string[] = [];
    for (const link of linksOf(readText(document))) {
      if (/^(mailto:|#)/.test(link)) continue;
      if (/^https?:/.test(link) && !link.startsWith(repositoryFiles)) continue;
      const [target = "", anchor] = link.split("#");
      const path = target.startsWith(repositoryFiles)
        ? target.slice(repositoryFiles.length)
        : normalize(join(dirname(document), target));
      if (!existsSync(join(repositoryRoot, path))) {
        broken.push(`${link}: no file ${path}`);
        continue;
      }
      if (anchor !== undefined && path.endsWith(".md")) {
        const headings = readText(path)
          .split("\n")
          .flatMap((line) => /^#{1,6}\s+(.*)$/.exec(line)?.[1] ?? [])
          .map(anchorOf);
        if (!headings.includes(anchor)) broken.push(`${link}: no heading #${anchor} in ${path}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it.each(LIBRARIES)(
    "packages/%s/README.md links outside its package by absolute URL (npm shows it apart from the repository)",
    (library) => {
      const relativeOutside = linksOf(readText(`packages/${library}/README.md`)).filter((link) =>
        link.startsWith("../"),
      );
      expect(relativeOutside).toEqual([]);
    },
  );
});
