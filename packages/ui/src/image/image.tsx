import type { ComponentPropsWithoutRef } from "react";
import { css, cx } from "../../styled-system/css";

/** What the app's image-resizing route accepts (SPEC.md section 7). */
export interface ImageUrlOptions {
  width: number;
  height: number;
  format: "webp";
  quality: number;
  /** Blur radius; only the placeholder asks for it. */
  blur?: number;
}

/** Builds a URL of the app's image route; `ui` does not know that route. */
export type ImageUrlBuilder = (src: string, options: ImageUrlOptions) => string;

/** Image settings of SPEC.md section 9. */
export const IMAGE_DEFAULTS = {
  densities: [1, 2],
  format: "webp",
  quality: 50,
  placeholderSize: 10,
  placeholderBlur: 3,
} as const;

export interface ImageProps
  extends Omit<ComponentPropsWithoutRef<"img">, "src" | "srcSet" | "width" | "height"> {
  /** Source path as stored by the API. */
  src: string;
  alt: string;
  /** CSS pixel size the image is shown at; the 2x variant is twice that. */
  width: number;
  height: number;
  buildUrl: ImageUrlBuilder;
}

const frameClass = css({
  position: "relative",
  display: "inline-block",
  overflow: "hidden",
  maxW: "full",
  // Its own stacking context: the two layers below stay inside the frame.
  isolation: "isolate",
});
// The photo is the upper layer: from the moment the browser has decoded it, it is what the eye
// sees, with no script involved (a loaded photo hidden until hydration removed a cover was a defect).
const fillClass = css({
  position: "relative",
  zIndex: "1",
  display: "block",
  w: "full",
  h: "auto",
  objectFit: "cover",
});
const placeholderClass = css({
  position: "absolute",
  inset: "0",
  zIndex: "0",
  w: "full",
  h: "full",
  objectFit: "cover",
  // The 10x10 placeholder is upscaled; blurring hides its pixels and the scale hides blurred edges.
  filter: "blur(12px)",
  transform: "scale(1.1)",
});

/**
 * An image from the app's resizing route: webp at quality 50 in 1x and 2x, over a blurred 10x10
 * placeholder. The placeholder lies beneath the photo, which covers it as soon as it has loaded;
 * neither waits for script, so a server-rendered page shows its photos before it hydrates. (A photo
 * with transparent parts would let the blur show through them: the shop's photos are opaque.)
 * @example
 *   <Image src="/media/tea.jpg" alt="Пуэр" width={320} height={240} buildUrl={imageUrl} />
 */
export function Image({ src, alt, width, height, buildUrl, className, ...props }: ImageProps) {
  const { format, quality, placeholderSize, placeholderBlur } = IMAGE_DEFAULTS;
  const url = (density: number) =>
    buildUrl(src, { width: width * density, height: height * density, format, quality });
  const placeholder = buildUrl(src, {
    width: placeholderSize,
    height: placeholderSize,
    format,
    quality,
    blur: placeholderBlur,
  });

  return (
    <span className={cx(frameClass, className)} style={{ width, aspectRatio: `${width} / ${height}` }}>
      <img
        src={url(1)}
        srcSet={IMAGE_DEFAULTS.densities.map((density) => `${url(density)} ${density}x`).join(", ")}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        className={fillClass}
        {...props}
      />
      {/*
        After the real image in document order, so the browser asks for the real image first, and
        at low priority: on a page of twenty cards the placeholders must not queue ahead of the
        pictures in view. It paints beneath the photo (z-index), never over it.
      */}
      <img
        src={placeholder}
        alt=""
        aria-hidden="true"
        fetchPriority="low"
        decoding="async"
        className={placeholderClass}
        data-testid="image-placeholder"
      />
    </span>
  );
}
Image.displayName = "Image";
