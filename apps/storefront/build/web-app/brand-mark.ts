import { TEACUP_PATHS, TEACUP_STROKE_WIDTH } from "@shop/ui/brand-mark";

// The shop's mark (@shop/ui's teacup, the error screen's TeacupIcon) as an SVG document for the
// build's icons, drawn from the paths @shop/ui exports for it.

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
    `stroke-width="${TEACUP_STROKE_WIDTH}" stroke-linecap="round" stroke-linejoin="round">${paths}</g></svg>`
  );
}
