/** The longest product number the API takes (`Product.number`, `/catalog/products-by-number/{number}`). */
export const MAX_PRODUCT_NUMBER_LENGTH = 64;

// The API's product number rule (PRODUCT_NUMBER_SHAPE, docs/api/catalog-import-and-feed.md): the
// shop's article as its accounting system writes it, so any script, spaces and punctuation; `\p{C}`
// keeps out control, format (zero-width) and unassigned characters, which no one can see or type.
const PRODUCT_NUMBER = new RegExp(`^(?!\\s)[^\\p{C}]{1,${MAX_PRODUCT_NUMBER_LENGTH}}(?<!\\s)$`, "u");

/**
 * Whether `text` can be a product number of the API: 1 to {@link MAX_PRODUCT_NUMBER_LENGTH}
 * characters of any script, digits, spaces and punctuation, no control or invisible characters, no
 * space at either end. A number may hold `/`, spaces or Cyrillic, so a path built from one encodes
 * it as one segment (`products.getByNumber` does).
 * @example
 *   isProductNumber("П4-1691/1"); // true
 *   isProductNumber(" A-1"); // false
 */
export function isProductNumber(text: string): boolean {
  return PRODUCT_NUMBER.test(text);
}
