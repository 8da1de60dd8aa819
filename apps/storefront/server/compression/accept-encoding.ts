export type ContentEncoding = "br" | "gzip";

/**
 * The best of the available encodings that an `Accept-Encoding` header allows (brotli before
 * gzip, `q=0` refuses), or `undefined` for the plain bytes.
 * @example
 *   preferredEncoding("gzip, deflate, br", ["br", "gzip"]); // "br"
 *   preferredEncoding("br;q=0, gzip", ["br", "gzip"]); // "gzip"
 */
export function preferredEncoding(
  header: string | undefined,
  available: readonly ContentEncoding[],
): ContentEncoding | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...parameters] = part.trim().toLowerCase().split(";");
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (encoding: ContentEncoding) => accepted.get(encoding) ?? accepted.get("*") ?? 0;
  const order: ContentEncoding[] = ["br", "gzip"];
  return order.find((encoding) => available.includes(encoding) && weight(encoding) > 0);
}
