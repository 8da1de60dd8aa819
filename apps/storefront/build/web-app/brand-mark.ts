// The shop's mark, @shop/ui's TeacupIcon ("the shop's mark", packages/ui/src/icons/icons.tsx), as
// SVG for the build's icons. Its strokes are the icon's own; brand-mark.test.ts checks they still are.

/** The teacup's paths on its 24×24 grid, stroked 1.5 wide with round caps and joins. */
export const TEACUP_PATHS = [
  "M4 9h13v4a6 6 0 0 1-6 6h-1a6 6 0 0 1-6-6V9Z",
  "M17 10h1.5a2.5 2.5 0 0 1 0 5H16.5M3 21h16M8 2.5c0 1.5 1 1.5 1 3M12 2.5c0 1.5 1 1.5 1 3",
] as const;

export interface MarkIconOptions {
  /** Width and height in pixels. */
  size: number;
  /** The mark's share of the icon's side (maskable icons keep it inside the middle 80% circle). */
  markShare: number;
  /** Rounded corners (a launcher's `any` icon); maskable and Apple icons are full-bleed squares. */
  rounded: boolean;
  ground: string;
  ink: string;
}

/**
 * The mark drawn in `ink` on a square of `ground`, as an SVG document.
 * @example
 *   markIconSvg({ size: 512, markShare: 0.6, rounded: false, ground: "#15803d", ink: "#ffffff" });
 */
export function markIconSvg({ size, markShare, rounded, ground, ink }: MarkIconOptions): string {
  const scale = (size * markShare) / 24;
  const offset = (size - 24 * scale) / 2;
  const radius = rounded ? size * 0.22 : 0;
  const paths = TEACUP_PATHS.map((d) => `<path d="${d}"/>`).join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" rx="${radius}" fill="${ground}"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${scale})" fill="none" stroke="${ink}" ` +
    `stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${paths}</g></svg>`
  );
}
