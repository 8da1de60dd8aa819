import { useLingui } from "@lingui/react";
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from "react";
import { css, cx } from "../../styled-system/css";
import { IconButton } from "../button/icon-button";
import { CloseIcon } from "../icons/icons";
import { paletteClasses } from "../theme/palette-classes";
import type { ToastColor } from "./toaster-store";

// Each part's styles in a `css()` call of literals (not a slot recipe), so that an app can compute
// their classes when it is built and ship no Panda runtime for them.
const toastClasses = {
  root: css({
    display: "flex",
    alignItems: "flex-start",
    gap: "3",
    w: "full",
    p: "4",
    bg: "bg.surface",
    color: "fg.default",
    borderRadius: "md",
    borderWidth: "1px",
    borderColor: "border.default",
    borderInlineStartWidth: "4px",
    borderInlineStartColor: "colorPalette.solid",
    boxShadow: "lg",
    pointerEvents: "auto",
  }),
  icon: css({ flexShrink: 0, color: "colorPalette.text", fontSize: "xl" }),
  avatar: css({ flexShrink: 0, w: "10", h: "10", borderRadius: "full", objectFit: "cover" }),
  body: css({ flex: "1", minW: "0", display: "flex", flexDirection: "column", gap: "1" }),
  title: css({ fontWeight: "semibold", fontSize: "sm" }),
  description: css({ fontSize: "sm", color: "fg.muted" }),
  actions: css({ display: "flex", flexWrap: "wrap", gap: "2", mt: "2" }),
};

/** The palette of a toast by its colour: the kit's palettes and the API's two message colours. */
const toastPaletteClasses: Record<ToastColor, string> = {
  ...paletteClasses,
  error: css({ colorPalette: "error" }),
  notice: css({ colorPalette: "notice" }),
};

export interface ToastRootProps extends Omit<ComponentPropsWithoutRef<"div">, "color"> {
  color?: ToastColor;
}

/** One notification; `danger`, `error` and `warning` toasts are announced assertively. */
export const ToastRoot = forwardRef<HTMLDivElement, ToastRootProps>(function ToastRoot(
  { color = "secondary", className, ...props },
  ref,
) {
  const urgent = color === "danger" || color === "error" || color === "warning";
  return (
    <div
      ref={ref}
      role={urgent ? "alert" : "status"}
      aria-atomic="true"
      className={cx(toastClasses.root, toastPaletteClasses[color], className)}
      {...props}
    />
  );
});
ToastRoot.displayName = "Toast.Root";

type ToastPartProps = ComponentPropsWithoutRef<"div">;

export const ToastIcon = forwardRef<HTMLDivElement, ToastPartProps>(function ToastIcon(
  { className, ...props },
  ref,
) {
  return <div ref={ref} className={cx(toastClasses.icon, className)} {...props} />;
});
ToastIcon.displayName = "Toast.Icon";

export const ToastBody = forwardRef<HTMLDivElement, ToastPartProps>(function ToastBody(
  { className, ...props },
  ref,
) {
  return <div ref={ref} className={cx(toastClasses.body, className)} {...props} />;
});
ToastBody.displayName = "Toast.Body";

export const ToastTitle = forwardRef<HTMLDivElement, ToastPartProps>(function ToastTitle(
  { className, ...props },
  ref,
) {
  return <div ref={ref} className={cx(toastClasses.title, className)} {...props} />;
});
ToastTitle.displayName = "Toast.Title";

export const ToastDescription = forwardRef<HTMLDivElement, ToastPartProps>(function ToastDescription(
  { className, ...props },
  ref,
) {
  return <div ref={ref} className={cx(toastClasses.description, className)} {...props} />;
});
ToastDescription.displayName = "Toast.Description";

export const ToastActions = forwardRef<HTMLDivElement, ToastPartProps>(function ToastActions(
  { className, ...props },
  ref,
) {
  return <div ref={ref} className={cx(toastClasses.actions, className)} {...props} />;
});
ToastActions.displayName = "Toast.Actions";

export function ToastAvatar({ className, alt = "", ...props }: ComponentPropsWithoutRef<"img">) {
  return <img alt={alt} className={cx(toastClasses.avatar, className)} {...props} />;
}
ToastAvatar.displayName = "Toast.Avatar";

export interface ToastCloseTriggerProps
  extends Omit<ComponentPropsWithoutRef<"button">, "children" | "color"> {
  children?: ReactNode;
}

export function ToastCloseTrigger({ className, children, ...props }: ToastCloseTriggerProps) {
  const { i18n } = useLingui();
  return (
    <IconButton
      size="sm"
      aria-label={i18n._(/*i18n*/ { id: "ui.toast.close", message: "Close notification" })}
      className={cx(css({ flexShrink: 0, mt: "-1", me: "-1" }), className)}
      {...props}
    >
      {children ?? <CloseIcon />}
    </IconButton>
  );
}
ToastCloseTrigger.displayName = "Toast.CloseTrigger";

// The parts are exported from this module too, so Storybook's docgen draws their props tables;
// the package's entry exports only the `Toast` namespace.
/**
 * The parts of a toast, for apps that compose their own; `<Toaster>` renders the default one.
 * @example
 *   <Toast.Root color="success"><Toast.Body><Toast.Title>Готово</Toast.Title></Toast.Body></Toast.Root>
 */
export const Toast = {
  Root: ToastRoot,
  Icon: ToastIcon,
  Avatar: ToastAvatar,
  Body: ToastBody,
  Title: ToastTitle,
  Description: ToastDescription,
  Actions: ToastActions,
  CloseTrigger: ToastCloseTrigger,
};
