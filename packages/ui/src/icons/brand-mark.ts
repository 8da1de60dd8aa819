// The shop's mark as data, apart from its React icon: TeacupIcon (icons.tsx) draws it, and so does
// anything that draws the mark without React (the storefront's build rasterises its web-app icons
// from it). One source, so the launcher's icon never drifts from the error screen's cup.

/** The teacup's paths on a 24×24 grid, stroked with round caps and joins. */
export const TEACUP_PATHS = [
  "M4 9h13v4a6 6 0 0 1-6 6h-1a6 6 0 0 1-6-6V9Z",
  "M17 10h1.5a2.5 2.5 0 0 1 0 5H16.5M3 21h16M8 2.5c0 1.5 1 1.5 1 3M12 2.5c0 1.5 1 1.5 1 3",
] as const;

/** The teacup's stroke width on that grid: lighter than the other icons' 2, for its finer lines. */
export const TEACUP_STROKE_WIDTH = 1.5;
