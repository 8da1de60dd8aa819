import { useLingui } from "@lingui/react/macro";
import type { ProductImage } from "@shop/api-client";
import { Image } from "@shop/ui";
import { useState } from "react";
import { css } from "../../../styled-system/css";
import { useEarlyForm } from "../../lib/early-form";
import { IMAGE_BOXES } from "../../lib/image-sizes";
import { buildImageUrl } from "../../lib/images";

const mainClass = css({ display: "block", w: "full!", borderRadius: "lg", bg: "bg.muted" });
const thumbsClass = css({ display: "flex", flexWrap: "wrap", gap: "2", listStyle: "none", m: "0", p: "0" });
const thumbClass = css({
  display: "block",
  p: "0.5",
  borderWidth: "2px",
  borderColor: "transparent",
  borderRadius: "md",
  bg: "transparent",
  cursor: "pointer",
  "&[aria-pressed=true]": { borderColor: "primary.solid" },
});

export interface ProductGalleryProps {
  images: readonly ProductImage[];
  title: string;
}

/**
 * The product's pictures: a large one and thumbnails that pick it. The thumbnails are a form's
 * buttons: one pressed before the page has hydrated is taken when it has (`useEarlyForm`).
 */
export function ProductGallery({ images, title }: ProductGalleryProps) {
  const { t } = useLingui();
  const [selected, setSelected] = useState(0);
  const form = useEarlyForm((data) => {
    const index = Number(data.get("photo"));
    if (Number.isInteger(index) && index >= 0 && index < images.length) setSelected(index);
  });
  const image = images[selected] ?? images[0];
  if (!image) return null;
  return (
    <div className={css({ display: "grid", gap: "3", alignContent: "start" })}>
      <Image
        src={image.path}
        alt={image.alt || title}
        {...IMAGE_BOXES.productMain}
        buildUrl={buildImageUrl}
        className={mainClass}
        loading="eager"
        fetchPriority="high"
        data-testid="product-image"
      />
      {images.length > 1 ? (
        <form {...form}>
          <ul className={thumbsClass}>
            {images.map((thumb, index) => {
              const number = index + 1;
              return (
                <li key={thumb.path}>
                  <button
                    type="submit"
                    name="photo"
                    value={index}
                    className={thumbClass}
                    aria-pressed={index === selected}
                    aria-label={t({ id: "product.gallery.show", message: `Show photo ${number}` })}
                  >
                    <Image src={thumb.path} alt="" {...IMAGE_BOXES.productThumb} buildUrl={buildImageUrl} />
                  </button>
                </li>
              );
            })}
          </ul>
        </form>
      ) : null}
    </div>
  );
}
