import type { ComponentProps } from "react";
import { css, cx } from "../../../styled-system/css";

// Plain `css()` calls of literals (not a recipe): the build computes their classes, and the order
// pages need no Panda runtime (build/panda-static-css.ts).
const listClass = css({
  display: "grid",
  rowGap: "2",
  m: "0",
  "& dt": { color: "fg.muted" },
  "& dd": { m: "0" },
});

const layoutClasses = {
  facts: css({
    gridTemplateColumns: "max-content 1fr",
    columnGap: "4",
    // A long email or address wraps rather than widening the page.
    "& dd": { overflowWrap: "anywhere" },
    "& dd[data-total]": { fontWeight: "bold" },
  }),
  totals: css({
    gridTemplateColumns: "1fr max-content",
    columnGap: "6",
    maxW: "24rem",
    "& dd": { textAlign: "end" },
    "& [data-total]": { fontWeight: "bold", fontSize: "lg", color: "fg.default" },
  }),
};

export interface OrderDetailsListProps extends Omit<ComponentProps<"dl">, "className"> {
  /**
   * `facts`: names in a muted column beside their values (recipient, delivery, the staff's
   * summary); `totals`: a narrow column of sums, values to the end, the total larger.
   */
  layout?: "facts" | "totals";
}

/**
 * An order's facts as a description list.
 * @example
 *   <OrderDetailsList>
 *     <dt>{t({ id: "purchases.recipient.phone", message: "Phone" })}</dt>
 *     <dd>{order.recipient.phone}</dd>
 *   </OrderDetailsList>
 */
export function OrderDetailsList({ layout = "facts", ...props }: OrderDetailsListProps) {
  return <dl className={cx(listClass, layoutClasses[layout])} {...props} />;
}
