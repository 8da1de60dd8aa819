// The built shop on a throwaway database, for the benches that run alone (bench/performance.ts,
// bench/ssr-load.ts, bench/shop-memory.ts): `./shop serve --fresh-data` on a port of their own, and
// its processes' memory (Linux: /proc).

import { type ChildProcess, execFileSync, spawn } from "node:child_process";
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
  /** Set over this process's environment; `undefined` leaves a variable out (Node's spawn skips it). */
  env?: Record<string, string | undefined>;
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

/** The process id of one of the two servers among the processes of `./shop serve`, or undefined. */
export function serverPid(shop: ChildProcess, server: "storefront server" | "API"): number | undefined {
  if (shop.pid === undefined) return undefined;
  return processTree(shop.pid).find(({ name }) => name === server)?.pid;
}

let clockTicks: number | undefined;
/**
 * The CPU time a process has used so far, in seconds, its threads included (Linux: utime + stime
 * of /proc/<pid>/stat, in clock ticks), 0 once it is gone. A server's CPU time per answered request
 * is what its throughput is bound by when it has a core to itself, and it moves far less with the
 * machine's other work than req/s does on two shared cores.
 */
export function cpuSeconds(pid: number): number {
  clockTicks ??= Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command's name (field 2) may hold spaces: the fields are counted after its ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return 0;
  }
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

/** The shop's processes: the one `./shop serve` became and its descendants (Linux: /proc). */
export function processTree(pid: number): { pid: number; name: string }[] {
  const children = (id: number) => {
    try {
      return readFileSync(`/proc/${id}/task/${id}/children`, "utf8")
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  };
  const nameOf = (id: number) => {
    const words = readFileSync(`/proc/${id}/cmdline`, "utf8").split("\0");
    if (words.some((word) => word.endsWith("serve.sh") || word.endsWith("cli.mjs"))) return "supervisor";
    if (words.includes("dist/server.js")) return "API";
    if (words.includes("dist/node/index.js")) return "storefront server";
    return words.filter(Boolean).slice(0, 2).join(" ");
  };
  const all: { pid: number; name: string }[] = [];
  const visit = (id: number) => {
    try {
      all.push({ pid: id, name: nameOf(id) });
    } catch {
      return;
    }
    for (const child of children(id)) visit(child);
  };
  visit(pid);
  return all;
}

/**
 * A process's proportional share of memory in bytes (Pss of /proc/<pid>/smaps_rollup): its own
 * pages and its share of the pages it shares with others (the Node binary both servers map is in
 * memory once), so the figures of the shop's processes add up to what the machine holds for it.
 */
export function proportionalBytes(pid: number): number {
  try {
    const kB = /^Pss:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"))?.[1];
    return Number(kB ?? 0) * 1024;
  } catch {
    return 0;
  }
}
