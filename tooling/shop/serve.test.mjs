// serve.sh, the shop's supervisor, with two idle Node processes for servers and a health route
// this test answers. Run under `bash -x`, its trace shows whom its stop sends SIGTERM.
// `pnpm --filter @shop/cli test` (node --test: the CLI has no dependencies to run it with).
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, test } from "node:test";
import { fileURLToPath } from "node:url";
import { stripVTControlCharacters } from "node:util";

const script = fileURLToPath(new URL("serve.sh", import.meta.url));
const idle = 'process.on("SIGTERM", () => process.exit(0)); setInterval(() => {}, 60_000);';

const cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A health route answering `status`; its URL. */
async function healthRoute(status) {
  const server = createServer((_, response) => response.writeHead(status).end());
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  cleanups.push(() => new Promise((done) => server.close(done)));
  return `http://127.0.0.1:${server.address().port}/_health`;
}

/** serve.sh under `bash -x` with the two servers' Node code; its process and its stderr so far. */
function serve(health, apiCode, webCode = idle) {
  const dir = mkdtempSync(join(tmpdir(), "shop-serve-test-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const server = (code) => ["4", dir, process.execPath, "-e", code];
  const shop = spawn(
    "bash",
    ["-x", script, process.execPath, health, "30", "", "READY", "", ...server(apiCode), ...server(webCode)],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const output = { text: "" };
  shop.stderr.on("data", (chunk) => {
    output.text += chunk;
  });
  cleanups.push(() => {
    if (shop.exitCode === null && shop.signalCode === null) shop.kill("SIGKILL");
  });
  return { shop, output };
}

/** The PIDs of stop's `kill -TERM` in the trace. */
function terminated(text) {
  const line = /^\++ kill -TERM ([\d ]+)$/m.exec(text);
  if (!line) throw new Error(`no kill -TERM in the trace:\n${text}`);
  return line[1].trim().split(" ").map(Number);
}

/** Resolves once `check()` holds, asked every 100 ms for up to 30 s. */
async function until(check, what) {
  const deadline = Date.now() + 30_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test("a SIGTERM once the shop is healthy stops the two servers and nothing else: the reaped health waiter's PID may be another process's", async () => {
  const { shop, output } = serve(await healthRoute(200), idle);
  // The line said, not its trace (which names READY from the first line on).
  await until(() => /^\[shop\] READY$/m.test(stripVTControlCharacters(output.text)), "the ready line");
  shop.kill("SIGTERM");
  const [code] = await once(shop, "exit");

  assert.equal(code, 0);
  const pids = terminated(output.text);
  assert.equal(pids.length, 2, `SIGTERM went to ${pids.join(", ")}: the servers alone`);
  for (const pid of pids) assert.equal(alive(pid), false, `process ${pid} is left`);
});

test("a server that exits before the shop is healthy stops the other one, not the stopped health waiter", async () => {
  const { shop, output } = serve(await healthRoute(503), "setTimeout(() => process.exit(3), 500);");
  const [code] = await once(shop, "exit");

  assert.equal(code, 3);
  assert.match(stripVTControlCharacters(output.text), /^\[shop\] the API exited with code 3$/m);
  const pids = terminated(output.text);
  assert.equal(pids.length, 2, `SIGTERM went to ${pids.join(", ")}: the servers alone`);
  for (const pid of pids) assert.equal(alive(pid), false, `process ${pid} is left`);
});
