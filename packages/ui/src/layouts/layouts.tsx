import { useLingui } from "@lingui/react";
import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { css, cx } from "../../styled-system/css";

export interface LayoutProps extends Omit<ComponentPropsWithoutRef<"div">, "children"> {
  /** Site header (logo, search, cart). */
  header?: ReactNode;
  /** Site footer. */
  footer?: ReactNode;
  /** Over the main content: breadcrumbs and the page heading. */
  top?: ReactNode;
  children: ReactNode;
}

const shellClass = css({ minH: "100dvh", display: "flex", flexDirection: "column", bg: "bg.canvas" });
const mainClass = css({
  flex: "1",
  w: "full",
  maxW: "page",
  mx: "auto",
  px: { base: "4", md: "6" },
  py: "6",
  // The skip link's target: focused by script, it needs no ring of its own.
  outline: "none",
});
// Off screen until focused: the first Tab stop of every page, for keyboard users to pass the header.
const skipClass = css({
  position: "absolute",
  insetInlineStart: "4",
  top: "-10rem",
  zIndex: "overlay",
  px: "4",
  py: "2",
  bg: "bg.surface",
  color: "fg.default",
  borderRadius: "md",
  boxShadow: "md",
  _focusVisible: { top: "4" },
});
/** The main content's id, the skip link's target. */
const MAIN_ID = "main-content";
const whiteBlockClass = css({
  w: "full",
  mx: "auto",
  p: { base: "6", md: "8" },
  bg: "bg.surface",
  borderRadius: "lg",
  boxShadow: "sm",
});

function Shell({
  header,
  footer,
  top,
  children,
  className,
  mainClassName,
  ...props
}: LayoutProps & { mainClassName?: string }) {
  const { i18n } = useLingui();
  return (
    <div className={cx(shellClass, className)} {...props}>
      <a href={`#${MAIN_ID}`} className={skipClass}>
        {i18n._(/*i18n*/ { id: "ui.layout.skipToContent", message: "Skip to content" })}
      </a>
      {header}
      {/* Focusable by script only, so the skip link's target takes the focus and the next Tab goes on from there. */}
      <main id={MAIN_ID} tabIndex={-1} className={cx(mainClass, mainClassName)}>
        {top}
        {children}
      </main>
      {footer}
    </div>
  );
}

/**
 * The usual page: header, content, footer.
 * @example
 *   <DefaultLayout header={<SiteHeader />} footer={<SiteFooter />}>…</DefaultLayout>
 */
export function DefaultLayout(props: LayoutProps) {
  return <Shell {...props} />;
}
DefaultLayout.displayName = "DefaultLayout";

/**
 * The error page: content centred in the remaining height.
 * @example
 *   <ErrorLayout header={<SiteHeader />}><ErrorScreen statusCode={404} /></ErrorLayout>
 */
export function ErrorLayout(props: LayoutProps) {
  return (
    <Shell
      {...props}
      mainClassName={css({ display: "flex", alignItems: "center", justifyContent: "center" })}
    />
  );
}
ErrorLayout.displayName = "ErrorLayout";

/**
 * The home page: full-width sections (banners, collections) without the page padding.
 * @example
 *   <IndexPageLayout header={<SiteHeader />}><Hero />…</IndexPageLayout>
 */
export function IndexPageLayout(props: LayoutProps) {
  return <Shell {...props} mainClassName={css({ maxW: "none", px: "0", py: "0" })} />;
}
IndexPageLayout.displayName = "IndexPageLayout";

export interface TwoColumnsLayoutProps extends LayoutProps {
  /** The side column: catalog filters, account menu. Comes first on narrow screens. */
  aside: ReactNode;
  /** Accessible name of the side column. */
  asideLabel: string;
}

/**
 * A side column and the content; one column below the md breakpoint.
 * @example
 *   <TwoColumnsLayout aside={<Filters />} asideLabel="Фильтры">…</TwoColumnsLayout>
 */
export function TwoColumnsLayout({ aside, asideLabel, children, ...props }: TwoColumnsLayoutProps) {
  return (
    <Shell {...props}>
      <div
        className={css({ display: "grid", gap: "6", gridTemplateColumns: { base: "1fr", md: "16rem 1fr" } })}
      >
        <aside aria-label={asideLabel}>{aside}</aside>
        <div className={css({ minW: "0" })}>{children}</div>
      </div>
    </Shell>
  );
}
TwoColumnsLayout.displayName = "TwoColumnsLayout";

/**
 * Content on a white card in the middle: login, registration, checkout steps.
 * @example
 *   <WhiteBlockLayout header={<SiteHeader />}><LoginForm /></WhiteBlockLayout>
 */
export function WhiteBlockLayout({ children, ...props }: LayoutProps) {
  return (
    <Shell {...props}>
      <div className={cx(whiteBlockClass, css({ maxW: "whiteBlock" }))}>{children}</div>
    </Shell>
  );
}
WhiteBlockLayout.displayName = "WhiteBlockLayout";

/**
 * A narrower white card: password restore, confirmation codes.
 * @example
 *   <WhiteBlockSmallLayout><RestoreForm /></WhiteBlockSmallLayout>
 */
export function WhiteBlockSmallLayout({ children, ...props }: LayoutProps) {
  return (
    <Shell {...props}>
      <div className={cx(whiteBlockClass, css({ maxW: "whiteBlockSmall" }))}>{children}</div>
    </Shell>
  );
}
WhiteBlockSmallLayout.displayName = "WhiteBlockSmallLayout";
