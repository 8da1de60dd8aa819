// What `./shop check` runs for a change: the short loop of issue 43. `./shop test` runs everything
// (about 25 minutes on two cores); a change inside one package wants its answer in a few.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";

/**
 * The files a change touches: those that differ from `since` (committed or not) and the new files
 * git does not track yet, as paths from the repository's root.
 * @param {string} root
 * @param {string} since a git revision: HEAD for the work not yet committed, origin/main for a branch
 * @returns {string[]}
 */
export function changedFiles(root, since) {
  const git = (args) => {
    const result = spawnSync("git", args, { cwd: root, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr.trim()}`);
    return result.stdout.split("\n").filter(Boolean);
  };
  const differing = git(["diff", "--name-only", since]);
  const untracked = git(["ls-files", "--others", "--exclude-standard"]);
  return [...new Set([...differing, ...untracked])].filter((file) => existsSync(join(root, file)));
}

/**
 * The workspace packages of the repository: name and folder, from each package.json under apps/,
 * packages/ and tooling/.
 * @param {string} root
 * @returns {{ name: string, dir: string, scripts: Record<string, string>, dependencies: string[] }[]}
 */
export function workspacePackages(root) {
  return ["apps", "packages", "tooling"].flatMap((group) =>
    readdirSync(join(root, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(root, group, entry.name, "package.json")))
      .map((entry) => {
        const manifest = JSON.parse(readFileSync(join(root, group, entry.name, "package.json"), "utf8"));
        const dependencies = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
        return {
          name: manifest.name,
          dir: `${group}/${entry.name}`,
          scripts: manifest.scripts ?? {},
          dependencies,
        };
      }),
  );
}

/**
 * What to run for a set of changed files: the packages they belong to (turbo adds their
 * dependents with `...name`), the files Biome should check, and the storefront's end-to-end specs
 * of the touched features (a changed spec, or the specs named after a feature folder whose files
 * changed: src/features/cart -> e2e/cart.spec.ts, src/features/admin -> e2e/admin-*.spec.ts).
 * A change outside any package (the root's config, the toolchain) means: run `./shop test`.
 * @param {string} root
 * @param {string[]} files
 */
export function plan(root, files) {
  const packages = workspacePackages(root);
  const owner = (file) => packages.find((pkg) => file.startsWith(`${pkg.dir}/`));
  const touched = [...new Set(files.map(owner).filter(Boolean))];
  // The touched packages and every package that depends on one of them, directly or not.
  const affected = new Set(touched);
  for (let grew = true; grew; ) {
    grew = false;
    for (const pkg of packages) {
      if (!affected.has(pkg) && pkg.dependencies.some((name) => [...affected].some((a) => a.name === name))) {
        affected.add(pkg);
        grew = true;
      }
    }
  }
  const outside = files.filter((file) => !owner(file) && !/^(?:docs\/|\.changeset\/|[^/]+\.md$)/.test(file));
  const lintable = files.filter((file) => /\.(?:[cm]?[jt]sx?|json|css)$/.test(file));

  const specsDir = join(root, "apps/storefront/e2e");
  const specs = existsSync(specsDir) ? readdirSync(specsDir).filter((name) => name.endsWith(".spec.ts")) : [];
  const e2e = new Set();
  for (const file of files) {
    const spec = /^apps\/storefront\/e2e\/([^/]+\.spec\.ts)$/.exec(file)?.[1];
    if (spec) e2e.add(spec);
    const feature = /^apps\/storefront\/src\/features\/([^/]+)\//.exec(file)?.[1];
    if (feature) {
      for (const name of specs) {
        if (name === `${feature}.spec.ts` || name.startsWith(`${feature}-`)) e2e.add(name);
      }
    }
  }
  return {
    packages: touched,
    affected: [...affected],
    outside,
    lintable,
    e2e: [...e2e].sort().map((name) => `e2e/${basename(name)}`),
  };
}

/**
 * A package's `test` script with each `vitest run` narrowed to the tests related to the change
 * (Vitest's `--changed`: the test files whose imports reach a changed file), or undefined when the
 * package has no Vitest tests.
 * @param {string} script
 * @param {string} since
 * @param {string[]} [extra] more Vitest arguments
 */
export function narrowedTestScript(script, since, extra = []) {
  if (!script || !/\bvitest run\b/.test(script)) return undefined;
  const flags = ["--changed", since, "--passWithNoTests", ...extra].map((flag) =>
    /^[\w@./=:-]+$/.test(flag) ? flag : `'${flag.replaceAll("'", "'\\''")}'`,
  );
  return script.replace(/\bvitest run\b/g, `vitest run ${flags.join(" ")}`);
}
