import { msg } from "@lingui/core/macro";
import { loadCatalog } from "@shop/i18n";
import type { RegisteredRouter } from "@tanstack/react-router";
import { appModeAtom } from "../lib/app-mode";
import { i18n } from "../lib/i18n";
import { SAVED_COPY_META, type ServiceWorkerMessage } from "../lib/service-worker-protocol";
import { sessionQueryOptions } from "../lib/session";
import { whenIdle } from "../lib/when-idle";
import { appStore } from "./store";
import { toaster } from "./toaster";

// The page's side of the service worker (service-worker/sw.ts, docs/storefront/offline.md). A chunk
// of its own, imported once the page has loaded (app/start-browser-app.ts): a first visit's
// JavaScript does not grow by it. Its messages are the customer catalog's, fetched with it.

const newVersion = msg({ id: "offline.update.title", message: "A new version is available" });
const newVersionText = msg({
  id: "offline.update.text",
  message: "Update now, or it will open at your next visit.",
});
const updateNow = msg({ id: "offline.update.action", message: "Update" });
const savedCopy = msg({ id: "offline.savedCopy.title", message: "Saved copy of {date}" });
const savedCopyText = msg({
  id: "offline.savedCopy.text",
  message: "No connection to the shop: this is the page as it was when you last opened it.",
});

const UPDATE_TOAST_ID = "service-worker-update";

const post = (worker: ServiceWorker | null | undefined, message: ServiceWorkerMessage) =>
  worker?.postMessage(message);

/**
 * Registers the service worker when the browser is idle, and wires the page to it: the update
 * prompt, the «saved copy» notice of a page the worker answered from its cache, keeping the pages
 * the shopper opens in the app, full page loads for links while offline (the worker answers
 * them). (The kept pages are forgotten at logout by app/start-browser-app.ts.)
 */
export async function start(router: RegisteredRouter): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  await new Promise<void>((resolve) => whenIdle(resolve));
  loadDocumentsWhileOffline();
  void showSavedCopyNotice();
  const { serviceWorker } = navigator;
  const registration = await serviceWorker.register("/sw.js", { scope: "/", updateViaCache: "none" });
  offerWaitingVersion(registration);
  keepVisitedPages(router);
  // A tab left open for days still learns of a new version when the shopper comes back to it.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void registration.update().catch(() => undefined);
  });
}

/**
 * A new version installed beside the running one waits (no skipWaiting in the worker): the shopper
 * is asked, and only their «Обновить» swaps it in and reloads the page, never under a form they are
 * filling in. Unasked, it starts once every tab of the shop is closed (the next visit).
 */
function offerWaitingVersion(registration: ServiceWorkerRegistration) {
  let agreed = false;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (agreed) window.location.reload();
  });
  const offer = async (worker: ServiceWorker) => {
    // The first install has nothing to replace.
    if (!navigator.serviceWorker.controller) return;
    await loadCatalog(i18n, "customer");
    toaster.create({
      id: UPDATE_TOAST_ID,
      title: i18n._(newVersion),
      description: i18n._(newVersionText),
      color: "info",
      timeout: 0,
      actions: [
        {
          label: i18n._(updateNow),
          onClick: () => {
            agreed = true;
            post(worker, { type: "SKIP_WAITING" });
          },
        },
      ],
    });
  };
  if (registration.waiting) void offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed") void offer(worker);
    });
  });
}

/**
 * What the worker keeps besides what it sees pass: the page and files loaded before it controlled
 * the tab (the first visit), and each page opened in the app (a client-side navigation fetches
 * data, not the page's HTML), fetched by the worker when the browser is idle.
 *
 * Only for a visitor who is not signed in. A customer's pages are never kept (the server marks them
 * `private, no-store`), so asking would only cost the server a render; worse, the worker's fetch
 * carries the customer's cookie, and a token the server refuses (the password changed elsewhere, a
 * forged cookie) would then be cleared by that fetch's answer, behind the page's back: the page
 * would never hear the 401 that logs it out and clears the cart on this device (SPEC.md section 4).
 */
function keepVisitedPages(router: RegisteredRouter) {
  const { serviceWorker } = navigator;
  const { queryClient } = router.options.context;
  const signedIn = () =>
    queryClient.getQueryData(sessionQueryOptions(appStore.get(appModeAtom)).queryKey)?.authorized !== false;
  const savePage = () =>
    whenIdle(() => {
      if (!signedIn()) post(serviceWorker.controller, { type: "SAVE_PAGES", urls: [window.location.href] });
    });
  if (!serviceWorker.controller) {
    serviceWorker.addEventListener(
      "controllerchange",
      () => {
        const files = performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name))
          .filter(
            (url) => url.origin === window.location.origin && /^\/(?:assets\/|_image$)/.test(url.pathname),
          )
          .map((url) => url.href);
        post(serviceWorker.controller, { type: "CACHE_URLS", payload: { urlsToCache: files } });
        savePage();
      },
      { once: true },
    );
  }
  router.subscribe("onResolved", ({ hrefChanged }) => {
    if (hrefChanged && navigator.onLine) savePage();
  });
}

/**
 * Offline, a link opens its page as a whole document: the worker answers with the kept copy or the
 * offline page, where the app's own navigation would only fail to fetch the page's data.
 */
function loadDocumentsWhileOffline() {
  window.addEventListener(
    "click",
    (event) => {
      if (navigator.onLine || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      event.preventDefault();
      window.location.assign(link.href);
    },
    // Before the router's own handler (React listens on the document).
    { capture: true },
  );
}

/** The worker answered with a kept copy (it marks it in the head): say when it was saved. */
async function showSavedCopyNotice() {
  const savedAt = document.querySelector<HTMLMetaElement>(`meta[name="${SAVED_COPY_META}"]`)?.content;
  if (!savedAt) return;
  await loadCatalog(i18n, "customer");
  toaster.create({
    title: i18n._(savedCopy.id, {
      date: i18n.date(new Date(savedAt), { dateStyle: "long", timeStyle: "short" }),
    }),
    description: i18n._(savedCopyText),
    color: "warning",
    timeout: 0,
  });
}
