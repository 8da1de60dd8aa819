import { useLingui } from "@lingui/react/macro";
import { Badge } from "@shop/ui";
import { useAtomValue } from "jotai";
import { css } from "../../../styled-system/css";
import { cartCountAtom } from "../../lib/cart-count";

/** The number of cart lines beside the header's cart link; nothing when the cart is empty. */
export function CartBadge() {
  const { t } = useLingui();
  const itemsNumber = useAtomValue(cartCountAtom);
  if (itemsNumber === 0) return null;
  return (
    <Badge color="primary" data-testid="cart-badge">
      <span aria-hidden="true">{itemsNumber}</span>
      <span className={css({ srOnly: true })}>
        {t({ id: "header.cart.count", message: `${itemsNumber} lines in the cart` })}
      </span>
    </Badge>
  );
}
