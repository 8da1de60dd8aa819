export type { BadgeProps } from "./badge/badge";
export { Badge } from "./badge/badge";
export type { BreadcrumbItem, BreadcrumbsProps } from "./breadcrumbs/breadcrumbs";
export { Breadcrumbs } from "./breadcrumbs/breadcrumbs";
export type { ButtonProps } from "./button/button";
export { Button } from "./button/button";
export type { IconButtonProps } from "./button/icon-button";
export { IconButton } from "./button/icon-button";
export type { CheckboxProps, CheckedState } from "./checkbox/checkbox";
export { Checkbox } from "./checkbox/checkbox";
export { useEarlyChecked } from "./checkbox/early-checked";
export type { CheckboxGroupOption, CheckboxGroupProps } from "./checkbox-group/checkbox-group";
export { CheckboxGroup } from "./checkbox-group/checkbox-group";
export type { ColorFieldProps } from "./color-field/color-field";
export { ColorField } from "./color-field/color-field";
export type { DialogActionsProps, DialogContentProps, DialogRootProps } from "./dialog/dialog";
export { Dialog } from "./dialog/dialog";
export { earlyPressScript } from "./early-press/early-press-script";
export { useEarlyPress } from "./early-press/use-early-press";
export type { ErrorScreenProps } from "./error-screen/error-screen";
export { ErrorScreen } from "./error-screen/error-screen";
export { useEarlyValue } from "./field/early-value";
export { headScript } from "./head-script/head-script";
export { ArrowDownIcon, ArrowUpIcon } from "./icons/icons";
export type { IconSetProps, RemoteIconProps } from "./icons/remote-icon";
export { IconSet, RemoteIcon } from "./icons/remote-icon";
export type { ImageProps, ImageUrlBuilder, ImageUrlOptions } from "./image/image";
export { IMAGE_DEFAULTS, Image } from "./image/image";
export type { LayoutProps, TwoColumnsLayoutProps } from "./layouts/layouts";
export {
  DefaultLayout,
  ErrorLayout,
  IndexPageLayout,
  TwoColumnsLayout,
  WhiteBlockLayout,
  WhiteBlockSmallLayout,
} from "./layouts/layouts";
export type { RenderLink, RenderLinkProps } from "./link/render-link";
export type { LoadingBarProps } from "./loading-bar/loading-bar";
export { LOADING_BAR_DEFAULTS, LoadingBar } from "./loading-bar/loading-bar";
export type { NativeSelectProps } from "./native-select/native-select";
export { NativeSelect } from "./native-select/native-select";
export type { PageHeadingProps } from "./page-heading/page-heading";
export { PageHeading } from "./page-heading/page-heading";
export type { PaginationItem } from "./paginator/pagination-items";
export { getPaginationItems } from "./paginator/pagination-items";
export type { PaginatorProps } from "./paginator/paginator";
export { Paginator } from "./paginator/paginator";
export type { PasswordFieldProps } from "./password-field/password-field";
export { PasswordField } from "./password-field/password-field";
export type { PriceProps } from "./price/price";
export { minorUnitsToDecimal, Price } from "./price/price";
export type { ProductCardProps } from "./product-card/product-card";
export { ProductCard } from "./product-card/product-card";
export type { QuantityFieldProps } from "./quantity-field/quantity-field";
export { clampQuantity, parseQuantity, QuantityField } from "./quantity-field/quantity-field";
export { quantityFieldScript } from "./quantity-field/quantity-field-script";
export type { QuantityStepperProps } from "./quantity-stepper/quantity-stepper";
export { QuantityStepper } from "./quantity-stepper/quantity-stepper";
export type { SegmentedControlOption, SegmentedControlProps } from "./segmented-control/segmented-control";
export { SegmentedControl } from "./segmented-control/segmented-control";
export type { SearchableSelectProps } from "./select/searchable-select";
export { SearchableSelect } from "./select/searchable-select";
export type { SelectOption, SelectProps } from "./select/select";
export { Select } from "./select/select";
export type { SideNavItem, SideNavProps, SideNavSection } from "./side-nav/side-nav";
export { SideNav } from "./side-nav/side-nav";
export type {
  SortDirection,
  TableCaptionProps,
  TableRegionProps,
  TableRootProps,
  TableSortHeaderProps,
} from "./table/table";
export { Table } from "./table/table";
export type { TabsRootProps } from "./tabs/tabs";
export { Tabs } from "./tabs/tabs";
export type { TextAreaFieldProps } from "./text-area-field/text-area-field";
export { TextAreaField } from "./text-area-field/text-area-field";
export type { TextFieldProps } from "./text-field/text-field";
export { TextField } from "./text-field/text-field";
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
export type { PaletteColor } from "./theme/palette";
export type { ThemeSwitcherProps } from "./theme/theme-switcher";
export { ThemeSwitcher } from "./theme/theme-switcher";
export type { UseColorModeResult } from "./theme/use-color-mode";
export { useColorMode } from "./theme/use-color-mode";
export type { ToastCloseTriggerProps, ToastRootProps } from "./toast/toast";
export { Toast } from "./toast/toast";
export type { ToasterProps } from "./toast/toaster";
export { Toaster } from "./toast/toaster";
export type {
  CreateToasterOptions,
  Toast as ToastRecord,
  ToastAction,
  ToastCloseReason,
  ToastColor,
  Toaster as ToasterStore,
  ToastOptions,
} from "./toast/toaster-store";
export { createToaster, DEFAULT_TOAST_TIMEOUT } from "./toast/toaster-store";
export { uiMessageLoaders, uiRuMessages } from "./ui-message-loaders";
export { uiMessages } from "./ui-messages";
