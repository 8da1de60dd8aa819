export type { BreadcrumbItem, BreadcrumbsProps } from "./breadcrumbs/breadcrumbs";
export { Breadcrumbs } from "./breadcrumbs/breadcrumbs";
export type { ButtonProps } from "./button/button";
export { Button } from "./button/button";
export type { IconButtonProps } from "./button/icon-button";
export { IconButton } from "./button/icon-button";
export type { ColorMode, ColorModePreference } from "./theme/color-mode";
export {
  applyColorMode,
  COLOR_MODE_ATTRIBUTE,
  COLOR_MODE_STORAGE_KEY,
  colorModeScript,
  onSystemColorModeChange,
  readColorModePreference,
  resolveColorMode,
  setColorModePreference,
} from "./theme/color-mode";
export type { ThemeSwitcherProps } from "./theme/theme-switcher";
export { ThemeSwitcher } from "./theme/theme-switcher";
export type { UseColorModeResult } from "./theme/use-color-mode";
export { useColorMode } from "./theme/use-color-mode";
