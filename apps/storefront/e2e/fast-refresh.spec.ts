import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ApiProductPage } from "./support/catalog";
import { expect, test } from "./support/test";

// `./shop dev` runs the API from its sources (rebuilt and restarted on a change) and the storefront
// with `vite dev`: React Fast Refresh shows an edited component without reloading the page, and
// the component keeps its state. It runs here on ports of its own beside the suite's shop, with a
// throwaway database. The edited file is restored from the copy kept in memory, at the end or when
// the run is cut short.

const appDir = fileURLToPath(new URL("..", import.meta.url));
const edited = fileURLToPath(new URL("../src/features/product/product-page.tsx", import.meta.url));
const MARKER = 'data-testid="product-number"';

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
}) => {
  test.setTimeout(300_000);
  const port = Number(new URL(baseURL ?? "").port) + 100;
  const apiPort = port + 1;
  const dataDir = mkdtempSync(join(tmpdir(), "shop-dev-"));
  const source = readFileSync(edited, "utf8");
  expect(source).toContain(MARKER);
  const dev = spawn(
    process.execPath,
    [fileURLToPath(new URL("../../../tooling/shop/cli.mjs", import.meta.url)), "dev"],
    {
      cwd: appDir,
      env: { ...process.env, PORT: String(port), API_PORT: String(apiPort), DATA_DIR: dataDir },
      stdio: "ignore",
      detached: true,
    },
  );
  const restore = () => writeFileSync(edited, source);
  process.once("exit", restore);
  const context = await browser.newContext({ locale: "ru-RU" });
  try {
    const devUrl = `http://127.0.0.1:${port}`;
    await waitForServer(`http://127.0.0.1:${apiPort}/api/health`, 180_000);
    await waitForServer(`${devUrl}/api/health`, 60_000);
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
  } finally {
    restore();
    process.off("exit", restore);
    await context.close();
    stop(dev);
    await new Promise((done) => setTimeout(done, 2_000));
    rmSync(dataDir, { recursive: true, force: true });
  }
});
