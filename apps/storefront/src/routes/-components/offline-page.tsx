import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { css } from "../../../styled-system/css";
import { toaster } from "../../app/toaster";
import { PageHeader } from "../../components/page-header";
import { CartPage } from "../../features/cart/cart-page";
import { OfflineScreen } from "../../features/offline/offline-screen";
import { pageTitle } from "../../lib/page-title";

const title = msg({ id: "offline.title", message: "No connection" });
const cartTitle = msg({ id: "offline.cart.title", message: "Your cart" });

const cartSectionClass = css({ display: "grid", gap: "4", mt: "8" });
const cartHeadingClass = css({ fontSize: "xl", fontWeight: "semibold", m: "0" });

export interface OfflinePageProps {
  /** The page the shopper wanted (the `from` the service worker named), a path of this shop or not. */
  from: unknown;
}

/** Only a path of this shop: the page names what the shopper wanted, never another site. */
const wantedPath = (value: unknown) =>
  typeof value === "string" && value.startsWith("/") && !value.startsWith("//") ? value : undefined;

/**
 * The service worker's answer to a page it never kept while the network is gone: the cart page's
 * offline form (`/cart?offline=1&from=…`, routes/cart.tsx), precached at the worker's install,
 * rendered for nobody in particular (docs/storefront/offline.md). What happened, the way back to the
 * wanted page, the pages that can be read offline, and the cart from this device.
 */
export default function OfflinePage({ from }: OfflinePageProps) {
  const { t } = useLingui();
  const heading = t(title);
  // The route's head names the cart; this page is the cart's offline form, and says so in its
  // title (it is rendered in the browser only, see routes/cart.tsx).
  useEffect(() => {
    document.title = pageTitle(heading);
  }, [heading]);
  return (
    <>
      {/* Not a page for search engines (React puts it into the head). */}
      <meta name="robots" content="noindex" />
      <PageHeader heading={heading} />
      <OfflineScreen wanted={wantedPath(from)} />
      <section aria-labelledby="offline-cart" className={cartSectionClass}>
        <h2 id="offline-cart" className={cartHeadingClass}>
          {t(cartTitle)}
        </h2>
        <CartPage toaster={toaster} />
      </section>
    </>
  );
}
