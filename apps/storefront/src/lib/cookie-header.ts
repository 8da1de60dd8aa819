// The `Cookie` request header as the shop's server reads it: `name=value` pairs split by `;`. Values
// stay raw (percent-escapes and all): each reader decides what a well-formed value of its cookie is.

/**
 * The raw value of the first cookie called `name`, or undefined when the header has none.
 * @example
 *   rawCookie("theme=dark; shop_token=a.b.c", "shop_token"); // "a.b.c"
 */
export function rawCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/**
 * The header without the cookies `names` (the others as they came), "" when none is left.
 * @example
 *   withoutCookies("theme=dark; shop_token=a.b.c", ["shop_token"]); // "theme=dark"
 */
export function withoutCookies(cookieHeader: string, names: readonly string[]): string {
  return cookieHeader
    .split(";")
    .filter((part) => !names.includes(part.trim().split("=")[0] ?? ""))
    .join(";")
    .trim();
}
