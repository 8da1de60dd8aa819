import { registerHooks } from "node:module";

// The shop renders with Preact (vite.config.ts aliases react and react-dom to preact/compat). The
// tests must render with it too, but Vitest leaves libraries in node_modules to Node, where Vite's
// aliases do not reach: their `import "react"` and `require("react")` are sent here instead.
const targets: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-runtime",
};
const here = import.meta.url;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const target = targets[specifier];
    return target ? nextResolve(target, { ...context, parentURL: here }) : nextResolve(specifier, context);
  },
});
