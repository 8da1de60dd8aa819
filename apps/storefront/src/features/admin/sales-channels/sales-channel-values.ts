import type { SalesChannel, SalesChannelInput } from "@shop/api-client";
import type { OrdersAccessRole } from "./access-roles";

/** What the sales channel form holds. */
export interface SalesChannelValues {
  title: string;
  senderName: string;
  senderEmail: string;
  managerEmail: string;
  publicDomain: string;
  ordersAccessRole: OrdersAccessRole;
}

/** A new channel: its orders seen by staff, like the shop's own channel. */
export const NEW_CHANNEL: SalesChannelValues = {
  title: "",
  senderName: "",
  senderEmail: "",
  managerEmail: "",
  publicDomain: "",
  ordersAccessRole: "ROLE_STAFF",
};

/** The form's values of a stored channel. */
export function channelValues(channel: SalesChannel): SalesChannelValues {
  const { title, senderName, senderEmail, managerEmail, publicDomain, ordersAccessRole } = channel;
  return { title, senderName, senderEmail, managerEmail, publicDomain, ordersAccessRole };
}

/**
 * The form's values as the API's body: texts trimmed, addresses and the domain in lower case.
 * @example
 *   toSalesChannelInput({ ...NEW_CHANNEL, title: " Опт ", publicDomain: "Opt.Shop.RU" }).publicDomain; // "opt.shop.ru"
 */
export function toSalesChannelInput(values: SalesChannelValues): SalesChannelInput {
  return {
    title: values.title.trim(),
    senderName: values.senderName.trim(),
    senderEmail: values.senderEmail.trim().toLowerCase(),
    managerEmail: values.managerEmail.trim().toLowerCase(),
    publicDomain: values.publicDomain.trim().toLowerCase(),
    ordersAccessRole: values.ordersAccessRole,
  };
}
