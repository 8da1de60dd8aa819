import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { isSlug } from "@shop/api-client";
import { createFileRoute, notFound, useNavigate } from "@tanstack/react-router";
import { isOrderNotFound, orderQueryOptions } from "../features/account/get-order";
import { OrderDetail } from "../features/account/order-detail";
import { i18n } from "../lib/i18n";
import { pageTitle } from "../lib/page-title";
import { AccountPage } from "./-components/account-page";
import { accountTitles } from "./-components/account-titles";

const orderTitle = (number: string) => msg({ id: "purchases.order.title", message: `Order No. ${number}` });

export const Route = createFileRoute("/my/purchases/$slug")({
  staticData: { layout: "two-columns", messages: "customer" },
  loader: async ({ context, params }) => {
    // The order's number goes into the API's path: anything but a slug is the 404 page, unasked.
    if (!isSlug(params.slug)) throw notFound();
    try {
      const order = await context.queryClient.ensureQueryData(orderQueryOptions(params.slug));
      return { number: order.number };
    } catch (error) {
      if (isOrderNotFound(error)) throw notFound();
      throw error;
    }
  },
  head: ({ loaderData }) =>
    loaderData ? { meta: [{ title: pageTitle(i18n._(orderTitle(loaderData.number))) }] } : {},
  component: OrderPage,
});

function OrderPage() {
  const { t } = useLingui();
  const { slug } = Route.useParams();
  const navigate = useNavigate();
  const title = t(orderTitle(slug));
  return (
    <AccountPage
      heading={title}
      breadcrumbs={[{ label: t(accountTitles.purchases), href: "/my/purchases" }, { label: title }]}
      backHref="/my/purchases"
    >
      <OrderDetail number={slug} onRepeated={() => void navigate({ to: "/cart" })} />
    </AccountPage>
  );
}
