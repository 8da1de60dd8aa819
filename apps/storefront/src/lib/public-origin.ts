/**
 * The origin of the shop's absolute URLs (canonical links, Open Graph, JSON-LD, robots.txt and the
 * sitemaps): `PUBLIC_URL`'s, read on the server, when it is set (every deployment sets it: the
 * request's Host header is the client's to write, and those answers are cached), else the origin
 * the request reached (a shop on a developer's machine, whatever address it is opened at).
 * @example
 *   publicOrigin("http://attacker.example/robots.txt"); // "https://shop.example" with PUBLIC_URL=https://shop.example
 */
export function publicOrigin(requestUrl: string): string {
  const configured = process.env.PUBLIC_URL?.trim();
  return new URL(configured || requestUrl).origin;
}
