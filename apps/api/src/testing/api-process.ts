import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const apiDir = fileURLToPath(new URL("../..", import.meta.url));
const serverSource = fileURLToPath(new URL("../server.ts", import.meta.url));
const resolveHooks = fileURLToPath(new URL("./typescript-resolve.ts", import.meta.url));

/** The API as a child process on a loopback port, the way it runs in production. */
export interface ApiProcess {
  /** `http://127.0.0.1:<port>/api` */
  baseURL: string;
  pid: number;
  /** The process's last 20 000 characters of output (its log), for failure messages. */
  output(): string;
  /** Whether the process is still running. */
  running(): boolean;
  /** SIGTERM (a clean stop: the server closes its database) and waits for the exit. */
  stop(): Promise<void>;
  /** SIGKILL: the process dies at once, whatever it was doing, as in a crash or an OOM kill. */
  kill(): Promise<void>;
}

/**
 * A TCP port nobody listens on right now.
 * @example
 *   const port = await freePort();
 */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== "object" || address === null) throw new Error("no free port");
  return address.port;
}

async function exitOf(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await once(child, "exit");
}

export interface ApiProcessOptions {
  /** How long the API may take to answer `/health`. */
  timeoutMs?: number;
  /** The server to run: `src/server.ts` by default, or a bundle of it (see built-server.ts). */
  script?: string;
  /** Node's options before the script, such as the heap flags of the API's `start` script. */
  nodeFlags?: string[];
  /**
   * Whether Node reads TypeScript (the server's and the workspace packages' sources; see
   * typescript-resolve.ts). A bundle that holds them (built-server.ts) runs on plain Node.
   */
  fromSources?: boolean;
}

/**
 * Starts `src/server.ts` in a child process (Node strips the types; see typescript-resolve.ts) and
 * resolves once `/api/health` answers 200, migrations and seed done. `env` is added to this
 * process's environment, without `JWT_SECRET`, `DATABASE_URL` and `PORT` unless given.
 * Workspace packages are read from their sources, so nothing needs to be built first.
 * @example
 *   const api = await startApiProcess({ DATA_DIR: dir, SEED_PRODUCTS: "30" });
 *   await fetch(`${api.baseURL}/health`);
 *   await api.stop();
 */
export async function startApiProcess(
  env: Record<string, string>,
  { timeoutMs = 90_000, script = serverSource, nodeFlags = [], fromSources = true }: ApiProcessOptions = {},
): Promise<ApiProcess> {
  const port = await freePort();
  const { JWT_SECRET: _secret, DATABASE_URL: _url, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    [...nodeFlags, ...(fromSources ? ["--conditions=@shop/source", "--import", resolveHooks] : []), script],
    {
      cwd: apiDir,
      env: {
        ...inherited,
        NODE_ENV: "development",
        LOG_LEVEL: "warn",
        HOST: "127.0.0.1",
        ...env,
        PORT: String(port),
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let log = "";
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString("utf8")).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const baseURL = `http://127.0.0.1:${port}/api`;
  const api: ApiProcess = {
    baseURL,
    pid: child.pid ?? 0,
    output: () => log,
    running: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (!api.running()) return;
      child.kill("SIGTERM");
      await exitOf(child);
    },
    async kill() {
      if (!api.running()) return;
      child.kill("SIGKILL");
      await exitOf(child);
    },
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!api.running()) throw new Error(`the API exited while starting:\n${log}`);
    const healthy = await fetch(`${baseURL}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return api;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await api.kill();
  throw new Error(`the API did not answer /health within ${timeoutMs} ms:\n${log}`);
}
