import {
  isOfflinePage,
  PAGES_CACHE,
  SAVED_AT_HEADER,
  SAVED_TITLE_HEADER,
} from "../../lib/service-worker-protocol";

/** A page the service worker kept, readable offline. */
export interface SavedPage {
  /** Path and query, for a link. */
  path: string;
  title: string;
  savedAt: Date | undefined;
}

/**
 * The pages the service worker kept (service-worker/sw.ts), newest first, read from the Cache API
 * by the page itself: none when the browser has no such cache (no worker yet, a private window).
 * @example
 *   const pages = await listSavedPages(); // [{ path: "/catalog/tea", title: "Чай — Чайная лавка", … }]
 */
export async function listSavedPages(): Promise<SavedPage[]> {
  if (!("caches" in globalThis) || !(await caches.has(PAGES_CACHE))) return [];
  const cache = await caches.open(PAGES_CACHE);
  const pages = await Promise.all(
    (await cache.keys()).map(async (request): Promise<SavedPage | undefined> => {
      const url = new URL(request.url);
      if (url.origin !== window.location.origin || isOfflinePage(url)) return undefined;
      const response = await cache.match(request);
      const savedAt = response?.headers.get(SAVED_AT_HEADER);
      const title = decodeHtmlText(decodeURIComponent(response?.headers.get(SAVED_TITLE_HEADER) ?? ""));
      return {
        path: url.pathname + url.search,
        title: title || url.pathname,
        savedAt: savedAt ? new Date(savedAt) : undefined,
      };
    }),
  );
  return pages
    .filter((page) => page !== undefined)
    .sort((a, b) => (b.savedAt?.getTime() ?? 0) - (a.savedAt?.getTime() ?? 0));
}

/** A `<title>`'s text as the page showed it (`&quot;` and the like decoded), never as markup. */
function decodeHtmlText(html: string): string {
  return new DOMParser().parseFromString(html, "text/html").documentElement.textContent ?? "";
}
