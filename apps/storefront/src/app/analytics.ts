import type { AnalyticsConfig } from "../lib/config";

type CounterFunction = ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number };

declare global {
  interface Window {
    ym?: CounterFunction;
  }
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
  const counter: CounterFunction =
    win.ym ??
    Object.assign(
      (...args: unknown[]) => {
        counter.a = [...(counter.a ?? []), args];
      },
      { l: Date.now() },
    );
  win.ym = counter;
  const ym = (...args: unknown[]) => (win.ym ?? counter)(...args);
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
