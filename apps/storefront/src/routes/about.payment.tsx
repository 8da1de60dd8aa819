import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { paymentContent } from "../features/info/content/payment";
import { InfoPage } from "../features/info/info-page";
import { loadInfoHeadScripts } from "../features/info/load-info-head";
import { i18n } from "../lib/i18n";
import { pageTitle } from "../lib/page-title";

const title = msg({ id: "about.payment.title", message: "Payment" });
const breadcrumb = msg({ id: "about.payment.breadcrumb", message: "Payment" });

export const Route = createFileRoute("/about/payment")({
  loader: () => loadInfoHeadScripts({ breadcrumb, section: "about" }),
  head: ({ loaderData }) => ({ meta: [{ title: pageTitle(i18n._(title)) }], scripts: loaderData }),
  component: PaymentPage,
});

function PaymentPage() {
  const { t } = useLingui();
  return <InfoPage title={t(title)} breadcrumb={t(breadcrumb)} section="about" content={paymentContent} />;
}
