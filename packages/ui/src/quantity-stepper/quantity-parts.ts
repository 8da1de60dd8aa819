import type { I18n } from "@lingui/core";
import { css } from "../../styled-system/css";

// What the two quantity controls (QuantityStepper, QuantityField) share: one bordered box with −
// and + on either side of the number, the buttons' names and the number's format.

/** The box around −, the number and +. */
export const quantityControlClass = css({
  display: "inline-flex",
  alignItems: "center",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "border.strong",
  borderRadius: "md",
  bg: "bg.surface",
  overflow: "hidden",
});

/** − and +. */
export const quantityTriggerClass = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  w: "controlSm",
  h: "controlSm",
  border: "none",
  bg: "transparent",
  color: "fg.default",
  cursor: "pointer",
  _hover: { _enabled: { bg: "bg.muted" } },
  _disabled: { opacity: 0.4, cursor: "not-allowed" },
});

/** The number. */
export const quantityInputClass = css({
  w: "12",
  h: "controlSm",
  textAlign: "center",
  border: "none",
  bg: "transparent",
  color: "fg.default",
  fontSize: "md",
  fontVariantNumeric: "tabular-nums",
  outline: "none",
});

/** Thousandths at most (the cart's precision), no grouping: "1000", not "1 000", in a field. */
export const QUANTITY_NUMBER_FORMAT: Intl.NumberFormatOptions = {
  useGrouping: false,
  maximumFractionDigits: 3,
};

/** The names of − and + for assistive technology, in the visitor's language. */
export function quantityTriggerLabels(i18n: I18n): { decrease: string; increase: string } {
  return {
    decrease: i18n._(/*i18n*/ { id: "ui.quantity.decrease", message: "Decrease quantity" }),
    increase: i18n._(/*i18n*/ { id: "ui.quantity.increase", message: "Increase quantity" }),
  };
}
