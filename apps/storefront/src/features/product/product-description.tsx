import type { ReactNode } from "react";
import { DESCRIPTION_TAG, decodedEntities, isFormatted } from "./description-markup";

// A product's description as the API keeps it (description-markup.ts): plain text, or the few tags
// of formatting the API's sanitiser keeps (p, br, ul, ol, li, strong, em). It is turned into React
// elements tag by tag, never set as HTML: anything else that looks like a tag (a row no sanitiser
// saw) is shown as the text it is, so no stored text can run script on the page.

type Block = { tag: "p" | "ul" | "ol" | "li" | "strong" | "em" | "root"; children: ReactNode[] };

/**
 * The description's paragraphs, lists and emphasis as elements; plain text is a paragraph per blank-line
 * separated block (so a screen reader moves through them as paragraphs), keeping its other line breaks.
 * @example
 *   <ProductDescription text={product.description} className={proseClass} />
 */
export function ProductDescription({ text, className }: { text: string; className?: string }) {
  if (!isFormatted(text)) {
    const paragraphs = text
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter((paragraph) => paragraph !== "");
    return (
      <div className={className}>
        {paragraphs.map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one text's paragraphs never move
          <p key={index} style={{ whiteSpace: "pre-line" }}>
            {paragraph}
          </p>
        ))}
      </div>
    );
  }
  const stack: Block[] = [{ tag: "root", children: [] }];
  let key = 0;
  const top = () => stack[stack.length - 1] as Block;
  const close = () => {
    const block = stack.pop();
    if (!block || block.tag === "root") return;
    // An empty paragraph (one a nested block closed at once) is nothing to read.
    if (block.tag === "p" && block.children.length === 0) return;
    const Tag = block.tag;
    top().children.push(<Tag key={key++}>{block.children}</Tag>);
  };
  let at = 0;
  for (const match of text.matchAll(DESCRIPTION_TAG)) {
    if (match.index > at) top().children.push(decodedEntities(text.slice(at, match.index)));
    at = match.index + match[0].length;
    const name = (match[2] ?? "").toLowerCase() as Block["tag"] | "br";
    if (name === "br") top().children.push(<br key={key++} />);
    else if (match[1]) {
      // Close up to the matching open tag, if there is one; a stray closing tag is dropped.
      if (stack.some((block) => block.tag === name)) while (top().tag !== name) close();
      if (top().tag === name) close();
    } else {
      // A paragraph, list or item opened inside a paragraph closes it first, as the browser's
      // parser does (a row stored before the API read blocks so): the server's tree is the page's.
      if (name !== "strong" && name !== "em" && stack.some((block) => block.tag === "p")) {
        while (top().tag !== "p") close();
        close();
      }
      stack.push({ tag: name, children: [] });
    }
  }
  if (at < text.length) top().children.push(decodedEntities(text.slice(at)));
  while (stack.length > 1) close();
  return <div className={className}>{top().children}</div>;
}
