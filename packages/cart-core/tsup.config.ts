import { libraryConfig } from "@shop/tsup-config";

// One output per subpath export: the core, the React hooks and the jotai atoms.
export default libraryConfig({
  entry: { index: "src/index.ts", react: "src/react/index.ts", jotai: "src/react/jotai.ts" },
});
