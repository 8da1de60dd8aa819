import { useLingui } from "@lingui/react";
import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { css, cx } from "../../styled-system/css";
import { ArrowLeftIcon } from "../icons/icons";
import { defaultRenderLink, type RenderLink } from "../link/render-link";

export interface PageHeadingProps extends Omit<ComponentPropsWithoutRef<"div">, "children"> {
  /** The page's h1. */
  children: ReactNode;
  /** Where the back arrow leads; no arrow without it. */
  backHref?: string;
  renderLink?: RenderLink;
}

const rootClass = css({ display: "flex", alignItems: "center", gap: "3", mb: "6" });
const backClass = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  w: "control",
  h: "control",
  borderRadius: "full",
  color: "fg.default",
  _hover: { bg: "bg.muted" },
});
const titleClass = css({
  fontSize: { base: "2xl", md: "3xl" },
  fontWeight: "bold",
  lineHeight: "tight",
  m: "0",
});

/**
 * The h1 of a page, with an optional back link before it.
 * @example
 *   <PageHeading backHref="/my/purchases">Заказ № 1024</PageHeading>
 */
export function PageHeading({
  children,
  backHref,
  renderLink = defaultRenderLink,
  className,
  ...props
}: PageHeadingProps) {
  const { i18n } = useLingui();
  return (
    <div className={cx(rootClass, className)} {...props}>
      {backHref
        ? renderLink({
            href: backHref,
            className: backClass,
            "aria-label": i18n._(/*i18n*/ { id: "ui.pageHeading.back", message: "Back" }),
            children: <ArrowLeftIcon />,
          })
        : null}
      <h1 className={titleClass}>{children}</h1>
    </div>
  );
}
PageHeading.displayName = "PageHeading";
