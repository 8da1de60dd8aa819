import { createFileRoute } from "@tanstack/react-router";
import { staticPagesResponse } from "../features/sitemap/sitemap-responses";

// The sitemap file of the shop's own pages (home, catalog, information and legal pages).
export const Route = createFileRoute("/sitemap/pages.xml")({
  server: { handlers: { GET: ({ request }) => staticPagesResponse(request) } },
});
