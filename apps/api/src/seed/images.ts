import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { LeafSpec } from "./catalog-data";
import { createRandom } from "./random";

// sharp (libvips and its libraries, some 20 MB resident) is loaded when the first image is drawn,
// not with the API: a started catalog serves its images from files and draws only missing ones.
let loadingSharp: Promise<typeof import("sharp")["default"]> | undefined;
function loadSharp() {
  loadingSharp ??= import("sharp").then(({ default: sharp }) => {
    // libvips keeps the results of recent operations (up to 50 MB) for images made again; every
    // product image is drawn once, from an SVG of its own, so nothing in that cache is ever reused.
    sharp.cache(false);
    return sharp;
  });
  return loadingSharp;
}

export const IMAGE_SIZE = 640;
/** Images per product (`{number}-1.webp`, `{number}-2.webp`). */
export const IMAGES_PER_PRODUCT = 2;

const SHAPES: Record<LeafSpec["kind"], (x: number, y: number, r: number, fill: string) => string> = {
  tea: (x, y, r, fill) =>
    `<g transform="rotate(-35 ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="${r * 0.55}" ry="${r}" fill="${fill}"/><path d="M${x} ${y - r} L${x} ${y + r}" stroke="rgba(255,255,255,.55)" stroke-width="${r / 18}"/></g>`,
  coffee: (x, y, r, fill) =>
    `<g transform="rotate(25 ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="${r * 0.7}" ry="${r}" fill="${fill}"/><path d="M${x} ${y - r * 0.9} C${x - r * 0.3} ${y - r * 0.3} ${x + r * 0.3} ${y + r * 0.3} ${x} ${y + r * 0.9}" stroke="rgba(0,0,0,.35)" stroke-width="${r / 10}" fill="none"/></g>`,
  sweets: (x, y, r, fill) =>
    `<rect x="${x - r}" y="${y - r * 0.7}" width="${r * 2}" height="${r * 1.4}" rx="${r / 5}" fill="${fill}"/><path d="M${x - r} ${y} H${x + r} M${x} ${y - r * 0.7} V${y + r * 0.7}" stroke="rgba(255,255,255,.35)" stroke-width="${r / 14}"/>`,
  teaware: (x, y, r, fill) =>
    `<ellipse cx="${x}" cy="${y + r * 0.15}" rx="${r}" ry="${r * 0.8}" fill="${fill}"/><rect x="${x - r * 0.35}" y="${y - r * 0.85}" width="${r * 0.7}" height="${r * 0.25}" rx="${r / 10}" fill="${fill}"/><path d="M${x + r * 0.9} ${y} q${r * 0.6} ${-r * 0.2} ${r * 0.7} ${-r * 0.7}" stroke="${fill}" stroke-width="${r / 7}" fill="none" stroke-linecap="round"/>`,
};

/**
 * The deterministic SVG of one product image: a tinted background and the shape of its kind
 * (leaf, bean, bar, teapot). No text, so no font is needed where it is rendered.
 * @example
 *   productImageSvg("100245", 1, { kind: "tea", hue: 110 });
 */
export function productImageSvg(
  number: string,
  index: number,
  { kind, hue }: Pick<LeafSpec, "kind" | "hue">,
): string {
  const random = createRandom(Number(number) * 31 + index);
  const size = IMAGE_SIZE;
  const light = index === 1 ? 92 : 84;
  const shapes: string[] = [];
  const count = index === 1 ? 1 : random.int(3, 5);
  for (let i = 0; i < count; i += 1) {
    const r = count === 1 ? size * 0.3 : size * (0.1 + random.next() * 0.08);
    const x = count === 1 ? size / 2 : r + random.next() * (size - 2 * r);
    const y = count === 1 ? size / 2 : r + random.next() * (size - 2 * r);
    const fill = `hsl(${(hue + random.int(-12, 12) + 360) % 360},${random.int(40, 65)}%,${random.int(30, 48)}%)`;
    shapes.push(SHAPES[kind](x, y, r, fill));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><defs><radialGradient id="g"><stop offset="0" stop-color="hsl(${hue},45%,${light + 5}%)"/><stop offset="1" stop-color="hsl(${hue},35%,${light - 8}%)"/></radialGradient></defs><rect width="${size}" height="${size}" fill="url(#g)"/>${shapes.join("")}</svg>`;
}

/**
 * Renders one product image to webp.
 * @example
 *   const webp = await renderProductImage("100245", 1, { kind: "tea", hue: 110 });
 */
export async function renderProductImage(
  number: string,
  index: number,
  spec: Pick<LeafSpec, "kind" | "hue">,
): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(productImageSvg(number, index, spec)))
    .webp({ quality: 80, effort: 1 })
    .toBuffer();
}

/** File name of a product image inside the media folder's `products/`. */
export const productImageFile = (number: string, index: number) => `${number}-${index}.webp`;

/**
 * Renders and writes every image of one product into `{mediaDir}/products/`.
 * @example
 *   await writeProductImages("/data/media", "100245", { kind: "tea", hue: 110 });
 */
export async function writeProductImages(
  mediaDir: string,
  number: string,
  spec: Pick<LeafSpec, "kind" | "hue">,
) {
  const folder = join(mediaDir, "products");
  await mkdir(folder, { recursive: true });
  for (let index = 1; index <= IMAGES_PER_PRODUCT; index += 1) {
    await writeFile(
      join(folder, productImageFile(number, index)),
      await renderProductImage(number, index, spec),
    );
  }
}
