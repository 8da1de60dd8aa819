import type { ReactNode } from "react";
import { css } from "../../../styled-system/css";

export interface OrderSectionProps {
  /** The section's heading (an h2 under the page's h1). */
  title: string;
  children: ReactNode;
}

const headingClass = css({ fontSize: "lg", fontWeight: "semibold", m: "0", mb: "3" });

/**
 * A titled part of an order's page (delivery and payment, totals…), the customer's or the staff's.
 * @example
 *   <OrderSection title={t({ id: "purchases.totals", message: "Totals" })}>{totals}</OrderSection>
 */
export function OrderSection({ title, children }: OrderSectionProps) {
  return (
    <section>
      <h2 className={headingClass}>{title}</h2>
      {children}
    </section>
  );
}
