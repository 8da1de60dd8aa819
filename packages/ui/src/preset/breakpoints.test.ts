import { describe, expect, it } from "vitest";
import { token } from "../../styled-system/tokens";
import { breakpoints } from "./index";

// SPEC.md section 9, min-widths in px. The layouts' story tests check the md edge in a browser
// (layouts.stories.tsx, TwoColumnsBelowMd and TwoColumnsMd).
const specBreakpoints = {
  xs: "320px",
  sm: "640px",
  md: "768px",
  lg: "1024px",
  xl: "1280px",
  xxl: "1536px",
  "2xl": "1536px",
} as const;

describe("the preset's breakpoints", () => {
  it("are xs 320, sm 640, md 768, lg 1024, xl 1280, and xxl and 2xl 1536", () => {
    expect(breakpoints).toEqual(specBreakpoints);
  });

  it("are the ones Panda generates the kit's styles with", () => {
    for (const name of Object.keys(specBreakpoints) as (keyof typeof specBreakpoints)[]) {
      expect(token(`breakpoints.${name}`), name).toBe(specBreakpoints[name]);
    }
  });
});
