import type { MessageDescriptor } from "@lingui/core";

/**
 * Messages that the storefront and the design system share. Pass one to `i18n._()`.
 * @example
 *   i18n._({ ...commonMessages.itemCount, values: { count: 5 } }); // "5 товаров"
 */
export const commonMessages = {
  /** Title of the toast that shows an API error (SPEC.md section 8). */
  error: /*i18n*/ { id: "common.error", message: "Error" },
  /** A number of products, e.g. in the cart badge or a search summary. */
  itemCount: /*i18n*/ {
    id: "common.itemCount",
    message: "{count, plural, one {# item} other {# items}}",
  },
} satisfies Record<string, MessageDescriptor>;
