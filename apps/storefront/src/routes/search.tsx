import { createFileRoute } from "@tanstack/react-router";
import { optionalText, pageNumber } from "../lib/search-params";

export const Route = createFileRoute("/search")({
  validateSearch: (search): { q?: string; page?: number } => ({
    q: optionalText(search, "q"),
    page: pageNumber(search),
  }),
});
