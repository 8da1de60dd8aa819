import { config } from "../lib/config";

/**
 * React's `onRecoverableError`: an error React got over by rendering a part of the page again in
 * the browser (a hydration mismatch, a boundary updated before it hydrated). The shopper sees the
 * page, but it repainted, so it is still a defect to find. A production build's message is only a
 * code (#418), so the console gets the component stack beside it, which names the elements and the
 * bundle's lines where the server's HTML and the browser's render parted; the analytics counter,
 * when one is configured, records it as a `hydration` error (its code fetched then).
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
  const { analytics } = config;
  if (analytics) {
    void import("./analytics").then((module) => module.recordAnalyticsError(analytics, "hydration", error));
  }
}
