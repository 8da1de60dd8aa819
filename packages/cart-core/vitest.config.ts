import { withSharedConfig } from "@shop/vitest-config";

// Type tests (*.test-d.ts) run as tests too, so a broken generic fails `test`, not only `typecheck`.
export default withSharedConfig({ test: { typecheck: { enabled: true, tsconfig: "./tsconfig.json" } } });
