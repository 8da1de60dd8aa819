import type { AnalyticsConfig } from "../lib/config";

type CounterFunction = ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number };

declare global {
  interface Window {
    ym?: CounterFunction;
  }
}

/**
 * The page's counter function: the loaded script's, or the queue its snippet keeps until the
 * script arrives (the script replays it).
 */
function counterOf(win: Window): CounterFunction {
  const counter: CounterFunction =
    win.ym ??
    Object.assign(
      (...args: unknown[]) => {
        counter.a = [...(counter.a ?? []), args];
      },
      { l: Date.now() },
    );
  win.ym = counter;
  return (...args: unknown[]) => (win.ym ?? counter)(...args);
}

export interface AnalyticsRouter {
  subscribe(event: "onResolved", listener: (event: { toLocation: { href: string } }) => void): () => void;
}

/**
 * A Yandex Metrika–style counter (SPEC.md section 1): the script loads after `delayMs`, the first
 * page is counted by the counter's own init, and every later route change records a hit. Calls made
 * before the script arrives are queued on `window.ym` the way the counter's snippet does.
 * Returns a function that stops recording.
 * @example
 *   startAnalytics({ id: "12345", delayMs: 2000, scriptSrc: "https://mc.yandex.ru/metrika/tag.js" }, router);
 */
export function startAnalytics(
  analytics: AnalyticsConfig,
  router: AnalyticsRouter,
  doc: Document = document,
) {
  const win = doc.defaultView as Window;
  const ym = counterOf(win);
  ym(analytics.id, "init", { defer: true, clickmap: true, trackLinks: true });
  ym(analytics.id, "hit", win.location.href);

  const timer = setTimeout(() => {
    const script = doc.createElement("script");
    script.async = true;
    script.src = analytics.scriptSrc;
    doc.head.append(script);
  }, analytics.delayMs);

  let first = true;
  const unsubscribe = router.subscribe("onResolved", ({ toLocation }) => {
    // The first resolution is the page the visitor landed on, already counted above.
    if (first) {
      first = false;
      return;
    }
    ym(analytics.id, "hit", new URL(toLocation.href, win.location.origin).href);
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}

/**
 * The counter's error hook: an error a visitor met becomes a parameter of the visit,
 * `{ error: { [where]: text } }`, queued like any call until the counter's script has loaded.
 * @example
 *   recordAnalyticsError(config.analytics, "start", new Error("503 Service Unavailable"));
 */
export function recordAnalyticsError(
  analytics: AnalyticsConfig,
  where: string,
  error: unknown,
  win: Window = window,
) {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  counterOf(win)(analytics.id, "params", { error: { [where]: text } });
}
