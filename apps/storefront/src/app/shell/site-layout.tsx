import type { Session } from "@shop/api-client";
import {
  DefaultLayout,
  ErrorLayout,
  IndexPageLayout,
  type LayoutProps,
  WhiteBlockLayout,
  WhiteBlockSmallLayout,
} from "@shop/ui";
import { ClientOnly } from "@tanstack/react-router";
import type { ComponentType, ReactNode } from "react";
import { CartBadge } from "../../features/cart/cart-badge";
import { SearchBox } from "../../features/search/search-box";
import { isStaff } from "../../lib/app-mode";
import type { LayoutName } from "../layout-name";
import { AdminModeNotice } from "./admin-mode-notice";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

// Two-column pages (catalog with its filters) draw their columns inside the default frame, since
// the side column belongs to the page, not to the shell.
const layouts: Record<LayoutName, ComponentType<LayoutProps>> = {
  default: DefaultLayout,
  "two-columns": DefaultLayout,
  "index-page": IndexPageLayout,
  "white-block": WhiteBlockLayout,
  "white-block-small": WhiteBlockSmallLayout,
  error: ErrorLayout,
};

export interface SiteLayoutProps {
  layout: LayoutName;
  session: Session | undefined;
  children: ReactNode;
}

/** Header, footer and the page's layout around the current page. */
export function SiteLayout({ layout, session, children }: SiteLayoutProps) {
  const Layout = layouts[layout];
  const menu = (code: string) => session?.menus.find((candidate) => candidate.code === code);
  return (
    <Layout
      // Which of SPEC.md's layouts the page is in, for styles and tests that ask.
      data-layout={layout}
      header={
        <SiteHeader
          catalogMenu={menu("catalog")}
          authorised={session?.authorized ?? false}
          staff={isStaff(session?.user)}
          search={<SearchBox />}
          cartBadge={
            // The cart lives on this device: its count shows once the page has hydrated.
            <ClientOnly>
              <CartBadge />
            </ClientOnly>
          }
          notice={session?.application.adminPanel ? <AdminModeNotice /> : undefined}
        />
      }
      footer={<SiteFooter infoMenu={menu("footer-info")} legalMenu={menu("footer-legal")} />}
    >
      {children}
    </Layout>
  );
}
