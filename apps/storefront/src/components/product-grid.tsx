import { useLingui } from "@lingui/react/macro";
import type { ProductCard as ProductCardData } from "@shop/api-client";
import { Image, Price, ProductCard } from "@shop/ui";
import { css, cx } from "../../styled-system/css";
import { IMAGE_BOXES } from "../lib/image-sizes";
import { buildImageUrl } from "../lib/images";
import { listingPrice } from "../lib/product-price";
import { routerLink } from "./page-header";

/** Pictures of a listing page that load at once: its top row, two cards on a phone, four wide. */
export const LISTING_EAGER_IMAGES = 4;

const gridClass = css({
  display: "grid",
  gap: "4",
  gridTemplateColumns: "repeat(auto-fill, minmax(11rem, 1fr))",
  listStyle: "none",
  m: "0",
  p: "0",
  transition: "opacity 0.2s",
});
// The frame of ui's Image has its width inline; in a card it follows the column instead.
const imageClass = css({ display: "block", w: "full!" });
const skeletonBlockClass = css({ bg: "bg.muted", borderRadius: "md" });

export interface ProductGridProps {
  products: readonly ProductCardData[];
  /** The visitor's price type (the session's), whose prices are shown. */
  priceType: string;
  /** Accessible name of the list. */
  label: string;
  /** The next page is loading while these products stay visible. */
  stale?: boolean;
  /**
   * How many of the first pictures load at once instead of when scrolled near, the very first at
   * high priority: on a listing page the top row is what the visitor sees first (the largest paint).
   */
  eagerImages?: number;
}

/** A product's price in a card: per its default measure, or "from" the lowest; nothing without one. */
export function ProductCardPrice({
  product,
  priceType,
}: {
  product: Pick<ProductCardData, "prices" | "defaultMeasure">;
  priceType: string;
}) {
  const { t } = useLingui();
  const price = listingPrice(product, priceType);
  if (!price) return null;
  return (
    <span data-testid="product-price">
      {price.from ? `${t({ id: "product.price.from", message: "from" })} ` : null}
      <Price amount={price.price} currency={price.currency} oldAmount={price.compareAtPrice} />
      <span className={css({ color: "fg.muted", fontSize: "sm", fontWeight: "normal" })}>
        {" / "}
        {price.measure.title}
      </span>
    </span>
  );
}

/**
 * Product cards of a listing (catalog, search, home): picture, number, title link and price.
 * @example
 *   <ProductGrid products={page.member} priceType={session.priceType.code} label="Товары" eagerImages={4} />
 */
export function ProductGrid({
  products,
  priceType,
  label,
  stale = false,
  eagerImages = 0,
}: ProductGridProps) {
  const { t } = useLingui();
  return (
    <ul
      aria-label={label}
      aria-busy={stale || undefined}
      className={cx(gridClass, stale ? css({ opacity: 0.6 }) : undefined)}
      data-testid="product-grid"
    >
      {products.map((product, index) => {
        const image = product.images[0];
        const number = product.number;
        return (
          <li key={product.id} className={css({ display: "flex" })}>
            <ProductCard
              className={css({ flex: "1" })}
              title={product.title}
              href={`/product/${product.slug}`}
              renderLink={routerLink}
              data-testid="product-card"
              meta={t({ id: "product.number", message: `No. ${number}` })}
              image={
                image ? (
                  <Image
                    src={image.path}
                    alt=""
                    {...IMAGE_BOXES.card}
                    buildUrl={buildImageUrl}
                    className={imageClass}
                    {...(index < eagerImages ? { loading: "eager" } : {})}
                    {...(index === 0 && eagerImages > 0 ? { fetchPriority: "high" } : {})}
                  />
                ) : undefined
              }
              price={<ProductCardPrice product={product} priceType={priceType} />}
            />
          </li>
        );
      })}
    </ul>
  );
}

/** Grey cards in the shape of the grid while the first page of a listing loads. */
export function ProductGridSkeleton({ count = 8, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-label={label} aria-busy="true">
      <ul className={gridClass}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their position.
          <li key={index} className={css({ display: "grid", gap: "2", p: "3" })}>
            <div className={cx(skeletonBlockClass, css({ aspectRatio: "1" }))} />
            <div className={cx(skeletonBlockClass, css({ h: "1rem", w: "33%" }))} />
            <div className={cx(skeletonBlockClass, css({ h: "1.25rem", w: "80%" }))} />
            <div className={cx(skeletonBlockClass, css({ h: "1.5rem", w: "50%" }))} />
          </li>
        ))}
      </ul>
    </div>
  );
}
