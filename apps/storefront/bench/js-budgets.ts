// The first-load JavaScript a page may fetch, gzip bytes (1 kB = 1000 bytes, as Vite reports sizes).
// One home for the figures: bench/first-load-js.ts checks them against the build (so `build` fails
// above them) and e2e/performance.spec.ts against what Chromium loads.

/** Issue 47's goals: the frameworks' own weight (about 125 kB) and what a page needs on top. */
export const JS_GOALS = { home: 150_000, catalog: 160_000, product: 165_000 } as const;

/**
 * The asserted ceilings. Where a goal is not reached yet, the ceiling is what the build reached
 * (docs/benchmarks/storefront.md says what stands between it and the goal), never more.
 */
export const JS_BUDGETS = { home: 178_700, catalog: 184_500, product: 180_400 } as const;

export type PageKind = keyof typeof JS_GOALS;
