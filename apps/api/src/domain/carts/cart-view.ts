import { lineView, type PricedCart, unavailableLineView } from "../pricing";
import type { Totals } from "../totals";

/** A cart as the API answers it (`id` null for a calculation that is not stored). */
export interface CartView {
  "@id": string | null;
  "@type": "Cart";
  id: number | null;
  currency: string;
  priceType: string;
  items: ReturnType<typeof lineView>[];
  /** Stored lines that cannot be sold now, with the reason; out of `items` and the totals. */
  unavailableItems: ReturnType<typeof unavailableLineView>[];
  totals: Totals;
  updatedAt: string | null;
}

/**
 * The wire form of a priced cart (`id` null for a calculation that is not stored).
 * @example
 *   cartView(priced, { id: 7, updatedAt: new Date() });
 */
export function cartView(cart: PricedCart, stored?: { id: number; updatedAt: Date }): CartView {
  return {
    "@id": stored ? `/api/sales/carts/${stored.id}` : null,
    "@type": "Cart",
    id: stored?.id ?? null,
    currency: cart.currency,
    priceType: cart.priceType,
    items: cart.lines.map(lineView),
    unavailableItems: cart.unavailable.map(unavailableLineView),
    totals: cart.totals,
    updatedAt: stored?.updatedAt.toISOString() ?? null,
  };
}
