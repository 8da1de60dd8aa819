import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ApiProductPage } from "./support/catalog";
import { addressesAccepting } from "./support/network";
import { expect, test } from "./support/test";

// `./shop dev` runs the API from its sources (rebuilt and restarted on a change) and the storefront
// with `vite dev`: React Fast Refresh shows an edited component without reloading the page, and
// the component keeps its state. It runs in a temporary copy of the repository (so the edit never
// touches the working tree), on ports of its own beside the suite's shop, with a throwaway database.

const repositoryRoot = fileURLToPath(new URL("../../..", import.meta.url));
const EDITED = "apps/storefront/src/features/product/product-page.tsx";
const MARKER = 'data-testid="product-number"';

/**
 * A copy of the repository's files (tracked, and new ones not ignored) in a temporary folder, with
 * the toolchain linked from the original and the dependencies installed from pnpm's store (links,
 * no downloads), as a fresh clone would have them: the apps' sources, which `./shop dev` watches,
 * and the workspace packages they resolve to are all the copy's.
 */
function copyOfRepository(): string {
  const copy = mkdtempSync(join(tmpdir(), "shop-dev-copy-"));
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: repositoryRoot,
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const file of listed.toString("utf8").split("\0")) {
    // A file deleted in the working tree is still listed as tracked.
    if (file === "" || !existsSync(join(repositoryRoot, file))) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(join(repositoryRoot, file), join(copy, file));
  }
  if (existsSync(join(repositoryRoot, ".toolchain"))) {
    symlinkSync(join(repositoryRoot, ".toolchain"), join(copy, ".toolchain"));
  }
  execFileSync("pnpm", ["install", "--frozen-lockfile", "--prefer-offline", "--reporter=silent"], {
    cwd: copy,
    stdio: "ignore",
    timeout: 180_000,
  });
  return copy;
}

async function waitForServer(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

function stop(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    child.kill("SIGTERM");
  }
}

test("./shop dev serves the shop from its sources, and an edited component shows without a reload", async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(420_000);
  const port = Number(new URL(baseURL ?? "").port) + 100;
  const apiPort = port + 1;
  const copy = copyOfRepository();
  const edited = join(copy, EDITED);
  const source = readFileSync(edited, "utf8");
  expect(source).toContain(MARKER);
  const dev = spawn(process.execPath, [join(copy, "tooling/shop/cli.mjs"), "dev"], {
    cwd: copy,
    env: { ...process.env, PORT: String(port), API_PORT: String(apiPort), DATA_DIR: join(copy, ".data") },
    // Its output goes to a file, attached to the report when the test fails.
    stdio: ["ignore", openSync(join(copy, "dev.log"), "w"), openSync(join(copy, "dev.log"), "a")],
    detached: true,
  });
  const context = await browser.newContext({ locale: "ru-RU" });
  try {
    const devUrl = `http://127.0.0.1:${port}`;
    await waitForServer(`http://127.0.0.1:${apiPort}/api/health`, 240_000);
    await waitForServer(`${devUrl}/api/health`, 60_000);
    // Loopback alone: the development mailbox lists every mailed code.
    expect(await addressesAccepting(port)).toEqual([]);
    const { member } = (await (
      await fetch(`${devUrl}/api/catalog/products?itemsPerPage=1`)
    ).json()) as ApiProductPage;
    const slug = member[0]?.slug ?? "";
    const page = await context.newPage();
    await page.goto(`${devUrl}/product/${slug}`, { timeout: 120_000 });
    // The gallery's state: the second photo picked. The dev server sends the app as hundreds of
    // modules, and on a first run Vite may reload the page once it has optimized the dependencies
    // it found: the click counts once the page has hydrated for good.
    await page.waitForLoadState("networkidle", { timeout: 120_000 });
    const second = page.getByRole("button", { name: "Показать фото 2" });
    await expect(async () => {
      await second.click();
      await expect(second).toHaveAttribute("aria-pressed", "true", { timeout: 2_000 });
    }).toPass({ timeout: 120_000 });
    // Gone after a reload: the edit below must not cause one.
    await page.evaluate(() => {
      (window as { shopMark?: boolean }).shopMark = true;
    });

    writeFileSync(edited, source.replace(MARKER, `${MARKER} data-edited="yes"`));
    await expect(page.getByTestId("product-number")).toHaveAttribute("data-edited", "yes", {
      timeout: 60_000,
    });
    expect(await page.evaluate(() => (window as { shopMark?: boolean }).shopMark)).toBe(true);
    await expect(second).toHaveAttribute("aria-pressed", "true");
  } catch (error) {
    await testInfo.attach("shop-dev.log", {
      body: readFileSync(join(copy, "dev.log")),
      contentType: "text/plain",
    });
    throw error;
  } finally {
    await context.close();
    stop(dev);
    await new Promise((done) => setTimeout(done, 2_000));
    rmSync(copy, { recursive: true, force: true });
  }
  // The working tree was never touched.
  expect(readFileSync(join(repositoryRoot, EDITED), "utf8")).toBe(source);
});
