import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { ClientOnly, createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { PageHeader } from "../components/page-header";
import { CheckoutForm } from "../features/checkout/checkout-form";
import { cartAtom } from "../lib/cart";
import { i18n } from "../lib/i18n";
import { pageTitle } from "../lib/page-title";
import { profileQueryOptions } from "../lib/profile";
import { optionalText } from "../lib/search-params";

const title = msg({ id: "checkout.title", message: "Checkout" });

export const Route = createFileRoute("/checkout")({
  staticData: { messages: "customer" },
  // The placed order's number stays in the URL, so the confirmation survives a reload.
  validateSearch: (search): { order?: string } => ({ order: optionalText(search, "order") }),
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQueryOptions()),
  head: () => ({ meta: [{ title: pageTitle(i18n._(title)) }] }),
  component: CheckoutPage,
});

// The cart lives on this device (localStorage): the server renders the page without its form.
function CheckoutPage() {
  return (
    <ClientOnly>
      <Checkout />
    </ClientOnly>
  );
}

function Checkout() {
  const { t } = useLingui();
  const { order } = Route.useSearch();
  const navigate = useNavigate();
  const { data: profile } = useSuspenseQuery(profileQueryOptions());
  const cart = useAtomValue(cartAtom);
  const empty = Object.keys(cart.items).length === 0;
  const crumbs = [
    { label: t({ id: "breadcrumbs.home", message: "Home" }), href: "/" },
    { label: t({ id: "header.cart", message: "Cart" }), href: "/cart" },
    { label: t(title) },
  ];

  if (order) {
    return (
      <>
        <PageHeader
          heading={t({ id: "checkout.done.title", message: "Thank you for your order!" })}
          breadcrumbs={crumbs}
        />
        <p role="status" data-testid="order-placed">
          <Trans id="checkout.done.text">
            Order № {order} is placed. We have sent its details to your email.
          </Trans>
        </p>
        <p>
          <Link to="/my/purchases/$slug" params={{ slug: order }}>
            {t({ id: "checkout.done.link", message: "Open the order" })}
          </Link>
        </p>
      </>
    );
  }

  return (
    <>
      <PageHeader heading={t(title)} breadcrumbs={crumbs} />
      {empty ? (
        <p>
          <Trans id="checkout.empty">
            Your cart is empty. Choose something in the{" "}
            <Link to="/catalog/$" params={{ _splat: "" }}>
              catalog
            </Link>
            .
          </Trans>
        </p>
      ) : (
        <CheckoutForm
          profile={profile}
          onPlaced={(placed) =>
            void navigate({ to: "/checkout", search: { order: placed.number }, replace: true })
          }
        />
      )}
    </>
  );
}
