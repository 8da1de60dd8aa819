import { msg } from "@lingui/core/macro";
import type { OrderStatus, OrderStatusInput } from "@shop/api-client";
import { i18n } from "../../../lib/i18n";

/** What the order status form holds; channels as their IRIs. */
export interface OrderStatusValues {
  code: string;
  title: string;
  cssColor: string;
  default: boolean;
  salesChannels: string[];
}

/** A new status starts blue, not default, in no channel. */
export const NEW_STATUS: OrderStatusValues = {
  code: "",
  title: "",
  cssColor: "#1c7ed6",
  default: false,
  salesChannels: [],
};

/**
 * The form's values of a stored status.
 * @example
 *   statusValues(status); // { code: "new", title: "Новый", cssColor: "#1c7ed6", default: true, salesChannels: ["/api/…/1"] }
 */
export function statusValues(status: OrderStatus): OrderStatusValues {
  return {
    code: status.code,
    title: status.title,
    cssColor: status.cssColor.toLowerCase(),
    default: status.default,
    salesChannels: [...status.salesChannels],
  };
}

/**
 * The form's values as the API's body. `default` is only ever sent as `true`: a status stops being
 * the default when another one becomes it (the API refuses to leave the shop without one).
 * @example
 *   toOrderStatusInput({ code: " packed ", title: " Упакован ", cssColor: "#AA3355", default: false, salesChannels: [] });
 *   // { code: "packed", title: "Упакован", cssColor: "#aa3355", salesChannels: [] }
 */
export function toOrderStatusInput(values: OrderStatusValues): OrderStatusInput {
  return {
    code: values.code.trim(),
    title: values.title.trim(),
    cssColor: values.cssColor.toLowerCase(),
    ...(values.default ? { default: true } : {}),
    salesChannels: [...values.salesChannels],
  };
}

const CODE = /^[a-z][a-z0-9-]{0,49}$/;
const badCode = msg({
  id: "admin.orderStatuses.code.invalid",
  message: "Lowercase Latin letters, digits and hyphens, starting with a letter",
});

/**
 * A status code as the API takes it (`packed`, `ready-to-ship`): the rule shown at the field before
 * anything is sent.
 * @example
 *   statusCodeRule("Упакован"); // "Латинские строчные буквы, цифры и дефис, первая — буква"
 */
export function statusCodeRule(value: string): string | true {
  return CODE.test(value.trim()) || i18n._(badCode);
}
