import { CYRILLIC_TO_LATIN } from "./search-text";

/**
 * A URL slug from Russian text: transliterated as the search reads Latin letters, lower case,
 * anything else a single hyphen.
 * @example
 *   slugify("Зелёный чай Лунцзин"); // "zelenyy-chay-luntszin"
 */
export function slugify(text: string): string {
  return [...text.toLowerCase()]
    .map((char) => CYRILLIC_TO_LATIN[char] ?? char)
    .join("")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
