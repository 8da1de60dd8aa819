import { createFileRoute } from "@tanstack/react-router";
import { optionalText } from "../lib/search-params";

export const Route = createFileRoute("/auth/login")({
  staticData: { layout: "white-block" },
  validateSearch: (search): { back?: string } => ({ back: optionalText(search, "back") }),
});
