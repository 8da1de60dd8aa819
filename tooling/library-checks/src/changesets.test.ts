// A `changeset version` dry run, as a release would do it, in a throwaway copy of the workspace's
// manifests and changesets (git-initialised, so each entry has a commit to link): the four
// libraries get one new version and CHANGELOGs whose entries link their commits. The repository
// itself is never versioned.
import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run } from "./pack";
import { LIBRARIES, repositoryRoot } from "./readme-blocks";

const copy = mkdtempSync(join(tmpdir(), "shop-changeset-version-"));
const changesetBin = fileURLToPath(new URL("../node_modules/.bin/changeset", import.meta.url));
const config = JSON.parse(readFileSync(join(repositoryRoot, ".changeset/config.json"), "utf8")) as {
  changelog: [string, { repo: string }];
};
const BUMPS = ["patch", "minor", "major"] as const;

const manifestOf = (dir: string, path: string) =>
  JSON.parse(readFileSync(join(dir, path, "package.json"), "utf8")) as { version: string; private?: boolean };
const workspacePackages = ["apps", "packages", "tooling"].flatMap((group) =>
  readdirSync(join(repositoryRoot, group))
    .map((name) => `${group}/${name}`)
    .filter((path) => existsSync(join(repositoryRoot, path, "package.json"))),
);
const pendingChangesets = readdirSync(join(repositoryRoot, ".changeset")).filter(
  (name) => name.endsWith(".md") && name !== "README.md",
);

/** The version the fixed group should get: the largest bump any changeset asks for. */
function expectedVersion(current: string) {
  let largest = -1;
  for (const name of pendingChangesets) {
    const front = /^---\n([\s\S]*?)\n---/.exec(
      readFileSync(join(repositoryRoot, ".changeset", name), "utf8"),
    )?.[1];
    for (const [, , bump] of (front ?? "").matchAll(/^"?(@shop\/[\w-]+)"?:\s*(patch|minor|major)\s*$/gm)) {
      largest = Math.max(largest, BUMPS.indexOf(bump as (typeof BUMPS)[number]));
    }
  }
  const [major = 0, minor = 0, patch = 0] = current.split(".").map(Number);
  if (largest === 2) return `${major + 1}.0.0`;
  if (largest === 1) return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

beforeAll(async () => {
  for (const file of ["package.json", "pnpm-workspace.yaml"])
    cpSync(join(repositoryRoot, file), join(copy, file));
  cpSync(join(repositoryRoot, ".changeset"), join(copy, ".changeset"), { recursive: true });
  for (const path of workspacePackages) {
    mkdirSync(join(copy, path), { recursive: true });
    for (const file of ["package.json", "CHANGELOG.md"]) {
      if (existsSync(join(repositoryRoot, path, file)))
        cpSync(join(repositoryRoot, path, file), join(copy, path, file));
    }
  }
  const git = (...args: string[]) => execFileSync("git", args, { cwd: copy, stdio: "pipe" });
  git("init", "-q", "-b", "main");
  git("-c", "user.name=check", "-c", "user.email=check@localhost", "add", "-A");
  git("-c", "user.name=check", "-c", "user.email=check@localhost", "commit", "-q", "-m", "release candidate");
  writeFileSync(join(copy, ".git", "info", "exclude"), "");
  await run(changesetBin, ["version"], { cwd: copy, env: { ...process.env, CI: "true" } });
}, 120_000);
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe("changeset version (dry run in a copy)", () => {
  it("has changesets to release", () => {
    expect(pendingChangesets.length).toBeGreaterThan(0);
  });

  it("gives the four libraries one new version, the largest bump any changeset asks for", () => {
    const before = manifestOf(repositoryRoot, "packages/ui").version;
    for (const library of LIBRARIES) {
      expect(manifestOf(copy, `packages/${library}`).version, library).toBe(expectedVersion(before));
    }
  });

  it("writes each library a CHANGELOG whose entries link the commits that added them", () => {
    const head = execFileSync("git", ["rev-parse", "HEAD"], { cwd: copy, encoding: "utf8" }).trim();
    const repo = config.changelog[1].repo;
    for (const library of LIBRARIES) {
      const changelog = readFileSync(join(copy, "packages", library, "CHANGELOG.md"), "utf8");
      expect(changelog).toMatch(
        new RegExp(`^# @shop/${library}\\n\\n## ${manifestOf(copy, `packages/${library}`).version}`),
      );
      expect(changelog).toContain(`[\`${head.slice(0, 7)}\`](${repo}/commit/${head})`);
    }
  });

  it("consumes the changesets and leaves the private packages alone", () => {
    const left = readdirSync(join(copy, ".changeset")).filter(
      (name) => name.endsWith(".md") && name !== "README.md",
    );
    expect(left).toEqual([]);
    for (const path of workspacePackages.filter((path) => !path.startsWith("packages/"))) {
      expect(manifestOf(copy, path).version, path).toBe(manifestOf(repositoryRoot, path).version);
      expect(existsSync(join(copy, path, "CHANGELOG.md")), path).toBe(
        existsSync(join(repositoryRoot, path, "CHANGELOG.md")),
      );
    }
  });

  it("links the repository the manifests name", () => {
    const root = JSON.parse(readFileSync(join(repositoryRoot, "package.json"), "utf8")) as {
      repository: { url: string };
    };
    expect(`git+${config.changelog[1].repo}.git`).toBe(root.repository.url);
    expect(dirname(config.changelog[0])).toBe(".");
  });
});
