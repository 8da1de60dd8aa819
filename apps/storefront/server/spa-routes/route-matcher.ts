const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The regular expression of one path segment, with its leading slash. */
function segmentPattern(segment: string): string {
  if (segment === "$" || segment === "{$}") return "(?:/.*)?";
  if (/^\{-\$[^}]*\}$/.test(segment)) return "(?:/[^/]+)?";
  if (/^\$[^{}]*$/.test(segment)) return "/[^/]+";
  // A parameter inside a segment: `post-{$id}.html`.
  const parts = segment.split(/\{-?\$[^}]*\}/);
  return `/${parts.map(escapeRegExp).join("[^/]+")}`;
}

/**
 * Compiles route paths in TanStack Router's notation (`/product/$slug`, `/catalog/$`,
 * `/{-$lang}/about`) into one test of a URL path. Like the router's defaults, matching ignores
 * case and a trailing slash, and a splat also matches its parent (`/catalog`).
 * @example
 *   const isKnown = createRouteMatcher(["/", "/product/$slug", "/catalog/$"]);
 *   isKnown("/catalog/tea/green"); // true
 *   isKnown("/nowhere"); // false
 */
export function createRouteMatcher(routePaths: readonly string[]): (pathname: string) => boolean {
  const patterns = routePaths.map((path) => {
    const segments = path.split("/").filter(Boolean);
    return new RegExp(`^${segments.map(segmentPattern).join("")}/?$`, "i");
  });
  return (pathname) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return false;
    }
    const path = decoded === "" ? "/" : decoded;
    return patterns.some((pattern) => pattern.test(path));
  };
}
