import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { ClientOnly, createFileRoute } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { toaster } from "../app/toaster";
import { PageHeader } from "../components/page-header";
import { CartPage } from "../features/cart/cart-page";
import { i18n } from "../lib/i18n";
import { pageTitle } from "../lib/page-title";

const title = msg({ id: "cart.title", message: "Cart" });

// The offline page (`?offline=1`, what the service worker answers for a page it never kept while
// the network is gone) is this route's other form rather than a route of its own: a route's entry
// weighs on every page's first load, this costs nothing outside the cart's chunk, and its code
// comes only when asked for (docs/storefront/offline.md).
const OfflinePage = lazy(() => import("./-components/offline-page"));

export const Route = createFileRoute("/cart")({
  staticData: { messages: "customer" },
  head: () => ({ meta: [{ title: pageTitle(i18n._(title)) }] }),
  component: CartRoute,
});

function CartRoute() {
  const { t } = useLingui();
  const search: Record<string, unknown> = Route.useSearch();
  if (search.offline) {
    // Shown once the page runs (its `from`, the saved pages and the cart are this browser's own);
    // offline its code comes from the worker's precache.
    return (
      <ClientOnly>
        <Suspense>
          <OfflinePage from={search.from} />
        </Suspense>
      </ClientOnly>
    );
  }
  return (
    <>
      <PageHeader
        heading={t(title)}
        breadcrumbs={[
          { label: t({ id: "breadcrumbs.home", message: "Home" }), href: "/" },
          { label: t(title) },
        ]}
      />
      {/* The cart lives on this device (localStorage): the server renders the page without it. */}
      <ClientOnly>
        <CartPage toaster={toaster} />
      </ClientOnly>
    </>
  );
}
