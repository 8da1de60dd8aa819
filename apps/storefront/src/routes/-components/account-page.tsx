import { useLingui } from "@lingui/react/macro";
import type { BreadcrumbItem } from "@shop/ui";
import type { ReactNode } from "react";
import { PageHeader } from "../../components/page-header";
import { AccountLayout } from "./account-layout";

export interface AccountPageProps {
  heading: ReactNode;
  /** The crumbs after "Home", which every account page starts with; the last is the page itself. */
  breadcrumbs: readonly BreadcrumbItem[];
  backHref?: string;
  children: ReactNode;
}

/** An account page: the account menu beside the page's header (crumbs, back link, h1) and content. */
export function AccountPage({ heading, breadcrumbs, backHref, children }: AccountPageProps) {
  const { t } = useLingui();
  return (
    <AccountLayout>
      <PageHeader
        heading={heading}
        breadcrumbs={[{ label: t({ id: "breadcrumbs.home", message: "Home" }), href: "/" }, ...breadcrumbs]}
        backHref={backHref}
      />
      {children}
    </AccountLayout>
  );
}
