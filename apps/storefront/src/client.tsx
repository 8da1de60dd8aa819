import { StartClient } from "@tanstack/react-start/client";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { reportRecoverableError } from "./app/recoverable-error";

// TanStack Start's browser entry, with one addition: React's recoverable errors (chiefly a page
// whose server HTML did not match what the browser rendered) name where they happened.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
    { onRecoverableError: reportRecoverableError },
  );
});
