// The shop's pages are for everyone to find; a visitor's own pages and the staff's are not.
const RULES = `User-agent: *
Disallow: /my/
Disallow: /cart
Disallow: /checkout
Disallow: /auth/
Disallow: /logout
Disallow: /admin
Disallow: /api/
`;

/**
 * `/robots.txt`: which paths crawlers leave alone, and where the sitemap is. Crawlers want the
 * sitemap's absolute URL, so the file is written per request with the origin the crawler reached.
 * @example
 *   GET: ({ request }) => robotsResponse(request),
 */
export function robotsResponse(request: Request): Response {
  const { origin } = new URL(request.url);
  return new Response(`${RULES}\nSitemap: ${origin}/sitemap.xml\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
