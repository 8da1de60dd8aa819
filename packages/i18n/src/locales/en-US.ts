import type { messages as ru } from "./ru";

export const messages: Record<keyof typeof ru, string> = {
  "brand.name": "Tea Shop",
  "home.title": "Home",
  "home.apiStatus": "The shop is up: API {version}, database {database}.",
  "home.apiDown": "The API is unreachable: {message}",
  "home.loading": "Checking the connection to the shop…",
  "database.up": "reachable",
  "database.down": "unreachable",
};
