import { useLingui } from "@lingui/react";
import type { ComponentPropsWithoutRef } from "react";
import { SegmentedControl } from "../segmented-control/segmented-control";
import type { ColorModePreference } from "./color-mode";
import { useColorMode } from "./use-color-mode";

export interface ThemeSwitcherProps
  extends Omit<ComponentPropsWithoutRef<"fieldset">, "children" | "onChange"> {}

/**
 * Three radio options: system, light, dark. The choice is stored and applied at once; the
 * `colorModeScript` in index.html re-applies it on the next visit before the first paint.
 * @example
 *   <ThemeSwitcher />
 */
export function ThemeSwitcher(props: ThemeSwitcherProps) {
  const { i18n } = useLingui();
  const { preference, setPreference } = useColorMode();
  return (
    <SegmentedControl<ColorModePreference>
      {...props}
      legend={i18n._(/*i18n*/ { id: "ui.theme.legend", message: "Colour theme" })}
      value={preference}
      onValueChange={setPreference}
      options={[
        { value: "system", label: i18n._(/*i18n*/ { id: "ui.theme.system", message: "System" }) },
        { value: "light", label: i18n._(/*i18n*/ { id: "ui.theme.light", message: "Light" }) },
        { value: "dark", label: i18n._(/*i18n*/ { id: "ui.theme.dark", message: "Dark" }) },
      ]}
    />
  );
}
ThemeSwitcher.displayName = "ThemeSwitcher";
