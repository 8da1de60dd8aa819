import {
  type ComponentPropsWithoutRef,
  forwardRef,
  type ReactNode,
  useEffect,
  useImperativeHandle,
  useRef,
} from "react";
import { css, cx } from "../../styled-system/css";
import { CheckIcon, MinusIcon } from "../icons/icons";
import { useEarlyChecked } from "./early-checked";

/** A checkbox's state; `"indeterminate"` shows a dash (some of a group chosen). */
export type CheckedState = boolean | "indeterminate";

export interface CheckboxProps
  extends Omit<
    ComponentPropsWithoutRef<"input">,
    "type" | "checked" | "defaultChecked" | "children" | "className" | "style"
  > {
  label: ReactNode;
  /** Controlled state; leave undefined to let the checkbox keep its own. */
  checked?: CheckedState;
  defaultChecked?: boolean;
  /** Called with the state the visitor chose (besides `onChange`, which still gets the event). */
  onCheckedChange?: (details: { checked: boolean }) => void;
  /** Marks the box as wrongly filled (with an error shown by the form around it). */
  invalid?: boolean;
  /** Classes of the label that holds the box and its text. */
  className?: string;
}

const rootClass = css({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  gap: "2",
  cursor: "pointer",
  "&:has(input:disabled)": { opacity: 0.6, cursor: "not-allowed" },
});
// The real input lies over the drawn box, invisible: clicks, keys, focus and forms are the
// browser's own, and the box next to it shows its state.
const inputClass = css({
  position: "absolute",
  w: "5",
  h: "5",
  m: "0",
  opacity: 0,
  cursor: "inherit",
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
  "& svg": { w: "4", h: "4", visibility: "hidden" },
  "input:is(:checked, :indeterminate) + &": { bg: "primary.solid", borderColor: "primary.solid" },
  "input:checked + &": { "& [data-part=check]": { visibility: "visible" } },
  "input:indeterminate + &": { "& [data-part=dash]": { visibility: "visible" } },
  "input:focus-visible + &": { outline: "2px solid", outlineColor: "border.focus", outlineOffset: "2px" },
  "input[aria-invalid=true] + &": { borderColor: "danger.solid" },
});

/**
 * A labelled checkbox: the browser's own `<input type=checkbox>` (keyboard, forms, screen readers)
 * inside its label, drawn in the design system's colours. No script runs beyond the render, so a
 * page can show dozens (a catalog's filters) at no cost to its start.
 * @example
 *   <Checkbox label="Запомнить меня" name="remember" />
 *   <Checkbox label="Китай" checked={chosen} onCheckedChange={({ checked }) => toggle(checked)} />
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, checked, onCheckedChange, onChange, invalid, className, ...inputProps },
  ref,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  const indeterminate = checked === "indeterminate";
  useEffect(() => {
    // No attribute sets it: a DOM property only.
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate]);
  // Controlled, it keeps a tick from before the page hydrated (see useEarlyChecked).
  useEarlyChecked(inputRef, checked, onCheckedChange);
  return (
    <label className={cx(rootClass, className)}>
      <input
        ref={inputRef}
        type="checkbox"
        className={inputClass}
        checked={checked === undefined ? undefined : checked === true}
        aria-invalid={invalid ? true : undefined}
        onChange={(event) => {
          onChange?.(event);
          onCheckedChange?.({ checked: event.currentTarget.checked });
        }}
        {...inputProps}
      />
      <span className={controlClass} aria-hidden="true">
        <CheckIcon data-part="check" />
        <MinusIcon data-part="dash" />
      </span>
      <span className={css({ fontSize: "md" })}>{label}</span>
    </label>
  );
});
Checkbox.displayName = "Checkbox";
