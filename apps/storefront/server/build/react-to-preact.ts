// The app is React code rendered by Preact (README, "React code, rendered by Preact"): react-dom
// alone would take 64 of the 110 kB gzip issue 7 allows the first visit. One table for both places
// that redirect React's entry points: the Vite config (build, dev, the code of unit tests) and
// src/testing/preact-in-node.ts (libraries that Vitest leaves to Node).

/** React's entry points and the Preact ones that stand in for them. */
export const REACT_TO_PREACT: Readonly<Record<string, string>> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-runtime",
};
