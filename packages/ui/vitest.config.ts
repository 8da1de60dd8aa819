import path from "node:path";
import { fileURLToPath } from "node:url";
import { withSharedConfig } from "@shop/vitest-config";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Debian's Chromium: Playwright never downloads a browser here.
const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  },
});

// Two projects, one report (reports/test.json): unit tests in happy-dom, and every story as a
// test in Chromium (render, play function, axe through the a11y addon).
export default withSharedConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "happy-dom",
          // A worker's files share their modules: 36 s with a fresh module graph per file, 5 s
          // without (2 cores). vitest.setup.ts unmounts what each test rendered; the files pass in
          // shuffled orders (--sequence.shuffle.files).
          isolate: false,
          include: ["src/**/*.test.{ts,tsx}"],
          setupFiles: ["./vitest.setup.ts"],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, ".storybook") })],
        test: {
          name: "storybook",
          // The first story of each file pays for the browser's cold start of its modules and of
          // axe: 1.9 s alone, 6 s in the whole run, over browser mode's 15 s default on a loaded
          // CI machine (select's Default, 29 Nov). A hang is still caught.
          testTimeout: 60_000,
          // The story files share one page: 42 s with a fresh one per file, 27 s without; each
          // story renders into its own root, and the files pass in shuffled orders.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: "chromium" }],
          },
        },
      },
    ],
  },
});
