import { describe, expect, it } from "vitest";
import { shopPreset } from "../preset";
import type { PaletteColor } from "./palette";

const { tokens, semanticTokens } = shopPreset.theme.extend;
type SemanticColor = { value: string | { base: string; _dark: string } };
const semanticColors = semanticTokens.colors as unknown as Record<string, Record<string, SemanticColor>>;
const rawColors = tokens.colors as unknown as Record<
  string,
  { value: string } | Record<string, { value: string }>
>;

/** The raw colour a semantic token refers to in a mode: its scale's name and its HSL measures. */
function resolve(group: string, role: string, mode: "base" | "_dark") {
  const token = semanticColors[group]?.[role];
  if (!token) throw new Error(`No semantic colour ${group}.${role}`);
  const reference = typeof token.value === "string" ? token.value : token.value[mode];
  const [, scale = "", step] = /^\{colors\.(\w+)(?:\.(\d+))?\}$/.exec(reference) ?? [];
  const entry = rawColors[scale];
  const raw =
    step === undefined
      ? entry?.value
      : (entry as Record<string, { value: string }> | undefined)?.[step]?.value;
  if (typeof raw !== "string")
    throw new Error(`${group}.${role} (${mode}) is ${reference}, not a colour token`);
  return { scale, ...hsl(raw) };
}

/** Hue in degrees; chroma, saturation and lightness from 0 to 1: HSL of a `#rrggbb` colour. */
function hsl(hex: string) {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map(
    (start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255,
  );
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const chroma = max - min;
  const lightness = (max + min) / 2;
  const sector =
    chroma === 0
      ? 0
      : max === r
        ? ((g - b) / chroma) % 6
        : max === g
          ? (b - r) / chroma + 2
          : (r - g) / chroma + 4;
  const saturation = chroma === 0 ? 0 : chroma / (1 - Math.abs(2 * lightness - 1));
  return { hue: (sector * 60 + 360) % 360, chroma, saturation, lightness };
}

// The colours SPEC.md section 9 names, each as the preset's scale and the hues that scale must keep.
const families = {
  green: { scale: "green", hue: [90, 160] },
  tealBlue: { scale: "tealBlue", hue: [185, 210] },
  teal: { scale: "teal", hue: [160, 185] },
  orangeBrown: { scale: "amber", hue: [15, 45] },
  purple: { scale: "purple", hue: [245, 290] },
  coolGray: { scale: "gray", hue: [200, 240] },
} as const;
type Family = keyof typeof families;

function expectFamily(group: string, role: string, family: Family) {
  for (const mode of ["base", "_dark"] as const) {
    const { scale, hue, chroma, saturation } = resolve(group, role, mode);
    const [from, to] = families[family].hue;
    const where = `${group}.${role} (${mode})`;
    expect(scale, where).toBe(families[family].scale);
    expect(hue, where).toBeGreaterThanOrEqual(from);
    expect(hue, where).toBeLessThanOrEqual(to);
    // A gray has next to no colour; the others, tints included, are plainly coloured.
    if (family === "coolGray") expect(chroma, where).toBeLessThan(0.15);
    else expect(saturation, where).toBeGreaterThan(0.35);
  }
}

// Per palette: the family of its filled background, of that background hovered, and of its tints
// (tinted background and coloured text). SPEC.md section 9.
const palettes: Record<PaletteColor, { solid: Family; solidHover: Family; tints: Family }> = {
  primary: { solid: "green", solidHover: "green", tints: "green" },
  secondary: { solid: "coolGray", solidHover: "coolGray", tints: "coolGray" },
  danger: { solid: "tealBlue", solidHover: "green", tints: "tealBlue" },
  warning: { solid: "orangeBrown", solidHover: "orangeBrown", tints: "orangeBrown" },
  success: { solid: "green", solidHover: "green", tints: "green" },
  info: { solid: "teal", solidHover: "teal", tints: "teal" },
  accent: { solid: "purple", solidHover: "purple", tints: "purple" },
};

describe("the theme's palettes", () => {
  it.each(Object.entries(palettes))(
    "%s takes the colours SPEC.md names",
    (palette, { solid, solidHover, tints }) => {
      expectFamily(palette, "solid", solid);
      expectFamily(palette, "solidHover", solidHover);
      expectFamily(palette, "subtle", tints);
      expectFamily(palette, "text", tints);
    },
  );

  it("make info a light teal, lighter than the teal-blue of danger", () => {
    for (const mode of ["base", "_dark"] as const) {
      expect(resolve("info", "solid", mode).lightness, mode).toBeGreaterThan(0.6);
    }
    expect(resolve("info", "solid", "base").lightness).toBeGreaterThan(
      resolve("danger", "solid", "base").lightness,
    );
  });

  it("make warning a brown orange on the light page", () => {
    expect(resolve("warning", "solid", "base").lightness).toBeLessThan(0.5);
  });

  // White surfaces aside, and the focus ring, which is the primary green.
  it("draw the page's backgrounds, text and borders in cool gray", () => {
    for (const [group, roles] of [
      ["bg", ["canvas", "muted", "emphasized", "inverted"]],
      ["fg", ["default", "muted", "subtle"]],
      ["border", ["default", "strong"]],
    ] as const) {
      for (const role of roles) expectFamily(group, role, "coolGray");
    }
  });
});
