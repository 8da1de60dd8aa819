import { libraryConfig } from "@shop/tsup-config";

export default libraryConfig({
  entry: { index: "src/index.ts" },
});
