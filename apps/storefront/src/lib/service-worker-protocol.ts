// What the storefront's pages and its service worker (service-worker/sw.ts) agree on: the names of
// the caches a page may read or clear, the messages between them, and the marks the worker puts on
// the pages it keeps. Plain constants, no DOM and no worker API: both sides import this file.

// With its extension: build/service-worker.ts runs this file in Node as it is.
export { PAGES_CACHE } from "./kept-pages.ts";

/** The cart page's query parameter that makes it the offline page. */
export const OFFLINE_PARAM = "offline";
/**
 * The page shown for a page never seen while offline (precached at the worker's install): the cart
 * page in its offline form (routes/cart.tsx), not a route of its own, since every route's entry
 * weighs on every page's first load (docs/storefront/offline.md).
 */
export const OFFLINE_PAGE = `/cart?${OFFLINE_PARAM}=1`;
/** The query parameter of the offline page naming the page the shopper wanted. */
export const OFFLINE_FROM_PARAM = "from";

/** Whether a URL is the offline page (whatever page it names as wanted). */
export const isOfflinePage = (url: URL) => url.pathname === "/cart" && url.searchParams.has(OFFLINE_PARAM);

/** On a kept page's cached answer: when the worker fetched it (an ISO date). */
export const SAVED_AT_HEADER = "X-Shop-Saved-At";
/** On a kept page's cached answer: its `<title>`, URI-encoded (for the offline page's list). */
export const SAVED_TITLE_HEADER = "X-Shop-Saved-Title";
/**
 * A `<meta name=… content=ISO-date>` the worker puts into the `<head>` of a kept page it answers
 * with instead of the network's: the page then says when it was saved.
 */
export const SAVED_COPY_META = "shop-saved-copy";

/** Messages a page posts to its service worker. */
export type ServiceWorkerMessage =
  /** The shopper agreed to the new version: the waiting worker takes over (then the page reloads). */
  | { type: "SKIP_WAITING" }
  /** Keep these pages, fetched before the worker controlled the tab (the first page of a visit). */
  | { type: "SAVE_PAGES"; urls: string[] }
  /**
   * Workbox's own message (workbox-routing's router answers it): fetch these files through the
   * route that would have handled them (the scripts and pictures loaded before the worker ran).
   */
  | { type: "CACHE_URLS"; payload: { urlsToCache: string[] } };

/**
 * Paths whose pages are the visitor's own or the staff's, or not pages at all: never kept, whatever
 * their answer's headers say (the server also marks them `private, no-store`). The offline page is
 * precached instead (`isOfflinePage`).
 */
export const NEVER_KEPT_PATHS = /^\/(?:api|admin|my|checkout|auth|logout)(?:\/|$)/;
