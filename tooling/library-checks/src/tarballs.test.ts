// The four packed tarballs as the registry would get them: licence, manifest, exports, peers,
// `publint --strict` and Are the Types Wrong (ESM only), on the tarball itself.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { publint } from "publint";
import { formatMessage } from "publint/utils";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { run } from "./pack";
import { LIBRARIES, readBlocks, repositoryRoot } from "./readme-blocks";

type Manifest = Record<string, unknown> & {
  name: string;
  exports?: unknown;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
};

const rootManifest = JSON.parse(readFileSync(join(repositoryRoot, "package.json"), "utf8")) as {
  repository: { url: string };
};
/** https://github.com/owner/name, from the root package.json. */
const repositoryUrl = rootManifest.repository.url.replace(/^git\+/, "").replace(/\.git$/, "");
const rootLicense = readFileSync(join(repositoryRoot, "LICENSE"), "utf8");

const unpackedRoot = mkdtempSync(join(tmpdir(), "shop-unpacked-"));
const unpacked: Record<string, { dir: string; manifest: Manifest; files: string[] }> = {};

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

beforeAll(() => {
  const tarballs = inject("tarballs");
  for (const library of LIBRARIES) {
    const target = join(unpackedRoot, library);
    execFileSync("mkdir", ["-p", target]);
    execFileSync("tar", ["-xzf", tarballs[library] ?? "", "-C", target]);
    const dir = join(target, "package");
    unpacked[library] = {
      dir,
      manifest: JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Manifest,
      files: listFiles(dir).map((file) => relative(dir, file)),
    };
  }
});
afterAll(() => rmSync(unpackedRoot, { recursive: true, force: true }));

/** Every file an `exports` entry points at. */
function exportTargets(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value !== "object" || value === null) return [];
  return Object.values(value).flatMap(exportTargets);
}

/** Bare specifiers imported by the built JavaScript (`@scope/name/sub` → `@scope/name`). */
function importedPackages(dir: string, files: string[]) {
  const names = new Set<string>();
  for (const file of files.filter((name) => name.startsWith("dist/") && name.endsWith(".js"))) {
    const code = readFileSync(join(dir, file), "utf8");
    const statements = code.matchAll(/^(?:import|export)\s*(?:[\w*\s{},$]*?\s*from\s*)?["']([^"']+)["']/gm);
    const dynamic = code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g);
    for (const match of [...statements, ...dynamic]) {
      const specifier = match[1] ?? "";
      if (specifier.startsWith(".") || specifier.startsWith("node:")) continue;
      const parts = specifier.split("/");
      names.add(specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier));
    }
  }
  return [...names].sort();
}

describe.each(LIBRARIES)("@shop/%s as packed", (library) => {
  const pkg = () => {
    const entry = unpacked[library];
    if (!entry) throw new Error(`${library} was not unpacked`);
    return entry;
  };

  it("carries the repository's MIT LICENSE", () => {
    expect(pkg().files).toContain("LICENSE");
    expect(readFileSync(join(pkg().dir, "LICENSE"), "utf8")).toBe(rootLicense);
    expect(pkg().manifest.license).toBe("MIT");
  });

  it("names its repository, homepage, bugs and engines", () => {
    const { manifest } = pkg();
    expect(manifest.repository).toEqual({
      type: "git",
      url: `git+${repositoryUrl}.git`,
      directory: `packages/${library}`,
    });
    expect(manifest.homepage).toBe(`${repositoryUrl}/tree/main/packages/${library}#readme`);
    expect(manifest.bugs).toEqual({ url: `${repositoryUrl}/issues` });
    expect(manifest.engines).toEqual({ node: ">=22.18" });
  });

  it("publishes exports without the monorepo's @shop/source condition, each pointing at a packed file", () => {
    const { manifest, files } = pkg();
    expect(JSON.stringify(manifest)).not.toContain("@shop/source");
    const targets = exportTargets(manifest.exports);
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) expect(files, target).toContain(target.replace(/^\.\//, ""));
  });

  it("declares every package its built code imports, with no workspace: range left", () => {
    const { manifest, dir, files } = pkg();
    const declared = { ...manifest.dependencies, ...manifest.peerDependencies };
    for (const name of importedPackages(dir, files))
      expect(declared, `${name} is imported`).toHaveProperty([name]);
    expect(JSON.stringify(manifest)).not.toContain("workspace:");
  });

  it("has a README that begins with the install line, its required peers included", () => {
    const { manifest, dir } = pkg();
    const first = readBlocks(
      `packages/${library}/README.md`,
      readFileSync(join(dir, "README.md"), "utf8"),
    )[0];
    expect(first?.lang).toBe("sh");
    const named = (first?.code ?? "")
      .split(/\s+/)
      .filter((word) => word.startsWith("@") || /^[a-z]/.test(word))
      .map((word) => word.replace(/(?<=.)@.*$/, ""));
    expect(named).toContain(manifest.name);
    const optional = manifest.peerDependenciesMeta ?? {};
    for (const peer of Object.keys(manifest.peerDependencies ?? {}).filter(
      (name) => !optional[name]?.optional,
    )) {
      expect(named, peer).toContain(peer);
    }
  });

  it("passes publint --strict", async () => {
    const { messages, pkg: linted } = await publint({ pkgDir: pkg().dir, pack: false, strict: true });
    expect(messages.map((message) => formatMessage(message, linted, { color: false }))).toEqual([]);
  });

  it("has types that resolve in every module system it supports (attw, ESM only)", async () => {
    const attw = fileURLToPath(new URL("../node_modules/.bin/attw", import.meta.url));
    const tarball = inject("tarballs")[library] ?? "";
    expect(existsSync(attw)).toBe(true);
    await run(attw, [tarball, "--profile", "esm-only", "--format", "ascii", "--no-color"], {
      cwd: unpackedRoot,
    });
  });
});

describe("the libraries together", () => {
  it("ask for the same range of every peer they share, @lingui/core included for i18n", () => {
    const ranges = new Map<string, Map<string, string>>();
    for (const library of LIBRARIES) {
      for (const [name, range] of Object.entries(unpacked[library]?.manifest.peerDependencies ?? {})) {
        const byLibrary = ranges.get(name) ?? new Map<string, string>();
        byLibrary.set(library, range);
        ranges.set(name, byLibrary);
      }
    }
    for (const [name, byLibrary] of ranges) {
      expect(new Set(byLibrary.values()).size, `${name}: ${JSON.stringify([...byLibrary])}`).toBe(1);
    }
    expect(unpacked.i18n?.manifest.peerDependencies).toHaveProperty(["@lingui/core"]);
    expect(unpacked.i18n?.manifest.dependencies ?? {}).not.toHaveProperty(["@lingui/core"]);
    expect(ranges.get("react")?.size).toBeGreaterThanOrEqual(2);
  });

  it("version together, and ui's peer on i18n accepts the i18n released with it", () => {
    const versions = new Set(LIBRARIES.map((library) => unpacked[library]?.manifest.version));
    expect(versions.size).toBe(1);
    expect(unpacked.ui?.manifest.peerDependencies?.["@shop/i18n"]).toBe(`^${[...versions][0]}`);
  });
});
