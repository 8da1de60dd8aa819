import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { deliveryContent } from "../features/info/content/delivery";
import { InfoPage } from "../features/info/info-page";
import { loadInfoHeadScripts } from "../features/info/load-info-head";
import { i18n } from "../lib/i18n";
import { pageTitle } from "../lib/page-title";

const title = msg({ id: "about.delivery.title", message: "Delivery and pickup" });
const breadcrumb = msg({ id: "about.delivery.breadcrumb", message: "Delivery" });

export const Route = createFileRoute("/about/delivery")({
  loader: () => loadInfoHeadScripts({ breadcrumb, section: "about" }),
  head: ({ loaderData }) => ({ meta: [{ title: pageTitle(i18n._(title)) }], scripts: loaderData }),
  component: DeliveryPage,
});

function DeliveryPage() {
  const { t } = useLingui();
  return <InfoPage title={t(title)} breadcrumb={t(breadcrumb)} section="about" content={deliveryContent} />;
}
