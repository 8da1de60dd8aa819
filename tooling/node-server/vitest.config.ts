import { withSharedConfig } from "@shop/vitest-config";

export default withSharedConfig({});
