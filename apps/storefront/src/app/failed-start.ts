import type { AnalyticsConfig } from "../lib/config";

/**
 * What a failed start leaves behind (SPEC.md section 8: "a failed app start is logged and
 * re-thrown"): the error in the console, which is the server's log when the page is rendered there,
 * and, in the browser, in the analytics counter's error hook when a counter is configured (its code
 * is fetched then: most builds have no counter). The caller throws the error on, so the error
 * screen shows it; the returned promise settles once the counter has it.
 * @example
 *   try { await loadTheSession(); } catch (error) { reportFailedStart(error, config.analytics); throw error; }
 */
export async function reportFailedStart(
  error: unknown,
  analytics: AnalyticsConfig | undefined,
): Promise<void> {
  console.error("[shop] the app could not start:", error);
  if (!analytics || typeof window === "undefined") return;
  await import("./analytics").then((module) => module.recordAnalyticsError(analytics, "start", error));
}
