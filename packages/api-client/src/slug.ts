/** The longest slug the API's by-slug paths take (`/catalog/products-by-slug/{slug}`). */
export const MAX_SLUG_LENGTH = 200;

// The API's slug rule (docs/contract.md): the one the editors and the import give every product and
// category, and an order's number (`2026-000123`) keeps to it too.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Whether `text` can be a slug of the API: lower-case Latin letters and digits in words joined by
 * single hyphens, at most {@link MAX_SLUG_LENGTH} characters. A product's slug, each segment of a
 * category's path and an order's number are; a URL's parameter that is not names nothing, so an app
 * answers it 404 without asking the API.
 * @example
 *   isSlug("luntszin-100001"); // true
 *   isSlug("../../core/session/session"); // false
 */
export function isSlug(text: string): boolean {
  return text.length <= MAX_SLUG_LENGTH && SLUG.test(text);
}
