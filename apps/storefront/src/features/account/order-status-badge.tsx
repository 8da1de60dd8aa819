import type { OrderStatus } from "@shop/api-client";
import { Badge } from "@shop/ui";

/**
 * An order's status: the staff's colour as a dot beside text in the theme's colours, so the label
 * keeps its contrast whatever colour was picked.
 */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge cssColor={status.cssColor} data-status={status.code}>
      {status.title}
    </Badge>
  );
}
