import { createFileRoute } from "@tanstack/react-router";
import { sitemapFileResponse } from "../features/sitemap/sitemap-responses";
import { apiSitemapSource } from "../features/sitemap/sitemap-source";

// A sitemap file of categories or products (`/sitemap/products/2.xml`), streamed from the API.
export const Route = createFileRoute("/sitemap/$kind/{$page}.xml")({
  server: {
    handlers: { GET: ({ request, params }) => sitemapFileResponse(request, apiSitemapSource, params) },
  },
});
