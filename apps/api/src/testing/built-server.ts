import { mkdir, mkdtemp, readFile, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "tsup";
import productionBuild from "../../tsup.config";

const apiDir = fileURLToPath(new URL("../..", import.meta.url));

/** The API bundled as `pnpm build` bundles it, in a folder of its own. */
export interface BuiltServer {
  /** The bundle's `server.js`, for `startApiProcess(env, { script })`. */
  script: string;
  /** Node's options of the API's `start` script (`node <flags> dist/server.js`). */
  nodeFlags: string[];
  /** Deletes the folder. */
  remove(): Promise<void>;
}

/**
 * Bundles `src/server.ts` with the package's own tsup.config.ts into a temporary folder laid out
 * like the package (the bundle in `dist/`, links to `drizzle/`, `icons/`, `package.json` and
 * `node_modules/` beside it, which the server finds relative to itself), without touching the
 * package's `dist/`, which a build running at the same time owns. Tests of the process as it is
 * deployed (its memory, above all: a bundle loads differently from the sources) run this, with
 * plain Node: `startApiProcess(env, { script, nodeFlags, fromSources: false })`.
 * @example
 *   const server = await buildServer();
 *   const api = await startApiProcess(env, { script: server.script, nodeFlags: server.nodeFlags, fromSources: false });
 */
export async function buildServer(): Promise<BuiltServer> {
  const root = await mkdtemp(join(tmpdir(), "shop-api-build-"));
  try {
    for (const name of ["drizzle", "icons", "package.json", "node_modules"]) {
      await symlink(join(apiDir, name), join(root, name));
    }
    await mkdir(join(root, "dist"));
    const config = Array.isArray(productionBuild) ? productionBuild[0] : productionBuild;
    if (typeof config !== "object" || config === null) throw new Error("tsup.config.ts exports no options");
    const bundled = Array.isArray(config.noExternal) ? config.noExternal : [];
    await build({
      ...config,
      entry: { server: join(apiDir, "src/server.ts") },
      outDir: join(root, "dist"),
      config: false,
      sourcemap: false,
      silent: true,
      // The workspace's packages from their sources, as the tests read them: their builds may not
      // exist yet (`./shop test` builds beside the tests), and Node would need to strip their types.
      noExternal: [...bundled, /^@shop\//],
      esbuildOptions(options, context) {
        config.esbuildOptions?.(options, context);
        options.conditions = ["@shop/source", ...(options.conditions ?? [])];
      },
    });
    const { scripts } = JSON.parse(await readFile(join(apiDir, "package.json"), "utf8")) as {
      scripts: { start: string };
    };
    return {
      script: join(root, "dist", "server.js"),
      nodeFlags: scripts.start.split(/\s+/).filter((word) => word.startsWith("--")),
      remove: () => rm(root, { recursive: true, force: true }),
    };
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
}
