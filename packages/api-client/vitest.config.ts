import { withSharedConfig } from "@shop/vitest-config";

// Type tests (*.test-d.ts) run beside the runtime tests: the generic resource API is checked by tsc.
export default withSharedConfig({
  test: { typecheck: { enabled: true, include: ["src/**/*.test-d.ts"], tsconfig: "./tsconfig.json" } },
});
