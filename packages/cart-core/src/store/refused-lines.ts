import {
  type CartLineId,
  type CartLineInput,
  type CartState,
  cartLines,
  getLine,
  type ServerCart,
  sameLine,
} from "../cart";
import { type CartAction, cartReducer, fromServerCart } from "../reducer";

/**
 * A line the server would not take, with its reason as the server gave it. A line the server's cart
 * holds but cannot sell (`ServerCart.unavailable`: a reload after staff stopped selling it) is not in
 * the local cart, which only holds priced lines: it carries its `quantity` and `snapshot` here.
 */
export interface RefusedLine<TSnapshot = unknown> extends CartLineId {
  reason: string;
  /** Thousandths of the measure, for a line the local cart does not hold. */
  quantity?: number | undefined;
  snapshot?: TSnapshot | undefined;
}

// The functions below are the bookkeeping of a save's lines: which lines it holds back (refused by
// the server, waiting for the customer) and which it sends at 0 (the server holds them, the local
// cart lost them). They are pure: the store keeps the lists and passes them in.

/** The cart as it is sent: without the lines the server refused and the customer left as they were. */
export function withoutRefused<TSnapshot>(
  cart: CartState<TSnapshot>,
  refused: readonly RefusedLine<TSnapshot>[],
): CartState<TSnapshot> {
  if (refused.length === 0) return cart;
  let next = cart;
  for (const line of refused)
    next = cartReducer(next, {
      type: "remove",
      productId: line.productId,
      measureCode: line.measureCode,
      variantId: line.variantId,
    });
  return next;
}

/**
 * The lines a save of `cart` sends with quantity 0: those of `serverLines` the cart lost, except the
 * refused ones, which wait for the customer. None for a cart without id (a new cart).
 */
export function removedSince<TSnapshot>(
  cart: CartState<TSnapshot>,
  serverLines: readonly CartLineInput<TSnapshot>[],
  refused: readonly RefusedLine<TSnapshot>[],
): CartLineInput<TSnapshot>[] {
  if (cart.id === null) return [];
  return serverLines.filter(
    (line) =>
      getLine(cart, line.productId, line.measureCode, line.variantId) === undefined &&
      !refused.some((other) => sameLine(other, line)),
  );
}

/** What the server's cart holds: its priced lines and those it cannot sell (without a price). */
export const linesOfServer = <TSnapshot>(server: ServerCart<TSnapshot> | null): CartLineInput<TSnapshot>[] =>
  server
    ? [
        ...cartLines(fromServerCart(server)),
        ...(server.unavailable ?? []).map(({ reason: _reason, ...line }) => line),
      ]
    : [];

/** The server's unsold lines the local cart `cart` does not hold, as refused lines to show. */
export const unavailableOutside = <TSnapshot>(
  server: ServerCart<TSnapshot> | null,
  cart: CartState<TSnapshot>,
): RefusedLine<TSnapshot>[] =>
  (server?.unavailable ?? [])
    .filter((line) => getLine(cart, line.productId, line.measureCode, line.variantId) === undefined)
    .map((line) => ({ ...line }));

/** The refused lines once the server refused `lines` too: each line once, with the latest reason. */
export function withRefusals<TSnapshot>(
  refused: readonly RefusedLine<TSnapshot>[],
  lines: readonly RefusedLine[],
): RefusedLine<TSnapshot>[] {
  return [
    ...refused.filter((line) => !lines.some((other) => sameLine(other, line))),
    ...lines.map(({ productId, measureCode, variantId, reason }) => ({
      productId,
      measureCode,
      ...(variantId !== undefined ? { variantId } : {}),
      reason,
    })),
  ];
}

/**
 * The refused lines still waiting after the customer's `action` turned `before` into `after`; the
 * same array when none is forgotten. A change of a refused line (or its removal) is the customer's
 * answer: it is sent again. A line the local cart does not hold (the server's, unsold) stays until it
 * is removed or the cart cleared.
 */
export function refusalsAfterEdit<TSnapshot>(
  refused: readonly RefusedLine<TSnapshot>[],
  before: CartState<TSnapshot>,
  after: CartState<TSnapshot>,
  action: CartAction<TSnapshot>,
): readonly RefusedLine<TSnapshot>[] {
  if (refused.length === 0) return refused;
  const kept = refused.filter((line) => {
    const was = getLine(before, line.productId, line.measureCode, line.variantId);
    const now = getLine(after, line.productId, line.measureCode, line.variantId);
    if (was === undefined && now === undefined)
      return !(
        action.type === "clear" ||
        (action.type === "remove" &&
          (action.measureCode === undefined
            ? action.productId === line.productId
            : sameLine({ ...action, measureCode: action.measureCode }, line)))
      );
    return now !== undefined && now === was;
  });
  return kept.length === refused.length ? refused : kept;
}

/**
 * The refused lines once a save's `answer` became the local `cart`: those the cart still holds, and
 * the lines the server holds and cannot sell, which wait for the customer like the refused ones.
 */
export function refusalsAfterAnswer<TSnapshot>(
  refused: readonly RefusedLine<TSnapshot>[],
  answer: ServerCart<TSnapshot>,
  cart: CartState<TSnapshot>,
): RefusedLine<TSnapshot>[] {
  const unsold = unavailableOutside(answer, cart);
  return [
    ...refused.filter(
      (line) =>
        getLine(cart, line.productId, line.measureCode, line.variantId) !== undefined &&
        !unsold.some((other) => sameLine(other, line)),
    ),
    ...unsold,
  ];
}
