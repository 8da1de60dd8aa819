import { Trans, useLingui } from "@lingui/react/macro";
import { maxLineQuantity, quantityToWire } from "@shop/cart-core";
import { formatNumber } from "@shop/i18n";
import { Button, Image, Price, QuantityStepper } from "@shop/ui";
import { Link } from "@tanstack/react-router";
import { css } from "../../../styled-system/css";
import { IMAGE_BOXES } from "../../lib/image-sizes";
import { buildImageUrl } from "../../lib/images";
import { lineTitle } from "../../lib/line-title";
import { type CartRow, lineStep, quantityFromStepper } from "./cart-view";

const itemClass = css({
  display: "grid",
  gridTemplateColumns: { base: "4rem 1fr", sm: "6rem 1fr auto" },
  gridTemplateAreas: {
    base: '"image info" "controls controls" "money money"',
    sm: '"image info money" "image controls money"',
  },
  columnGap: "4",
  rowGap: "3",
  py: "4",
  borderBottomWidth: "1px",
  borderColor: "border.default",
});
const imageClass = css({
  gridArea: "image",
  w: "full",
  aspectRatio: "1",
  borderRadius: "md",
  overflow: "hidden",
  bg: "bg.muted",
  "& > span": { w: "full!", h: "full" },
});
const titleClass = css({
  fontSize: "md",
  fontWeight: "medium",
  color: "fg.default",
  textDecoration: "none",
  _hover: { color: "primary.text", textDecoration: "underline" },
});
const metaClass = css({ color: "fg.muted", fontSize: "sm" });
const moneyClass = css({
  gridArea: "money",
  display: "grid",
  justifyItems: { base: "start", sm: "end" },
  alignContent: "start",
  gap: "1",
});
const problemClass = css({ color: "warning.text", fontSize: "sm", m: "0" });

export interface CartLineItemProps {
  row: CartRow;
  onQuantityChange: (row: CartRow, quantity: number) => void;
  onRemove: (row: CartRow) => void;
}

/**
 * One line of the cart: picture, title (to the product page), measure and unit price, a quantity
 * stepper in the measure's steps, the line's amount and discount, and its remove button.
 */
export function CartLineItem({ row, onQuantityChange, onRemove }: CartLineItemProps) {
  const { t, i18n } = useLingui();
  const { snapshot } = row;
  const title = lineTitle(snapshot) ?? t({ id: "cart.line.unknownProduct", message: "Product" });
  const measure = snapshot?.measureTitle ?? row.measureCode;
  const step = lineStep(row);
  const productNumber = snapshot?.number;
  const unitPrice = <Price amount={row.price} oldAmount={row.previousPrice} />;
  const quantityText = formatNumber(quantityToWire(row.quantity), {
    locale: i18n.locale,
    maximumFractionDigits: 3,
  });

  return (
    <li
      className={itemClass}
      data-testid="cart-line"
      data-product-id={row.productId}
      data-measure={row.measureCode}
    >
      <div className={imageClass}>
        {snapshot?.image ? (
          <Image src={snapshot.image} alt="" {...IMAGE_BOXES.cartLine} buildUrl={buildImageUrl} />
        ) : null}
      </div>
      <div className={css({ gridArea: "info", display: "grid", gap: "1", alignContent: "start" })}>
        {snapshot ? (
          <Link
            to="/product/$slug"
            params={{ slug: snapshot.slug }}
            search={{ variant: snapshot.variantNumber }}
            className={titleClass}
          >
            {title}
          </Link>
        ) : (
          <span className={titleClass}>{title}</span>
        )}
        {productNumber ? (
          <span className={metaClass}>{t({ id: "cart.line.number", message: `No. ${productNumber}` })}</span>
        ) : null}
        {row.unavailable ? null : (
          <span className={metaClass} data-testid="cart-line-price">
            <Trans id="cart.line.unitPrice">
              {unitPrice} per {measure}
            </Trans>
          </span>
        )}
        {row.previousPrice !== undefined ? (
          <p className={problemClass}>
            {t({ id: "cart.line.priceChanged", message: "The price has changed." })}
          </p>
        ) : null}
        {row.problem ? (
          <p className={problemClass} data-testid="cart-line-problem">
            {row.problem}
          </p>
        ) : null}
      </div>
      <div
        className={css({
          gridArea: "controls",
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          gap: "3",
        })}
      >
        {row.unavailable ? (
          <span className={metaClass} data-testid="cart-line-quantity">
            {t({ id: "cart.line.unavailableQuantity", message: `${quantityText} ${measure} in the cart` })}
          </span>
        ) : (
          <QuantityStepper
            label={t({ id: "cart.line.quantity", message: `Quantity of ${title}, ${measure}` })}
            value={quantityToWire(row.quantity)}
            step={quantityToWire(step)}
            min={quantityToWire(step)}
            max={quantityToWire(maxLineQuantity(step))}
            unit={measure}
            onValueChange={(value) => {
              const quantity = quantityFromStepper(value, step);
              if (quantity !== undefined && quantity !== row.quantity) onQuantityChange(row, quantity);
            }}
          />
        )}
        <Button
          variant="ghost"
          color="secondary"
          size="sm"
          aria-label={t({
            id: "cart.line.remove.label",
            message: `Remove ${title}, ${measure}, from the cart`,
          })}
          onClick={() => onRemove(row)}
        >
          {t({ id: "cart.line.remove", message: "Remove" })}
        </Button>
      </div>
      {row.unavailable ? null : (
        <div className={moneyClass}>
          <span className={css({ fontSize: "lg", fontWeight: "semibold" })} data-testid="cart-line-total">
            <span className={css({ srOnly: true })}>
              {t({ id: "cart.line.total", message: "Line total:" })}{" "}
            </span>
            <Price amount={row.totalAmount} oldAmount={row.discount > 0 ? row.amount : undefined} />
          </span>
          {row.discount > 0 ? (
            <span className={css({ color: "success.text", fontSize: "sm" })} data-testid="cart-line-discount">
              {t({ id: "cart.line.discount", message: "Discount" })} <Price amount={row.discount} />
            </span>
          ) : null}
        </div>
      )}
    </li>
  );
}
