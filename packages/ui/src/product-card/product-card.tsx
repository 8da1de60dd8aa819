import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { css, cx } from "../../styled-system/css";
import { defaultRenderLink, type RenderLink } from "../link/render-link";

export interface ProductCardProps extends Omit<ComponentPropsWithoutRef<"article">, "title"> {
  title: string;
  /** Product page URL; the title links there and the whole card is clickable through it. */
  href: string;
  /** Usually an `<Image>`. */
  image?: ReactNode;
  /** Usually a `<Price>`. */
  price?: ReactNode;
  /** Small print above the title: product number, measure. */
  meta?: ReactNode;
  badge?: ReactNode;
  /** Usually an add-to-cart button or a quantity stepper. */
  actions?: ReactNode;
  renderLink?: RenderLink;
}

const cardClass = css({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: "2",
  p: "3",
  bg: "bg.surface",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "border.default",
  borderRadius: "lg",
  transitionProperty: "box-shadow",
  transitionDuration: "fast",
  _hover: { boxShadow: "md" },
  "&:has(a:focus-visible)": { outline: "2px solid", outlineColor: "border.focus" },
});
const titleClass = css({ fontSize: "md", fontWeight: "medium", lineHeight: "tight", m: "0" });
// The title link's ::after covers the card, so the card is one big link while the text stays a
// single accessible link; actions sit above it (z-index) and stay clickable.
const linkClass = css({
  color: "fg.default",
  textDecoration: "none",
  _after: { content: '""', position: "absolute", inset: "0", borderRadius: "lg" },
  _focusVisible: { outline: "none" },
});
const actionsClass = css({
  position: "relative",
  zIndex: "1",
  mt: "auto",
  display: "flex",
  gap: "2",
  alignItems: "center",
});

/**
 * A product in a listing: picture, title link, price and actions.
 * @example
 *   <ProductCard title="Пуэр Шу" href="/product/puer-shu" image={<Image … />} price={<Price amount={99000} />} />
 */
export function ProductCard({
  title,
  href,
  image,
  price,
  meta,
  badge,
  actions,
  renderLink = defaultRenderLink,
  className,
  ...props
}: ProductCardProps) {
  return (
    <article className={cx(cardClass, className)} {...props}>
      {image ? (
        <div className={css({ borderRadius: "md", overflow: "hidden", bg: "bg.muted" })}>{image}</div>
      ) : null}
      {badge ? <div>{badge}</div> : null}
      {meta ? <div className={css({ fontSize: "xs", color: "fg.muted" })}>{meta}</div> : null}
      <h3 className={titleClass}>{renderLink({ href, className: linkClass, children: title })}</h3>
      {price ? <div className={css({ fontSize: "lg", fontWeight: "semibold" })}>{price}</div> : null}
      {actions ? <div className={actionsClass}>{actions}</div> : null}
    </article>
  );
}
ProductCard.displayName = "ProductCard";
