/// <reference lib="webworker" />
// The storefront's service worker (docs/storefront/offline.md): Workbox's precaching, routing,
// strategies and expiration, bundled by tsup (tsup.config.ts) after Vite's build and given its
// precache list by workbox-build's injectManifest (build/service-worker.ts). What it keeps:
// - precached at install: the offline page (rendered for nobody in particular), every script and
//   stylesheet of the build but the staff panel's, the web app manifest and its icons;
// - pages the shopper opened (network first, the kept copy after a short wait or offline, marked
//   with the date it was saved); never a page of the account, checkout, the panel or the API, nor
//   an answer marked private or no-store;
// - hashed build files the precache leaves out, the staff panel's chunk (cache first: their names
//   change with their content);
// - pictures of the image route (stale while revalidate, bounded in number and age).
// A new version waits until the shopper agrees (SKIP_WAITING) or every tab of the shop is closed.

import { clientsClaim, type WorkboxPlugin } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { addPlugins, cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from "workbox-strategies";
import { isPublicHtmlAnswer } from "../src/lib/public-html-answer";
import {
  isOfflinePage,
  NEVER_KEPT_PATHS,
  OFFLINE_FROM_PARAM,
  OFFLINE_PAGE,
  PAGES_CACHE,
  SAVED_AT_HEADER,
  SAVED_COPY_META,
  SAVED_TITLE_HEADER,
  type ServiceWorkerMessage,
} from "../src/lib/service-worker-protocol";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/** Hashed build files (`/assets/*`) the precache leaves out (the staff panel's chunk), as met. */
const ASSETS_CACHE = "shop-assets-v1";
/** Product photos and other pictures of the image route (`/_image`). */
const IMAGES_CACHE = "shop-images-v1";

const DAY_SECONDS = 24 * 60 * 60;
/** How long a page waits for the network before the kept copy answers (a train, a basement). */
const PAGE_NETWORK_TIMEOUT_SECONDS = 4;

// A tab opened before the first install is taken over at once: there is no older code to swap. A
// later version is activated only by SKIP_WAITING (below) or once no tab runs the old one.
clientsClaim();
cleanupOutdatedCaches();

// The API's requests never reach the worker where the browser can route them past it (Chromium's
// static routing, `InstallEvent.addRoutes`): nothing of /api is ever cached, and a request need not
// wake the worker to pass through it. Elsewhere the worker has no route for them: they go to the
// network untouched.
self.addEventListener("install", (event) => {
  const install = event as ExtendableEvent & { addRoutes?: (rules: object) => Promise<void> };
  const { URLPattern } = globalThis as { URLPattern?: new (init: { pathname: string }) => object };
  if (!install.addRoutes || !URLPattern) return;
  install.waitUntil(
    install
      .addRoutes({ condition: { urlPattern: new URLPattern({ pathname: "/api/*" }) }, source: "network" })
      .catch(() => undefined),
  );
});

// The offline page is fetched without the visitor's cookies: what the worker keeps at install is
// the page anybody gets, never the header of a signed-in customer.
addPlugins([
  {
    requestWillFetch: async ({ request }) =>
      isOfflinePage(new URL(request.url)) ? new Request(request, { credentials: "omit" }) : request,
  },
]);
// `/cart?offline=1&from=/product/x` is the precached `/cart?offline=1`. (The cart itself, `/cart`,
// is a page like the others: kept as the shopper opens it.)
precacheAndRoute(self.__WB_MANIFEST, {
  ignoreURLParametersMatching: [new RegExp(`^${OFFLINE_FROM_PARAM}$`), /^utm_/, /^fbclid$/],
});

/** Whether an answer may be kept for anyone who opens this browser later. */
function isKeepablePage(response: Response): boolean {
  // (A browser never shows a worker an answer's Set-Cookie; the check costs nothing if one would.)
  return isPublicHtmlAnswer(response) && !response.redirected && !response.headers.has("Set-Cookie");
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * Pages: kept with the date they were fetched and their title; answered from the cache with that
 * date in a `<meta>` the page's lazily loaded code turns into «Сохранённая копия от …».
 */
const keptPages: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (!isKeepablePage(response)) return null;
    const html = await response.text();
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() ?? "";
    const headers = new Headers(response.headers);
    // The body is stored decoded; a cached answer varies by nothing.
    for (const name of ["Content-Encoding", "Content-Length", "Vary"]) headers.delete(name);
    headers.set(SAVED_AT_HEADER, new Date().toISOString());
    headers.set(SAVED_TITLE_HEADER, encodeURIComponent(title));
    return new Response(html, { status: response.status, statusText: response.statusText, headers });
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    const savedAt = cachedResponse?.headers.get(SAVED_AT_HEADER);
    if (!cachedResponse || !savedAt) return cachedResponse ?? null;
    const html = await cachedResponse.text();
    const meta = `<meta name="${SAVED_COPY_META}" content="${escapeAttribute(savedAt)}">`;
    return new Response(html.replace(/<\/head>/i, `${meta}</head>`), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers: cachedResponse.headers,
    });
  },
};

/** A page neither the network nor the cache has: the offline page, which names it. */
const offlineFallback: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const wanted = new URL(request.url);
    const offline = new URL(OFFLINE_PAGE, self.location.origin);
    offline.searchParams.set(OFFLINE_FROM_PARAM, wanted.pathname + wanted.search);
    // A redirect, not the offline page's HTML under the wanted address: the page hydrates as itself.
    return Response.redirect(offline.href, 302);
  },
};

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
  plugins: [
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 14 * DAY_SECONDS, purgeOnQuotaError: true }),
    keptPages,
    offlineFallback,
  ],
});

/** Whether a page of this address may be kept (its answer's headers decide the rest). */
const isKeepableAddress = (url: URL) =>
  url.origin === self.location.origin && !NEVER_KEPT_PATHS.test(url.pathname) && !isOfflinePage(url);

// (The offline page's own navigations never get here: the precache's route, registered first,
// answers them.)
registerRoute(({ request, url }) => request.mode === "navigate" && isKeepableAddress(url), pages);
// The customer's and the staff's pages: from the network only, the offline page when it is gone.
registerRoute(
  ({ request, url }) =>
    request.mode === "navigate" &&
    url.origin === self.location.origin &&
    NEVER_KEPT_PATHS.test(url.pathname) &&
    !/^\/api(?:\/|$)/.test(url.pathname),
  new NetworkOnly({ plugins: [offlineFallback] }),
);

registerRoute(
  ({ url }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith("/assets/") &&
    !url.pathname.endsWith(".map"),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === "/_image",
  new StaleWhileRevalidate({
    cacheName: IMAGES_CACHE,
    plugins: [
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

self.addEventListener("message", (event) => {
  const message = event.data as ServiceWorkerMessage | undefined;
  if (message?.type === "SKIP_WAITING") void self.skipWaiting();
  else if (message?.type === "SAVE_PAGES") {
    // The first page of a visit, fetched again now the worker can keep it (same rules as above).
    const saving = message.urls
      .map((href) => new URL(href, self.location.origin))
      .filter(isKeepableAddress)
      .map((url) =>
        pages
          .handle({ event, request: new Request(url, { credentials: "same-origin" }) })
          .catch(() => undefined),
      );
    event.waitUntil(Promise.all(saving));
  }
});
