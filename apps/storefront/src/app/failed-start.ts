import type { AnalyticsConfig } from "../lib/config";
import { recordAnalyticsError } from "./analytics";

/**
 * What a failed start leaves behind (SPEC.md section 8: "a failed app start is logged and
 * re-thrown"): the error in the console, which is the server's log when the page is rendered there,
 * and, in the browser, in the analytics counter's error hook when a counter is configured. The
 * caller throws the error on, so the error screen shows it.
 * @example
 *   try { await loadTheSession(); } catch (error) { reportFailedStart(error, config.analytics); throw error; }
 */
export function reportFailedStart(error: unknown, analytics: AnalyticsConfig | undefined): void {
  console.error("[shop] the app could not start:", error);
  if (analytics && typeof window !== "undefined") recordAnalyticsError(analytics, "start", error);
}
