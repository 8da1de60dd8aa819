import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { LIBRARIES, repositoryRoot } from "./readme-blocks";

const execFileAsync = promisify(execFile);

/** Runs a command and resolves to its output; rejects with both streams on failure. */
export async function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
) {
  try {
    const { stdout, stderr } = await execFileAsync(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      maxBuffer: 64 * 1024 * 1024,
    });
    return `${stdout}${stderr}`;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(
      `${command} ${args.join(" ")} failed in ${options.cwd}:\n${failed.stdout ?? ""}${failed.stderr ?? failed.message}`,
    );
  }
}

/** `pnpm pack` of each library into `destination`; library name → tarball path. */
export async function packLibraries(destination: string) {
  const tarballs: Record<string, string> = {};
  for (const library of LIBRARIES) {
    const before = new Set(readdirSync(destination));
    await run("pnpm", ["pack", "--pack-destination", destination], {
      cwd: join(repositoryRoot, "packages", library),
    });
    const created = readdirSync(destination).find((name) => !before.has(name) && name.endsWith(".tgz"));
    if (!created) throw new Error(`pnpm pack of ${library} wrote no tarball`);
    tarballs[library] = join(destination, created);
  }
  return tarballs;
}
