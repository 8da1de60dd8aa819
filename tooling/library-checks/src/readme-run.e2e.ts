// The runnable README blocks (```ts run) run as they are, in Node, against the built libraries and
// the built reference API (a throwaway one: apps/api/dist/server.js on a free port and an empty
// embedded database, seeded at start). A block's `http://localhost:3000` (the shop of
// `./shop start`) becomes that API's address; every `console.log(…); // → text` must print that
// text, in order, and the block must exit 0.
import { execFile } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { type RunningApi, startApi } from "@shop/cli/api-process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blockName, isRunnable, LIBRARIES, libraryBlocks } from "./readme-blocks";

const execFileAsync = promisify(execFile);
const packageDir = fileURLToPath(new URL("..", import.meta.url));
const workDir = join(packageDir, ".readme", "run");
const blocks = libraryBlocks().filter(isRunnable);

/** Non-breaking spaces (Intl's, in prices and numbers) read as spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ").trim();

/** The texts a block's `console.log(…); // → text` lines promise, in order. */
function expectedOutput(code: string) {
  const logs = code.split("\n").filter((line) => /\bconsole\.log\(/.test(line));
  return logs.map((line) => {
    const expected = /\/\/ → (.*)$/.exec(line)?.[1];
    if (expected === undefined)
      throw new Error(`a console.log without "// → expected output": ${line.trim()}`);
    return plain(expected);
  });
}

let api: RunningApi | undefined;
beforeAll(async () => {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  api = await startApi();
});
afterAll(async () => {
  await api?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

describe("README blocks marked `run` run against the built API", () => {
  it("the api-client, cart-core and i18n READMEs have runnable examples", () => {
    for (const library of LIBRARIES.filter((name) => name !== "ui")) {
      expect(
        blocks.some((block) => block.readme === `packages/${library}/README.md`),
        library,
      ).toBe(true);
    }
  });

  blocks.forEach((block, index) => {
    it(blockName(block), async () => {
      expect(block.hidden, "a runnable block shows everything it runs").toBe("");
      const origin = new URL(api?.baseURL ?? "").origin;
      const file = join(workDir, `${block.readme.split("/")[1]}-${index + 1}.ts`);
      writeFileSync(file, block.code.replaceAll("http://localhost:3000", origin));
      const { stdout } = await execFileAsync(
        process.execPath,
        ["--disable-warning=ExperimentalWarning", file],
        {
          cwd: packageDir,
          timeout: 50_000,
        },
      ).catch((error: { stdout?: string; stderr?: string; message: string }) => {
        throw new Error(`${blockName(block)} failed:\n${error.stdout ?? ""}${error.stderr ?? error.message}`);
      });
      expect(stdout.split("\n").filter(Boolean).map(plain)).toEqual(expectedOutput(block.code));
    });
  });
});
