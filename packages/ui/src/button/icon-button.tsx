import { ark, type HTMLArkProps } from "@ark-ui/react/factory";
import { forwardRef } from "react";
import { cx } from "../../styled-system/css";
import type { PaletteColor } from "../theme/palette";
import { buttonRecipe } from "./button.recipe";

export interface IconButtonProps extends Omit<HTMLArkProps<"button">, "color"> {
  /** `solid` fills, `outline` draws a border, `ghost` shows only on hover. */
  variant?: "solid" | "outline" | "ghost";
  color?: PaletteColor;
  size?: "sm" | "md";
  /** Required: an icon alone says nothing to a screen reader. */
  "aria-label": string;
}

/**
 * A square button holding only an icon; its name comes from `aria-label`.
 * @example
 *   <IconButton aria-label="Закрыть" variant="ghost"><CloseIcon /></IconButton>
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { variant = "ghost", color = "secondary", size, className, type, asChild, ...rest },
  ref,
) {
  return (
    <ark.button
      ref={ref}
      asChild={asChild}
      type={asChild ? undefined : (type ?? "button")}
      className={cx(buttonRecipe({ variant, color, size, iconOnly: true }), className)}
      {...rest}
    />
  );
});
IconButton.displayName = "IconButton";
