import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { aboutContent } from "../features/info/content/about";
import { InfoPage } from "../features/info/info-page";
import { i18n } from "../lib/i18n";
import { pageTitle } from "../lib/page-title";

const title = msg({ id: "about.title", message: "About the shop" });

export const Route = createFileRoute("/about/")({
  head: () => ({ meta: [{ title: pageTitle(i18n._(title)) }] }),
  component: AboutPage,
});

function AboutPage() {
  const { t } = useLingui();
  return (
    <InfoPage
      title={t(title)}
      breadcrumb={t({ id: "about.breadcrumb", message: "About" })}
      content={aboutContent}
    />
  );
}
