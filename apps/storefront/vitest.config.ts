import { withSharedConfig } from "@shop/vitest-config";
import { mergeConfig } from "vitest/config";
import viteConfig from "./vite.config";

// The app's Vite config, so tests compile Lingui macros and render with Preact exactly as the build
// does; src/testing/preact-in-node.ts does the same for the libraries Node loads.
export default mergeConfig(
  viteConfig,
  withSharedConfig({
    test: {
      include: ["src/**/*.test.{ts,tsx}", "server/**/*.test.ts"],
      setupFiles: ["src/testing/preact-in-node.ts"],
    },
  }),
);
