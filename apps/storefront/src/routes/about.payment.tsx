import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { paymentContent } from "../features/info/content/payment";
import { InfoPage } from "../features/info/info-page";
import { i18n } from "../lib/i18n";
import { pageTitle } from "../lib/page-title";

const title = msg({ id: "about.payment.title", message: "Payment" });

export const Route = createFileRoute("/about/payment")({
  head: () => ({ meta: [{ title: pageTitle(i18n._(title)) }] }),
  component: PaymentPage,
});

function PaymentPage() {
  const { t } = useLingui();
  return (
    <InfoPage
      title={t(title)}
      breadcrumb={t({ id: "about.payment.breadcrumb", message: "Payment" })}
      section="about"
      content={paymentContent}
    />
  );
}
