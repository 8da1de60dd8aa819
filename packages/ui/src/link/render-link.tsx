import type { ReactNode } from "react";

export interface RenderLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  "aria-label"?: string;
  /** Set on the link to the page being shown (a router may also set it on its own). */
  "aria-current"?: "page";
}

/**
 * How a component draws a link. `ui` knows no router: an app passes a function that returns its
 * router's `<Link>`; the default is a plain `<a>`.
 */
export type RenderLink = (props: RenderLinkProps) => ReactNode;

export const defaultRenderLink: RenderLink = ({ href, children, ...props }) => (
  <a href={href} {...props}>
    {children}
  </a>
);
