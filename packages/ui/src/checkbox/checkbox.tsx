import { Checkbox as ArkCheckbox } from "@ark-ui/react/checkbox";
import { forwardRef, type ReactNode } from "react";
import { css, cx } from "../../styled-system/css";
import { CheckIcon } from "../icons/icons";

export interface CheckboxProps extends Omit<ArkCheckbox.RootProps, "children"> {
  label: ReactNode;
}

const rootClass = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "2",
  cursor: "pointer",
  _disabled: { opacity: 0.6, cursor: "not-allowed" },
});
const controlClass = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  w: "5",
  h: "5",
  flexShrink: 0,
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "border.strong",
  borderRadius: "sm",
  bg: "bg.surface",
  color: "primary.contrast",
  _checked: { bg: "primary.solid", borderColor: "primary.solid" },
  "[data-focus-visible] > &": { outline: "2px solid", outlineColor: "border.focus", outlineOffset: "2px" },
  "& svg": { w: "4", h: "4" },
});

/**
 * A labelled checkbox; a real hidden `<input type=checkbox>` keeps forms and keyboards working.
 * @example
 *   <Checkbox label="Запомнить меня" name="remember" />
 */
export const Checkbox = forwardRef<HTMLLabelElement, CheckboxProps>(function Checkbox(
  { label, className, ...props },
  ref,
) {
  return (
    <ArkCheckbox.Root ref={ref} className={cx(rootClass, className)} {...props}>
      <ArkCheckbox.Control className={controlClass}>
        <ArkCheckbox.Indicator>
          <CheckIcon />
        </ArkCheckbox.Indicator>
      </ArkCheckbox.Control>
      <ArkCheckbox.Label className={css({ fontSize: "md" })}>{label}</ArkCheckbox.Label>
      <ArkCheckbox.HiddenInput />
    </ArkCheckbox.Root>
  );
});
Checkbox.displayName = "Checkbox";
