import { withSharedConfig } from "@shop/vitest-config";
import { mergeConfig } from "vitest/config";
import viteConfig from "./vite.config";

// The app's Vite config, so tests compile Lingui macros and render with Preact exactly as the build
// does.
// Node resolves React for the libraries too (src/testing/preact-in-node.ts).
export default mergeConfig(
  viteConfig,
  withSharedConfig({
    test: {
      include: ["src/**/*.test.{ts,tsx}", "server/**/*.test.ts"],
      setupFiles: ["src/testing/preact-in-node.ts"],
    },
  }),
);
