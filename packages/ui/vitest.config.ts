import { withSharedConfig } from "@shop/vitest-config";

export default withSharedConfig({ test: { environment: "happy-dom", setupFiles: ["./vitest.setup.ts"] } });
