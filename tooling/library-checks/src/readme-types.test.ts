// Every TypeScript block of the four library READMEs compiles against the built libraries, as
// another team's code would: the packages resolve to dist/ (no `@shop/source` condition), strict
// mode, `verbatimModuleSyntax`. One TypeScript program for all blocks keeps it to seconds.
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import {
  blockName,
  type CodeBlock,
  isTypeScript,
  LIBRARIES,
  libraryBlocks,
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
  const library = block.readme.split("/")[1] ?? "";
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

  blocks.forEach((block, index) => {
    it(blockName(block), { timeout: 120_000 }, () => {
      expect(diagnostics(block, index)).toEqual([]);
    });
  });
});
