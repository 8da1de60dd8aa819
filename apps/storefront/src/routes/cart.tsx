import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { ClientOnly, createFileRoute } from "@tanstack/react-router";
import { toaster } from "../app/toaster";
import { PageHeader } from "../components/page-header";
import { CartPage } from "../features/cart/cart-page";
import { i18n } from "../lib/i18n";
import { pageTitle } from "../lib/page-title";

const title = msg({ id: "cart.title", message: "Cart" });

export const Route = createFileRoute("/cart")({
  staticData: { messages: "customer" },
  head: () => ({ meta: [{ title: pageTitle(i18n._(title)) }] }),
  component: CartRoute,
});

function CartRoute() {
  const { t } = useLingui();
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
