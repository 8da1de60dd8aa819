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
      // No unit test reaches an API: the server side's client would call the default address
      // (127.0.0.1:3001), where a shop started on the same machine answers. Port 9 (discard) has
      // nothing listening, so "an API that is not there" is so whatever else runs.
      env: { API_URL: "http://127.0.0.1:9" },
    },
  }),
);
