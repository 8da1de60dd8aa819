import { config } from "../lib/config";
import { recordAnalyticsError } from "./analytics";

/**
 * React's `onRecoverableError`: an error React got over by rendering a part of the page again in
 * the browser (a hydration mismatch, a boundary updated before it hydrated). The shopper sees the
 * page, but it repainted, so it is still a defect to find. A production build's message is only a
 * code (#418), so the console gets the component stack beside it, which names the elements and the
 * bundle's lines where the server's HTML and the browser's render parted; the analytics counter,
 * when one is configured, records it as a `hydration` error.
 * @example
 *   hydrateRoot(document, <App />, { onRecoverableError: reportRecoverableError });
 */
export function reportRecoverableError(error: unknown, info: { componentStack?: string }): void {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : undefined;
  console.error(
    error,
    ...(cause ? ["\ncaused by:", cause] : []),
    `\nat:${info.componentStack ?? " (no stack)"}`,
  );
  if (config.analytics) recordAnalyticsError(config.analytics, "hydration", error);
}
