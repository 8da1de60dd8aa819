import { withSharedConfig } from "@shop/vitest-config";
import { mergeConfig } from "vitest/config";
import viteConfig from "./vite.config";

// The app's Vite config, so tests compile Lingui macros and TanStack Start's isomorphic functions
// exactly as the build does.
export default mergeConfig(
  viteConfig,
  withSharedConfig({
    test: {
      include: ["src/**/*.test.{ts,tsx}", "server/**/*.test.ts", "build/**/*.test.ts"],
    },
  }),
);
