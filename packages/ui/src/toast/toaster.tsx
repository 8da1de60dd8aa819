import { useLingui } from "@lingui/react";
import { type ComponentPropsWithoutRef, type MouseEvent, useEffect, useSyncExternalStore } from "react";
import { css, cx } from "../../styled-system/css";
import { Button } from "../button/button";
import type { PaletteColor } from "../theme/palette";
import { Toast } from "./toast";
import type { ToastColor, Toaster as ToasterStore, Toast as ToastRecord } from "./toaster-store";

export interface ToasterProps extends Omit<ComponentPropsWithoutRef<"section">, "children"> {
  toaster: ToasterStore;
}

const regionClass = css({
  position: "fixed",
  insetBlockEnd: "4",
  insetInlineEnd: "4",
  insetInlineStart: { base: "4", sm: "auto" },
  zIndex: "toast",
  w: { sm: "24rem" },
  pointerEvents: "none",
});

const listClass = css({ display: "flex", flexDirection: "column", gap: "2" });

function ToastItem({ toast, toaster }: { toast: ToastRecord; toaster: ToasterStore }) {
  const pauses = toast.pauseOnHover !== false;
  const pause = () => pauses && toaster.pause(toast.id);
  const resume = () => pauses && toaster.resume(toast.id);
  const onClick = (event: MouseEvent) => {
    // The close button and the actions are buttons of their own; only clicks on the body count.
    if ((event.target as Element).closest("button")) return;
    toast.onClick?.();
  };
  return (
    <Toast.Root
      color={toast.color}
      data-paused={toast.paused || undefined}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
      onClick={toast.onClick ? onClick : undefined}
      className={toast.onClick ? css({ cursor: "pointer" }) : undefined}
    >
      {toast.avatar ? <Toast.Avatar src={toast.avatar} /> : null}
      {toast.icon ? <Toast.Icon>{toast.icon}</Toast.Icon> : null}
      <Toast.Body>
        {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
        {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
        {toast.actions?.length ? (
          <Toast.Actions>
            {toast.actions.map((action) => (
              <Button
                key={action.label}
                size="sm"
                variant="outline"
                color={actionColor(toast.color)}
                onClick={() => {
                  action.onClick?.();
                  if (!action.keepOpen) toaster.dismiss(toast.id, "action");
                }}
              >
                {action.label}
              </Button>
            ))}
          </Toast.Actions>
        ) : null}
      </Toast.Body>
      {toast.closable !== false ? (
        <Toast.CloseTrigger onClick={() => toaster.dismiss(toast.id, "button")} />
      ) : null}
    </Toast.Root>
  );
}

/**
 * The notification region: renders the toasts of a `createToaster()` store, newest last.
 * @example
 *   const toaster = createToaster();
 *   <Toaster toaster={toaster} />
 */
export function Toaster({ toaster, className, ...props }: ToasterProps) {
  const { i18n } = useLingui();
  const toasts = useSyncExternalStore(toaster.subscribe, toaster.getToasts, toaster.getToasts);
  // The countdowns run while this region shows the toasts.
  useEffect(() => toaster.show(), [toaster]);
  return (
    <section
      aria-label={i18n._(/*i18n*/ { id: "ui.toast.region", message: "Notifications" })}
      className={cx(regionClass, className)}
      {...props}
    >
      <div className={listClass}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} toaster={toaster} />
        ))}
      </div>
    </section>
  );
}
Toaster.displayName = "Toaster";

/** The palette of a toast's action buttons: its own, or gray on the API toasts' red and blue. */
function actionColor(color: ToastColor | undefined): PaletteColor {
  return color === undefined || color === "error" || color === "notice" ? "secondary" : color;
}
