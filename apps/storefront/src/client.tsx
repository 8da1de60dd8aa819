import { StartClient } from "@tanstack/react-start/client";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { activateVisitorLocale } from "./lib/i18n";

// The server rendered the page in the visitor's locale: its catalog is active before React hydrates
// (at once for Russian, whose messages come with the code).
void activateVisitorLocale().then(() =>
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
  ),
);
