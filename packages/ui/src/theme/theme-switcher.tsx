import { useLingui } from "@lingui/react";
import { type ComponentPropsWithoutRef, useId } from "react";
import { css, cx } from "../../styled-system/css";
import type { ColorModePreference } from "./color-mode";
import { useColorMode } from "./use-color-mode";

export interface ThemeSwitcherProps extends Omit<ComponentPropsWithoutRef<"fieldset">, "children"> {}

const fieldsetClass = css({
  display: "inline-flex",
  gap: "0.5",
  p: "0.5",
  m: "0",
  borderWidth: "1px",
  borderColor: "border.default",
  borderRadius: "full",
  bg: "bg.muted",
});

const optionClass = css({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  px: "3",
  h: "controlSm",
  borderRadius: "full",
  fontSize: "sm",
  color: "fg.muted",
  cursor: "pointer",
  "&:has(input:checked)": { bg: "bg.surface", color: "fg.default", boxShadow: "sm" },
  "&:has(input:focus-visible)": { outline: "2px solid", outlineColor: "border.focus" },
});

const visuallyHidden = css({ srOnly: true });

/**
 * Three radio options: system, light, dark. The choice is stored and applied at once; the
 * `colorModeScript` in index.html re-applies it on the next visit before the first paint.
 * @example
 *   <ThemeSwitcher />
 */
export function ThemeSwitcher({ className, ...props }: ThemeSwitcherProps) {
  const { i18n } = useLingui();
  const { preference, setPreference } = useColorMode();
  const name = useId();
  const options: { value: ColorModePreference; label: string }[] = [
    { value: "system", label: i18n._(/*i18n*/ { id: "ui.theme.system", message: "System" }) },
    { value: "light", label: i18n._(/*i18n*/ { id: "ui.theme.light", message: "Light" }) },
    { value: "dark", label: i18n._(/*i18n*/ { id: "ui.theme.dark", message: "Dark" }) },
  ];
  return (
    <fieldset className={cx(fieldsetClass, className)} {...props}>
      <legend className={visuallyHidden}>
        {i18n._(/*i18n*/ { id: "ui.theme.legend", message: "Colour theme" })}
      </legend>
      {options.map((option) => (
        <label key={option.value} className={optionClass}>
          <input
            type="radio"
            className={visuallyHidden}
            name={name}
            value={option.value}
            checked={preference === option.value}
            onChange={() => setPreference(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
ThemeSwitcher.displayName = "ThemeSwitcher";
