// XML the storefront's server writes for machines (sitemaps, the marketplace feed): escaped text, and
// documents streamed a part at a time as the reader asks for them.

// The characters XML 1.0 forbids: C0 controls but tab, line feed and carriage return, and U+FFFE/F.
// biome-ignore lint/suspicious/noControlCharactersInRegex: those characters are what it finds
const NOT_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

const ESCAPED: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/**
 * Text as XML character data or an attribute value. Characters XML 1.0 does not allow at all (most
 * control characters) are left out: one in a product's description must not break the document.
 * @example
 *   escapeXml("/catalog?a=1&b=2"); // "/catalog?a=1&amp;b=2"
 */
export const escapeXml = (text: string) =>
  text.replace(NOT_IN_XML, "").replace(/[&<>"']/g, (character) => ESCAPED[character] ?? "");

/**
 * A document whose parts come from an async generator, encoded as UTF-8 and produced only as fast
 * as the stream is read: a part is asked for when the reader wants more bytes, so a document of
 * 100 000 entries is never held whole. Cancelling the stream (the client went away) ends the
 * generator, which stops asking the API for more.
 * @example
 *   return new Response(pullStream(parts()), { headers: { "Content-Type": "application/xml" } });
 */
export function pullStream(parts: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { value, done } = await parts.next();
        if (done) controller.close();
        else controller.enqueue(encoder.encode(value));
      },
      async cancel() {
        await parts.return(undefined);
      },
    },
    // Nothing is read ahead: the first part is asked for by the first read, not by the stream's start.
    { highWaterMark: 0 },
  );
}
