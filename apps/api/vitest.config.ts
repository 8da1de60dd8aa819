import { withSharedConfig } from "@shop/vitest-config";

// Each test file opens its own database; PGlite's WASM start-up and the migrations take seconds on
// a busy 2-core machine, so hooks get more than Vitest's default 10 s.
export default withSharedConfig({ test: { environment: "node", hookTimeout: 60_000, testTimeout: 30_000 } });
