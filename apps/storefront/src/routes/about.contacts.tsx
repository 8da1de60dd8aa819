import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { contactsContent } from "../features/info/content/contacts";
import { InfoPage } from "../features/info/info-page";
import { loadInfoHeadScripts } from "../features/info/load-info-head";
import { i18n } from "../lib/i18n";
import { pageTitle } from "../lib/page-title";

const title = msg({ id: "about.contacts.title", message: "Contacts" });
const breadcrumb = msg({ id: "about.contacts.breadcrumb", message: "Contacts" });

export const Route = createFileRoute("/about/contacts")({
  loader: () => loadInfoHeadScripts({ breadcrumb, section: "about" }),
  head: ({ loaderData }) => ({ meta: [{ title: pageTitle(i18n._(title)) }], scripts: loaderData }),
  component: ContactsPage,
});

function ContactsPage() {
  const { t } = useLingui();
  return <InfoPage title={t(title)} breadcrumb={t(breadcrumb)} section="about" content={contactsContent} />;
}
