import type { MessageDescriptor } from "@lingui/core";

/**
 * Messages that the storefront and the design system share. Pass one to `i18n._()`.
 * @example
 *   i18n._({ ...commonMessages.itemCount, values: { count: 5 } }); // "5 товаров"
 */
export const commonMessages = {
  /** Title of the toast that shows an API error (SPEC.md section 8). */
  error: /*i18n*/ { id: "common.error", message: "Error" },
  /**
   * An error whose answer says nothing readable (an HTML page of a gateway, an empty body): the
   * api-client's `UNKNOWN_ERROR_MESSAGE` key, shown in its place.
   */
  unknownError: /*i18n*/ {
    id: "common.unknownError",
    message: "Something went wrong. Please try again.",
  },
  /** A number of products, e.g. in the cart badge or a search summary. */
  itemCount: /*i18n*/ {
    id: "common.itemCount",
    message: "{count, plural, one {# item} other {# items}}",
  },
} satisfies Record<string, MessageDescriptor>;
