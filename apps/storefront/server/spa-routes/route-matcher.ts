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

/** How specific a segment is: a static one beats a parameter, which beats the optional and the splat. */
function segmentRank(segment: string): number {
  if (segment === "$" || segment === "{$}") return 0;
  if (/^\{-\$[^}]*\}$/.test(segment)) return 1;
  if (/^\$[^{}]*$/.test(segment)) return 2;
  if (/\{-?\$[^}]*\}/.test(segment)) return 3;
  return 4;
}

/** Orders route paths as the router prefers them when several match: the more specific first. */
function bySpecificity(a: readonly string[], b: readonly string[]): number {
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) {
    const difference = segmentRank(b[index] ?? "") - segmentRank(a[index] ?? "");
    if (difference !== 0) return difference;
  }
  return b.length - a.length;
}

/**
 * Compiles route paths in TanStack Router's notation (`/product/$slug`, `/catalog/$`,
 * `/{-$lang}/about`) into a lookup of the route a URL path opens, `undefined` for none. Like the
 * router's defaults, matching ignores case and a trailing slash, a splat also matches its parent
 * (`/catalog`), and where several match the most specific wins (`/orders/new` over `/orders/$id`).
 * @example
 *   const routeOf = createRouteMatcher(["/", "/product/$slug", "/catalog/$"]);
 *   routeOf("/catalog/tea/green"); // "/catalog/$"
 *   routeOf("/nowhere"); // undefined
 */
export function createRouteMatcher(routePaths: readonly string[]): (pathname: string) => string | undefined {
  const patterns = routePaths
    .map((path) => ({ path, segments: path.split("/").filter(Boolean) }))
    .sort((a, b) => bySpecificity(a.segments, b.segments))
    .map(({ path, segments }) => ({
      path,
      pattern: new RegExp(`^${segments.map(segmentPattern).join("")}/?$`, "i"),
    }));
  return (pathname) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    const path = decoded === "" ? "/" : decoded;
    return patterns.find(({ pattern }) => pattern.test(path))?.path;
  };
}
