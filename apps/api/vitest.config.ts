import { withSharedConfig } from "@shop/vitest-config";

export default withSharedConfig({ test: { environment: "node" } });
