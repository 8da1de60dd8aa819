import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { ClientOnly, createFileRoute } from "@tanstack/react-router";
import { css } from "../../styled-system/css";
import { toaster } from "../app/toaster";
import { PageHeader } from "../components/page-header";
import { CartPage } from "../features/cart/cart-page";
import { OfflineScreen } from "../features/offline/offline-screen";
import { i18n } from "../lib/i18n";
import { pageTitle } from "../lib/page-title";

const title = msg({ id: "offline.title", message: "No connection" });
const cartTitle = msg({ id: "offline.cart.title", message: "Your cart" });

const cartSectionClass = css({ display: "grid", gap: "4", mt: "8" });
const cartHeadingClass = css({ fontSize: "xl", fontWeight: "semibold", m: "0" });

/** Only a path of this shop: the page names what the shopper wanted, never another site. */
const wantedPath = (value: unknown) =>
  typeof value === "string" && value.startsWith("/") && !value.startsWith("//") ? value : undefined;

// The service worker's answer to a page it never kept while the network is gone (it precaches this
// page at install, rendered for nobody in particular; docs/storefront/offline.md). Its options stay
// in every page's first load (the route table): as few as can be, the rest is in the component's
// chunk (its `?from=` is read there, not by a validateSearch).
export const Route = createFileRoute("/offline")({
  staticData: { messages: "customer" },
  head: () => ({ meta: [{ title: pageTitle(i18n._(title)) }] }),
  component: OfflineRoute,
});

function OfflineRoute() {
  const { t } = useLingui();
  const search: Record<string, unknown> = Route.useSearch();
  const from = wantedPath(search.from);
  return (
    <>
      {/* Not a page for search engines (React puts it into the head). */}
      <meta name="robots" content="noindex" />
      <PageHeader heading={t(title)} />
      <OfflineScreen wanted={from} />
      <section aria-labelledby="offline-cart" className={cartSectionClass}>
        <h2 id="offline-cart" className={cartHeadingClass}>
          {t(cartTitle)}
        </h2>
        {/* The cart lives on this device (localStorage): shown once the page runs. */}
        <ClientOnly>
          <CartPage toaster={toaster} />
        </ClientOnly>
      </section>
    </>
  );
}
