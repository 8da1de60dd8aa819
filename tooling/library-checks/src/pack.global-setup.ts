// Packs the four libraries once per run, as `pnpm publish` would (publishConfig applied,
// workspace: ranges replaced), into a temporary folder that every test file reads.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { packLibraries } from "./pack";

declare module "vitest" {
  export interface ProvidedContext {
    /** Library name (`ui`) → path of its packed tarball. */
    tarballs: Record<string, string>;
  }
}

export default async function setup(project: TestProject) {
  const destination = mkdtempSync(join(tmpdir(), "shop-libraries-"));
  project.provide("tarballs", await packLibraries(destination));
  return () => rmSync(destination, { recursive: true, force: true });
}
