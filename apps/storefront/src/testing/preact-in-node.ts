import { registerHooks } from "node:module";
import { REACT_TO_PREACT } from "../../server/build/react-to-preact";

// The tests render with Preact as the shop does, but Vitest leaves libraries in node_modules to
// Node, where Vite's aliases do not reach: their `import "react"` and `require("react")` are
// resolved here instead.
const here = import.meta.url;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const target = REACT_TO_PREACT[specifier];
    return target ? nextResolve(target, { ...context, parentURL: here }) : nextResolve(specifier, context);
  },
});
