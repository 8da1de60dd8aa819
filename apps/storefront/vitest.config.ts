import { withSharedConfig } from "@shop/vitest-config";

export default withSharedConfig({ test: { include: ["src/**/*.test.{ts,tsx}", "server/**/*.test.ts"] } });
