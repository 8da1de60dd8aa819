import { ark, type HTMLArkProps } from "@ark-ui/react/factory";
import { forwardRef } from "react";
import { cx } from "../../styled-system/css";
import type { PaletteColor } from "../theme/palette";
import { buttonRecipe } from "./button.recipe";

export interface ButtonProps extends Omit<HTMLArkProps<"button">, "color"> {
  /** `solid` fills, `outline` draws a border, `ghost` shows only on hover. */
  variant?: "solid" | "outline" | "ghost";
  color?: PaletteColor;
  size?: "sm" | "md";
  /** Shows the button as busy and blocks clicks, e.g. while a form is being sent. */
  loading?: boolean;
}

/**
 * The shop's button. With `asChild` it styles its child instead, so a router's `<Link>` can look
 * like a button without `ui` knowing the router.
 * @example
 *   <Button color="danger" variant="outline" onClick={remove}>Удалить</Button>
 *   <Button asChild><Link to="/cart">Корзина</Link></Button>
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, color, size, loading = false, className, disabled, type, asChild, ...rest },
  ref,
) {
  return (
    <ark.button
      ref={ref}
      asChild={asChild}
      // A plain <button> inside a form would submit it by default; that surprise is opt-in here.
      type={asChild ? undefined : (type ?? "button")}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(buttonRecipe({ variant, color, size }), className)}
      {...rest}
    />
  );
});
Button.displayName = "Button";
