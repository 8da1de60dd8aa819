// The name of the service worker's cache of pages, apart from the rest of its protocol
// (service-worker-protocol.ts re-exports it): the logout, in every page's start script, forgets the
// kept pages by this name alone, and a module shared with the worker's side would come whole.

/** The cache of pages (navigations) the shopper has seen, kept for reading them offline. */
export const PAGES_CACHE = "shop-pages-v1";

/** Forgets the kept pages (a window and its worker share one cache store). */
export const forgetKeptPages = (): void => void globalThis.caches?.delete(PAGES_CACHE);
