import type { ReactNode } from "react";

// A product's description as the API keeps it: plain text, or the few tags an imported YML
// description keeps (apps/api/src/domain/catalog/yml-description.ts: p, br, ul, ol, li, sanitized
// by the API). It is turned into React elements tag by tag, never set as HTML: anything else that
// looks like a tag is shown as the text it is, so no stored text can run script on the page.

const TAG = /<(\/?)(p|br|ul|ol|li)\s*\/?>/gi;
const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  nbsp: "\u00a0",
};
const decoded = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "");

type Block = { tag: "p" | "ul" | "ol" | "li" | "root"; children: ReactNode[] };

/**
 * The description's paragraphs and lists as elements; plain text is a paragraph per blank-line
 * separated block (so a screen reader moves through them as paragraphs), keeping its other line breaks.
 * @example
 *   <ProductDescription text={product.description} className={proseClass} />
 */
export function ProductDescription({ text, className }: { text: string; className?: string }) {
  if (!/<(p|ul|ol|li|br)\b/i.test(text)) {
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
    const Tag = block.tag;
    top().children.push(<Tag key={key++}>{block.children}</Tag>);
  };
  let at = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > at) top().children.push(decoded(text.slice(at, match.index)));
    at = match.index + match[0].length;
    const name = (match[2] ?? "").toLowerCase() as Block["tag"] | "br";
    if (name === "br") top().children.push(<br key={key++} />);
    else if (match[1]) {
      // Close up to the matching open tag, if there is one; a stray closing tag is dropped.
      if (stack.some((block) => block.tag === name)) while (top().tag !== name) close();
      if (top().tag === name) close();
    } else stack.push({ tag: name, children: [] });
  }
  if (at < text.length) top().children.push(decoded(text.slice(at)));
  while (stack.length > 1) close();
  return <div className={className}>{top().children}</div>;
}
