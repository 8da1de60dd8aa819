// The stored form of a product's description (docs/contract.md, Product `description`): plain text,
// or a fragment of `p`, `br`, `ul`, `ol`, `li`, `strong`, `em` without attributes, sanitised by the
// API on every write, its text escaped. This module reads that form; nothing here makes HTML.

/** A tag of the description's few, as the API stores it (`<br />`), or as older imports wrote it. */
export const DESCRIPTION_TAG = /<(\/?)(p|br|ul|ol|li|strong|em)\s*\/?>/gi;

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  nbsp: "\u00a0",
};

/** Text of a formatted description with its entities decoded (the API escapes `&`, `<`, `>`). */
export const decodedEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "");

/**
 * Whether a description is formatted (holds one of the tags) rather than plain text. A plain text
 * never holds one: the API would have read it as HTML.
 */
export const isFormatted = (text: string) => FORMATTED.test(text);
const FORMATTED = new RegExp(DESCRIPTION_TAG.source, "i");

/**
 * The description as plain text, for what takes no markup (meta tags, JSON-LD): a formatted one's
 * paragraphs and list items on lines of their own, emphasis dropped, entities decoded.
 * @example
 *   descriptionText("<p>Улун <strong>молочный</strong></p><ul><li>5 &lt; 6</li></ul>"); // "Улун молочный\n— 5 < 6"
 */
export function descriptionText(text: string): string {
  if (!isFormatted(text)) return text;
  return decodedEntities(
    text.replace(DESCRIPTION_TAG, (_, closing: string, name: string) => {
      const tag = name.toLowerCase();
      if (tag === "strong" || tag === "em") return "";
      return tag === "li" && !closing ? "\n— " : "\n";
    }),
  )
    .replace(/[ \t]*\n\s*/g, "\n")
    .trim();
}
