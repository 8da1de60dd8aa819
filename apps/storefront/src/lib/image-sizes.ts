/**
 * The boxes the storefront shows pictures in, in CSS pixels. The components take their sizes from
 * here, and the server's `/_image` route makes only the sizes derived from them
 * (`IMAGE_SIZES`, server/image/image-request.ts), so a page never asks for a size the route
 * would change, and the route never makes sizes nobody shows. A new box here is a new size the
 * route makes.
 * @example
 *   <Image src={path} alt="" {...IMAGE_BOXES.card} buildUrl={buildImageUrl} />
 */
export const IMAGE_BOXES = {
  /** A product card of a listing (components/product-grid.tsx). */
  card: { width: 240, height: 240 },
  /** A line of the cart (features/cart/cart-line-item.tsx). */
  cartLine: { width: 96, height: 96 },
  /**
   * The product page's picture (features/product/product-gallery.tsx). It fills its column, 596 px
   * at most (the page's two columns from `md`; on a phone, the screen's width less its margins): the
   * 1x file at least as wide as that, and the 2x one (1200) at least twice it, so a 2x screen never
   * stretches a smaller file. Stored photos are 1600 px at most; the route never enlarges one.
   */
  productMain: { width: 600, height: 600 },
  /** The product page's thumbnails. */
  productThumb: { width: 72, height: 72 },
  /** The UI kit page's landscape sample (features/uikit/display-demos.tsx). */
  uikitLandscape: { width: 320, height: 240 },
} as const satisfies Record<string, { width: number; height: number }>;

/**
 * What `@shop/ui`'s `<Image>` asks for besides its box (SPEC.md section 9): the box at each
 * density, at one quality, and a small blurred placeholder. The same values as ui's
 * `IMAGE_DEFAULTS`, which the server cannot import (it would load the whole kit);
 * server/image/image-sizes.test.ts renders `<Image>` in every box and checks that the route makes
 * exactly what it asks for.
 */
export const IMAGE_ASKED = {
  densities: [1, 2],
  quality: 50,
  placeholderSize: 10,
  placeholderBlur: 3,
} as const;

/**
 * Every width and height the image route makes, ascending: each side of each box at each density,
 * and the placeholder's. Other sizes are snapped up to the next of these (the largest, past it).
 */
export const IMAGE_SIZES: readonly number[] = [
  ...new Set([
    ...Object.values(IMAGE_BOXES).flatMap(({ width, height }) =>
      IMAGE_ASKED.densities.flatMap((density) => [width * density, height * density]),
    ),
    IMAGE_ASKED.placeholderSize,
  ]),
].sort((a, b) => a - b);

/**
 * The qualities the image route makes: the storefront's 50 and quarter steps for other callers
 * (100 is lossless png). Others are snapped to the nearest.
 */
export const IMAGE_QUALITIES: readonly number[] = [25, 50, 75, 100];

/** The largest blur the route makes (Gaussian sigma, whole numbers); the placeholder's is 3. */
export const IMAGE_MAX_BLUR = 10;
