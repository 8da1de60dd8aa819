import sanitizeHtml from "sanitize-html";

// An offer's description as the shop keeps it. Exports write HTML in CDATA (1С-Битрикс, Ecwid,
// WooCommerce): paragraphs and lists are kept, everything else (headings become paragraphs; links,
// images, scripts, styles and attributes are dropped, their text kept where it is text), so the
// product page shows the seller's structure and nothing a file could inject. Plain text stays plain.

/** The tags a description keeps; the storefront's product page renders exactly these. */
export const DESCRIPTION_TAGS = ["p", "br", "ul", "ol", "li"] as const;

const HTML_TAG = /<\/?[A-Za-z][^>]*>/;

/**
 * The description of an offer, its HTML reduced to paragraphs and lists.
 * @example
 *   describedAs("<h3>Принтер</h3><p onclick=x>Неплохой.</p><script>x()</script>"); // "<p>Принтер</p><p>Неплохой.</p>"
 */
export function describedAs(text: string): string {
  if (!HTML_TAG.test(text)) return text.trim();
  const clean = sanitizeHtml(text, {
    allowedTags: [...DESCRIPTION_TAGS],
    allowedAttributes: {},
    transformTags: { h1: "p", h2: "p", h3: "p", h4: "p", h5: "p", h6: "p", div: "p" },
    nonTextTags: ["style", "script", "textarea", "option", "noscript", "template"],
  });
  // Layout white space between tags is the export's indentation, not the seller's text.
  return clean
    .replace(/\s*(<\/?(?:p|ul|ol|li)>|<br\s*\/?>)\s*/g, "$1")
    .replace(/[ \t\r\n]+/g, " ")
    .replace(/<p>\s*<\/p>/g, "")
    .trim();
}
