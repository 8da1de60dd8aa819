// The built shop on a throwaway database, for the benches that run alone (bench/performance.ts,
// bench/ssr-load.ts): `./shop serve --fresh-data` on a port of their own.

import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export interface StartedShop {
  process: ChildProcess;
  baseUrl: string;
  /** Stops both servers (the throwaway database goes with them). */
  stop(): void;
}

/**
 * Starts the built shop (API on an embedded throwaway database, storefront server) on `port` and
 * the next one, and waits until it answers `/api/health`.
 * @example
 *   const shop = await startShop({ port: 4620, env: { PAGE_CACHE_SECONDS: "0" } });
 *   shop.stop();
 */
export async function startShop({
  port,
  env = {},
}: {
  port: number;
  env?: Record<string, string>;
}): Promise<StartedShop> {
  const cli = fileURLToPath(new URL("../../../tooling/shop/cli.mjs", import.meta.url));
  const shop = spawn(process.execPath, [cli, "serve", "--fresh-data"], {
    env: { ...process.env, ...env, PORT: String(port), API_PORT: String(port + 1) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () => void shop.kill("SIGTERM");
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (shop.exitCode !== null) throw new Error(`the shop stopped with code ${shop.exitCode}`);
    const healthy = await fetch(`${baseUrl}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return { process: shop, baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`the shop did not answer on port ${port} in time`);
}

/**
 * The process id of the storefront's own server among the children `./shop serve` started (Linux:
 * /proc), or undefined.
 */
export function storefrontServerPid(shop: ChildProcess): number | undefined {
  if (shop.pid === undefined) return undefined;
  const children = readFileSync(`/proc/${shop.pid}/task/${shop.pid}/children`, "utf8").trim().split(/\s+/);
  return children
    .map(Number)
    .find((pid) => readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("dist/node/index.js"));
}

/** Resident memory of a process in bytes (Linux: VmRSS of /proc/<pid>/status), 0 once it is gone. */
export function residentBytes(pid: number): number {
  try {
    const kB = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return Number(kB ?? 0) * 1024;
  } catch {
    return 0;
  }
}
