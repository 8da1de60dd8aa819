import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { privacyPolicyContent } from "../features/info/content/privacy-policy";
import { InfoPage } from "../features/info/info-page";
import { i18n } from "../lib/i18n";
import { pageTitle } from "../lib/page-title";

const title = msg({ id: "legal.privacyPolicy.title", message: "Privacy policy" });

export const Route = createFileRoute("/legal/privacy-policy")({
  head: () => ({ meta: [{ title: pageTitle(i18n._(title)) }] }),
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  const { t } = useLingui();
  return (
    <InfoPage
      title={t(title)}
      breadcrumb={t({ id: "legal.privacyPolicy.breadcrumb", message: "Privacy policy" })}
      content={privacyPolicyContent}
    />
  );
}
