// docs/contract.md is what another team reads next to the libraries' READMEs: it names only files a
// clone of this repository has (SPEC.md lives outside it), documents the health check, and says
// one thing about who assigns a customer's trading contract.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repositoryRoot } from "./readme-blocks";

const contract = readFileSync(join(repositoryRoot, "docs/contract.md"), "utf8");
const tracked = execFileSync("git", ["ls-files"], { cwd: repositoryRoot, encoding: "utf8" }).split("\n");

/** Names of files in the text: `apps/api/icons/tea.svg`, `SPEC.md`, `declarations.contract.ts`. */
function fileNames(text: string) {
  const names = text.matchAll(
    /(?<![\w/.-])((?:[\w.-]+\/)*[\w-]+(?:\.[\w-]+)*\.(?:md|ts|tsx|mts|mjs|cjs|json|yaml|po|css))\b/g,
  );
  return [...new Set([...names].map((match) => match[1] ?? ""))].filter(
    // Files an install or a build makes are not in the repository by design.
    (name) => !/(^|\/)(dist|node_modules|styled-system|reports)\//.test(name) && !name.startsWith("openapi."),
  );
}

describe("docs/contract.md", () => {
  it("names only files that are in the repository", () => {
    const names = fileNames(contract);
    expect(names.length).toBeGreaterThan(0);
    const missing = names.filter(
      (name) => !tracked.some((path) => path === name || path.endsWith(`/${name}`)),
    );
    expect(missing).toEqual([]);
  });

  it("documents the health check and who assigns a trading contract, once", () => {
    expect(contract).toMatch(/`GET \/health`/);
    expect(contract).not.toMatch(/no API to assign/);
    // Staff assign one with the account's PATCH (whatever else that body may take).
    expect(contract).toMatch(/PATCH \/user\/admin\/users\/\{id\}` `\{[^`]*tradingContract/);
  });
});
