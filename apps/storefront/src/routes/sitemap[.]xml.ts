import { createFileRoute } from "@tanstack/react-router";
import { sitemapIndexResponse } from "../features/sitemap/sitemap-responses";
import { apiSitemapSource } from "../features/sitemap/sitemap-source";

// The sitemap index for crawlers: a server route, answered before any page is rendered.
export const Route = createFileRoute("/sitemap.xml")({
  server: { handlers: { GET: ({ request }) => sitemapIndexResponse(request, apiSitemapSource) } },
});
