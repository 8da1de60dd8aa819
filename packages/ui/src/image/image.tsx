import { type ComponentPropsWithoutRef, useEffect, useRef, useState } from "react";
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

const frameClass = css({ position: "relative", display: "inline-block", overflow: "hidden", maxW: "full" });
const fillClass = css({ display: "block", w: "full", h: "auto", objectFit: "cover" });
const placeholderClass = css({
  position: "absolute",
  inset: "0",
  w: "full",
  h: "full",
  objectFit: "cover",
  // The 10x10 placeholder is upscaled; blurring hides its pixels and the scale hides blurred edges.
  filter: "blur(12px)",
  transform: "scale(1.1)",
});

/**
 * An image from the app's resizing route: webp at quality 50 in 1x and 2x, with a blurred 10x10
 * placeholder until the real image has loaded.
 * @example
 *   <Image src="/media/tea.jpg" alt="Пуэр" width={320} height={240} buildUrl={imageUrl} />
 */
export function Image({ src, alt, width, height, buildUrl, className, onLoad, ...props }: ImageProps) {
  // Keyed by src: a new source shows its own placeholder again.
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const loaded = loadedSrc === src;
  const imageRef = useRef<HTMLImageElement>(null);
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

  useEffect(() => {
    // A cached image may finish before React attaches onLoad.
    if (imageRef.current?.complete && imageRef.current.naturalWidth > 0) setLoadedSrc(src);
  }, [src]);

  return (
    <span className={cx(frameClass, className)} style={{ width, aspectRatio: `${width} / ${height}` }}>
      <img
        ref={imageRef}
        src={url(1)}
        srcSet={IMAGE_DEFAULTS.densities.map((density) => `${url(density)} ${density}x`).join(", ")}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        className={fillClass}
        onLoad={(event) => {
          setLoadedSrc(src);
          onLoad?.(event);
        }}
        {...props}
      />
      {/*
        After the real image in document order, so the browser asks for the real image first, and
        at low priority: on a page of twenty cards the placeholders must not queue ahead of the
        pictures in view. Positioned absolutely, it still paints on top until the image loads.
      */}
      {loaded ? null : (
        <img
          src={placeholder}
          alt=""
          aria-hidden="true"
          fetchPriority="low"
          decoding="async"
          className={placeholderClass}
          data-testid="image-placeholder"
        />
      )}
    </span>
  );
}
Image.displayName = "Image";
