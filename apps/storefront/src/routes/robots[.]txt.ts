import { createFileRoute } from "@tanstack/react-router";
import { robotsResponse } from "../features/sitemap/robots-txt";

// Written per request (not a file of public/): the Sitemap line needs the absolute URL.
export const Route = createFileRoute("/robots.txt")({
  server: { handlers: { GET: ({ request }) => robotsResponse(request) } },
});
