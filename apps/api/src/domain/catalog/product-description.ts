import sanitizeHtml from "sanitize-html";
import { PRODUCT_LIMITS } from "./catalog-limits";

// A product's description as the shop stores and serves it (docs/contract.md, Product
// `description`): plain text as written (no tag; its line breaks are the seller's), or a fragment
// of a few tags of formatting: paragraphs, line breaks, lists and emphasis, with no attribute.
// Every write goes through `storedDescription` (the YML import, the editor's create and update,
// a translations patch): exports write HTML in CDATA (1С-Битрикс, Ecwid, WooCommerce) and staff may
// paste it, so headings become paragraphs, `b`/`i` become `strong`/`em`, scripts, styles and frames
// go with their content, links and images are dropped (a link's text kept), and so is every
// attribute. What is stored can be rendered as HTML; the storefront still builds it tag by tag.

/** The tags a description keeps; the storefront's product page renders exactly these. */
export const DESCRIPTION_TAGS = ["p", "br", "ul", "ol", "li", "strong", "em"] as const;

// HTML is told from plain text by the tags of HTML: "чайник <Tefal>" is a seller's text, and
// stays as written (the storefront shows a plain text as text, so nothing in it runs).
const HTML_TAG =
  /<\/?(?:a|abbr|address|article|aside|b|big|blockquote|body|br|button|center|code|dd|del|details|div|dl|dt|em|embed|figcaption|figure|font|footer|form|h[1-6]|head|header|hr|html|i|iframe|img|input|ins|link|main|mark|math|meta|nav|noscript|object|ol|option|p|pre|s|script|section|select|small|span|strike|strong|style|sub|summary|sup|svg|table|tbody|td|template|textarea|tfoot|th|thead|title|tr|u|ul)(?:\s[^>]*)?\/?>/i;
// The kept tags that open and close (all but `br`, stored as `<br />`), as a regular expression's
// alternatives: the one list every pattern below is made of.
const PAIRED_TAGS = DESCRIPTION_TAGS.filter((tag) => tag !== "br").join("|");
// The tags as stored: a plain text never holds one (a tag in it would have made it HTML).
const KEPT_TAG = new RegExp(`<(?:${PAIRED_TAGS})>|<br />`);
const AS_PARAGRAPH = Object.fromEntries(
  ["h1", "h2", "h3", "h4", "h5", "h6", "div", "section", "article", "blockquote", "pre"].map((tag) => [
    tag,
    "p",
  ]),
);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...DESCRIPTION_TAGS],
  allowedAttributes: {},
  transformTags: { ...AS_PARAGRAPH, b: "strong", i: "em" },
  // Their text is code or chrome, never the seller's words: removed with the tag.
  nonTextTags: [
    "style",
    "script",
    "textarea",
    "option",
    "noscript",
    "template",
    "iframe",
    "object",
    "svg",
    "math",
    "title",
    "head",
  ],
  disallowedTagsMode: "discard",
};

/**
 * The kept tags as the browser's parser reads them, so that what the server renders is what the
 * page hydrates: a paragraph or a list started inside a paragraph closes it first (an export's
 * `<div><p>…</p></div>` became `<p><p>…</p></p>`), and a closing tag with nothing open to close
 * goes. Tags are the sanitiser's output: no attribute, lower case.
 */
function asParsed(html: string): string {
  const open: string[] = [];
  let out = "";
  const closeThrough = (tag: string) => {
    if (!open.includes(tag)) return false;
    for (let name = open.pop(); name !== undefined; name = open.pop()) {
      out += `</${name}>`;
      if (name === tag) break;
    }
    return true;
  };
  for (const part of html.split(new RegExp(`(</?(?:${PAIRED_TAGS})>)`))) {
    const tag = /^<(\/?)(\w+)>$/.exec(part);
    if (!tag) {
      out += part;
      continue;
    }
    const [, closing, name = ""] = tag;
    if (closing) {
      closeThrough(name);
      continue;
    }
    if (name === "p" || name === "ul" || name === "ol" || name === "li") closeThrough("p");
    open.push(name);
    out += part;
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}

function sanitised(html: string): string {
  const clean = asParsed(sanitizeHtml(html, OPTIONS))
    // Layout white space between blocks is the export's indentation, not the seller's text.
    .replace(/\s*(<\/?(?:p|ul|ol|li)>|<br \/>)\s*/g, "$1")
    .replace(/\s+/g, " ")
    .replace(/<(p|li|strong|em)><\/\1>/g, "")
    .replace(/<(ul|ol)><\/\1>/g, "")
    .trim();
  // HTML stays HTML: text whose tags all went is one paragraph (its entities stay entities).
  return clean === "" || KEPT_TAG.test(clean) ? clean : `<p>${clean}</p>`;
}

/**
 * A description as the shop stores it: plain text trimmed, HTML reduced to the description's tags,
 * at most `limit` characters (cut, then sanitised again, so a cut never leaves half a tag).
 * @example
 *   storedDescription("<h3>Принтер</h3><p onclick=x>Неплохой.</p><script>x()</script>"); // "<p>Принтер</p><p>Неплохой.</p>"
 *   storedDescription("  Листовой чай.\n\nУрожай 2025.  "); // "Листовой чай.\n\nУрожай 2025."
 */
export function storedDescription(text: string, limit = Number.POSITIVE_INFINITY): string {
  if (!HTML_TAG.test(text)) return firstCharacters(text.trim(), limit).trim();
  let clean = sanitised(text);
  // Cutting may add closing tags: cut shorter until the sanitised text fits.
  for (let length = limit; clean.length > limit && length > 0; length -= clean.length - limit) {
    // Not inside a tag or an entity: half of one would be text.
    clean = sanitised(firstCharacters(clean, length).replace(/<[^>]*$|&[#\w]*$/, ""));
  }
  return clean;
}

// The first `count` UTF-16 units, not splitting a surrogate pair.
function firstCharacters(text: string, count: number): string {
  if (text.length <= count) return text;
  const cut = text.slice(0, count);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

// A tag no write of this form stores: a row written before the sanitiser saw every write (staff's
// HTML in the editor or a translation), or by hand.
const UNSTORED_TAG = new RegExp(`<(?!/?(?:${PAIRED_TAGS})>|br />)/?[A-Za-z]`);

/**
 * A description as the API answers it: the stored one, or, for a row that holds a tag the form does
 * not (written before every write was sanitised), that row sanitised now. A regular expression's
 * test for the rows in the form, so answering them costs next to nothing.
 * @example
 *   servedDescription('<p onclick="x()">Улун</p>'); // "<p>Улун</p>"
 */
export const servedDescription = (description: string) =>
  UNSTORED_TAG.test(description) ? storedDescription(description, PRODUCT_LIMITS.description) : description;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };

/**
 * A stored description as plain text, for places that take no markup (the marketplace feed, meta
 * tags): paragraphs and list items on lines of their own, a list item after "— ", entities decoded.
 * @example
 *   descriptionText("<p>Улун.</p><ul><li>Тайвань</li></ul>"); // "Улун.\n— Тайвань"
 */
export function descriptionText(description: string): string {
  if (!KEPT_TAG.test(description)) return description;
  return description
    .replace(/<li>/g, "\n— ")
    .replace(/<br \/>|<\/?(?:p|ul|ol|li)>/g, "\n")
    .replace(/<\/?(?:strong|em)>/g, "")
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/[ \t]*\n\s*/g, "\n")
    .trim();
}
