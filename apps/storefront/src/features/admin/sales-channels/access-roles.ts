import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { SalesChannel } from "@shop/api-client";

export type OrdersAccessRole = SalesChannel["ordersAccessRole"];

/**
 * The API's values of `ordersAccessRole`, the widest audience first: who, besides the customer who
 * placed it, sees an order of the channel (the API filters `GET /sales/orders` by it; roles are
 * nested, ROLE_ADMIN holds ROLE_STAFF).
 */
export const ORDERS_ACCESS_ROLES: readonly OrdersAccessRole[] = ["ROLE_STAFF", "ROLE_ADMIN", "ROLE_USER"];

/** Short names of the values, for the select and the list. */
export const accessRoleLabels: Record<OrdersAccessRole, MessageDescriptor> = {
  ROLE_STAFF: msg({ id: "admin.salesChannels.role.staff", message: "Shop staff" }),
  ROLE_ADMIN: msg({ id: "admin.salesChannels.role.admin", message: "Administrators only" }),
  ROLE_USER: msg({ id: "admin.salesChannels.role.user", message: "The customer only" }),
};

/** What each value means, shown under the select for the chosen one. */
export const accessRoleExplanations: Record<OrdersAccessRole, MessageDescriptor> = {
  ROLE_STAFF: msg({
    id: "admin.salesChannels.role.staff.explained",
    message:
      "Every staff member (and administrator) sees the channel's orders in the admin panel and can change them. The usual choice; the online shop's channel works this way.",
  }),
  ROLE_ADMIN: msg({
    id: "admin.salesChannels.role.admin.explained",
    message:
      "Only administrators see the channel's orders; other staff do not find them in the admin panel. For channels whose orders are confidential, e.g. corporate clients.",
  }),
  ROLE_USER: msg({
    id: "admin.salesChannels.role.user.explained",
    message:
      "Nobody on the staff sees the channel's orders: only the customer who placed an order, in their account. For channels handled outside this shop.",
  }),
};

/**
 * Whether a value is one of the API's roles.
 * @example
 *   isOrdersAccessRole("ROLE_STAFF"); // true
 */
export function isOrdersAccessRole(value: unknown): value is OrdersAccessRole {
  return (ORDERS_ACCESS_ROLES as readonly unknown[]).includes(value);
}
