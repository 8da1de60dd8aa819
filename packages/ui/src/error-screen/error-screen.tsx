import type { I18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react";
import { type ComponentPropsWithoutRef, type ReactNode, useId } from "react";
import { css, cx } from "../../styled-system/css";
import { Button } from "../button/button";
import { TeacupIcon } from "../icons/icons";
import { defaultRenderLink, type RenderLink } from "../link/render-link";

export interface ErrorScreenProps extends Omit<ComponentPropsWithoutRef<"section">, "children"> {
  /** HTTP-like status code of the error (404, 403, 500 ...). */
  statusCode: number;
  /**
   * The error's own status message; wins over the localised header for the code. Not an HTTP
   * reason phrase ("Forbidden"): that is the status line's English, not a message for a person.
   */
  statusMessage?: string;
  /** The error's own message; shown for every code but 404, which has a localised text. */
  message?: ReactNode;
  /** Where the button leads (default `/`). */
  homeHref?: string;
  renderLink?: RenderLink;
  /** Replaces the teacup that stands in for the middle digit of 404 and 403. */
  digitImage?: ReactNode;
}

const rootClass = css({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  textAlign: "center",
  gap: "4",
  py: "12",
  px: "4",
});
const codeClass = css({
  display: "flex",
  alignItems: "center",
  fontSize: { base: "7xl", md: "9xl" },
  fontWeight: "bold",
  lineHeight: "none",
  color: "primary.text",
});
const digitImageClass = css({
  display: "inline-flex",
  w: "0.9em",
  h: "0.9em",
  "& svg": { w: "full", h: "full" },
});
const headerClass = css({ fontSize: "2xl", fontWeight: "semibold", m: "0" });
const messageClass = css({
  color: "fg.muted",
  maxW: "prose",
  m: "0",
  "& a": { color: "primary.text", textDecoration: "underline" },
});

function localisedHeader(i18n: I18n, code: number): string {
  switch (code) {
    case 403:
      return i18n._(/*i18n*/ { id: "ui.error.403.header", message: "Access denied" });
    case 404:
      return i18n._(/*i18n*/ { id: "ui.error.404.header", message: "Page not found" });
    case 500:
      return i18n._(/*i18n*/ { id: "ui.error.500.header", message: "Server error" });
    default:
      return i18n._(/*i18n*/ { id: "ui.error.header", message: "Something went wrong" });
  }
}

function localisedButton(i18n: I18n, code: number): string {
  switch (code) {
    case 403:
      return i18n._(/*i18n*/ { id: "ui.error.403.button", message: "Back to the shop" });
    case 404:
      return i18n._(/*i18n*/ { id: "ui.error.404.button", message: "Go to the home page" });
    default:
      return i18n._(/*i18n*/ { id: "ui.error.button", message: "Go to the home page" });
  }
}

/**
 * The page shown for an error with a status code, or a fatal one: the large code, a header, a
 * message and a button to the home page. For 404 and 403 a picture replaces the middle digit.
 * @example
 *   <ErrorScreen statusCode={404} renderLink={({ href, ...p }) => <Link to={href} {...p} />} />
 */
export function ErrorScreen({
  statusCode,
  statusMessage,
  message,
  homeHref = "/",
  renderLink = defaultRenderLink,
  digitImage,
  className,
  ...props
}: ErrorScreenProps) {
  const { i18n } = useLingui();
  const headerId = useId();
  const digits = String(statusCode);
  const pictured = (statusCode === 404 || statusCode === 403) && digits.length === 3;
  const header = statusMessage || localisedHeader(i18n, statusCode);
  const homeLink = (children: ReactNode) => renderLink({ href: homeHref, children });
  return (
    <section aria-labelledby={headerId} className={cx(rootClass, className)} {...props}>
      <p className={codeClass} data-testid="error-code">
        <span className={css({ srOnly: true })}>{digits}</span>
        {pictured ? (
          <>
            <span aria-hidden="true">{digits[0]}</span>
            <span aria-hidden="true" className={digitImageClass} data-testid="error-digit-image">
              {digitImage ?? <TeacupIcon />}
            </span>
            <span aria-hidden="true">{digits[2]}</span>
          </>
        ) : (
          <span aria-hidden="true">{digits}</span>
        )}
      </p>
      <h1 id={headerId} className={headerClass}>
        {header}
      </h1>
      <p className={messageClass}>
        {statusCode === 404 ? (
          <Trans
            id="ui.error.404.message"
            message="The page you are looking for does not exist or has moved. Start again from the <0>home page</0>."
            components={{ 0: <HomeLink render={homeLink} /> }}
          />
        ) : (
          message
        )}
      </p>
      <Button asChild size="md">
        {renderLink({ href: homeHref, children: localisedButton(i18n, statusCode) })}
      </Button>
    </section>
  );
}
ErrorScreen.displayName = "ErrorScreen";

// Trans hands its children to the component in slot 0; this adapter passes them to renderLink.
function HomeLink({
  render,
  children,
}: {
  render: (children: ReactNode) => ReactNode;
  children?: ReactNode;
}) {
  return <>{render(children)}</>;
}
