import { Dialog as ArkDialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import { useLingui } from "@lingui/react";
import { type ComponentPropsWithoutRef, forwardRef } from "react";
import { css, cx } from "../../styled-system/css";
import { IconButton } from "../button/icon-button";
import { useEarlyPress } from "../early-press/use-early-press";
import { CloseIcon } from "../icons/icons";

const backdropClass = css({ position: "fixed", inset: "0", zIndex: "overlay", bg: "bg.overlay" });
const positionerClass = css({
  position: "fixed",
  inset: "0",
  zIndex: "modal",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  p: "4",
});
const contentClass = css({
  position: "relative",
  w: "full",
  maxW: "whiteBlockSmall",
  maxH: "calc(100dvh - 2rem)",
  overflowY: "auto",
  p: "6",
  bg: "bg.surface",
  color: "fg.default",
  borderRadius: "lg",
  boxShadow: "lg",
  outline: "none",
});

export type DialogContentProps = ArkDialog.ContentProps;

/** The panel: brings its own portal, backdrop and positioner. */
export const DialogContent = forwardRef<HTMLDivElement, DialogContentProps>(function DialogContent(
  { className, ...props },
  ref,
) {
  return (
    <Portal>
      <ArkDialog.Backdrop className={backdropClass} />
      <ArkDialog.Positioner className={positionerClass}>
        <ArkDialog.Content ref={ref} className={cx(contentClass, className)} {...props} />
      </ArkDialog.Positioner>
    </Portal>
  );
});
DialogContent.displayName = "Dialog.Content";

export const DialogTitle = forwardRef<HTMLHeadingElement, ArkDialog.TitleProps>(function DialogTitle(
  { className, ...props },
  ref,
) {
  return (
    <ArkDialog.Title
      ref={ref}
      className={cx(css({ fontSize: "xl", fontWeight: "semibold", m: "0", pe: "10" }), className)}
      {...props}
    />
  );
});
DialogTitle.displayName = "Dialog.Title";

export const DialogDescription = forwardRef<HTMLParagraphElement, ArkDialog.DescriptionProps>(
  function DialogDescription({ className, ...props }, ref) {
    return (
      <ArkDialog.Description
        ref={ref}
        className={cx(css({ color: "fg.muted", mt: "2" }), className)}
        {...props}
      />
    );
  },
);
DialogDescription.displayName = "Dialog.Description";

const actionsClass = css({
  display: "flex",
  gap: "3",
  justifyContent: "flex-end",
  mt: "6",
  flexWrap: "wrap",
});

export type DialogActionsProps = ComponentPropsWithoutRef<"div">;

/**
 * The row of buttons at the dialog's end: the way out first, the action last, at the end of the line;
 * they wrap onto a second line where the screen is narrow.
 */
export const DialogActions = forwardRef<HTMLDivElement, DialogActionsProps>(function DialogActions(
  { className, ...props },
  ref,
) {
  return <div ref={ref} className={cx(actionsClass, className)} {...props} />;
});
DialogActions.displayName = "Dialog.Actions";

/**
 * The button that opens the dialog. It acts on a click alone, so until it has hydrated it carries
 * `data-early-press`, and an app with `earlyPressScript` in its head opens the dialog for a press
 * made before then.
 */
export const DialogTrigger = forwardRef<HTMLButtonElement, ArkDialog.TriggerProps>(
  function DialogTrigger(props, ref) {
    return <ArkDialog.Trigger ref={ref} {...useEarlyPress()} {...props} />;
  },
);
DialogTrigger.displayName = "Dialog.Trigger";

/** The × in the corner; its name is localised. */
export function DialogCloseButton({ className }: { className?: string }) {
  const { i18n } = useLingui();
  return (
    <ArkDialog.CloseTrigger asChild>
      <IconButton
        aria-label={i18n._(/*i18n*/ { id: "ui.dialog.close", message: "Close" })}
        className={cx(css({ position: "absolute", insetBlockStart: "3", insetInlineEnd: "3" }), className)}
      >
        <CloseIcon />
      </IconButton>
    </ArkDialog.CloseTrigger>
  );
}
DialogCloseButton.displayName = "Dialog.CloseButton";

// The parts are exported from this module too, so Storybook's docgen draws their props tables;
// the package's entry exports only the `Dialog` namespace.
/**
 * A modal dialog (Ark UI: focus trap, Escape closes, focus returns to the trigger).
 * @example
 *   <Dialog.Root>
 *     <Dialog.Trigger asChild><Button>Удалить</Button></Dialog.Trigger>
 *     <Dialog.Content>
 *       <Dialog.Title>Удалить адрес?</Dialog.Title>
 *       <Dialog.CloseButton />
 *       <Dialog.Actions>
 *         <Dialog.CloseTrigger asChild><Button variant="ghost">Отмена</Button></Dialog.CloseTrigger>
 *         <Button color="danger">Удалить</Button>
 *       </Dialog.Actions>
 *     </Dialog.Content>
 *   </Dialog.Root>
 */
export const Dialog = {
  Root: ArkDialog.Root,
  Trigger: DialogTrigger,
  Content: DialogContent,
  Title: DialogTitle,
  Description: DialogDescription,
  CloseTrigger: ArkDialog.CloseTrigger,
  CloseButton: DialogCloseButton,
  Actions: DialogActions,
};
export type DialogRootProps = ArkDialog.RootProps;
