import { MARKET_FEED_PATH } from "../../lib/feeds";
import { publicOrigin } from "../../lib/public-origin";

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
 * sitemap's absolute URL, so the file is written per request with the shop's origin: `PUBLIC_URL`'s
 * (behind a TLS proxy the request arrives as http), else the origin the crawler reached.
 * The marketplace feed has no directive of robots.txt; a comment beside the sitemap says where it
 * is, for the people who set up a marketplace (they give it to Yandex Market themselves).
 * @example
 *   GET: ({ request }) => robotsResponse(request),
 */
export function robotsResponse(request: Request): Response {
  const origin = publicOrigin(request.url);
  const feed = `# Yandex Market feed (YML): ${origin}${MARKET_FEED_PATH}\n`;
  return new Response(`${RULES}\nSitemap: ${origin}/sitemap.xml\n${feed}`, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
