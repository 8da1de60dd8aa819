import { useLingui } from "@lingui/react/macro";
import { css } from "../../../styled-system/css";
import { PageHeader } from "../../components/page-header";
import { type InfoCrumbs, infoBreadcrumbs } from "./info-breadcrumbs";
import { type LocalizedContent, LocalizedContentView } from "./localized-content";

// Typography of the page bodies: the content modules write plain semantic HTML and get it styled here.
const proseClass = css({
  maxW: "prose",
  color: "fg.default",
  lineHeight: "normal",
  "& h2": { fontSize: "xl", fontWeight: "semibold", mt: "8", mb: "3" },
  "& h3": { fontSize: "lg", fontWeight: "semibold", mt: "6", mb: "2" },
  "& p": { my: "3" },
  "& ul, & ol": { my: "3", ps: "6" },
  "& ul": { listStyleType: "disc" },
  "& ol": { listStyleType: "decimal" },
  "& li": { my: "1" },
  "& a": { color: "primary.text", textDecoration: "underline" },
  "& table": { w: "full", borderCollapse: "collapse", my: "4" },
  "& th, & td": {
    textAlign: "start",
    verticalAlign: "top",
    p: "2",
    borderBottomWidth: "1px",
    borderColor: "border.default",
    // Names such as `shop-color-mode (localStorage)` would hold a column wider than a 320 px phone.
    overflowWrap: "anywhere",
  },
  "& th": { fontWeight: "semibold" },
  "& dl": { display: "grid", gridTemplateColumns: { base: "1fr", sm: "12rem 1fr" }, gap: "2", my: "4" },
  "& dt": { fontWeight: "semibold" },
  "& dd": { m: "0" },
  "& address": { fontStyle: "normal" },
  "& > :first-child": { mt: "0" },
});

export interface InfoPageProps extends InfoCrumbs {
  /** The h1 (the same text as the document title). */
  title: string;
  content: LocalizedContent;
}

/**
 * An information or legal page: breadcrumbs, heading and the body of the active locale.
 * @example
 *   <InfoPage title="Контакты" breadcrumb="Контакты" section="about" content={contactsContent} />
 */
export function InfoPage({ title, breadcrumb, section, content }: InfoPageProps) {
  const { i18n } = useLingui();
  const breadcrumbs = infoBreadcrumbs(i18n, { breadcrumb, section });
  return (
    <>
      <PageHeader heading={title} breadcrumbs={breadcrumbs} />
      <article className={proseClass} data-testid="info-content">
        <LocalizedContentView content={content} />
      </article>
    </>
  );
}
