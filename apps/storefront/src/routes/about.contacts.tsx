import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { contactsContent } from "../features/info/content/contacts";
import { InfoPage } from "../features/info/info-page";
import { i18n } from "../lib/i18n";
import { pageTitle } from "../lib/page-title";

const title = msg({ id: "about.contacts.title", message: "Contacts" });

export const Route = createFileRoute("/about/contacts")({
  head: () => ({ meta: [{ title: pageTitle(i18n._(title)) }] }),
  component: ContactsPage,
});

function ContactsPage() {
  const { t } = useLingui();
  return (
    <InfoPage
      title={t(title)}
      breadcrumb={t({ id: "about.contacts.breadcrumb", message: "Contacts" })}
      section="about"
      content={contactsContent}
    />
  );
}
