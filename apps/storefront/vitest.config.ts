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
      // A worker's files share their modules: the suite took 68 s with a fresh module graph per
      // file and 19 s without (2 cores), most of it importing the same 491 modules 2 005 times.
      // vitest.setup.ts starts each file as a fresh tab; the files pass in shuffled orders
      // (--sequence.shuffle.files).
      isolate: false,
      setupFiles: ["./vitest.setup.ts"],
    },
  }),
);
