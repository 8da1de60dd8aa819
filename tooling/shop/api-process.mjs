// Starts the built reference API (apps/api/dist/server.js) as a child process on a free loopback
// port with a throwaway embedded database: the API that api-client's contract suite and the
// library README checks (tooling/library-checks) talk to. A process, not an import: packages
// never import apps.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { waitFor } from "./wait-healthy.mjs";

const serverScript = fileURLToPath(new URL("../../apps/api/dist/server.js", import.meta.url));

async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(() => resolve()));
  if (typeof address !== "object" || address === null) throw new Error("no free port");
  return address.port;
}

async function waitForHealth(baseURL, child, output, timeoutMs) {
  if (await waitFor(`${baseURL}/health`, timeoutMs, () => child.exitCode !== null)) return;
  if (child.exitCode !== null) throw new Error(`The API exited with ${child.exitCode}:\n${output()}`);
  throw new Error(`The API did not answer /health within ${timeoutMs} ms:\n${output()}`);
}

// A first start migrates, seeds 300 products and draws their images: about 15 s on a quiet 2-core
// machine, but over 90 s while the rest of `./shop test` runs beside it.
/** @type {import("./api-process.d.mts").startApi} */
export async function startApi(timeoutMs = 240_000) {
  if (!existsSync(serverScript)) {
    throw new Error(`${serverScript} is missing: build the API first (pnpm --filter @shop/api build)`);
  }
  const dataDir = await mkdtemp(join(tmpdir(), "shop-api-process-"));
  const port = await freePort();
  const child = spawn(process.execPath, [serverScript], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  let demoPassword;
  const keep = (chunk) => {
    log = (log + chunk.toString("utf8")).slice(-4000);
    demoPassword ??= /demo accounts[^\n]*password: ([^\s",;]+)/.exec(log)?.[1];
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const baseURL = `http://127.0.0.1:${port}/api`;

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      // SIGTERM lets the API close its embedded database cleanly before the folder is removed.
      child.kill("SIGTERM");
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseURL, child, () => log, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, demoPassword, stop };
}
